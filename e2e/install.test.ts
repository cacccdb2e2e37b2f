// Installable: the web app manifest is served and says what an install needs (names, start URL,
// standalone display, colours, 192 and 512 px icons and a maskable one, each served at its size),
// the page names it with a theme colour, the service worker controls the page, and a new version
// is offered ("Update ready: reload"), never swapped in under the open game.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseUrl, launch } from './browser.js';
import { moved, position } from './helpers.js';
import { serveDir } from './server.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(b: Buffer): [number, number] {
  expect(b.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

describe('installable', () => {
  it('serves a valid manifest with its icons, named by the page with a theme colour', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl());
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toMatch(/^#[0-9a-f]{6}$/i);
    const url = new URL(href ?? '', baseUrl()).href;
    const res = await fetch(url);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    const m = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(typeof m.name === 'string' && typeof m.short_name === 'string' && (m.short_name).length <= 12).toBe(true);
    expect(m).toMatchObject({ start_url: './', display: 'standalone' });
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const seen = new Set<string>();
    for (const icon of m.icons) {
      const r = await fetch(new URL(icon.src, url));
      expect(r.status, icon.src).toBe(200);
      if (icon.type !== 'image/png') continue;
      const [w, h] = pngSize(Buffer.from(await r.arrayBuffer()));
      expect(`${w}x${h}`).toBe(icon.sizes);
      seen.add(`${icon.sizes} ${icon.purpose}`);
    }
    expect([...seen].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    await page.close();
  });

  it('is controlled by the service worker, and a new version is offered, not forced', async () => {
    // A copy of the built site whose service worker can be changed, as a new deploy would.
    const dir = mkdtempSync(join(tmpdir(), 'kabal-sw-'));
    cpSync(fileURLToPath(new URL('../dist', import.meta.url)), dir, { recursive: true });
    const { server, url } = await serveDir(dir);
    const context = await browser.newContext({ viewport: { width: 900, height: 800 }, locale: 'en-GB', serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto(`${url}?game=golf&deal=8`);
      await page.waitForSelector('html[data-ready="1"]');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await moved(page, () => page.getByRole('button', { name: 'Draw', exact: true }).click());
      const at = await position(page);
      await page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
      // The new version: the page hears of it and offers it, and the game stays as it is.
      appendFileSync(join(dir, 'sw.js'), '\n// the next version\n');
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const offer = page.getByTestId('update-ready');
      await offer.waitFor();
      expect(await offer.textContent()).toBe('Update ready: reload');
      expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
      expect(await position(page)).toBe(at);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
      // Taken: the page reloads under the new version, and the game comes back where it was.
      await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: 'reload' }).click()]);
      await page.waitForSelector('html[data-ready="1"]');
      expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBeUndefined();
      expect(await position(page)).toBe(at);
      expect(await page.getByTestId('update-ready').count()).toBe(0);
    } finally {
      await context.close();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
