// Start-up of the kabal command: `node bin/kabal.js` for --help, a small `deal` and a small `show`,
// beside `node -e 0` (Node's own start-up) and `npx kabal --help` (what npx adds), as medians of
// interleaved runs. Target: kabal itself (its time less Node's) under 150 ms. Builds lib/ first,
// as `npm install` does.

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const build = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) throw new Error('tsc -p tsconfig.build.json failed');

const bin = join(root, 'bin', 'kabal.js');
const cases: [string, string, string[]][] = [
  ['node -e 0', process.execPath, ['-e', '0']],
  ['node bin/kabal.js --help', process.execPath, [bin, '--help']],
  ['node bin/kabal.js deal acesup -n 1', process.execPath, [bin, 'deal', 'acesup', '-n', '1']],
  ['node bin/kabal.js show golf -n 1', process.execPath, [bin, 'show', 'golf', '-n', '1']],
  ['npx kabal --help', 'npx', ['kabal', '--help']],
];

const times = new Map<string, number[]>(cases.map(([name]) => [name, []]));
for (let rep = 0; rep < 9; rep++) {
  for (const [name, cmd, args] of cases) {
    if (name.startsWith('npx') && rep % 3 !== 0) continue;
    const t0 = performance.now();
    const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    if (r.status !== 0) throw new Error(`${name} failed: ${String(r.stderr)}`);
    times.get(name)?.push(performance.now() - t0);
  }
}
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const node = median(times.get('node -e 0') ?? []);
for (const [name] of cases) {
  const m = median(times.get(name) ?? []);
  const own = m - node;
  const verdict = name.includes('bin/kabal.js') ? `; kabal itself ${own.toFixed(0)} ms, target 150: ${own < 150 ? 'met' : 'NOT met'}` : name.startsWith('npx') ? `; ${(m - median(times.get('node bin/kabal.js --help') ?? [])).toFixed(0)} ms more than node bin/kabal.js --help` : '';
  console.log(`${name.padEnd(36)} median ${m.toFixed(0).padStart(5)} ms${verdict}`);
}
