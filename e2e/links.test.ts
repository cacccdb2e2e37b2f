// Links: the address names the game, the variant and the deal; a link opened elsewhere plays the
// same deal; a bad link gives a clear message and a fresh, playable game.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardName } from '../src/core/cards.js';
import { formatDeal } from '../src/core/deal.js';
import { acesUp, golf } from '../src/registry/index.js';
import { numberedDeal } from '../src/games/index.js';
import { launch, newPage, open } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function tops(page: Page, groups: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const g of groups) out.push((await page.getByRole('group', { name: g, exact: true }).locator('.card').last().getAttribute('aria-label')) ?? '');
  return out;
}
const COLUMNS = Array.from({ length: 7 }, (_, i) => `Column ${i + 1}`);

describe('share links', () => {
  it('a deal and variant chosen in the app round-trip through the address', async () => {
    const a = await newPage(browser);
    await open(a.page, '?game=acesup&deal=1');
    await a.page.getByRole('button', { name: 'Deal & variant' }).click();
    const dialog = a.page.getByRole('dialog');
    await dialog.getByLabel('Golf').check();
    await dialog.getByRole('checkbox', { name: 'Putt-putt', exact: true }).check();
    await dialog.getByLabel('Deal number').fill('123');
    await expect.poll(() => dialog.getByTestId('variant-text').textContent()).toBe('golf(putt-putt)');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await a.page.waitForFunction(() => location.search.includes('deal=123'));
    const url = a.page.url();
    expect(new URL(url).searchParams.get('game')).toBe('golf');
    expect(new URL(url).searchParams.get('variant')).toBe('golf(putt-putt)');
    const shown = await tops(a.page, COLUMNS);
    // What the engine deals for number 123 is on the table.
    const v = golf.parseVariant('golf(putt-putt)');
    const deal = numberedDeal(golf, v.ok ? v.value : golf.defaultVariant, 123);
    expect(shown).toEqual(Array.from({ length: 7 }, (_, c) => cardName(deal[c * 5 + 4]!)));
    await a.context.close();

    const b = await newPage(browser);
    await open(b.page, new URL(url).search);
    expect(await tops(b.page, COLUMNS)).toEqual(shown);
    expect(await b.page.locator('.status .variant').getAttribute('data-variant')).toBe('golf(putt-putt)');
    expect(await b.page.locator('.status .variant').textContent()).toBe('Putt-putt');
    expect(await b.page.getByText('Deal 123', { exact: true }).count()).toBe(1);
    await b.context.close();
  });

  it('a typed deal (cards=…) opens with exactly those cards, and its address keeps them', async () => {
    const deal = numberedDeal(acesUp, acesUp.defaultVariant, 99).slice().reverse();
    const text = formatDeal(deal);
    const { context, page } = await newPage(browser);
    await open(page, '?game=acesup');
    await page.getByRole('button', { name: 'Deal & variant' }).click();
    await page.getByRole('dialog').getByLabel('Or type or paste the cards of a deal').fill(text.toLowerCase());
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => location.search.includes('cards='));
    const cards = new URL(page.url()).searchParams.get('cards')!;
    expect(cards.split('-').join(' ')).toBe(text);
    // The first row went to piles 1-4 (discards may already have removed some of them).
    const onTable = await page.locator('.table [aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    const firstRow = deal.slice(0, 4).map(cardName);
    for (const c of firstRow) expect(onTable).toContain(c);
    await context.close();
  });

  it('a typed deal with a mistake is refused with the card and its position', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=golf&deal=4');
    await page.getByRole('button', { name: 'Deal & variant' }).click();
    const deal = formatDeal(numberedDeal(golf, golf.defaultVariant, 4)).split(' ');
    deal[9] = 'ZZ';
    await page.getByRole('dialog').getByLabel('Or type or paste the cards of a deal').fill(deal.join(' '));
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    const alert = page.getByRole('dialog').getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/card 10.*"ZZ"/);
    await context.close();
  });
});

describe('bad links', () => {
  const cases: [string, RegExp][] = [
    ['?game=chess', /unknown game "chess"/],
    ['?game=acesup&variant=acesup(aces-high)', /unknown option "aces-high"/],
    ['?game=golf&deal=12x', /"12x" is not a deal number/],
    [`?game=acesup&cards=${'AS-'.repeat(52)}`, /card 2 .*duplicate/],
    ['?game=golf&cards=AS-2S', /a deal has 52 cards, this one has 2/],
    ['?deal=5', /no game/],
  ];
  for (const [query, message] of cases) {
    it(`${query.slice(0, 40)} shows a message and a fresh game`, async () => {
      const { context, page } = await newPage(browser);
      await open(page, query);
      const alert = page.getByRole('alert').first();
      expect(await alert.textContent()).toMatch(message);
      expect(await alert.textContent()).toMatch(/A fresh game was dealt instead/);
      // The fresh game is playable and the address now names it.
      const button = page.getByRole('button', { name: /^(Deal|Draw)$/ });
      expect(await button.isEnabled()).toBe(true);
      await page.waitForFunction(() => /game=(acesup|golf)&(variant=[^&]+&)?deal=\d+/.test(location.search));
      await context.close();
    });
  }
});
