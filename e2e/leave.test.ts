// No silent losses: New game, another game's button or another deal's link during a game in
// progress counts it as played and not won, says so, and offers to go back to it, which brings it
// back whole and takes its result out of the statistics.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, open, waitSaved } from './browser.js';
import { moved, position } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('leaving a game in progress', () => {
  it('New game and another deal link offer to go back to the game left', async () => {
    const { context, page } = await newPage(browser, { reducedMotion: true });
    await open(page, '?game=golf&deal=8');
    const draw = page.getByRole('button', { name: 'Draw', exact: true });
    await moved(page, () => draw.click());
    await moved(page, () => draw.click());
    const at = await position(page);
    await waitSaved(page);
    const recorded = await page.evaluate(() => Number(document.documentElement.dataset.recorded ?? 0));
    await moved(page, () => page.getByRole('button', { name: 'New game', exact: true }).click());
    const notice = page.getByTestId('left-game');
    expect(await notice.textContent()).toContain('The game you left (Golf, 2 moves) was counted as played and not won.');
    await page.waitForFunction((r) => Number(document.documentElement.dataset.recorded ?? 0) > r, recorded);
    await moved(page, () => notice.getByRole('button', { name: 'Back to that game' }).click());
    expect(await position(page)).toBe(at);
    expect(new URL(page.url()).searchParams.get('deal')).toBe('8');
    expect(await notice.count()).toBe(0);
    await waitSaved(page);
    // Another deal's link, opened with this game in progress: the same offer, after the reload.
    await open(page, '?game=acesup&deal=3');
    expect(await page.getByTestId('left-game').textContent()).toContain('(Golf, 2 moves)');
    // The first move of the new game ends the offer.
    await moved(page, () => page.getByRole('button', { name: 'Deal', exact: true }).click());
    expect(await page.getByTestId('left-game').count()).toBe(0);
    await context.close();
  });
});
