// The kabal command as a whole: exit statuses, the version, options that agree across commands,
// commands loaded only when they run, `deal` and `show` streaming and stopping at a closed pipe,
// echoed input made safe, and the completion scripts in bash and zsh.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal } from '../core/deal.js';
import { strategyInfos } from '../players/registry.js';
import { useColor } from './commands/terminal.js';
import { kabalHere as here } from '../test-support/kabal.js';
import { buildProgram } from './main.js';

const ROOT = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'kabal-main-'));
const ENTRY = join(dir, 'kabal-entry.mjs');
writeFileSync(ENTRY, `const m = await import(${JSON.stringify(join(ROOT, 'src', 'cli', 'main.ts'))});\nprocess.exitCode = await m.main(process.argv.slice(2));\n`);
const KABAL = `${JSON.stringify(process.execPath)} --import tsx ${JSON.stringify(ENTRY)}`;

function kabal(args: string[], input = '', env: Record<string, string> = {}): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', ENTRY, ...args], { cwd: ROOT, input, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function sh(script: string, shell = 'bash'): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(shell, ['-c', script], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const SLOW = 240_000;

describe('exit statuses and options', () => {
  it('exits 2 for every usage error, 0 for --help and --version', async () => {
    for (const args of [['solve', 'acesup', '--bogus'], ['solve'], ['bogus'], [], ['deal', 'acesup'], ['sim', 'acesup', '-s', 'round', '-n', '1', '--numbers', '1-3'], ['completion', 'fish']]) {
      const r = await here(args);
      expect({ args, status: r.status }).toEqual({ args, status: 2 });
      expect(r.stderr).not.toMatch(/\n\s+at .*:\d+:\d+/);
    }
    // One real process: the exit statuses as a shell sees them.
    const v = kabal(['-v']);
    expect(v.status).toBe(0);
    expect(v.stdout.trim()).toBe((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
    expect(kabal(['bogus']).status).toBe(2);
    expect((await here(['--version'])).stdout).toBe(v.stdout);
    expect((await here(['solve', '--help'])).status).toBe(0);
  }, SLOW);

  it('offers the same option, in the same unit, wherever it appears, and says which unit', () => {
    const program = buildProgram();
    const seen = new Map<string, string>();
    for (const cmd of program.commands) {
      for (const o of cmd.options) {
        const key = o.long ?? '';
        const prev = seen.get(key);
        if (prev !== undefined && key !== '--json') expect({ key, flags: o.flags }).toEqual({ key, flags: prev });
        seen.set(key, o.flags);
        if (key === '--cpu') expect(o.description).toMatch(/seconds of CPU time \(not wall time/);
        if (key === '--max-states') expect(o.description).toMatch(/positions/);
      }
    }
    for (const name of ['solve', 'play']) expect(program.commands.find((c) => c.name() === name)?.options.map((o) => o.long)).toEqual(expect.arrayContaining(['--cpu', '--max-states']));
    // --no-color is the program's: every command takes it, before or after its name.
    expect(program.options.map((o) => o.long)).toContain('--no-color');
    for (const cmd of program.commands) expect({ cmd: cmd.name(), has: cmd.options.some((o) => o.long === '--no-color') }).toEqual({ cmd: cmd.name(), has: false });
    expect([...seen.keys()].filter((k) => /time|think/.test(k))).toEqual([]);
  });

  it('loads no game, solver or simulator until a command runs', () => {
    // Follows the static imports of main.ts; the commands' work is behind dynamic import().
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^import\s+(?!type\b)[^'"]*from\s+'(\.[^']+)'/gm)) visit(resolve(dirname(file), (m[1] as string).replace(/\.js$/, '.ts')));
    };
    visit(join(ROOT, 'src', 'cli', 'main.ts'));
    const loaded = [...seen].map((f) => f.slice(ROOT.length + 1));
    expect(loaded.filter((f) => /^src\/(games|solve|sim|strategy)\//.test(f) || f.includes('/run.ts'))).toEqual([]);
    expect(loaded.length).toBeLessThan(15);
  });
});

describe('deal and show', () => {
  it('streams any range and stops quietly when the reader goes away', () => {
    const r = sh(`${KABAL} deal acesup --numbers 1-40000000 | head -1; ${KABAL} show golf --numbers 1-40000000 | head -2; echo "status \${PIPESTATUS[0]}" >&2`);
    expect(r.stdout).toBe(`${formatDeal(dealFromNumber(1))}\nGolf, golf, deal 1\n\n`);
    expect(r.stderr).toBe('status 0\n');
  }, SLOW);

  it('show --json writes the layout as card texts', async () => {
    const r = await here(['show', 'acesup', '-n', '1', '--json']);
    const o = JSON.parse(r.stdout) as { number: number; observation: { piles: string[][]; discarded: string[]; stockCount: number; unseen: string[] } };
    expect(o.number).toBe(1);
    expect(o.observation.piles).toEqual(dealFromNumber(1).slice(0, 4).map((c) => [formatDeal([c])]));
    expect(o.observation.stockCount).toBe(48);
    expect(o.observation.unseen.every((c) => /^[2-9TJQKA][SHDC]$/.test(c))).toBe(true);
  }, SLOW);

  it('colours only on a terminal, and never with --no-color or NO_COLOR; shows a bad token safely', async () => {
    expect((await here(['show', 'acesup', '-n', '1'])).stdout).not.toContain('\x1b[');
    const saved = process.env.NO_COLOR;
    try {
      delete process.env.NO_COLOR;
      expect([useColor(undefined, { isTTY: true }), useColor(false, { isTTY: true }), useColor(undefined, { isTTY: false })]).toEqual([true, false, false]);
      process.env.NO_COLOR = '1';
      expect(useColor(undefined, { isTTY: true })).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.NO_COLOR;
      else process.env.NO_COLOR = saved;
    }
    const bad = kabal(['show', 'acesup'], `AS KS \x1b]0;owned\x07 ${'Q'.repeat(200_000)}\n`);
    expect(bad.status).toBe(2);
    expect(bad.stderr.startsWith('kabal: stdin line 1: card 3 (column 7): "\\x1b]0;owned\\x07" is not a card')).toBe(true);
    // eslint-disable-next-line no-control-regex -- no control character but the final line break
    expect(bad.stderr).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f]/);
    const long = kabal(['show', 'acesup'], `${'Q'.repeat(200_000)}\n`);
    expect(long.stderr.length).toBeLessThan(300);
    expect(kabal(['show', 'acesup'], '').stderr).toMatch(/^kabal: no deals in standard input \(one deal a line/);
  }, SLOW);
});

describe('--no-color', () => {
  it('is taken by every command, before or after its name, and shown in each help page', async () => {
    const j = join(dir, 'color.jsonl');
    expect((await here(['sim', 'acesup', '-s', 'round', '-n', '1', '--state', j])).status).toBe(0);
    const record = join(dir, 'record.txt');
    writeFileSync(record, `${formatDeal(dealFromNumber(1))} | x2\n`);
    const runs = [['deal', 'acesup', '-n', '1'], ['show', 'acesup', '-n', '1'], ['solve', 'acesup', '-n', '3'], ['sim', 'acesup', '-s', 'round', '-n', '1'], ['sim', 'merge', j], ['strategies', 'golf'], ['hint', 'acesup', '-i', record, '--samples', '2'], ['review', 'acesup', '-i', record, '--samples', '2'], ['completion', 'bash']];
    for (const args of runs) {
      for (const line of [[...args, '--no-color'], ['--no-color', ...args]]) {
        const r = await here(line);
        expect({ line, status: r.status, stderr: r.stderr }).toEqual({ line, status: 0, stderr: '' });
      }
    }
    const play = kabal(['play', 'golf', '-n', '1', '--no-color'], 'quit\n');
    expect(play.status).toBe(0);
    for (const name of ['deal', 'sim', 'hint', 'completion']) expect((await here([name, '--help'])).stdout).toMatch(/Global Options:[\s\S]*--no-color/);
  }, SLOW);

  it.skipIf(!existsSync('/usr/bin/script'))('turns the colours off on a terminal, as NO_COLOR does', () => {
    // script(1) gives kabal a terminal for its output; red suits are coloured there unless told not to.
    const onTerminal = (args: string, env = ''): string => sh(`${env} script -qec ${JSON.stringify(`${KABAL} ${args}`)} /dev/null`).stdout;
    // eslint-disable-next-line no-control-regex -- the colour escape is what is looked for
    const colour = /\x1b\[3\dm/;
    expect(onTerminal('show acesup -n 1')).toMatch(colour);
    expect(onTerminal('show acesup -n 1 --no-color')).not.toMatch(colour);
    expect(onTerminal('--no-color show acesup -n 1')).not.toMatch(colour);
    expect(onTerminal('show acesup -n 1', 'NO_COLOR=1')).not.toMatch(colour);
    expect(onTerminal('solve acesup -n 3 --moves')).toMatch(colour);
    expect(onTerminal('--no-color solve acesup -n 3 --moves')).not.toMatch(colour);
  }, SLOW);
});

describe('the environment: closed pipes, full disks, directories', () => {
  it('stops quietly on a closed pipe after any help page, and exits 0 for a help asked for', () => {
    // `| true` has closed the pipe before kabal writes (a closed pipe at the first write, every
    // time); `| head -1` closes it after the first line, while the page is still being written.
    const cmds = ['solve', 'sim', 'review', 'hint', 'play', 'completion'];
    const script = [...cmds.map((c) => `${KABAL} ${c} --help | true; echo "${c} \${PIPESTATUS[0]}"`), ...[1, 2, 3].map(() => `${KABAL} solve --help | head -1 >/dev/null; echo "solve head \${PIPESTATUS[0]}"`)].join('; ');
    const r = sh(script);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n')).toEqual([...cmds.map((c) => `${c} 0`), 'solve head 0', 'solve head 0', 'solve head 0']);
    const help = sh(`${KABAL} help solve; echo "status $?"; ${KABAL} help >/dev/null; echo "status $?"; ${KABAL} >/dev/null 2>&1; echo "status $?"`);
    expect(help.stdout).toMatch(/^Usage: kabal solve /);
    expect(help.stdout.trim().split('\n').filter((l) => l.startsWith('status'))).toEqual(['status 0', 'status 0', 'status 2']);
    // Standard error closed or full: the usage error keeps its status 2 (before: a crash, status 1).
    const err = sh(`${KABAL} deal acesup --bogus 2>&1 | true; echo "closed \${PIPESTATUS[0]}"; ${KABAL} deal acesup --bogus 2>/dev/full; echo "full $?"`);
    expect(err.stdout.trim().split('\n')).toEqual(['closed 2', 'full 2']);
  }, SLOW);

  it('says in one line that standard output cannot be written (a full disk), exit status 1, and the journal keeps its rows', () => {
    const j = join(dir, 'full.jsonl');
    const r = sh(`${KABAL} deal acesup --numbers 1-5 > /dev/full; echo "deal $?" >&2; ${KABAL} solve --help > /dev/full; echo "help $?" >&2; ${KABAL} solve acesup --numbers 1-6 --threads 1 --state ${JSON.stringify(j)} > /dev/full; echo "solve $?" >&2`);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toEqual(['kabal: cannot write standard output (/dev/full): no space left on device (ENOSPC)', 'deal 1', 'kabal: cannot write standard output (/dev/full): no space left on device (ENOSPC)', 'help 1', 'kabal: cannot write standard output (/dev/full): no space left on device (ENOSPC)', 'solve 1']);
    // The deal solved before the failed write is in the journal; the same command goes on from it.
    const kept = readFileSync(j, 'utf8').trim().split('\n').length - 1;
    expect(kept).toBeGreaterThanOrEqual(1);
    const again = kabal(['solve', 'acesup', '--numbers', '1-6', '--threads', '1', '--state', j, '--json']);
    expect(again.status).toBe(0);
    expect(again.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { number: number }).number)).toEqual([1, 2, 3, 4, 5, 6]);
  }, SLOW);

  it('names the file and the cause of a file that cannot be used, in one line with exit status 1', async () => {
    for (const args of [['sim', 'acesup', '-s', 'round', '-n', '1', '--state', '.'], ['solve', 'acesup', '-n', '1', '--state', dir]]) {
      const r = await here(args);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/^kabal: --state: \S+ is a directory: give the journal's file name \(run\.jsonl\)\n$/);
    }
    const cases: [string[], string][] = [
      [['show', 'acesup', '-i', dir], `kabal: cannot read ${dir}: illegal operation on a directory (EISDIR)\n`],
      [['sim', 'merge', dir], `kabal: cannot read ${dir}: illegal operation on a directory (EISDIR)\n`],
      [['solve', 'acesup', '-n', '1', '--state', '/dev/full'], 'kabal: --state: cannot write /dev/full: no space left on device (ENOSPC)\n'],
      [['show', 'acesup', '-i', join(dir, 'no-such.txt')], `kabal: cannot read ${join(dir, 'no-such.txt')}: no such file or directory (ENOENT)\n`],
    ];
    for (const [args, message] of cases) {
      const r = await here(args);
      expect({ args, status: r.status, stderr: r.stderr }).toEqual({ args, status: 1, stderr: message });
    }
  }, SLOW);
});

describe('shell completion', () => {
  const bash = join(dir, 'kabal.bash');
  const zsh = join(dir, '_kabal');

  it('completes commands, options, games, strategies, variants and files in bash', async () => {
    writeFileSync(bash, (await here(['completion', 'bash'])).stdout);
    const complete = (words: string): string => {
      const r = sh(`source ${JSON.stringify(bash)}; COMP_WORDS=(${words}); COMP_CWORD=$((\${#COMP_WORDS[@]} - 1)); _kabal; printf '%s\\n' "\${COMPREPLY[@]}"`);
      expect(r.stderr).toBe('');
      return r.stdout.trim().split('\n').join(' ');
    };
    expect(complete('kabal so')).toBe('solve');
    expect(complete("kabal sim ''")).toBe('acesup golf merge');
    expect(complete('kabal solve acesup --max')).toBe('--max-states');
    expect(complete("kabal sim golf --threads 2 -s ''")).toBe(strategyInfos('golf').map((x) => x.name).join(' '));
    expect(complete('kabal sim acesup --variant aces-o')).toBe('aces-only aces-only,fill-first aces-only,fill-first,aces-low,jokers,free-discards');
    expect(complete(`kabal show golf --input ${JSON.stringify(join(dir, 'kabal.b'))}`)).toBe(bash);
    expect(complete("kabal completion ''")).toBe('bash zsh');
  }, SLOW);

  it.skipIf(!existsSync('/usr/bin/zsh'))(
    'loads in zsh (sourced and from fpath) and gives the same candidates',
    async () => {
      writeFileSync(zsh, (await here(['completion', 'zsh'])).stdout);
      expect(sh(`zsh -n ${JSON.stringify(zsh)}`).status).toBe(0);
      const run = (script: string): string => {
        const r = spawnSync('zsh', ['-f', '-c', `autoload -Uz compinit && compinit -u -D; ${script}`], { cwd: dir, encoding: 'utf8' });
        expect(r.stderr).toBe('');
        return r.stdout.trim().split('\n').join(' ');
      };
      expect(run(`fpath=(${dir} $fpath); compinit -u -D; print -r -- \${_comps[kabal]}`)).toBe('_kabal');
      // The sourced script's cases in one shell (compinit takes a second), answers between lines of "--".
      const cases = ["_kabal_candidates 2 kabal sim ''", "_kabal_candidates 4 kabal sim acesup -s ''", '_kabal_candidates 3 kabal solve golf --var', "_kabal_candidates 4 kabal solve golf --variant ''"];
      const sourced = run(`source ${zsh}; print -r -- \${_comps[kabal]}; ${cases.join('; print -- --; ')}`).split(' -- ');
      expect(sourced.length).toBe(4);
      expect(sourced[0]).toBe('_kabal acesup golf merge');
      expect(sourced[1]).toBe(strategyInfos('acesup').map((x) => x.name).join(' '));
      expect(sourced[2]?.split(' ')).toEqual(expect.arrayContaining(['--variant', '--cpu', '--max-states', '--shard']));
      expect(sourced[3]).toBe('queen-on-king putt-putt jokers=1 jokers=2 empty-waste par=36 putt-putt,jokers=2,empty-waste');
    },
    SLOW,
  );
});
