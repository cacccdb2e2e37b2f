// Nothing is lost at the edges: a page closed right after a move keeps every move, a browser killed
// right after one loses at most that move, and a disk that is full when the browser starts again
// leaves the game playable here (in memory), says what is wrong and offers the export; once there
// is room the game is saved and nothing was lost.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseUrl, CHROMIUM, launch, newPage, open } from './browser.js';
import { moved, position } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** How many Draws the shown Golf position has had (the position marker counts moves). */
async function draws(page: Page, n: number): Promise<string> {
  for (let i = 0; i < n; i++) await moved(page, () => page.getByRole('button', { name: 'Draw', exact: true }).click());
  return position(page);
}

/** The number of moves in a position marker `id:moves` (what html[data-position] holds). */
const movesOf = (p: string): number => Number(p.slice(p.lastIndexOf(':') + 1));

function profile(dir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: ARGS, viewport: { width: 900, height: 800 }, locale: 'en-GB' });
}

describe('nothing lost at the edges', () => {
  it('a page closed right after a move keeps the move, every time', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=golf&deal=8');
    let last = page;
    const lost: number[] = [];
    for (let trial = 0; trial < 10; trial++) {
      // Closed as soon as the tap is made, before the page has even drawn the move.
      const before = movesOf(await position(last));
      await last.getByRole('button', { name: 'Draw', exact: true }).click();
      const at = `${(await position(last)).split(':')[0]}:${before + 1}`;
      await last.close();
      last = await context.newPage();
      await last.goto(baseUrl());
      await last.waitForSelector('html[data-ready="1"]');
      if ((await position(last)) !== at) lost.push(trial);
    }
    expect(lost, 'trials whose last move was lost').toEqual([]);
    await context.close();
  });

  it('a window closed right after a move keeps the move', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kabal-close-'));
    try {
      const lost: number[] = [];
      let context = await profile(dir);
      let page = context.pages()[0] ?? (await context.newPage());
      await open(page, '?game=golf&deal=8');
      for (let trial = 0; trial < 5; trial++) {
        const before = movesOf(await position(page));
        const id = (await position(page)).split(':')[0];
        await page.getByRole('button', { name: 'Draw', exact: true }).click();
        await context.close();
        context = await profile(dir);
        page = context.pages()[0] ?? (await context.newPage());
        await page.goto(baseUrl());
        await page.waitForSelector('html[data-ready="1"]');
        if ((await position(page)) !== `${id}:${before + 1}`) lost.push(trial);
      }
      await context.close();
      expect(lost, 'trials whose last move was lost').toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a browser killed right after a move loses at most that move', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kabal-kill-'));
    try {
      let context = await profile(dir);
      let page = context.pages()[0] ?? (await context.newPage());
      await open(page, '?game=golf&deal=8');
      await draws(page, 9);
      const at = await draws(page, 1);
      // Kill every process of this profile at once, as a crash or a task manager would.
      execFileSync('pkill', ['-KILL', '-f', `user-data-dir=${dir}`]);
      await context.close().catch(() => undefined);
      context = await profile(dir);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(baseUrl());
      await page.waitForSelector('html[data-ready="1"]');
      expect(movesOf(await position(page))).toBeGreaterThanOrEqual(movesOf(at) - 1);
      await context.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a disk full when the browser starts again: the game plays here, says so, offers the export, and is saved once there is room', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kabal-full-'));
    try {
      let context = await profile(dir);
      let page = context.pages()[0] ?? (await context.newPage());
      await open(page, '?game=golf&deal=8');
      await draws(page, 3);
      await context.close();
      // The browser starts again with no room left for this site.
      context = await profile(dir);
      page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      const origin = new URL(baseUrl()).origin;
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
      await page.goto(baseUrl());
      await page.waitForSelector('html[data-ready="1"]');
      expect(movesOf(await position(page))).toBe(3);
      expect(await page.getByTestId('other-tab').count()).toBe(0);
      // Played here all the same, by tap and by key.
      await draws(page, 1);
      await moved(page, () => page.keyboard.press('d'));
      const at = await position(page);
      expect(movesOf(at)).toBe(5);
      const notice = page.getByTestId('save-failed');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('storage is full');
      await notice.getByRole('button', { name: 'Export the game (JSON)' }).waitFor();
      // Room again: the saver's retry writes the game, and a reload brings it back.
      await cdp.send('Storage.overrideQuotaForOrigin', { origin });
      await moved(page, () => page.getByRole('button', { name: 'Draw', exact: true }).click());
      const last = await position(page);
      await page.waitForFunction(() => document.documentElement.dataset.saved === document.documentElement.dataset.position, undefined, { timeout: 40_000 });
      await page.reload();
      await page.waitForSelector('html[data-ready="1"]');
      expect(await position(page)).toBe(last);
      await context.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
