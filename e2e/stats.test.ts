// Statistics after several games, export and import of the JSON file, and stored data that is
// corrupt or from an unknown version: reported, set aside, never wiped, never a broken page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { acesUp } from '../src/registry/index.js';
import { numberedDeal } from '../src/games/index.js';
import type { AcesUpMove, AcesUpState } from '../src/games/acesup/index.js';
import { solveAcesUp } from '../src/registry/index.js';
import { launch, newPage, open, waitSaved } from './browser.js';
import { moved, tapAcesUp, menuItem } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The app's own discards after a move (auto discards on): the first legal discard, while any. */
function autoDiscards(s: AcesUpState): AcesUpState {
  for (let m = acesUp.legalMoves(s).find((x) => x.type === 'discard'); m; m = acesUp.legalMoves(s).find((x) => x.type === 'discard')) s = acesUp.applyMove(s, m);
  return s;
}

/** Plays deal number n to the end by taps: Deal while it can, then the solver's line. Returns the engine's final state. */
async function playToEnd(page: Page, n: number): Promise<AcesUpState> {
  await open(page, `?game=acesup&deal=${n}`);
  const recorded = await page.evaluate(() => Number(document.documentElement.dataset.recorded ?? 0));
  let s = autoDiscards(acesUp.start(numberedDeal(acesUp, acesUp.defaultVariant, n), acesUp.defaultVariant));
  while (!acesUp.isTerminal(s)) {
    const legal = acesUp.legalMoves(s);
    const m: AcesUpMove = legal.find((x) => x.type === 'deal') ?? solveAcesUp(s).moves[0]!;
    await tapAcesUp(page, s, m);
    s = autoDiscards(acesUp.applyMove(s, m));
  }
  await page.waitForSelector('.end-message');
  // This game's result is written (a count left from an earlier game on the page would not do).
  await page.waitForFunction((r) => Number(document.documentElement.dataset.recorded ?? 0) > r, recorded);
  return s;
}

async function openStats(page: Page, variant: string): Promise<Record<string, string>> {
  await menuItem(page, 'Statistics');
  const block = page.getByRole('dialog').locator(`[data-variant="${variant}"]`);
  await block.waitFor();
  const out: Record<string, string> = {};
  for (const key of ['played', 'won', 'winRate', 'streak', 'bestStreak', 'bestScore', 'avgScore']) out[key] = (await block.locator(`[data-stat="${key}"]`).textContent()) ?? '';
  return out;
}

