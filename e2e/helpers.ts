// Driving the table the way a person does: taps on cards by their accessible names, and the
// buttons by their English labels. Each step waits for the app to show the new position.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { cardName } from '../src/core/cards.js';
import type { AcesUpMove, AcesUpState } from '../src/games/acesup/index.js';
import type { GolfMove, GolfState } from '../src/games/golf/index.js';

export async function position(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.dataset.position ?? '');
}

/** Runs `act` and waits until the shown position changes. */
export async function moved(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await position(page);
  await act();
  await page.waitForFunction((b) => document.documentElement.dataset.position !== b, before);
}

export function topButton(page: Page, group: string) {
  return page.getByRole('group', { name: group, exact: true }).locator('button.card');
}

/** Taps the top card of a pile, checking it is the card the engine has there. */
export async function tapTop(page: Page, group: string, expectCard: number): Promise<void> {
  const btn = topButton(page, group);
  expect(await btn.getAttribute('aria-label')).toBe(cardName(expectCard));
  await btn.click();
}

/** Plays one Golf move by tapping. */
export async function tapGolf(page: Page, state: GolfState, m: GolfMove): Promise<void> {
  await moved(page, async () => {
    if (m.type === 'turn') await page.getByRole('button', { name: 'Draw', exact: true }).click();
    else {
      const col = state.columns[m.column]!;
      await tapTop(page, `Column ${m.column + 1}`, col[col.length - 1]!);
    }
  });
}

/** Plays one Aces Up move by tapping (a second tap on a target when the app offers a choice). */
export async function tapAcesUp(page: Page, state: AcesUpState, m: AcesUpMove): Promise<void> {
  if (m.type === 'deal') {
    await moved(page, () => page.getByRole('button', { name: 'Deal', exact: true }).click());
    return;
  }
  const from = m.type === 'discard' ? m.pile : m.from;
  const pile = state.piles[from]!;
  const before = await position(page);
  await tapTop(page, `Pile ${from + 1}`, pile[pile.length - 1]!);
  await page.waitForFunction((b) => document.documentElement.dataset.position !== b || document.querySelector('.target-button') !== null, before);
  if ((await position(page)) !== before) return;
  const label = m.type === 'discard' ? 'Discard' : m.type === 'joker' ? `Play the joker on Pile ${m.to + 1}` : `Move to Pile ${m.to + 1}`;
  await moved(page, () => page.getByRole('button', { name: label, exact: true }).click());
}

export async function scoreText(page: Page): Promise<string> {
  return (await page.getByTestId('score').textContent()) ?? '';
}

/** Picks an item of the header's menu (Restart, Deal & variant, Daily deal, Rules, Statistics, Settings, Copy link). */
export async function menuItem(page: Page, name: string): Promise<void> {
  if (!(await page.locator('.menu-wrap.open').isVisible())) await page.locator('.menu-toggle').click();
  await page.locator('.menu').getByRole('button', { name, exact: true }).click();
}

/** Opens the Coach sheet over the table (the chance to win, the tools with the stock known, the record). */
export async function openCoach(page: Page): Promise<void> {
  if (await page.locator('.coach-sheet').isHidden()) await page.getByRole('button', { name: 'Coach', exact: true }).click();
  await page.locator('.coach-sheet .coach').waitFor();
}

/** Picks a menu item by its name in the code (restart, deal, daily, rules, stats, settings, copy), in any language. */
export async function menuPick(page: Page, item: string): Promise<void> {
  if (!(await page.locator('.menu-wrap.open').isVisible())) await page.locator('.menu-toggle').click();
  await page.locator(`.menu [data-item="${item}"]`).click();
}

/**
 * Waits for the page's finite animations to end (a panel's figures rising in, say), so a contrast
 * check reads the colours as they stay, not half faded in.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))));
}
