// The coach in the browser: the hint with the stock known followed to the end (it used to loop on
// Aces Up deal 3) and the solution stepped through; fair hints followed through a whole game of
// each game; the exact chance on a position with 24 stock orders left; a game whose win was thrown
// away, finished by "Finish the game", its record, and the review that marks the losing move; axe
// on the new panels. Long runs of clicks and keys run inside the page, each step still waiting for
// the app to show the new position, to keep the file fast.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GolfMove } from '../src/games/golf/index.js';
import { golf, numberedDeal } from '../src/games/index.js';
import { solve } from '../src/solve/index.js';
import { launch, newPage, open } from './browser.js';
import { moved } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Serious axe findings inside one part of the page. */
async function seriousViolations(page: Page, within: string): Promise<string[]> {
  const r = await new AxeBuilder({ page }).include(within).analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const over = (page: Page): Promise<boolean> => page.locator('section.end').isVisible();

/**
 * Inside the page: press the button `hint`, then `play` once it shows, and wait for the new
 * position; again until the game ends (or `max` hints). Returns how many hints were played.
 */
function followHints(page: Page, hint: string, play: string, max: number): Promise<number> {
  return page.evaluate(
    async ({ hint, play, max }) => {
      const button = (name: string): HTMLButtonElement | undefined => [...document.querySelectorAll('button')].find((b) => b.textContent === name && !b.disabled);
      const until = async <T,>(f: () => T | undefined): Promise<T> => {
        const t0 = performance.now();
        for (;;) {
          const v = f();
          if (v) return v;
          if (performance.now() - t0 > 20_000) throw new Error('waited 20 s');
          await new Promise((ok) => setTimeout(ok, 5));
        }
      };
      let n = 0;
      while (!document.querySelector('section.end') && n < max) {
        (await until(() => button(hint))).click();
        const at = document.documentElement.dataset.position;
        (await until(() => button(play))).click();
        await until(() => document.documentElement.dataset.position !== at || undefined);
        n++;
      }
      return n;
    },
    { hint, play, max },
  );
}

/** Inside the page: Golf moves by keys (a column's digit plays its top card, D turns), each waiting for the new position. */
function golfKeys(page: Page, moves: readonly GolfMove[]): Promise<void> {
  const keys = moves.map((m) => (m.type === 'turn' ? 'd' : String(m.column + 1)));
  return page.evaluate(async (keys) => {
    for (const key of keys) {
      const at = document.documentElement.dataset.position;
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      while (document.documentElement.dataset.position === at) await new Promise((ok) => setTimeout(ok, 5));
    }
  }, keys);
}

describe('with the stock known', () => {
  it('Aces Up deal 3: the solution steps through its positions; 200 hints followed end the game', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=acesup&deal=3');
    await page.getByRole('button', { name: 'Solution with the stock known' }).click();
    const steps = page.getByTestId('solution-steps');
    await steps.waitFor({ timeout: 30_000 });
    await steps.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => steps.textContent()).toMatch(/Step 1 of \d+: (Deal|Discard|Move)/);
    expect(await steps.locator('.pv-zone').count()).toBeGreaterThan(4);
    // The solution belongs to this position: the first move makes it vanish.
    await moved(page, () => page.getByRole('button', { name: 'Deal', exact: true }).click());
    expect(await steps.count()).toBe(0);
    const hints = await followHints(page, 'Hint with the stock known', 'Play the hint (with the stock known)', 200);
    expect(await over(page)).toBe(true);
    expect(hints).toBeGreaterThan(20);
    await context.close();
  });
});

