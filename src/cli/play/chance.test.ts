// `chance` in kabal play is a job run in slices: it shows its progress, and Ctrl-C stops it with
// the figures so far while the game goes on. Driven through real child processes: one with piped
// input that is sent SIGINT, and one on a pseudo-terminal (util-linux `script`) that gets the
// Ctrl-C key.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const MAIN = "import('./src/cli/main.ts').then(async (m) => { process.exitCode = await m.main(process.argv.slice(1)); })";

/** A running child with everything it printed so far, and a wait for a pattern in it. */
function running(child: ChildProcess): { out: () => string; waitFor: (re: RegExp, ms?: number, from?: number) => Promise<void>; exit: Promise<number | null> } {
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const waitFor = (re: RegExp, ms = 30_000, from = 0): Promise<void> =>
    new Promise((resolve, reject) => {
      const t0 = Date.now();
      const look = (): void => {
        if (re.test(out.slice(from))) resolve();
        else if (Date.now() - t0 > ms) reject(new Error(`no ${re} in:\n${out}`));
        else setTimeout(look, 50);
      };
      look();
    });
  return { out: () => out, waitFor, exit };
}

describe('kabal play: chance shows progress and stops on Ctrl-C', () => {
  it('with piped input: SIGINT stops the chance, the game goes on', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', MAIN, '--', 'play', 'acesup', '--number', '3'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    const c = running(child);
    await c.waitFor(/Stock/);
    child.stdin.write('chance 100000\n');
    // Progress comes about once a second, on standard error, with piped input.
    await c.waitFor(/\d+ of 100000 shuffles played .*Ctrl-C stops/);
    child.kill('SIGINT');
    await c.waitFor(/Stopped after \d+ shuffles: the figures so far\./);
    child.stdin.write('moves\nquit\n');
    expect(await c.exit).toBe(0);
    const out = c.out();
    expect(out).toMatch(/Your chance to win from here, playing as our \w+ player would: about \d+% \(\d+–\d+%\)\.\nPlayed out on (\d+) shuffles of the cards you cannot see\.[^]*\(\d+\.\d s\. Stopped after \1 shuffles: the figures so far\. How does the coach know\? docs\/coach\.md\)/);
    expect(out).toContain('> moves');
    expect(out.indexOf('> moves')).toBeGreaterThan(out.indexOf('Stopped after'));
  }, 60_000);

  it.skipIf(spawnSync('script', ['--version']).status !== 0)('on a terminal: the Ctrl-C key stops the chance, not the game', async () => {
    const command = `${JSON.stringify(process.execPath)} --import tsx -e ${JSON.stringify(MAIN)} -- play acesup --number 3`;
    const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, TERM: 'xterm', COLUMNS: '100', LINES: '40' } });
    const c = running(child);
    await c.waitFor(/> /);
    child.stdin.write('chance 100000\r');
    await c.waitFor(/of 100000 shuffles played .*Ctrl-C stops/);
    child.stdin.write('\x03');
    await c.waitFor(/Stopped after \d+ shuffles/);
    const before = c.out().length;
    child.stdin.write('show\r');
    // The game answers the next command: the table is drawn again.
    await c.waitFor(/Stock: 48/, 10_000, before);
    child.stdin.write('quit\r');
    expect(await c.exit).toBe(0);
  }, 60_000);
});
