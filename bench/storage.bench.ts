// How long a move takes to be durable: in headless Chromium, from a tap on Draw / Deal to the
// moment the game's IndexedDB transaction has committed (the app marks `data-saved` when the
// transaction's complete event comes, and it asks for `durability: 'strict'`). Also, in the same
// page, one put of a saved game's size with 'strict' against 'relaxed', the price of the flush.
// `npm run bench -- storage`; numbers depend on the disk under the browser's profile.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveDir } from '../e2e/server.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const MOVES = 40;
const ROUNDS = 3;

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length - 1) * p))]!;
};
const line = (what: string, xs: number[]): string => `${what}: median ${pct(xs, 0.5).toFixed(1)} ms, p90 ${pct(xs, 0.9).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (${xs.length} samples)`;

const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
if (built.status !== 0) throw new Error('vite build failed');
const { server, url } = await serveDir(`${root}dist`);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });

/** Taps the stock button MOVES times; for each, the time until `data-saved` names the new position. */
async function movesToDurable(game: string, round: number): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 850 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${url}?game=${game}&deal=${4242 + round}`);
  await page.waitForSelector('html[data-ready="1"]');
  await page.waitForSelector('html[data-saved]');
  const label = game === 'golf' ? 'Draw' : 'Deal';
  const out = await page.evaluate(
    async ({ name, n }) => {
      const root = document.documentElement;
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const btn = [...document.querySelectorAll('button')].find((x) => x.textContent === name && !x.disabled);
        if (!btn) {
          [...document.querySelectorAll('button')].find((x) => x.textContent === 'Restart')?.click();
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        const before = root.dataset.position;
        const t0 = performance.now();
        const durable = new Promise<number>((resolve) => {
          const obs = new MutationObserver(() => {
            const d = root.dataset;
            if (d.position !== before && d.saved === d.position) {
              obs.disconnect();
              resolve(performance.now() - t0);
            }
          });
          obs.observe(root, { attributes: true });
        });
        btn.click();
        times.push(await durable);
        await new Promise((r) => setTimeout(r, 20));
      }
      return times;
    },
    { name: label, n: MOVES },
  );
  await context.close();
  return out;
}

/** One put of a saved game's size, committed, with each durability, taking turns. */
async function rawPuts(): Promise<{ strict: number[]; relaxed: number[] }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-ready="1"]');
  const out = await page.evaluate(async (n) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('bench-durability', 1);
      r.onupgradeneeded = () => r.result.createObjectStore('s');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(new Error(String(r.error)));
    });
    const value = { version: 2, id: 'x', startedAt: 0, recorded: false, snapshot: { moves: Array.from({ length: 60 }, (_, i) => String(i % 7)), auto: Array(60).fill(false), cursor: 60 } };
    const strict: number[] = [];
    const relaxed: number[] = [];
    // No named functions in here: the bundler of this script would wrap them in a helper the page lacks.
    for (let i = 0; i < n; i++) {
      for (const [durability, into] of [
        ['strict', strict],
        ['relaxed', relaxed],
      ] as const) {
        into.push(
          await new Promise<number>((resolve, reject) => {
            const t0 = performance.now();
            const tx = db.transaction('s', 'readwrite', { durability });
            tx.objectStore('s').put(value, 'current');
            tx.oncomplete = () => resolve(performance.now() - t0);
            tx.onerror = () => reject(new Error(String(tx.error)));
          }),
        );
      }
    }
    return { strict, relaxed };
  }, MOVES * ROUNDS);
  await context.close();
  return out;
}

try {
  for (const game of ['golf', 'acesup']) {
    const all: number[] = [];
    for (let r = 0; r < ROUNDS; r++) all.push(...(await movesToDurable(game, r)));
    console.log(line(`${game}: tap to the move's transaction committed (durability 'strict')`, all));
  }
  const raw = await rawPuts();
  console.log(line("one put of a saved game, 'strict'", raw.strict));
  console.log(line("one put of a saved game, 'relaxed'", raw.relaxed));
} finally {
  await browser.close();
  server.close();
}