describe('the fair coach', () => {
  for (const [game, deal] of [
    ['golf', 11],
    ['acesup', 3],
  ] as const) {
    it(`${game}: fair hints followed through a whole game, the card and target outlined`, async () => {
      const { context, page } = await newPage(browser);
      await open(page, `?game=${game}&deal=${deal}`);
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await page.getByRole('button', { name: 'Play the hint', exact: true }).waitFor();
      expect(await page.getByTestId('fair-hint').textContent()).toMatch(/^Hint: \S.*What the \S+ player would do, seeing only what you see\.$/);
      expect(await page.evaluate(() => [...document.querySelectorAll('style')].filter((x) => x.textContent.includes('data-drop')).length)).toBe(1);
      const hints = await followHints(page, 'Hint', 'Play the hint', 150);
      expect(await over(page)).toBe(true);
      expect(hints).toBeGreaterThan(10);
      await context.close();
    });
  }

  it("the chance with 4 cards left in the stock is exact: perfect play's figure, all 24 orders solved", async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=golf&deal=7');
    await golfKeys(page, Array.from({ length: 12 }, (): GolfMove => ({ type: 'turn' })));
    await page.getByRole('button', { name: 'Chance to win from here' }).click();
    const chance = page.getByTestId('chance');
    await page.waitForSelector('[data-testid="chance"][data-final="1"]', { timeout: 30_000 });
    expect(await chance.getAttribute('data-exact')).toBe('1');
    expect(await chance.getAttribute('data-perfect')).toBe('1');
    expect(await chance.textContent()).toMatch(/^With perfect play, without seeing the stock, the game is won from here in exactly [\d.]+% of stock orders/);
    expect(await chance.textContent()).toMatch(/With the stock known, exactly \d+% of the stock orders can still be won/);
    // Screen readers hear the final figures once.
    expect(await page.locator('.chance .sr-only[role="status"]').textContent()).toMatch(/exactly/);
    // Every coach panel showing an answer at once, for axe.
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.getByRole('button', { name: 'Solution with the stock known' }).click();
    await page.getByRole('button', { name: 'Play the hint', exact: true }).waitFor();
    await page.getByTestId('solution-steps').waitFor();
    expect(await seriousViolations(page, '.coach')).toEqual([]);
    // The figures belong to the position: a move clears them.
    await golfKeys(page, [{ type: 'turn' }]);
    expect(await chance.count()).toBe(0);
    await context.close();
  });
});

describe('a win thrown away, finished, recorded and reviewed', () => {
  it('Golf deal 53: move 5 loses the win; Finish the game plays the forced end; the review marks move 5', async () => {
    const v = golf.defaultVariant;
    let s = golf.start(numberedDeal(golf, v, 53), v);
    const best = solve(golf, s);
    expect(best.winnable).toBe(true);
    const played: GolfMove[] = [...best.moves.slice(0, 4), { type: 'turn' }];
    for (const m of played) s = golf.applyMove(s, m);
    expect(solve(golf, s).winnable).toBe(false);
    const rest = solve(golf, s).moves;
    const { context, page } = await newPage(browser);
    await open(page, '?game=golf&deal=53');
    // To where the rest has no choice (42 moves: found with web/coach/position.ts forcedRestOf).
    await golfKeys(page, [...played, ...rest].slice(0, 42));
    expect(await page.locator('.finish').textContent()).toMatch(/Nothing is left to decide: 6 moves to the end/);
    await page.getByRole('button', { name: 'Finish the game' }).click();
    await page.locator('section.end').waitFor();
    expect(await page.locator('html').getAttribute('data-position')).toMatch(/:48$/);
    // Each finishing move is an ordinary move.
    await moved(page, () => page.getByRole('button', { name: 'Undo' }).click());
    expect(await over(page)).toBe(false);
    await moved(page, () => page.getByRole('button', { name: 'Redo' }).click());
    // The record: the deal, a bar, the 48 moves.
    const end = page.locator('section.end');
    await end.getByRole('button', { name: 'Game record' }).click();
    const text = await page.getByTestId('game-record').inputValue();
    expect(text.split(' | ')[1]?.split(' ')).toHaveLength(48);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await end.getByRole('button', { name: 'Review the game' }).click();
    const dialog = page.getByRole('dialog');
    const lost = dialog.locator('tr[data-verdict="lostWin"]');
    await lost.waitFor({ timeout: 30_000 });
    expect(await lost.count()).toBe(1);
    expect(await lost.locator('td').first().textContent()).toMatch(/^5\. Turn .*Lost the win$/);
    expect(await page.getByTestId('review-summary').textContent()).toMatch(/The win was thrown away at move 5\./);
    expect(await dialog.locator('.graph svg path.best').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L/);
    // The timeline: from the end one step back, the position drawn.
    await dialog.getByRole('button', { name: 'Previous' }).click();
    expect(await dialog.locator('.stepper').textContent()).toMatch(/After move 47 of 48/);
    await lost.locator('button').click();
    expect(await dialog.locator('.stepper').textContent()).toMatch(/After move 5 of 48: Turn/);
    expect(await seriousViolations(page, 'dialog')).toEqual([]);
    await context.close();
  });
});
