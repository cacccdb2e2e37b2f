// Shared helpers for the browser tests: Debian's Chromium driven by playwright-core, one fresh
// context per test (its own IndexedDB), and waits on conditions, never on time.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { mkdirSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = 'test-output/screenshots';
/**
 * Where the screenshots of the docs go: docs/screenshots/ when KABAL_SHOTS=docs (to retake the
 * committed set), test-output/screenshots otherwise, so a test run leaves the tree clean.
 */
export const SHOTS = process.env.KABAL_SHOTS === 'docs' ? 'docs/screenshots' : SCREENSHOTS;

/** The window sizes every look is checked and shown at: a phone held upright and sideways, a small and a large desktop. */
export const PLAYER_SIZES = [
  [360, 740],
  [740, 360],
  [1024, 768],
  [1440, 900],
] as const;

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * A fresh context is a first visit, on which the guided first game opens by itself (web/teach);
 * unless a test asks for a first visit (`firstVisit`), the lesson is marked as seen, as after a
 * player skipped it, so the tests meet the table as a returning player does.
 */
export async function newPage(browser: Browser, opts: { width?: number; height?: number; touch?: boolean; reducedMotion?: boolean; firstVisit?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1100, height: opts.height ?? 900 },
    locale: 'en-GB',
    hasTouch: opts.touch ?? false,
    reducedMotion: opts.reducedMotion === true ? 'reduce' : 'no-preference',
    serviceWorkers: 'block',
  });
  if (opts.firstVisit !== true) {
    await context.addInitScript(() => {
      try {
        localStorage.setItem('kabal.teach', JSON.stringify({ how: 'skipped', at: 0 }));
      } catch {
        // A page without storage (about:blank) has no lesson either.
      }
    });
  }
  const page = await context.newPage();
  // KABAL_E2E_SLOWDOWN=4 runs the page's CPU four times slower (Chromium's throttling), as on a slow
  // phone or a busy CI machine: races between a test's reads and what the app draws late show up.
  const slow = Number(process.env.KABAL_E2E_SLOWDOWN ?? '1');
  if (slow > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slow });
  page.on('pageerror', (e) => {
    throw e;
  });
  return { context, page };
}

/** Opens the app at a query string and waits until the table is playable and the game is saved. */
export async function open(page: Page, query: string): Promise<void> {
  await page.goto(`${baseUrl()}${query}`);
  await page.waitForSelector('html[data-ready="1"]');
  await page.waitForSelector('html[data-saved]');
}

/** Waits until the current position has been written to IndexedDB. */
export async function waitSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const d = document.documentElement.dataset;
    return d.saved !== undefined && d.saved === d.position;
  });
}

export function ensureScreenshotDir(): void {
  mkdirSync(SCREENSHOTS, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
}
