// The whole table fits every screen: at 360×740, 740×360 (a phone held sideways), 1024×768 and
// 1440×900, after the piles have grown a little, every pile's top card, the stock, each heap and
// every header and action bar button lie inside the window, no card reaches under the hint place
// or the bar, nothing scrolls sideways, the header's buttons stand in one row and the action bar's
// in one line, in every language. Screenshots of each go to test-output/screenshots/fit-*.png.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureScreenshotDir, launch, newPage, open, SCREENSHOTS } from './browser.js';
import { moved, menuPick } from './helpers.js';

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
    for (const b of document.querySelectorAll('.bar button, .toolbar button, .menu button')) add(`button ${b.textContent}`, b);
    return out;
  });
}

/** How many rows the header's buttons stand in, and how many rows and columns the action bar's. */
function buttonRows(page: Page): Promise<{ header: number; barRows: number; barColumns: number }> {
  return page.evaluate(() => {
    const lines = (sel: string, side: 'top' | 'left'): number => {
      const at: number[] = [];
      for (const b of document.querySelectorAll(sel)) {
        const r = b.getBoundingClientRect();
        const size = side === 'top' ? r.height : r.width;
        if (size > 0 && !at.some((t) => Math.abs(t - r[side]) < size / 2)) at.push(r[side]);
      }
      return at.length;
    };
    // The status line's round (a button that opens the scorecard) is a line of its own.
    return { header: lines('.bar > :not(.status) button, .bar > button', 'top'), barRows: lines('.toolbar button', 'top'), barColumns: lines('.toolbar button', 'left') };
  });
}

/** The lowest card's bottom and the top of the hint place (the table must end above it). */
function cardsAboveHintPlace(page: Page): Promise<{ cards: number; floor: number; barLeft: number; cardsRight: number }> {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll('.table .card, .table .slot, .table .back')].map((c) => c.getBoundingClientRect());
    return {
      cards: Math.max(...cards.map((r) => r.bottom)),
      cardsRight: Math.max(...cards.map((r) => r.right)),
      floor: document.querySelector('.hint-place')?.getBoundingClientRect().top ?? 0,
      // Where the bar is a column at the right edge, the cards must end left of it.
      barLeft: ((r) => (r && r.height > r.width ? r.left : Infinity))(document.querySelector('.toolbar')?.getBoundingClientRect()),
    };
  });
}

async function check(page: Page, width: number, height: number, name: string): Promise<void> {
  for (const b of await boxes(page)) {
    const where = `${name}: ${b.what} at ${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)}`;
    expect(b.left >= -0.5 && b.top >= -0.5 && b.right <= width + 0.5 && b.bottom <= height + 0.5, where).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), name).toBeLessThanOrEqual(0);
  const rows = await buttonRows(page);
  expect(rows.header, `${name}: header rows`).toBe(1);
  expect(Math.min(rows.barRows, rows.barColumns), `${name}: the action bar in one line`).toBe(1);
  const c = await cardsAboveHintPlace(page);
  expect(c.cards, `${name}: cards end above the hint place`).toBeLessThanOrEqual(c.floor + 0.5);
  expect(c.cardsRight, `${name}: cards end left of the bar`).toBeLessThanOrEqual(c.barLeft + 0.5);
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
  await menuPick(page, 'settings');
  await page.getByRole('dialog').locator('select').first().selectOption(lang);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

const SIZES = [
  { width: 360, height: 740, langs: ['en', 'nb', 'sv', 'da'] },
  { width: 740, height: 360, langs: ['da', 'sv', 'nb', 'en'] },
  { width: 1024, height: 768, langs: ['en'] },
  { width: 1440, height: 900, langs: ['nb'] },
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
        {
          // The folded menu opens in view.
          await page.locator('.menu-toggle').click();
          expect(await page.locator('.menu button').count()).toBe(8); // with Learn to play
          for (const b of await boxes(page)) expect(b.bottom <= size.height && b.right <= size.width && b.left >= 0, b.what).toBe(true);
          await page.screenshot({ path: `${SCREENSHOTS}/fit-menu-${size.width}x${size.height}-${lang}.png` });
          await page.keyboard.press('Escape');
          expect(await page.locator('.menu button').first().isVisible()).toBe(false);
        }
      }
      await context.close();
    });
  }
});
