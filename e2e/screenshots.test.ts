// Screenshots of both tables at a phone size (360 px) and a desktop size, in light and dark,
// kept in test-output/screenshots/ for a person to look at. The test checks the layout fits.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureScreenshotDir, launch, newPage, open, SCREENSHOTS } from './browser.js';
import { moved, menuItem } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  ensureScreenshotDir();
});
afterAll(async () => {
  await browser.close();
});

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 860 },
] as const;

describe('screenshots', () => {
  for (const size of SIZES) {
    for (const game of ['acesup', 'golf'] as const) {
      it(`${game} at ${size.name} size fits without sideways scrolling`, async () => {
        const { context, page } = await newPage(browser, { width: size.width, height: size.height, reducedMotion: true });
        await open(page, `?game=${game}&deal=7`);
        // Play a few moves so the picture shows fanned piles.
        const dealOrDraw = page.getByRole('button', { name: game === 'acesup' ? 'Deal' : 'Draw', exact: true });
        for (let i = 0; i < 3; i++) if (await dealOrDraw.isEnabled()) await moved(page, () => dealOrDraw.click());
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SCREENSHOTS}/${game}-${size.name}.png`, fullPage: true });
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.screenshot({ path: `${SCREENSHOTS}/${game}-${size.name}-dark.png`, fullPage: true });
        await page.emulateMedia({ colorScheme: 'light' });
        // On a phone the menu is folded behind one button.
        if (await page.locator('.menu-toggle').isVisible()) await page.locator('.menu-toggle').click();
        await menuItem(page, 'Rules');
        await page.getByRole('dialog').waitFor();
        const dialogOverflow = await page.getByRole('dialog').evaluate((d) => d.scrollWidth - d.clientWidth);
        expect(dialogOverflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SCREENSHOTS}/${game}-${size.name}-rules.png` });
        await context.close();
      });
    }
  }

  // The other three languages at phone size, where longer words are likeliest to overflow.
  for (const lang of ['nb', 'sv', 'da'] as const) {
    it(`both games in ${lang} at phone size fit, with the variant dialog`, async () => {
      const { context, page } = await newPage(browser, { width: 360, height: 740, reducedMotion: true });
      await context.addInitScript((l) => localStorage.setItem('kabal.settings', JSON.stringify({ lang: l, autoDiscard: true })), lang);
      for (const game of ['acesup', 'golf'] as const) {
        await open(page, `?game=${game}&deal=7`);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        await page.locator('.toolbar .primary').click();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SCREENSHOTS}/${game}-phone-${lang}.png`, fullPage: true });
      }
      // On a phone the menu is folded behind one button.
      await page.locator('.menu-toggle').click();
      await page.locator('.menu button').first().click();
      await page.getByRole('dialog').waitFor();
      expect(await page.getByRole('dialog').evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/deal-dialog-phone-${lang}.png`, fullPage: true });
      await context.close();
    });
  }
});