describe('statistics, export and import', () => {
  it('counts finished and abandoned games, draws both charts, exports and imports the JSON file', async () => {
    const { context, page } = await newPage(browser);
    const scores: number[] = [];
    const wins: boolean[] = [];
    for (const n of [3, 8, 21]) {
      const s = await playToEnd(page, n);
      scores.push(acesUp.score(s));
      wins.push(acesUp.isWon(s));
    }
    // A fourth game left after one deal counts as played, not won.
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    // The new deal's number is random, and may itself begin with 21: compare the number.
    await page.waitForFunction(() => new URLSearchParams(location.search).get('deal') !== '21');
    await moved(page, () => page.getByRole('button', { name: 'Deal', exact: true }).click());
    const abandonedScore = Number(((await page.getByTestId('score').textContent()) ?? '').replace('Score: ', ''));
    await waitSaved(page);
    const recorded = await page.evaluate(() => Number(document.documentElement.dataset.recorded ?? 0));
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.waitForFunction((r) => Number(document.documentElement.dataset.recorded ?? 0) > r, recorded);
    scores.push(abandonedScore);
    wins.push(false);

    const st = await openStats(page, 'acesup');
    const won = wins.filter(Boolean).length;
    expect(st.played).toBe('4');
    expect(st.won).toBe(String(won));
    expect(st.winRate).toBe(`${((won / 4) * 100).toFixed(1)}%`);
    expect(st.bestScore).toBe(String(Math.max(...scores)));
    expect(st.avgScore).toBe((scores.reduce((a, b) => a + b, 0) / 4).toFixed(1));
    expect(st.streak).toBe('0');
    // Both charts (web/stats): every game in one bar of the distribution, one bar a game in the last games.
    const acesBlock = page.getByRole('dialog').locator('[data-variant="acesup"]');
    await acesBlock.locator('[data-chart="recent"] rect.st-game').first().waitFor();
    const counts = await acesBlock.locator('[data-chart="distribution"] rect.st-bar').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    expect(await acesBlock.locator('[data-chart="recent"] rect.st-game').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))))).toEqual(scores);
    expect(await acesBlock.locator('[data-chart="recent"] rect.st-game.won').count()).toBe(won);

    // Export.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export (JSON)' }).click()]);
    const path = await download.path();
    const exported = JSON.parse(readFileSync(path, 'utf8'));
    expect(exported.format).toBe('kabal-export');
    expect(exported.games).toHaveLength(4);
    expect(exported.games.map((g: { score: number }) => g.score).sort()).toEqual([...scores].sort());
    await context.close();

    // Import into a fresh browser profile: the same statistics, and a second import adds nothing.
    mkdirSync('test-output', { recursive: true });
    const file = 'test-output/export.json';
    writeFileSync(file, JSON.stringify(exported));
    const b = await newPage(browser);
    await open(b.page, '?game=acesup&deal=1');
    await menuItem(b.page, 'Statistics');
    await b.page.getByTestId('import-file').setInputFiles(file);
    await expect.poll(() => b.page.getByRole('dialog').getByText(/^Imported/).textContent()).toBe('Imported 4 games and 0 rounds.');
    const block = b.page.getByRole('dialog').locator('[data-variant="acesup"]');
    await expect.poll(() => block.locator('[data-stat="played"]').textContent()).toBe('4');
    expect(await block.locator('[data-stat="bestScore"]').textContent()).toBe(String(Math.max(...scores)));
    await b.page.getByTestId('import-file').setInputFiles(file);
    await expect.poll(() => b.page.getByRole('dialog').getByText(/^Imported/).textContent()).toBe('Imported 0 games and 0 rounds.');

    // A file with one tampered game: that entry is skipped with its reason, the rest kept.
    const tampered = structuredClone(exported);
    tampered.games[0].moves = ['x9'];
    tampered.games[1].id = 'another';
    writeFileSync(file, JSON.stringify(tampered));
    await b.page.getByTestId('import-file').setInputFiles(file);
    await expect.poll(() => b.page.getByRole('dialog').getByText(/was skipped/).textContent()).toMatch(/^1 entry was skipped: games\[0\]: .*"x9"/);
    // Not an export at all.
    writeFileSync(file, '{"hello": 1}');
    await b.page.getByTestId('import-file').setInputFiles(file);
    await expect.poll(() => b.page.getByRole('dialog').getByText(/^Import failed/).textContent()).toMatch(/not a Kabal export/);
    await b.context.close();
  });
});

describe('stored data that cannot be read', () => {
  it('is reported and set aside, and the page still works', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=golf&deal=2');
    await waitSaved(page);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const r = indexedDB.open('kabal');
          r.onsuccess = () => {
            const tx = r.result.transaction(['meta', 'games'], 'readwrite');
            tx.objectStore('meta').put({ version: 99, snapshot: 'from the future' }, 'current');
            tx.objectStore('games').put({ id: 'broken', game: 'acesup' });
            tx.oncomplete = () => {
              r.result.close();
              resolve();
            };
            tx.onerror = () => reject(new Error(String(tx.error)));
          };
          r.onerror = () => reject(new Error(String(r.error)));
        }),
    );
    await page.goto(page.url().split('?')[0]!);
    await page.waitForSelector('html[data-ready="1"]');
    expect(await page.getByRole('alert').first().textContent()).toMatch(/could not be read and was set aside: saved game: version 99/);
    expect(await page.getByRole('button', { name: /^(Deal|Draw)$/ }).isEnabled()).toBe(true);
    await menuItem(page, 'Statistics');
    await expect.poll(() => page.getByRole('dialog').getByText(/could not be read/).count()).toBe(1);
    // Both bad records are kept in the quarantine store, not deleted.
    const kept = await page.evaluate(
      () =>
        new Promise<unknown[]>((resolve, reject) => {
          const r = indexedDB.open('kabal');
          r.onsuccess = () => {
            const q = r.result.transaction('quarantine').objectStore('quarantine').getAll();
            q.onsuccess = () => resolve(q.result as unknown[]);
            q.onerror = () => reject(new Error(String(q.error)));
          };
        }),
    );
    expect(kept).toHaveLength(2);
    expect(JSON.stringify(kept)).toContain('from the future');
    await context.close();
  });
});
