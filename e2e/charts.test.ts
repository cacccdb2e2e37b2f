// The statistics' pictures (web/stats) after a history of games: Aces Up games played along the
// solver's line or by a plain first-move player, Golf holes and two rounds, written as an export
// file by the engine and imported the way a player would. Both charts show every game, the
// screen reader's tables hold the same figures, the rounds' figures are right, axe is clean in
// both themes, and screenshots at phone and desktop size go to docs/screenshots.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDeal } from '../src/core/deal.js';
import type { GameRules } from '../src/core/game.js';
import { acesUp, golf } from '../src/registry/index.js';
import { numberedDeal } from '../src/games/index.js';
import type { AcesUpMove, AcesUpState } from '../src/games/acesup/index.js';
import { solveAcesUp } from '../src/registry/index.js';
import { launch, newPage, open, SHOTS } from './browser.js';
import { menuItem } from './helpers.js';


let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
  mkdirSync('test-output', { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

interface Result {
  id: string;
  game: string;
  variant: string;
  deal: string;
  number: number;
  moves: string[];
  score: number;
  won: boolean;
  cardsLeft: number;
  endedAt: number;
  abandoned: boolean;
}

/** Plays a deal to its end with `pick` choosing each move, and files it as the app does. */
function played<S, M, O, V>(rules: GameRules<S, M, O, V>, n: number, at: number, line: (s: S) => M[]): Result {
  const variant = rules.defaultVariant;
  const deal = numberedDeal(rules, variant, n);
  let s = rules.start(deal, variant);
  const moves: string[] = [];
  while (!rules.isTerminal(s)) {
    const next = line(s);
    if (next.length === 0 || moves.length > 500) throw new Error(`deal ${n}: the test's player is stuck`);
    for (const m of next) {
      moves.push(rules.formatMove(m));
      s = rules.applyMove(s, m);
    }
  }
  return { id: `${rules.id}-${n}`, game: rules.id, variant: rules.formatVariant(variant), deal: formatDeal(deal), number: n, moves, score: rules.score(s), won: rules.isWon(s), cardsLeft: rules.cardsLeft(s), endedAt: at, abandoned: false };
}

const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 1);
/** A plain player: a discard, else a deal, else a card moved off a pile of two or more onto an empty one; else the solver's line from there. */
function plain(s: AcesUpState): AcesUpMove[] {
  const legal = acesUp.legalMoves(s);
  const m = legal.find((x) => x.type === 'discard') ?? legal.find((x) => x.type === 'deal') ?? legal.find((x) => x.type === 'move' && (s.piles[x.from]?.length ?? 0) >= 2);
  return m ? [m] : solveAcesUp(s).moves;
}
// Odd deals along the solver's best line, even deals by the plain player.
const aces = Array.from({ length: 30 }, (_, i) => played(acesUp, i + 1, start + i * DAY, (s) => (i % 2 === 0 ? solveAcesUp(s).moves : plain(s))));
// Golf: the first column card that fits, else a draw.
const holes = Array.from({ length: 18 }, (_, i) => played(golf, i + 1, start + i * DAY + 1000, (s) => [golf.legalMoves(s).find((m) => m.type !== 'turn') ?? golf.legalMoves(s)[0]!]));
const rounds = [holes.slice(0, 9), holes.slice(9)].map((hs, i) => ({ variant: 'golf', scores: hs.map((h) => h.score), total: hs.reduce((a, h) => a + h.score, 0), par: 45, endedAt: start + (9 + i * 9) * DAY }));

async function seriousViolations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Two frames after a scroll, so a screenshot shows the dialog's content painted whole. */
async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

describe('statistics with pictures', () => {
  it('both charts and the tables beside them show every game; the rounds; axe; screenshots', async () => {
    const file = 'test-output/charts-export.json';
    writeFileSync(file, JSON.stringify({ format: 'kabal-export', version: 1, exportedAt: new Date(start).toISOString(), games: [...aces, ...holes], rounds }));
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    await open(page, '?game=acesup&deal=1');
    await menuItem(page, 'Statistics');
    await page.getByTestId('import-file').setInputFiles(file);
    await expect.poll(() => page.getByRole('dialog').getByText(/^Imported/).textContent()).toBe('Imported 48 games and 2 rounds.');

    const block = page.getByRole('dialog').locator('[data-variant="acesup"]');
    await expect.poll(() => block.locator('[data-stat="played"]').textContent()).toBe('30');
    await block.locator('[data-chart="recent"] rect.st-game').first().waitFor();
    // The distribution: bars over equal ranges of scores, every game in one.
    const bars = await block.locator('[data-chart="distribution"] rect.st-bar').evaluateAll((els) => els.map((e) => [e.getAttribute('data-score') ?? '', Number(e.getAttribute('data-count'))] as const));
    expect(bars.reduce((a, [, n]) => a + n, 0)).toBe(30);
    for (const [range, n] of bars) {
      const [lo, hi = lo] = range.split('–').map(Number);
      expect(aces.filter((g) => g.score >= lo! && g.score <= hi!).length, range).toBe(n);
    }
    // The last games in the order played, the won ones marked.
    expect(await block.locator('[data-chart="recent"] rect.st-game').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))))).toEqual(aces.map((g) => g.score));
    expect(await block.locator('[data-chart="recent"] rect.st-game.won').count()).toBe(aces.filter((g) => g.won).length);
    // What a screen reader reads: the pictures hidden, a table of the same figures beside each.
    expect(await block.locator('svg[aria-hidden="true"]').count()).toBe(2);
    const table = page.getByRole('table', { name: 'The last 30 games, oldest first' });
    expect(await table.getByRole('row').count()).toBe(31);
    expect(await table.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(['1', String(aces[0]!.score), aces[0]!.won ? 'won' : 'not won']);
    const dist = page.getByRole('dialog').getByRole('table', { name: 'How your scores spread' }).first();
    expect(await dist.getByRole('row').count()).toBe(1 + bars.length);

    // Golf: 18 holes and 2 rounds; the best round against its par and the average against par.
    const g = page.getByRole('dialog').locator('[data-variant="golf"]');
    expect(await g.locator('[data-stat="played"]').textContent()).toBe('18');
    expect(await g.locator('[data-stat="rounds"]').textContent()).toBe('2');
    const best = rounds.reduce((a, r) => (r.total < a.total ? r : a));
    const sign = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `-${-n}` : '0');
    expect(await g.locator('[data-stat="bestRound"]').textContent()).toBe(`${best.total} (${sign(best.total - 45)} against par 45)`);
    const avg = (rounds[0]!.total + rounds[1]!.total) / 2 - 45;
    expect(await g.locator('[data-stat="averageToPar"]').textContent()).toBe(avg === 0 ? '0.0' : `${avg > 0 ? '+' : '-'}${Math.abs(avg).toFixed(1)}`);

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(page)).toEqual([]);
      for (const size of [
        { width: 1440, height: 900 },
        { width: 360, height: 740 },
      ]) {
        await page.setViewportSize(size);
        // Nothing sideways at phone width: the charts shrink with the dialog.
        expect(await page.evaluate(() => [...document.querySelectorAll('dialog .st-chart svg')].every((s) => s.getBoundingClientRect().right <= innerWidth))).toBe(true);
        await block.locator('[data-chart="distribution"]').scrollIntoViewIfNeeded();
        await painted(page);
        await page.screenshot({ path: `${SHOTS}/stats-acesup-${size.width}x${size.height}-${scheme}.png` });
        await g.locator('[data-testid="round-figures"]').scrollIntoViewIfNeeded();
        await painted(page);
        await page.screenshot({ path: `${SHOTS}/stats-golf-${size.width}x${size.height}-${scheme}.png` });
      }
    }
    await context.close();
  });
});
