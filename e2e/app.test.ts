// The rest of the app: accessibility (axe), play by keyboard alone, the language picker and the
// rules pages, the solver panel, a nine-hole Golf round, variants, and playing offline.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDeal } from '../src/core/deal.js';
import { golf } from '../src/registry/index.js';
import { numberedDeal } from '../src/games/index.js';
import { canWin } from '../src/registry/index.js';
import type { GolfMove, GolfState } from '../src/games/golf/index.js';
import { baseUrl, launch, newPage, open, waitSaved } from './browser.js';
import { moved, position, tapGolf, menuItem, menuPick, openCoach } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The saved game in progress (IndexedDB "kabal", store "meta", key "current"): read, or replaced by `value`. */
function savedGame(page: Page, value?: unknown): Promise<unknown> {
  return page.evaluate(
    (v) =>
      new Promise<unknown>((resolve, reject) => {
        const r = indexedDB.open('kabal');
        r.onsuccess = () => {
          const tx = r.result.transaction('meta', v === undefined ? 'readonly' : 'readwrite');
          const q = v === undefined ? tx.objectStore('meta').get('current') : tx.objectStore('meta').put(v, 'current');
          tx.oncomplete = () => {
            r.result.close();
            resolve(q.result);
          };
          tx.onerror = () => reject(new Error(String(tx.error)));
        };
        r.onerror = () => reject(new Error(String(r.error)));
      }),
    value,
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility', () => {
  it('axe finds no serious violations on both tables, light and dark, and in the dialogs', async () => {
    const { context, page } = await newPage(browser);
    for (const [game, scheme] of [
      ['acesup', 'light'],
      ['golf', 'dark'],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, `?game=${game}&deal=3`);
      expect(await seriousViolations(page)).toEqual([]);
    }
    for (const name of ['Rules', 'Statistics', 'Settings', 'Deal & variant']) {
      await menuItem(page, name);
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('Aces Up by keyboard alone: digits pick a pile, the target is chosen with Tab and Enter, D deals', async () => {
    // AS 2S 3H 4D: the 2S goes at once, pile 2 is empty; 3H and 4D may both move there.
    const { context, page } = await newPage(browser);
    const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => ![0, 1, 15, 29].includes(c));
    await open(page, `?game=acesup&cards=AS-2S-3H-4D-${formatDeal(rest).replace(/ /g, '-')}`);
    await page.keyboard.press('4');
    // Pile 4's card can go to pile 2 only: one move, made at once.
    await page.waitForFunction(() => document.querySelector('[aria-label="Pile 2"] [aria-label="4 of diamonds"]') !== null);
    await moved(page, () => page.keyboard.press('d'));
    expect(await page.getByTestId('announcer').textContent()).toMatch(/^Dealt .* \(44 left in the stock\)\. /);
    await moved(page, () => page.keyboard.press('Control+z'));
    // Focus a card with Tab and play it with Enter.
    const focusable = page.getByRole('group', { name: 'Pile 3' }).locator('button.card');
    await focusable.focus();
    await moved(page, () => page.keyboard.press('Enter'));
    expect(await page.getByRole('group', { name: 'Pile 4' }).getByLabel('3 of hearts').count()).toBe(1);
    await context.close();
  });
});

describe('languages and rules', () => {
  it('the picker switches every label; the rules pages exist in all four languages', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=acesup&deal=2');
    const expectations: [string, string, string][] = [
      ['nb', 'Legg ut', 'Mål'],
      ['sv', 'Lägg ut', 'Mål'],
      ['da', 'Læg ud', 'Mål'],
      ['en', 'Deal', 'Aim'],
    ];
    for (const [lang, deal, heading] of expectations) {
      await menuPick(page, 'settings');
      await page.getByRole('dialog').locator('select').first().selectOption(lang);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // The page's lang follows the setting after a render: wait for it rather than read it once.
      await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 10_000 });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await page.getByRole('button', { name: deal, exact: true }).count()).toBe(1);
      await menuPick(page, 'rules');
      const dialog = page.getByRole('dialog');
      // The rules text is loaded on demand: wait for its heading before counting.
      await dialog.getByRole('heading', { name: heading, exact: true }).first().waitFor({ timeout: 10_000 });
      expect(await dialog.getByRole('heading', { name: heading, exact: true }).count()).toBe(1);
      // Both games, every variant named in the text.
      const acesText = (await dialog.locator('article').textContent()) ?? '';
      // Every variant named in the player's words, never by its code.
      for (const v of ['aces-only', 'fill-first', 'aces-low', 'jokers', 'free-discards']) expect(acesText).not.toContain(`(${v}`);
      expect(acesText.length).toBeGreaterThan(1000);
      await dialog.locator('.tabs button').nth(1).click();
      // The other game's page is drawn after the click: wait for its tab to be the one shown.
      await page.waitForFunction(() => document.querySelector('dialog .tabs button:nth-child(2)')?.getAttribute('aria-pressed') === 'true');
      // Each game's pages are fetched when first shown: the article is busy until they are in.
      await dialog.locator('article[aria-busy="false"]').waitFor();
      const golfText = (await dialog.locator('article').textContent()) ?? '';
      for (const v of ['queen-on-king', 'putt-putt', 'jokers=1', 'empty-waste', 'par=36']) expect(golfText).not.toContain(v);
      expect(await dialog.locator('figure.example').count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });
});

