// Screenshots of both games at the four sizes of issue 31 (360×740, 740×360, 1024×768, 1440×900),
// light and dark: the start, a game under way, the end, the Coach sheet and the menu. With
// KABAL_SHOTS=docs they are written to docs/screenshots/ (JPEG, committed and shown in
// docs/web.md); otherwise to test-output/screenshots/. Each checks that nothing scrolls sideways.
// The other three languages at phone size, with the deal dialog, go to test-output/screenshots/.
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureScreenshotDir, launch, newPage, open, SCREENSHOTS, PLAYER_SIZES, SHOTS } from './browser.js';
import { golf } from '../src/registry/index.js';
import { numberedDeal } from '../src/games/index.js';
import { menuPick, moved, openCoach } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  ensureScreenshotDir();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

const SIZES = PLAYER_SIZES;

// Aces Up deal 4 and Golf deal 7: a game under way is five deals or four draws in.
const GAMES = [
  { game: 'acesup', query: '?game=acesup&deal=4', mid: 5 },
  { game: 'golf', query: '?game=golf&deal=7', mid: 4 },
] as const;

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function stockMoves(page: Page, n: number): Promise<void> {
  for (let i = 0; i < n && (await page.locator('section.end').count()) === 0; i++) {
    if (await page.locator('.toolbar .primary').isDisabled()) break;
    await moved(page, () => page.keyboard.press('d'));
  }
}

/** Golf deal 7 after `turns` draws, played on by a simple player (the first playable column, else a draw) to its end: the keys to press. */
function golfKeys(turns: number): string[] {
  const v = golf.defaultVariant;
  let s = golf.start(numberedDeal(golf, v, 7), v);
  const keys: string[] = [];
  for (let i = 0; !golf.isTerminal(s); i++) {
    const legal = golf.legalMoves(s);
    const m = (i < turns ? legal.find((x) => x.type === 'turn') : undefined) ?? legal.find((x) => x.type === 'play') ?? legal[0]!;
    if (i >= turns) keys.push(m.type === 'turn' ? 'd' : String(m.column + 1));
    s = golf.applyMove(s, m);
  }
  return keys;
}

describe('screenshots', () => {
  for (const [width, height] of SIZES) {
    for (const { game, query, mid } of GAMES) {
      // Both themes when the docs' set is retaken (KABAL_SHOTS=docs); otherwise one a size and game
      // (the layout checked is the same in both), the two themes taking turns.
      const schemes = process.env.KABAL_SHOTS === 'docs' ? (['light', 'dark'] as const) : [(['light', 'dark'] as const)[(SIZES.findIndex(([w]) => w === width) + GAMES.findIndex((g) => g.game === game)) % 2]!];
      for (const scheme of schemes) {
        it(`${game} at ${width}×${height}, ${scheme}: start, under way, coach, menu, end`, async () => {
          const { context, page } = await newPage(browser, { width, height, reducedMotion: true, touch: width < 800 });
          await page.emulateMedia({ colorScheme: scheme });
          await open(page, query);
          const shot = async (what: string): Promise<void> => {
            expect(await sideways(page), what).toBeLessThanOrEqual(0);
            await page.screenshot({ path: `${SHOTS}/${game}-${width}x${height}-${scheme}-${what}.jpg`, type: 'jpeg', quality: 60 });
          };
          await shot('start');
          await stockMoves(page, mid);
          await shot('mid');
          await openCoach(page);
          await shot('coach');
          await page.getByRole('button', { name: 'Coach', exact: true }).click();
          await page.locator('.menu-toggle').click();
          await page.locator('.menu').waitFor();
          await shot('menu');
          await page.keyboard.press('Escape');
          if (game === 'golf') for (const key of golfKeys(mid)) await moved(page, () => page.keyboard.press(key));
          else await stockMoves(page, 30);
          await page.locator('section.end').waitFor();
          // The summary as it settles: the statistics read, the best with the stock known answered.
          await page.locator('[data-testid="end-summary"][data-ready="1"]').waitFor();
          await page.waitForFunction(() => document.querySelector('[data-known="working"]') === null, undefined, { timeout: 60_000 });
          await shot('end');
          await context.close();
        });
      }
    }
  }

  // The other three languages at phone size, where longer words are likeliest to overflow.
  for (const lang of ['nb', 'sv', 'da'] as const) {
    it(`both games in ${lang} at phone size fit, with the deal dialog`, async () => {
      const { context, page } = await newPage(browser, { width: 360, height: 740, reducedMotion: true });
      await context.addInitScript((l) => localStorage.setItem('kabal.settings', JSON.stringify({ lang: l, autoDiscard: true })), lang);
      for (const game of ['acesup', 'golf'] as const) {
        await open(page, `?game=${game}&deal=7`);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        await page.locator('.toolbar .primary').click();
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SCREENSHOTS}/${game}-phone-${lang}.png`, fullPage: true });
      }
      await menuPick(page, 'deal');
      await page.getByRole('dialog').waitFor();
      expect(await page.getByRole('dialog').evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/deal-dialog-phone-${lang}.png`, fullPage: true });
      await context.close();
    });
  }
});
