// Web game benchmark: the built size of the first load (JavaScript and CSS that index.html pulls
// in, gzip), the time from navigation to a playable table in headless Chromium, and how long a
// move takes from the tap to the changed table (target: inside one frame, 16.7 ms).
// Targets (issue 5): first load <= 150 KB gzip; playable < 1 s; each move drawn within a frame.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveDir } from '../e2e/server.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
if (built.status !== 0) throw new Error('vite build failed');

// First load: what index.html links (module script, CSS, modulepreload); the solver worker and the
// service worker load later and are listed apart.
const html = readFileSync(`${dist}/index.html`, 'utf8');
const linked = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
let first = 0;
let firstRaw = 0;
for (const f of linked) {
  const body = readFileSync(`${dist}/${f}`);
  firstRaw += body.length;
  first += gzipSync(body, { level: 9 }).length;
}
const later = readdirSync(`${dist}/assets`).filter((f) => !linked.includes(`assets/${f}`));
const laterGz = later.reduce((a, f) => a + gzipSync(readFileSync(`${dist}/assets/${f}`), { level: 9 }).length, 0);
console.log(`first load: ${linked.length} files, ${(firstRaw / 1024).toFixed(1)} KB raw, ${(first / 1024).toFixed(1)} KB gzip (target <= 150 KB) ${first <= 150 * 1024 ? 'OK' : 'OVER'}`);
console.log(`loaded later (solver worker): ${later.join(', ')} ${(laterGz / 1024).toFixed(1)} KB gzip`);

const { server, url } = await serveDir(dist);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  const RUNS = 9;
  for (const game of ['acesup', 'golf']) {
    const ready: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1100, height: 850 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${url}?game=${game}&deal=${100 + i}`);
      await page.waitForSelector('html[data-ready="1"]');
      ready.push(await page.evaluate(() => performance.getEntriesByName('kabal-ready')[0]?.startTime ?? NaN));
      await context.close();
    }
    console.log(`${game}: navigation to playable table, median of ${RUNS} cold loads: ${median(ready).toFixed(0)} ms (min ${Math.min(...ready).toFixed(0)}, max ${Math.max(...ready).toFixed(0)}; target < 1000 ms)`);
    // A returning player: the same profile reloads (cached files, IndexedDB already made, saved game restored).
    const context = await browser.newContext({ viewport: { width: 1100, height: 850 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${url}?game=${game}&deal=100`);
    await page.waitForSelector('html[data-ready="1"]');
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.reload();
      await page.waitForSelector('html[data-ready="1"]');
      warm.push(await page.evaluate(() => performance.getEntriesByName('kabal-ready')[0]?.startTime ?? NaN));
    }
    await context.close();
    console.log(`${game}: reload to playable table (returning player), median of ${RUNS}: ${median(warm).toFixed(0)} ms (ratio cold/warm ${(median(ready) / median(warm)).toFixed(2)})`);
  }

  // Moves: tap Draw / Deal and time the work until the table's DOM has changed, and check the
  // change is there at the next animation frame.
  for (const game of ['golf', 'acesup']) {
    const context = await browser.newContext({ viewport: { width: 1100, height: 850 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${url}?game=${game}&deal=4242`);
    await page.waitForSelector('html[data-ready="1"]');
    const label = game === 'golf' ? 'Draw' : 'Deal';
    const samples = await page.evaluate(async (name) => {
      const out: { work: number; frame: boolean }[] = [];
      for (let i = 0; i < 40; i++) {
        const btn = [...document.querySelectorAll('button')].find((b) => b.textContent === name && !b.disabled);
        if (!btn) {
          const undo = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Restart');
          undo?.click();
          await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
          continue;
        }
        const table = document.querySelector('.table')!;
        let changedAt = -1;
        const obs = new MutationObserver(() => {
          if (changedAt < 0) changedAt = performance.now();
        });
        obs.observe(table, { subtree: true, childList: true, attributes: true, characterData: true });
        const t0 = performance.now();
        btn.click();
        await new Promise((r) => requestAnimationFrame(r));
        obs.disconnect();
        out.push({ work: changedAt < 0 ? Infinity : changedAt - t0, frame: changedAt >= 0 });
        await new Promise((r) => setTimeout(r, 30));
      }
      return out;
    }, label);
    const work = samples.map((s) => s.work);
    const inFrame = samples.filter((s) => s.frame && s.work < 16.7).length;
    console.log(`${game}: ${label} tap to changed table, median ${median(work).toFixed(2)} ms, max ${Math.max(...work).toFixed(2)} ms over ${samples.length} moves; ${inFrame}/${samples.length} drawn by the next frame within 16.7 ms`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