describe('solver in a worker (with the stock known)', () => {
  it('answers whether the deal can be won, and its hint is a legal move that the app plays', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=golf&deal=1');
    await openCoach(page);
    await page.getByRole('button', { name: 'Can this deal be won? (with the stock known)' }).click();
    const answer = page.getByTestId('solver-answer');
    await answer.waitFor({ timeout: 60_000 });
    expect(await answer.textContent()).toMatch(/with the stock known/);
    await page.getByRole('button', { name: 'Hint with the stock known', exact: true }).click();
    // The hint is the engine's describer in the future tense, cards as on the table.
    await expect.poll(() => answer.textContent(), { timeout: 60_000 }).toMatch(/^Hint \(with the stock known\): (Play the \S+ from Column [1-7] onto the \S+|Turn the next stock card onto the waste, \d+ left)$/);
    await moved(page, () => page.getByRole('button', { name: 'Play the hint (with the stock known)', exact: true }).click());
    await page.getByRole('button', { name: 'Solution with the stock known' }).click();
    await expect.poll(() => answer.textContent(), { timeout: 60_000 }).toMatch(/^(Winnable with the stock known|Not winnable even with the stock known)/);
    const steps = await page.locator('ol.line li').count();
    const m = /(\d+) moves/.exec((await answer.textContent()) ?? '');
    if (m) expect(steps).toBe(Number(m[1]));
    await context.close();
  });
});

