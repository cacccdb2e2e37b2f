// `npm run bench`: runs every bench/*.bench.ts in turn, each in its own process so one's memory
// does not colour the next's, and prints their reports. `npm run bench -- solve` runs only those
// whose file name contains "solve".
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
  .sort();
let failed = 0;
for (const f of files) {
  console.log(`\n=== ${f}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', join(here, f)], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
if (files.length === 0) console.log('no benchmarks matched');
process.exitCode = failed > 0 ? 1 : 0;
