// The coach in the browser: the hint with the stock known followed to the end (it used to loop on
// Aces Up deal 3), finishing a forced game, the game record, fair hints through whole games, the
// exact chance on a position with few stock orders left, the review marking the move that lost a
// won game, and axe on the new panels.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function seriousViolations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const over = (page: Page): Promise<boolean> => page.locator('section.end').isVisible();

describe('with the stock known', () => {
  it('Aces Up deal 3: 200 hints followed end the game; the solution steps through its positions', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=acesup&deal=3');
    await page.getByRole('button', { name: 'Solution with the stock known' }).click();
    const steps = page.getByTestId('solution-steps');
    await steps.waitFor({ timeout: 30_000 });
    await steps.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => steps.textContent()).toMatch(/Step 1 of \d+/);
    expect(await steps.locator('.pv-zone').count()).toBeGreaterThan(4);
    let hints = 0;
    while (!(await over(page))) {
      expect(hints).toBeLessThan(200);
      await page.getByRole('button', { name: 'Hint with the stock known' }).click();
      // The solution shown before vanishes with the first move.
      await moved(page, () => page.getByRole('button', { name: 'Play the hint (with the stock known)' }).click());
      if (hints === 0) expect(await steps.count()).toBe(0);
      hints++;
    }
    expect(hints).toBeGreaterThan(20);
    await context.close();
  });
});

describe('finishing and the record', () => {
  it('Golf deal 21: once nothing is left to decide, Finish the game plays to the end; each move undoes', async () => {
    const v = golf.defaultVariant;
    let s = golf.start(numberedDeal(golf, v, 21), v);
    const line = solve(golf, s).moves;
    const { context, page } = await newPage(browser);
    await open(page, '?game=golf&deal=21');
    const finish = page.getByRole('button', { name: 'Finish the game' });
    let k = 0;
    // Keys along the solver's line until the app offers to finish (the rest has no choice).
    while (!(await finish.isVisible())) {
      const m = line[k++]!;
      await moved(page, () => page.keyboard.press(m.type === 'turn' ? 'd' : String(m.column + 1)));
      s = golf.applyMove(s, m);
      expect(k).toBeLessThan(line.length);
    }
    expect(await page.locator('.finish').textContent()).toMatch(/Nothing is left to decide: \d+ moves? to the end/);
    await finish.click();
    await page.locator('section.end').waitFor();
    expect(await page.locator('html').getAttribute('data-position')).toMatch(new RegExp(`:${line.length}$`));
    await moved(page, () => page.getByRole('button', { name: 'Undo' }).click());
    expect(await over(page)).toBe(false);
    // The record on the end panel: the deal, a bar, the moves.
    await moved(page, () => page.getByRole('button', { name: 'Redo' }).click());
    await page.locator('section.end').getByRole('button', { name: 'Game record' }).click();
    const text = await page.getByTestId('game-record').inputValue();
    expect(text.split(' | ')[1]?.split(' ')).toHaveLength(line.length);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