describe('a nine-hole Golf round', () => {
  // Holes 1 and 9 are played by taps; holes 2-8 are taken from the saved round, as a player who
  // comes back to a round finds it: the saved game in IndexedDB is set to hole 9 with the scores
  // that the same simple player makes on deals 41-47 (clicking through them took most of a minute;
  // web/model/controller.test.ts plays every hole of a round through the controller).
  const v = { ...golf.defaultVariant, par: 36 as const };
  /** Plays the first playable column, else draws, until the hole ends: a simple, fully determined player. */
  const simpleHole = (n: number): { moves: GolfMove[]; score: number } => {
    let s: GolfState = golf.start(numberedDeal(golf, v, n), v);
    const moves: GolfMove[] = [];
    while (!golf.isTerminal(s)) {
      const legal = golf.legalMoves(s);
      const m = legal.find((x) => x.type === 'play') ?? legal[0]!;
      moves.push(m);
      s = golf.applyMove(s, m);
    }
    return { moves, score: golf.score(s) };
  };
  const playHole = async (page: Page, n: number): Promise<number> => {
    await page.waitForFunction((d) => new URLSearchParams(location.search).get('deal') === d, String(n));
    let s: GolfState = golf.start(numberedDeal(golf, v, n), v);
    for (const m of simpleHole(n).moves) {
      await tapGolf(page, s, m);
      s = golf.applyMove(s, m);
    }
    await page.locator('.end-message').waitFor();
    return golf.score(s);
  };
  const scorecard = (page: Page): Promise<string[]> => page.getByRole('region', { name: 'Scorecard' }).locator('tbody tr').first().locator('td').allTextContents();

  it('keeps the scorecard, the running total and par, and files the round in the statistics', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=golf&variant=golf(par%3D36)&deal=40');
    const scores = [await playHole(page, 40)];
    // The end panel, its scorecard and the status agree: hole 1 is shown, its score counted.
    expect(await page.getByTestId('round-status').textContent()).toBe(`Hole 1 of 9 · total ${scores[0]}, par 4 so far`);
    expect((await scorecard(page)).slice(0, 1)).toEqual(scores.map(String));
    expect((await scorecard(page))[9]).toBe(String(scores[0]));
    await moved(page, () => page.getByRole('button', { name: 'Next hole' }).click());
    await page.waitForFunction(() => new URLSearchParams(location.search).get('deal') === '41');
    await waitSaved(page);

    // The saved round on hole 2, read where the app keeps it; then set to hole 9 away from the app.
    const current = await savedGame(page);
    const saved = current as { hole: number; round: { scores: number[] }; snapshot: { deal: string; number: number; moves: string[]; auto: boolean[]; cursor: number } };
    expect([saved.hole, saved.round.scores, saved.snapshot.number, saved.snapshot.deal]).toEqual([1, scores, 41, formatDeal(numberedDeal(golf, v, 41))]);
    for (let n = 41; n < 48; n++) scores.push(simpleHole(n).score);
    const hole9 = { ...saved, hole: 8, round: { ...saved.round, scores }, snapshot: { ...saved.snapshot, deal: formatDeal(numberedDeal(golf, v, 48)), number: 48, moves: [], auto: [], cursor: 0 } };
    await page.goto(`${baseUrl()}icon.svg`);
    await savedGame(page, hole9);
    await page.goto(baseUrl());
    await page.waitForSelector('html[data-ready="1"]');
    // During a hole the scorecard opens from the status line's round.
    expect(await page.getByTestId('round-status').textContent()).toBe(`Hole 9 of 9 · total ${scores.reduce((a, b) => a + b, 0)}, par 32 so far`);
    await page.getByTestId('round-status').click();
    expect((await scorecard(page)).slice(0, 9)).toEqual([...scores.map(String), '']);
    await page.getByTestId('round-status').click();

    scores.push(await playHole(page, 48));
    const cells = await scorecard(page);
    const total = scores.reduce((a, b) => a + b, 0);
    expect(cells.slice(0, 9)).toEqual(scores.map(String));
    expect(cells[9]).toBe(String(total));
    expect(await page.locator('.end').textContent()).toContain(`Round over: total ${total} against par 36, `);
    expect(await page.getByRole('button', { name: 'New round' }).count()).toBe(1);
    await waitSaved(page);
    await menuItem(page, 'Statistics');
    const block = page.getByRole('dialog').locator('[data-variant="golf(par=36)"]');
    // Holes 1 and 9 were played here; the round is filed with all nine scores.
    await expect.poll(() => block.locator('[data-stat="played"]').textContent()).toBe('2');
    expect(await block.locator('table.rounds').textContent()).toContain(`${scores.join(' ')}`);
    await page.keyboard.press('Escape');

    // "New round" keeps to "winnable deals only": the next round's first deal is proved first.
    await menuPick(page, 'settings');
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Winnable deals only' }).check();
    await page.keyboard.press('Escape');
    const before = await position(page);
    await page.getByRole('button', { name: 'New round' }).click();
    await page.waitForFunction((b) => document.documentElement.dataset.position !== b && !(document.documentElement.dataset.position ?? '').startsWith(b.split(':')[0]!), before);
    await page.getByTestId('winnable-note').waitFor();
    const n = Number(new URL(page.url()).searchParams.get('deal'));
    expect(canWin(golf, golf.start(numberedDeal(golf, v, n), v)).verdict, `deal ${n}`).toBe('solved');
    await context.close();
  });
});

