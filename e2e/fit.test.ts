// The whole table fits every screen: at 360×740, 740×360 (a phone held sideways), 1024×768 and
// 1280×860, after the piles have grown a little, every pile's top card, the stock, each heap and
// every header and toolbar button lie inside the window, nothing scrolls sideways, and on a phone
// the header and toolbar take at most two rows in every language. Screenshots of each go to
// test-output/screenshots/fit-*.png.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureScreenshotDir, launch, newPage, open, SCREENSHOTS } from './browser.js';
import { moved } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  ensureScreenshotDir();
});
afterAll(async () => {
  await browser.close();
});

interface Box {
  readonly what: string;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** What must be in view, with where it is drawn. */
function boxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const out: Box[] = [];
    const add = (what: string, el: Element): void => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) out.push({ what, left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    };
    for (const z of document.querySelectorAll('.table [data-drop]')) {
      const cards = z.querySelectorAll(':scope > .card');
      add(z.getAttribute('aria-label') ?? '?', cards[cards.length - 1] ?? z);
    }
    for (const b of document.querySelectorAll('.bar button, .toolbar button')) add(`button ${b.textContent}`, b);
    return out;
  });
}

/** How many rows the header's and toolbar's buttons stand in. */
function buttonRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tops: number[] = [];
    for (const b of document.querySelectorAll('.bar button, .toolbar button')) {
      const r = b.getBoundingClientRect();
      if (r.height > 0 && !tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
    }
    return tops.length;
  });
}

async function check(page: Page, width: number, height: number, name: string): Promise<void> {
  for (const b of await boxes(page)) {
    const where = `${name}: ${b.what} at ${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)}`;
    expect(b.left >= -0.5 && b.top >= -0.5 && b.right <= width + 0.5 && b.bottom <= height + 0.5, where).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), name).toBeLessThanOrEqual(0);
  if (width < 800) expect(await buttonRows(page), `${name}: header and toolbar rows`).toBeLessThanOrEqual(2);
}

/** Grows the piles a little: Aces Up deals five times, Golf draws three times (while the stock lasts). */
async function grow(page: Page, game: string): Promise<void> {
  for (let i = 0; i < (game === 'acesup' ? 5 : 3); i++) {
    if (await page.locator('.toolbar .primary').isDisabled()) break;
    await moved(page, () => page.keyboard.press('d'));
  }
}

/** The language chosen in Settings, from the folded menu on a phone. */
async function setLang(page: Page, lang: string): Promise<void> {
  if (await page.locator('.menu-toggle').isVisible()) await page.locator('.menu-toggle').click();
  // Settings: the fourth of the menu's items (Deal & variant, Rules, Statistics, Settings, Daily deal).
  await page.locator('.menu button').nth(3).click();
  await page.getByRole('dialog').locator('select').first().selectOption(lang);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

const SIZES = [
  { width: 360, height: 740, langs: ['en', 'nb', 'sv', 'da'] },
  { width: 740, height: 360, langs: ['da', 'sv', 'nb', 'en'] },
  { width: 1024, height: 768, langs: ['en'] },
  { width: 1280, height: 860, langs: ['nb'] },
] as const;

describe('the table fits the screen', () => {
  for (const size of SIZES) {
    it(`at ${size.width}×${size.height} in ${size.langs.join(', ')}`, async () => {
      const { context, page } = await newPage(browser, { width: size.width, height: size.height, reducedMotion: true, touch: size.width < 800 });
      // The first language and game from a link (deal 7); then each language's both games, switched to by their buttons (random deals).
      await open(page, '?game=acesup&deal=7');
      for (const lang of size.langs) {
        await setLang(page, lang);
        for (const [i, game] of ['acesup', 'golf'].entries()) {
          await page.locator('.games button').nth(i).click();
          await page.waitForFunction((g) => document.documentElement.dataset.position !== undefined && new URLSearchParams(location.search).get('game') === g, game);
          await grow(page, game);
          const name = `fit-${game}-${size.width}x${size.height}-${lang}`;
          await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
          await check(page, size.width, size.height, name);
        }
        if (size.width < 800) {
          // The folded menu opens in view.
          await page.locator('.menu-toggle').click();
          expect(await page.locator('.menu button').count()).toBe(6); // with Learn to play (issue 34)
          for (const b of await boxes(page)) expect(b.bottom <= size.height && b.right <= size.width, b.what).toBe(true);
          await page.screenshot({ path: `${SCREENSHOTS}/fit-menu-${size.width}x${size.height}-${lang}.png` });
          await page.keyboard.press('Escape');
          expect(await page.locator('.menu button').first().isVisible()).toBe(false);
        }
      }
      await context.close();
    });
  }
});
