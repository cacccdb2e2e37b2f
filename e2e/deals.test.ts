// The daily deal by link (a golden row), bad and future daily links, asking before leaving a game
// in progress, winnable deals only (20 New games in a row, each solved here), and a duel made in
// one browser context and opened in another: both results, the replay, and a forged score.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealFromNumber } from '../src/core/deal.js';
import GOLDEN from '../src/deals/daily-golden.json' with { type: 'json' };
import { addDays, dailyDeal, formatDate, localDate } from '../src/deals/index.js';
import { acesUp, golf } from '../src/registry/index.js';
import { canWin } from '../src/registry/index.js';
import { baseUrl, launch, newPage, open, waitSaved } from './browser.js';
import { moved, menuItem, menuPick, animationsDone } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const dealIn = (page: Page): string | null => new URL(page.url()).searchParams.get('deal');
const gameId = (page: Page): Promise<string> => page.evaluate(() => (document.documentElement.dataset.position ?? '').split(':')[0] ?? '');

async function seriousViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Deals Aces Up's stock to the end (forced discards are made by the app): the game is over. */
async function dealToTheEnd(page: Page): Promise<void> {
  for (let i = 0; i < 13 && (await page.locator('section.end').count()) === 0; i++) await moved(page, () => page.keyboard.press('d'));
  await page.locator('section.end').waitFor();
}

