// The smaller things a player sees: the move counter and the timer (off until chosen), the card
// style and back chosen in Settings and drawn, dialogs' close buttons named "Close", playable
// cards marked without hover, a bad Golf link with a very long token (Golf dealt, the message
// kept short, no sideways scroll) and "Link copied" going back to "Copy link".
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, open } from './browser.js';
import { moved, menuItem } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('the status line and Settings', () => {
  it('counts moves, shows the timer only when chosen, and draws the chosen card style and back', async () => {
    const { context, page } = await newPage(browser, { reducedMotion: true });
    await open(page, '?game=golf&deal=8');
    expect(await page.getByTestId('moves').textContent()).toBe('0 moves');
    expect(await page.getByTestId('timer').count()).toBe(0);
    await moved(page, () => page.getByRole('button', { name: 'Draw', exact: true }).click());
    expect(await page.getByTestId('moves').textContent()).toBe('1 move');
    // A playable card is marked without hovering it.
    const ring = await page.locator('button.card.movable .face').first().evaluate((el) => getComputedStyle(el).boxShadow);
    expect(ring).toContain('rgb(242, 193, 78)');

    await menuItem(page, 'Settings');
    const dialog = page.getByRole('dialog');
    // The menu opens on the click's next render: wait for it before counting its buttons.
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(1);
    const pipsShown = (): Promise<string> => page.locator('.table button.card .pips').first().evaluate((el) => getComputedStyle(el).display);
    const back = (): Promise<string> => page.locator('.stock .back').evaluate((el) => getComputedStyle(el).backgroundImage + getComputedStyle(el).backgroundColor);
    expect(await pipsShown()).toBe('block');
    const blue = await back();
    await dialog.getByRole('radio', { name: 'Large index (easy to read)' }).check();
    await dialog.getByRole('radio', { name: 'Red diamonds' }).check();
    await dialog.getByLabel('Show a timer').check();
    await page.keyboard.press('Escape');
    expect(await pipsShown()).toBe('none');
    expect(await back()).not.toBe(blue);
    await page.getByTestId('timer').waitFor();
    expect(await page.getByTestId('timer').textContent()).toMatch(/^Time \d+:\d\d$/);
    // The choice is kept.
    await open(page, '?game=golf&deal=8');
    expect(await page.evaluate(() => [document.documentElement.dataset.cards, document.documentElement.dataset.back])).toEqual(['large', 'red']);
    await context.close();
  });
});

describe('links', () => {
  it('a bad Golf link with a very long token deals Golf and says so in a short message', async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    // 12,000 characters: the test server (Node's) refuses a request line over 16 kB; web/model/link-echo.test.ts takes 30,000.
    await open(page, `?game=golf&variant=${'x'.repeat(12_000)}`);
    expect(new URL(page.url()).searchParams.get('game')).toBe('golf');
    const notice = page.locator('.notice[role="alert"]');
    expect(((await notice.textContent()) ?? '').length).toBeLessThan(400);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('"Copy link" in the menu copies the address; "Link copied" floats for a moment', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '?game=acesup&deal=5');
    await menuItem(page, 'Copy link');
    const toast = page.locator('.notice.toast');
    await toast.waitFor();
    expect(await toast.textContent()).toBe('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await toast.waitFor({ state: 'detached', timeout: 6000 });
    await context.close();
  });
});
