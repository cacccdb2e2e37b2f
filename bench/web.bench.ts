// Web game benchmark: the built size of the first load (the JavaScript and CSS that index.html
// pulls in, gzip -9) and of what loads later (the solver worker), the time from navigation to a
// playable table in headless Chromium, and how long a move takes from the tap to the changed table.
// Targets: first load <= 85 kB gzip (issue 34); playable < 1 s; each move drawn within a frame.
//
// KABAL_BENCH_AGAINST=<dir> also measures another build (a dist/ folder, e.g. main's) in the same
// run, the two taking turns, and prints each time figure for both with the ratio this/other.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { serveDir } from '../e2e/server.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const against = process.env.KABAL_BENCH_AGAINST;
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB (${bytes.toLocaleString('en')} bytes)`;

const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
if (built.status !== 0) throw new Error('vite build failed');

/** First load: what index.html links (module script, CSS, modulepreload); the rest of assets/ loads later. */
function sizes(dir: string): { files: number; raw: number; gzip: number; later: [string, number][] } {
  const html = readFileSync(`${dir}/index.html`, 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const f of linked) {
    const body = readFileSync(`${dir}/${f}`);
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const later = readdirSync(`${dir}/assets`)
    .filter((f) => !linked.includes(`assets/${f}`))
    .map((f): [string, number] => [f, gzipSync(readFileSync(`${dir}/assets/${f}`), { level: 9 }).length]);
  return { files: linked.length, raw, gzip, later };
}

const builds = [{ name: 'this', dir: dist }, ...(against === undefined ? [] : [{ name: 'other', dir: against }])];
for (const b of builds) {
  const s = sizes(b.dir);
  console.log(`${b.name}: first load ${s.files} files, ${kB(s.raw)} raw, ${kB(s.gzip)} gzip (target <= 85 kB) ${s.gzip <= 85_000 ? 'OK' : 'OVER'}`);
  for (const [f, n] of s.later) console.log(`${b.name}: loaded later: ${f} ${kB(n)} gzip`);
}

const servers = await Promise.all(builds.map((b) => serveDir(b.dir)));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });

const RUNS = 9;
async function coldLoad(b: Browser, url: string, game: string, i: number): Promise<number> {
  const context = await b.newContext({ viewport: { width: 1100, height: 850 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${url}?game=${game}&deal=${100 + i}`);
  await page.waitForSelector('html[data-ready="1"]');
  const t = await page.evaluate(() => performance.getEntriesByName('kabal-ready')[0]?.startTime ?? NaN);
  await context.close();
  return t;
}

async function reloads(b: Browser, url: string, game: string): Promise<number[]> {
  const context = await b.newContext({ viewport: { width: 1100, height: 850 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${url}?game=${game}&deal=100`);
  await page.waitForSelector('html[data-ready="1"]');
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.reload();
    await page.waitForSelector('html[data-ready="1"]');
    out.push(await page.evaluate(() => performance.getEntriesByName('kabal-ready')[0]?.startTime ?? NaN));
  }
  await context.close();
  return out;
}

/** Taps Draw / Deal 40 times and times the work until the table's DOM has changed, and whether it was by the next frame. */
async function moves(b: Browser, url: string, game: string): Promise<{ work: number; frame: boolean }[]> {
  const context = await b.newContext({ viewport: { width: 1100, height: 850 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${url}?game=${game}&deal=4242`);
  await page.waitForSelector('html[data-ready="1"]');
  const label = game === 'golf' ? 'Draw' : 'Deal';
  const samples = await page.evaluate(async (name) => {
    const out: { work: number; frame: boolean }[] = [];
    for (let i = 0; i < 40; i++) {
      const btn = [...document.querySelectorAll('button')].find((x) => x.textContent === name && !x.disabled);
      if (!btn) {
        [...document.querySelectorAll('button')].find((x) => x.textContent === 'Restart')?.click();
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
  await context.close();
  return samples;
}

/** Runs `measure` for every build in turn, `rounds` times, and prints the medians (and the ratio). */
async function sideBySide(what: string, rounds: number, measure: (url: string, i: number) => Promise<number[]>): Promise<void> {
  const all = builds.map((): number[] => []);
  for (let i = 0; i < rounds; i++) for (let k = 0; k < builds.length; k++) all[k]!.push(...(await measure(servers[k]!.url, i)));
  const medians = all.map(median);
  const parts = builds.map((b, k) => `${b.name} ${medians[k]!.toFixed(2)} ms (min ${Math.min(...all[k]!).toFixed(1)}, max ${Math.max(...all[k]!).toFixed(1)})`);
  const ratio = medians.length === 2 ? `; ratio this/other ${(medians[0]! / medians[1]!).toFixed(3)}` : '';
  console.log(`${what}, median of ${all[0]!.length}: ${parts.join(', ')}${ratio}`);
}

try {
  for (const game of ['acesup', 'golf']) {
    await sideBySide(`${game}: navigation to playable table, cold`, RUNS, async (url, i) => [await coldLoad(browser, url, game, i)]);
    await sideBySide(`${game}: reload to playable table (returning player)`, 1, (url) => reloads(browser, url, game));
  }
  for (const game of ['golf', 'acesup']) {
    const inFrame = builds.map(() => [0, 0]);
    await sideBySide(`${game}: tap to changed table`, 3, async (url) => {
      const s = await moves(browser, url, game);
      const k = servers.findIndex((x) => x.url === url);
      inFrame[k]![0]! += s.filter((x) => x.frame && x.work < 16.7).length;
      inFrame[k]![1]! += s.length;
      return s.map((x) => x.work);
    });
    console.log(`${game}: drawn by the next frame within 16.7 ms: ${builds.map((b, k) => `${b.name} ${inFrame[k]![0]}/${inFrame[k]![1]}`).join(', ')}`);
  }
} finally {
  await browser.close();
  for (const s of servers) s.server.close();
}
