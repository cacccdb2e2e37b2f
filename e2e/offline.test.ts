// Offline play under every kind of server the site meets: `vite preview` (what `npm start` serves,
// which answers with `Vary: Origin`), a plain static host, and a host with `Vary` and year-long
// caching headers. Each time: the service worker installs, the network goes away, the page reloads
// from the cache, a move is played, and a second reload brings the game back where it was.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { baseUrl, launch } from './browser.js';
import { moved, position } from './helpers.js';
import { type ServerKind, serveDir } from './server.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const dist = fileURLToPath(new URL('../dist', import.meta.url));

async function playsOffline(url: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 900, height: 800 }, locale: 'en-GB', serviceWorkers: 'allow' });
  const failed: string[] = [];
  try {
    const page = await context.newPage();
    page.on('requestfailed', (r) => failed.push(r.url()));
    await page.goto(`${url}?game=golf&deal=8`);
    await page.waitForSelector('html[data-ready="1"]');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForSelector('html[data-saved]');
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('html[data-ready="1"]');
    expect(failed, 'requests that failed offline').toEqual([]);
    await moved(page, () => page.getByRole('button', { name: 'Draw', exact: true }).click());
    const at = await position(page);
    await page.waitForFunction(() => document.documentElement.dataset.saved === document.documentElement.dataset.position);
    await page.reload();
    await page.waitForSelector('html[data-ready="1"]');
    expect(await position(page)).toBe(at);
    expect(failed, 'requests that failed offline').toEqual([]);
  } finally {
    await context.close();
  }
}

describe('offline', () => {
  it('plays offline under vite preview, the server npm start runs', async () => {
    await playsOffline(baseUrl());
  });

  for (const kind of ['plain', 'cdn'] as ServerKind[]) {
    it(`plays offline under a ${kind === 'plain' ? 'plain static server' : 'server with Vary and year-long caching'}`, async () => {
      const { server, url } = await serveDir(dist, 0, kind);
      try {
        await playsOffline(url);
      } finally {
        server.close();
      }
    });
  }
});