describe('the daily deal', () => {
  it('a daily link deals the golden deal of the date; bad and future dates are refused with the part at fault', async () => {
    const row = GOLDEN.rows.find((r) => r.date === '2024-02-29' && r.variant === 'acesup(aces-only)');
    if (!row) throw new Error('no golden row');
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl()}?game=acesup&variant=aces-only&daily=2024-02-29`);
    await page.waitForFunction((n) => new URL(location.href).searchParams.get('deal') === String(n), row.number);
    expect(dealIn(page)).toBe(String(row.number));

    await open(page, '?game=golf&daily=2027-02-29');
    expect(await page.locator('.notice').first().textContent()).toMatch(/^The date "2027-02-29" does not exist: that month has 28 days, not 29\. A new game of Golf was dealt instead\./);
    await open(page, '?game=golf&daily=2099-06-01');
    expect(await page.locator('.notice').first().textContent()).toMatch(/^The daily deal of 1 June 2099 is not out yet\. A new game of Golf was dealt instead\./);

    // A daily link opened during a game asks first; "Keep my game" keeps it.
    await open(page, '?game=acesup&deal=5');
    await moved(page, () => page.keyboard.press('d'));
    const before = await gameId(page);
    // The move must be stored before the page is left, or the next page finds no game in progress.
    await waitSaved(page);
    await page.goto(`${baseUrl()}?game=acesup&daily=2024-02-29`);
    await page.getByRole('button', { name: 'Keep my game', exact: true }).click();
    expect(await gameId(page)).toBe(before);

    // The dialog: yesterday's daily deal of the game on the table, as the library maps it.
    await menuItem(page, 'Daily deal');
    await page.getByRole('dialog').getByRole('button', { name: 'Previous day', exact: true }).click();
    const shown = await page.getByTestId('daily-date').getAttribute('data-date');
    const yesterday = addDays(localDate(new Date()) ?? { year: 2000, month: 1, day: 1 }, -1);
    expect(shown).toBe(yesterday && formatDate(yesterday));
    expect(await page.getByTestId('daily-stats').textContent()).toMatch(/^Days played0/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Play this deal', exact: true }).click();
    await page.getByRole('button', { name: 'Play the daily deal', exact: true }).click();
    await page.waitForFunction((b) => !(document.documentElement.dataset.position ?? '').startsWith(b), before);
    const expected = yesterday && dailyDeal(acesUp, acesUp.defaultVariant, yesterday);
    expect(dealIn(page)).toBe(String(expected?.ok && expected.value.number));
    // A move made: the day counts as played.
    await moved(page, () => page.keyboard.press('d'));
    await menuItem(page, 'Daily deal');
    // The day is counted in an effect after the move's drawing and reaches the dialog through the
    // store's listeners: read again until it is in (or 5 s have passed).
    await expect.poll(() => page.getByTestId('daily-stats').textContent(), { timeout: 5_000 }).toMatch(/^Days played1Days won0/);
    await context.close();
  });
});

describe('winnable deals only', () => {
  it('20 New games in a row are each a deal the solver wins, and the table says it is with the stock known', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=acesup&deal=1');
    await menuPick(page, 'settings');
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Winnable deals only' }).check();
    expect(await page.getByRole('dialog').textContent()).toMatch(/with the stock known .*not a promise that you will win it/);
    await page.keyboard.press('Escape');
    const numbers: number[] = [];
    for (let i = 0; i < 20; i++) {
      const before = await gameId(page);
      await page.getByRole('button', { name: 'New game', exact: true }).click();
      await page.waitForFunction((b) => !(document.documentElement.dataset.position ?? '').startsWith(`${b}:`), before);
      numbers.push(Number(dealIn(page)));
    }
    expect(await page.getByTestId('winnable-note').textContent()).toMatch(/with the stock known/);
    expect(new Set(numbers).size).toBe(20);
    for (const n of numbers) expect(canWin(acesUp, acesUp.start(dealFromNumber(n), acesUp.defaultVariant)).verdict, `deal ${n}`).toBe('solved');
    // Switching game deals a proved deal of the other game too.
    const before = await gameId(page);
    await page.getByRole('button', { name: 'Golf', exact: true }).click();
    await page.waitForFunction((b) => !(document.documentElement.dataset.position ?? '').startsWith(`${b}:`), before);
    expect(new URL(page.url()).searchParams.get('game')).toBe('golf');
    expect(canWin(golf, golf.start(dealFromNumber(Number(dealIn(page))), golf.defaultVariant)).verdict).toBe('solved');
    await context.close();
  });
});

describe('the duel', () => {
  it('a challenge made in one context shows both results and replays in another; a forged score is corrected', async () => {
    const a = await newPage(browser);
    await open(a.page, '?game=acesup&deal=5');
    await dealToTheEnd(a.page);
    // The finished game is saved (and filed in the statistics) before the dialog is opened, so no
    // late re-render of the end panel can close it.
    await waitSaved(a.page);
    await a.page.getByRole('button', { name: 'Challenge a friend', exact: true }).click();
    await a.page.getByLabel('Your name (optional)').fill('  Ann\u202e\u0007  Lee ');
    await a.page.getByRole('button', { name: 'Make the link', exact: true }).click();
    const link = new URL(await a.page.getByTestId('duel-link').inputValue());
    expect(link.searchParams.get('by')).toBe('Ann Lee');
    const claimed = Number(link.searchParams.get('score'));
    await a.context.close();

    const b = await newPage(browser);
    await open(b.page, link.search);
    expect(await b.page.getByTestId('duel-intro').textContent()).toBe(`Ann Lee challenges you: play this deal and beat ${claimed}.`);
    await dealToTheEnd(b.page);
    const rows = await b.page.getByTestId('duel-results').locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(new RegExp(`^Ann Lee${claimed}`));
    expect(rows[1]).toMatch(/^You/);
    const at = b.page.getByTestId('replay-at');
    const total = Number(/of (\d+)/.exec((await at.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);
    await b.page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await at.textContent()).toBe(`Move 1 of ${total}`);
    await b.page.getByRole('button', { name: 'End', exact: true }).click();
    expect(await at.textContent()).toBe(`Move ${total} of ${total}`);
    expect(await b.page.locator('.deals-replay .table').count()).toBe(1);
    expect(await seriousViolations(b.page)).toEqual([]);

    const forged = new URL(link);
    forged.searchParams.set('score', String(claimed + 40));
    await open(b.page, forged.search);
    expect(await b.page.getByTestId('duel-forged').textContent()).toBe(`The link claimed a score of ${claimed + 40}, but its moves give ${claimed}: the real score is shown.`);
    await b.context.close();
  });
});