describe('variants', () => {
  it('every variant can be chosen in the dialog and is shown with the game', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=acesup&deal=9');
    // Options are picked by their words, as a player reads them: a checkbox, or a list of values.
    const pick = async (game: string, options: string[], expected: string, words: string): Promise<void> => {
      await menuItem(page, 'Deal & variant');
      const d = page.getByRole('dialog');
      await d.getByLabel(game, { exact: true }).check();
      for (const o of options) {
        const [label, value] = o.split('=') as [string, string | undefined];
        if (value !== undefined) await d.getByRole('combobox', { name: label, exact: true }).selectOption({ label: value });
        else await d.getByRole('checkbox', { name: label, exact: true }).check();
      }
      // Each choice re-renders the dialog after its event: wait for the text rather than read it once.
      await expect.poll(() => d.getByTestId('variant-text').getAttribute('data-variant')).toBe(expected);
      await d.getByRole('button', { name: 'Start' }).click();
      await d.waitFor({ state: 'detached' });
      await expect.poll(() => page.locator('.status .variant').getAttribute('data-variant')).toBe(expected);
      expect(await page.locator('.status .variant').textContent()).toBe(words);
      // The address is written after the change, not with the click: wait for it.
      await page.waitForFunction((v) => new URLSearchParams(location.search).get('variant') === v, expected);
    };
    await pick('Aces Up', ['Aces only', 'Fill first', 'Aces low', 'Jokers', 'Free discards'], 'acesup(aces-only,fill-first,aces-low,jokers,free-discards)', 'Aces only, Fill first, Aces low, Jokers, Free discards');
    expect(await page.locator('.table [aria-label]').evaluateAll((els) => els.length)).toBeGreaterThan(3);
    await pick('Golf', ['Putt-putt', 'Jokers=Two jokers', 'Empty waste', 'Par=36 (4 a hole)'], 'golf(putt-putt,jokers=2,empty-waste,par=36)', 'Putt-putt, Jokers: Two jokers, Empty waste, Par: 36 (4 a hole)');
    // Putt-putt brings queen-on-king with it: shown checked, and fixed.
    await menuItem(page, 'Deal & variant');
    const implied = page.getByRole('dialog').getByRole('checkbox', { name: 'Queen on king', exact: true });
    expect([await implied.isChecked(), await implied.isDisabled()]).toEqual([true, true]);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('group', { name: 'Waste' }).locator('.card').count()).toBe(0);
    await context.close();
  });

  it('with forced discards left to the player, Deal waits until they are made; switching the setting on makes them', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(() => localStorage.setItem('kabal.settings', JSON.stringify({ lang: 'en', autoDiscard: false })));
    // AS 2S 3S 4D: both the 2S and the 3S are beaten by the AS.
    const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => ![0, 1, 2, 29].includes(c));
    await open(page, `?game=acesup&cards=AS-2S-3S-4D-${formatDeal(rest).replace(/ /g, '-')}`);
    const deal = page.getByRole('button', { name: 'Deal', exact: true });
    expect(await deal.isDisabled()).toBe(true);
    expect(await page.getByTestId('stock-why').textContent()).toBe('Deal is off: discards come first: discard from Piles 2, 3 before the next deal.');
    await moved(page, () => page.getByRole('group', { name: 'Pile 2' }).locator('button.card').click());
    expect(await deal.isDisabled()).toBe(true);
    expect(await page.getByTestId('stock-why').textContent()).toBe('Deal is off: discards come first: discard from Pile 3 before the next deal.');
    // Turning the setting on makes the one that is left at once.
    await menuItem(page, 'Settings');
    await moved(page, () => page.getByRole('dialog').getByLabel('Make forced discards by themselves').check());
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('score').textContent()).toBe('Score: 2');
    expect(await deal.isEnabled()).toBe(true);
    await context.close();
  });

  it('under free-discards nothing is discarded by itself and Deal stays available', async () => {
    const { context, page } = await newPage(browser);
    const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => ![0, 1, 15, 29].includes(c));
    await open(page, `?game=acesup&variant=acesup(free-discards)&cards=AS-2S-3H-4D-${formatDeal(rest).replace(/ /g, '-')}`);
    expect(await page.getByRole('group', { name: 'Pile 2' }).getByLabel('2 of spades').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Deal', exact: true }).isEnabled()).toBe(true);
    // A tap on the 2S discards it (its only move).
    await moved(page, () => page.getByRole('group', { name: 'Pile 2' }).locator('button.card').click());
    expect(await page.getByTestId('score').textContent()).toBe('Score: 1');
    await context.close();
  });
});

describe('offline', () => {
  it('after one visit the game loads and plays with the network off (service worker)', async () => {
    const context = await browser.newContext({ viewport: { width: 900, height: 800 }, locale: 'en-GB', serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}?game=golf&deal=8`);
    await page.waitForSelector('html[data-ready="1"]');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('html[data-ready="1"]');
    const before = await position(page);
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    await page.waitForFunction((b) => document.documentElement.dataset.position !== b, before);
    await context.setOffline(false);
    await context.close();
  });
});
