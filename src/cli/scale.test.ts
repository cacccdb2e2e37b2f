// docs/scale.md's recipes, run as written (with a smaller range and fewer shards): GNU parallel on
// one machine and over "ssh" to this machine, a Slurm array's tasks, a Kubernetes Indexed Job's
// pods; each merge must print what the run on one machine prints (that run is made in this process,
// kabalHere; the recipes' own lines run in shells, as written).

import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kabalHere as here } from '../test-support/kabal.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DOC = readFileSync(join(ROOT, 'docs', 'scale.md'), 'utf8');
const bin = mkdtempSync(join(tmpdir(), 'kabal-scale-bin-'));
const ENTRY = join(bin, 'entry.mjs');
writeFileSync(ENTRY, `const m = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'src', 'cli', 'main.ts')).href)});\nprocess.exitCode = await m.main(process.argv.slice(2));\n`);
// A `kabal` on the PATH, as the recipes expect, running the sources.
writeFileSync(join(bin, 'kabal'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} --import ${JSON.stringify(pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href)} ${JSON.stringify(ENTRY)} "$@"\n`);
chmodSync(join(bin, 'kabal'), 0o755);
const PATH = `${bin}:${process.env.PATH ?? ''}`;

/** The code block after `<!-- tested: name -->`. */
function block(name: string): string {
  const m = new RegExp(`<!-- tested: ${name} -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``).exec(DOC);
  if (!m?.[1]) throw new Error(`docs/scale.md has no block "${name}"`);
  return m[1];
}

function run(script: string, cwd: string, env: Record<string, string> = {}, shell = 'bash'): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(shell, ['-c', script], { cwd, encoding: 'utf8', env: { ...process.env, ...env, PATH } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The same, without waiting: array tasks and pods run side by side. */
function runAsync(script: string, cwd: string, env: Record<string, string> = {}, shell = 'bash'): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(shell, ['-c', script], { cwd, env: { ...process.env, ...env, PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

/** A recipe with its range and shard count made small. */
const smaller = (s: string, range: string, n: number): string => s.replace(/RANGE=\S+/, `RANGE=${range}`).replace(/\bN=\d+/, `N=${n}`);

/** The table of `kabal solve` without its times (the last column). */
const untimed = (s: string): string => s.replace(/ +[\d.]+$/gm, '');

const SLOW = 300_000;
const hasParallel = existsSync('/usr/bin/parallel');

describe('docs/scale.md', () => {
  it('shows the shard mapping as kabal deal prints it', () => {
    const [command, ...expected] = block('deal').trim().split('\n');
    const r = run((command ?? '').replace(/^\$ /, ''), bin);
    expect(r.stdout.trim().split('\n')).toEqual(expected);
  }, SLOW);

  it.skipIf(!hasParallel)(
    'GNU parallel on one machine, and over ssh (to this machine), merge into the whole run',
    async () => {
      for (const name of ['parallel', 'ssh']) {
        const dir = mkdtempSync(join(tmpdir(), `kabal-scale-${name}-`));
        // Golf lookahead thinks; a smaller range keeps it quick.
        const range = name === 'parallel' ? '1-90' : '1-12';
        const recipe = smaller(block(name), range, 3).replace(/HOSTS=\S+/, 'HOSTS=:');
        const r = run(recipe, dir);
        // Run on this machine, GNU parallel says it has nothing to copy back.
        expect(r.stderr.replace('parallel: Warning: --return ignored as there are no remote --sshlogin.\n', '')).toBe('');
        expect(r.status).toBe(0);
        const game = /kabal sim (\w+)/.exec(recipe)?.[1] ?? '';
        const strategy = /-s (\S+)/.exec(recipe)?.[1] ?? '';
        const whole = async (json: string[]): Promise<string> => (await here(['sim', game, '-s', strategy, '--numbers', range, ...json, '--threads', '0'])).stdout;
        if (name === 'parallel') {
          const merged = run('kabal sim merge part*.jsonl', dir).stdout;
          expect(merged).toBe(await whole([]));
          expect(r.stdout.endsWith(merged)).toBe(true);
        } else expect(readFileSync(join(dir, 'golf-lookahead.json'), 'utf8')).toBe(await whole(['--json']));
      }
    },
    SLOW,
  );

  it('a Slurm array\'s tasks, then the merge, give the table of the whole run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kabal-scale-slurm-'));
    const script = smaller(block('slurm'), '1-6', 3);
    expect(script.startsWith('#!/bin/bash\n')).toBe(true);
    const file = join(dir, 'solve.sh');
    writeFileSync(file, script);
    const tasks = await Promise.all([1, 2, 3].map((task) => runAsync(`bash ${file}`, dir, { SLURM_ARRAY_TASK_ID: String(task), SLURM_ARRAY_TASK_COUNT: '3', SLURM_CPUS_PER_TASK: '1' })));
    expect(tasks).toEqual([1, 2, 3].map(() => ({ status: 0, stderr: '' })));
    const merged = run(block('slurm-merge').replace('> golf-solved.txt', ''), dir);
    expect(merged.status).toBe(0);
    expect(untimed(merged.stdout)).toBe(untimed((await here(['solve', 'golf', '--numbers', '1-6', '--cpu', '10', '--threads', '0'])).stdout));
  }, SLOW);

  it('a Kubernetes Indexed Job\'s pods (the container\'s command), then the merge, give the whole run', async () => {
    const yaml = block('kubernetes');
    const completions = Number(/completions: (\d+)/.exec(yaml)?.[1]);
    const args = /args:\n\s+- \|\n((?: {14}.*\n)+)/.exec(yaml)?.[1];
    expect(args).toBeDefined();
    expect(args).toContain(`N=${completions}`);
    const dir = mkdtempSync(join(tmpdir(), 'kabal-scale-k8s-'));
    const results = join(dir, 'results');
    mkdirSync(results);
    const command = smaller((args ?? '').replace(/^ {14}/gm, ''), '1-60', 3).replaceAll('/results', results);
    const pods = await Promise.all([0, 1, 2].map((index) => runAsync(command, dir, { JOB_COMPLETION_INDEX: String(index) }, 'sh')));
    expect(pods).toEqual([0, 1, 2].map(() => ({ status: 0, stderr: '' })));
    const merged = run(`kabal sim merge ${results}/part-*.jsonl`, dir).stdout;
    expect(merged).toBe((await here(['sim', 'acesup', '-s', 'round', '--numbers', '1-60', '--threads', '0'])).stdout);
  }, SLOW);
});
