// `kabal play` end to end: piped commands in, a transcript out; deal sources and their errors.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal } from '../../core/deal.js';
import { acesUp, canWin, golf, solve } from '../../registry/index.js';
import { restIsForced } from '../../coach/index.js';
import { ACESUP } from '../../registry/acesup/index.js';
import { GOLF } from '../../registry/golf/index.js';
import { forbiddenWords } from '../../test-support/plain-words.js';
import { playGame } from '../play/games.js';

const acesUpPlay = playGame(ACESUP);
import { PlaySession } from '../play/session.js';
import { CliError } from '../errors.js';
import { CLEAR_SCREEN } from '../play/loop.js';
import type { PlayOptions } from './play/options.js';
import { runPlay } from './play/run.js';

async function play(game: 'acesup' | 'golf', opts: PlayOptions, input: string, tty = false, color = true): Promise<{ code: number; out: string }> {
  const inp = new PassThrough();
  const out = new PassThrough();
  let text = '';
  out.on('data', (b: Buffer) => (text += b.toString('utf8')));
  inp.end(input);
  const code = tty ? await runPlay(game, opts, { input: inp, output: out, interactive: true }, { color }) : await runPlay(game, { ascii: true, ...opts }, { input: inp, output: out, interactive: false });
  return { code, out: text };
}

const ROOT = join(import.meta.dirname, '..', '..', '..');
function kabal(args: string[], input: string, env: Record<string, string> = {}): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', '-e', "import('./src/cli/main.ts').then(async (m) => { process.exitCode = await m.main(process.argv.slice(1)); })", '--', ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('kabal play with piped input', () => {
  it('echoes each command, redraws after moves and prints the moves at quit', async () => {
    const { code, out } = await play('acesup', { number: '1' }, 'deal\nx1\nquit\n');
    // x1 is not legal: a script with such a line exits 2 (the rest of it still runs).
    expect(code).toBe(2);
    expect(out).not.toContain('\x1b[');
    expect(out.startsWith('Aces Up · standard rules · deal 1 · auto discards on\n')).toBe(true);
    expect(out).toContain('\n> deal\nDealt AS 8C 5C TH (44 left in the stock).\nAuto: discarded 5C (x3).\nAces Up');
    expect(out).toContain('\n> x1\nCannot play x1: AS is the highest spade: nothing can beat it.\n');
    expect(out.trimEnd().endsWith('Moves played (3): x2 deal x3\nScore 2 (cards discarded), 50 cards left, game not finished.')).toBe(true);
  });

  it('prints the position and the moves when the input ends without quit', async () => {
    const { code, out } = await play('golf', { number: '3' }, 't\nt\n');
    expect(code).toBe(0);
    expect(out).toMatch(/\(end of input\)\nGolf · standard rules · deal 3\n/);
    expect(out.trimEnd()).toMatch(/Moves played \(2\): t t\nScore so far 35 \(35 cards left in the tableau\), hole not finished\.$/);
  });

  it('plays a Golf hole to its end from piped moves and shows the score', async () => {
    let s = golf.start(dealFromNumber(11), golf.defaultVariant);
    const moves: string[] = [];
    while (!golf.isTerminal(s)) {
      const m = golf.legalMoves(s)[0]!;
      moves.push(golf.formatMove(m));
      s = golf.applyMove(s, m);
    }
    const { out } = await play('golf', { number: '11' }, `${moves.join('\n')}\nt\n`);
    expect(out).toContain(`Hole score ${golf.score(s)}`);
    expect(out).toContain('Type new for a new deal, restart to play this one again');
    expect(out).toContain('> t\nThe game is over: type new, restart or undo.');
  });

  it('shows the round scorecard when a hole ends, also at the end of input', async () => {
    let s = golf.start(dealFromNumber(100), golf.defaultVariant);
    const moves: string[] = [];
    while (!golf.isTerminal(s)) {
      const m = golf.legalMoves(s)[0]!;
      moves.push(golf.formatMove(m));
      s = golf.applyMove(s, m);
    }
    const score = golf.score(s);
    const { out } = await play('golf', { number: '100', round: true }, `${moves.join(' ')}\n`);
    const row = new RegExp(`Score\\s+${score}(\\s+·){8}\\s+${score}\\n`);
    const [during, atEnd] = out.split('(end of input)');
    expect(during).toMatch(row);
    expect(during).toContain('Type next for hole 2');
    expect(atEnd).toMatch(row);
  });

  it('takes --variant, --deal and --no-auto', async () => {
    const deal = formatDeal(dealFromNumber(1));
    const { out } = await play('acesup', { deal, variant: 'aces-only', auto: false }, 'deal\nx2\n1-2\n');
    expect(out).toContain('Aces Up · aces-only · deal from --deal · auto discards off');
    expect(out).toContain('> deal\nCannot deal: discards come first: discard from Pile 2 before the next deal.');
    expect(out).toContain('> 1-2\nCannot play 1-2: aces-only: only an ace may be moved onto an empty pile.');
    const g = await play('golf', { number: '1', variant: 'golf(putt-putt)' }, '');
    expect(g.out).toContain('Golf · putt-putt · deal 1');
  });

  it('restarts and starts new deals from piped commands', async () => {
    const { out } = await play('acesup', { number: '1' }, 'deal\nrestart\nnew 7\n');
    expect(out).toContain('> restart\nRestarted the deal from the beginning.\nAuto: discarded 8D (x2).\nAces Up · standard rules · deal 1');
    expect(out).toContain('> new 7\nNew game: deal 7.\n');
    expect(out).toContain('Aces Up · standard rules · deal 7');
  });

  it('reads the deal from the first line of standard input with --input -, then the commands', async () => {
    const deal = formatDeal(dealFromNumber(1));
    const { out } = await play('acesup', { input: '-' }, `# a comment\n${deal}\ndeal\n`);
    expect(out).toContain('Aces Up · standard rules · deal from stdin line 2 · auto discards on');
    expect(out).toContain('> deal\nDealt AS 8C 5C TH');
  });

  it('reads a round of nine holes from a file, or refuses a short one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kabal-play-'));
    const file = join(dir, 'holes.txt');
    writeFileSync(file, `${[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => formatDeal(dealFromNumber(n))).join('\n')}\n`);
    const { out } = await play('golf', { input: file, round: true }, '');
    expect(out).toContain(`deal from line 1 of ${file} · hole 1 of 9`);
    expect(out).toContain('Round: hole 1 of 9, total so far 0, par so far 0');
    writeFileSync(file, `${formatDeal(dealFromNumber(1))}\n`);
    await expect(play('golf', { input: file, round: true }, '')).rejects.toThrow(`--round needs 9 deal lines; ${file} has 1`);
    await expect(play('acesup', { number: '1', round: true }, '')).rejects.toThrow(/--round is for Golf/);
    // Golf has no automatic moves: --auto and --no-auto are refused, not ignored.
    await expect(play('golf', { number: '1', auto: true }, '')).rejects.toThrow('--auto is for Aces Up (automatic discards); Golf has no forced moves to make');
    await expect(play('golf', { number: '1', auto: false }, '')).rejects.toThrow(/^--no-auto is for Aces Up/);
  });

  it('stops on bad deal input with the line and the card', async () => {
    const deal = formatDeal(dealFromNumber(1)).split(' ');
    deal[4] = 'ZZ';
    await expect(play('acesup', { deal: deal.join(' ') }, '')).rejects.toThrow(/^--deal: card 5 \(column 13\): .*"ZZ"/);
    const dir = mkdtempSync(join(tmpdir(), 'kabal-play-'));
    const file = join(dir, 'deals.txt');
    writeFileSync(file, `# deals\n${formatDeal(dealFromNumber(1)).replace('9C', '9X')}\n`);
    const e = await play('acesup', { input: file }, '').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(CliError);
    expect((e as CliError).message).toMatch(new RegExp(`^${file} line 2: card 1 \\(column 1\\): .*"9X"`));
    await expect(play('acesup', { input: '-' }, `${formatDeal(dealFromNumber(1)).replace('9C', '9S')}\n`)).rejects.toThrow(/^stdin line 1: card \d+ \(column \d+\): "9S" is a duplicate of card 1/);
    await expect(play('golf', { number: '1', random: true }, '')).rejects.toThrow('give only one of --number, --random, --deal and --input');
    await expect(play('golf', { variant: 'golf(wild)' }, '')).rejects.toThrow(/^--variant: /);
    // No deal at all: the message every command gives.
    await expect(play('acesup', { input: '-' }, '# nothing\n\n')).rejects.toThrow(/^no deals in standard input \(one deal a line/);
    const empty = join(dir, 'empty.txt');
    writeFileSync(empty, '\n');
    await expect(play('acesup', { input: empty }, '')).rejects.toThrow(/^no deals in .*empty\.txt \(one deal a line/);
  });
});

describe('kabal play on a terminal', () => {
  it('clears and redraws the screen with red suits in colour, and keeps the columns straight', async () => {
    const { code, out } = await play('acesup', { number: '3' }, 'deal\nzz\nquit\n', true);
    expect(code).toBe(0);
    const screens = out.split(CLEAR_SCREEN);
    expect(screens.length).toBe(4);
    // Deal 3 opens with piles 2 and 4 emptied by discards; A♦ is red, and every column stays 6 wide.
    expect(screens[1]).toContain('K♣    --    \x1b[31mA♦\x1b[0m    --\n');
    expect(screens[3]).toMatch(/\n"zz" is not a command or a move\./);
    expect(out).not.toContain('\n> deal\n');
    const plain = await play('acesup', { number: '3' }, 'quit\n', true, false);
    expect(plain.out).not.toContain('\x1b[31m');
  });

  it('shows the last messages of a long line of commands', async () => {
    const { out } = await play('golf', { number: '1' }, 't t t t t t t t t t\n', true);
    const last = out.split(CLEAR_SCREEN).at(-1)!;
    expect(last).toContain('(5 earlier lines not shown)');
    expect(last.match(/^Turned /gm)?.length).toBe(5);
  });
});

describe('kabal play hint and solve (the exact solver, stock known)', () => {
  it('says whether a deal can still be won, and hints a legal move', async () => {
    const won = await play('acesup', { number: '3' }, 'solve\nhint stock\n');
    expect(won.out).toContain('> solve\nWith the stock known, this position can still be won.');
    const hint = /> hint stock\nHint, with the stock known: (\S+) \(.*\): it leads to a win, score 48/.exec(won.out);
    expect(hint).not.toBeNull();
    const follow = await play('acesup', { number: '3' }, `${hint![1]!}\n`);
    expect(follow.out).toMatch(/\n> \S+\n(Moved|Dealt|Discarded) /);
    const lost = await play('acesup', { number: '1' }, 'solve\n');
    expect(lost.out).toContain('With the stock known, this position can no longer be won; the best reachable is score 41 (cards discarded).');
    const g = await play('golf', { number: '2' }, 'hint stock\n');
    expect(g.out).toMatch(/Hint, with the stock known: [1-7t] \(.*\): it leads to a win, hole score -1\./);
    await expect(play('golf', { number: '2', cpu: 'soon' }, '')).rejects.toThrow(/^--cpu: "soon"/);
  });
});

describe('kabal play: the coach (fair hint, chance to win)', () => {
  it('hints the fair player\'s move, says the chance over N stock orders, and refuses a bad N', async () => {
    const r = await play('acesup', { number: '3' }, 'hint\nchance 4\nchance 0\n');
    expect(r.out).toMatch(/> hint\nHint: .+ \((deal|x\d|\d-\d)\)\.\nThe move our best player would make, seeing only what you see\./);
    expect(r.out).toMatch(
      /> chance 4\nYour chance to win from here, playing as our quick player would: about \d+% \(\d+–\d+%\)\.\nPlayed out on 4 shuffles of the cards you cannot see\.\nOur best player is too slow to play so many games out, so a quicker one played them: the figure may be a little low\.\nWith the stock known \(an upper bound: you cannot see the stock\): \d+% \(\d+–\d+%\) of those shuffles can still be won\.\n\([\d.]+ s\. How does the coach know\? docs\/coach\.md\)/,
    );
    expect(r.out).toMatch(/"chance 0": the number of shuffles must be 1 to 100000/);
    const g = await play('golf', { number: '2' }, 'hint\n');
    expect(g.out).toMatch(/> hint\nHint: (turn the next stock card|play the .+ from Column \d) .*\nThe move our best player would make/);
    expect(forbiddenWords().exec(r.out + g.out)?.[2]).toBeUndefined();
  });
});

describe('kabal play: finish', () => {
  it('offers finish only when nothing is left to decide whatever the unseen cards, and plays the rest', async () => {
    // Along the solver's line of a Golf deal, the first position where the rest is forced on every order of the unseen cards.
    let found: { n: number; moves: string[]; left: number } | undefined;
    for (let n = 1; n < 40 && found === undefined; n++) {
      let s = golf.start(dealFromNumber(n), golf.defaultVariant);
      const moves: string[] = [];
      for (const m of solve(golf, s).moves) {
        if (restIsForced(GOLF, golf.observe(s)) && !golf.isTerminal(s)) {
          let left = 0;
          for (let t = s; !golf.isTerminal(t); t = golf.applyMove(t, golf.legalMoves(t)[0]!)) left++;
          found = { n, moves, left };
          break;
        }
        moves.push(golf.formatMove(m));
        s = golf.applyMove(s, m);
      }
    }
    if (found === undefined) throw new Error('no deal with a forced rest along its line');
    const early = found.moves.slice(0, -1);
    const r = await play('golf', { number: String(found.n) }, `${early.length > 0 ? `${early.join(' ')}\nfinish\n` : ''}${found.moves.at(-1) ?? ''}\nfinish\n`);
    if (early.length > 0) expect(r.out).toContain('> finish\nfinish is offered only when nothing is left to decide');
    expect(r.out).toContain('Nothing is left to decide: type finish to play the rest.');
    expect(r.out).toContain(`> finish\nFinished: played the last ${found.left} move${found.left === 1 ? '' : 's'}, each the only legal one.`);
    expect(r.out).toMatch(/Hole over|Cleared!/);
  });
});

describe('kabal play to a win', () => {
  it('announces a won Aces Up game and a cleared Golf hole (lines from the solver)', async () => {
    const a = solve(acesUp, acesUp.start(dealFromNumber(3), acesUp.defaultVariant));
    expect(a.verdict).toBe('solved');
    const won = await play('acesup', { number: '3', auto: false }, `${a.moves.map((m) => acesUp.formatMove(m)).join('\n')}\n`);
    expect(won.out).toContain('You won! Only the four aces are left. Score 48 of 48 (4 cards left).');
    const g = solve(golf, golf.start(dealFromNumber(2), golf.defaultVariant));
    expect(g.verdict).toBe('solved');
    const cleared = await play('golf', { number: '2' }, `${g.moves.map((m) => golf.formatMove(m)).join(' ')}\n`);
    expect(cleared.out).toContain(`Cleared! Every column is empty. Hole score ${g.bestScore}`);
  });
});

describe('following hints', () => {
  it('wins a winnable deal by following every hint (no back-and-forth between empty piles)', () => {
    for (const n of [3, 4]) {
      const session = new PlaySession(acesUpPlay, {
        variant: acesUp.defaultVariant,
        source: { deal: dealFromNumber(n), number: n },
        newDeal: () => ({ deal: dealFromNumber(n) }),
        layout: { ascii: true },
        // A state budget, the same on every machine, rather than the session's time budget.
        advisor: { best: (st) => solve(acesUp, st, { maxStates: 2_000_000 }), win: (st) => canWin(acesUp, st, { maxStates: 2_000_000 }) },
      });
      let steps = 0;
      for (; steps < 150 && !session.isOver; steps++) {
        const hint = /^Hint, with the stock known: (\S+) /.exec(session.run('hint stock').lines[0] ?? '');
        expect(hint).not.toBeNull();
        expect(session.run(hint![1]!).lines[0]).not.toMatch(/^Cannot/);
      }
      expect(acesUp.isWon(session.state)).toBe(true);
      expect(session.screen()).toContain('You won!');
    }
  });
});

describe('kabal play as a command', () => {
  it('runs the documented example and exits 0', () => {
    const r = kabal(['play', 'acesup', '-n', '1'], '1-2\ndeal\nquit\n', { NO_COLOR: '1' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('> 1-2\nMoved 9♣ from Pile 1 to Pile 2.');
    expect(r.stdout).toMatch(/Moves played \(\d+\): x2 1-2 deal/);
    const help = kabal(['play', '--help'], '');
    expect(help.stdout).toContain("printf '1-2\\ndeal\\nquit\\n' | kabal play acesup -n 1");
  });

  it('exits 2 for a script with a line that is not a command or not legal, saying each on standard error', () => {
    const r = kabal(['play', 'acesup', '-n', '1'], 'deal\nx1\nbogus\ndeal\nquit\n', { NO_COLOR: '1' });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      'kabal: stdin line 2: Cannot play x1: A♠ is the highest spade: nothing can beat it.\n' +
        'kabal: stdin line 3: "bogus" is not a command or a move. Type help for the commands, or one of the legal moves: deal.\n',
    );
    // The rest of the script ran: the second deal was played.
    expect(r.stdout).toMatch(/Moves played \(\d+\): x2 deal x3 deal/);
    // --input -: the line numbers count the deal line too; at the end of input (no quit) as well.
    const deal = formatDeal(dealFromNumber(1));
    const fromStdin = kabal(['play', 'acesup', '-i', '-'], `${deal}\n9-9\n`);
    expect(fromStdin.status).toBe(2);
    expect(fromStdin.stderr).toMatch(/^kabal: stdin line 2: /);
    expect(fromStdin.stdout).toContain('(end of input)');
  });

  it('escapes control bytes and cuts a huge line in the transcript and in messages', () => {
    const r = kabal(['play', 'acesup', '-n', '1'], `foo\x1b[2J\x1b]0;X\x07\nmove 2 \x1b[2J\n${'Q'.repeat(1_000_000)}\nquit\n`, { NO_COLOR: '1' });
    expect(r.status).toBe(2);
    // eslint-disable-next-line no-control-regex -- no control character but line breaks
    for (const text of [r.stdout, r.stderr]) expect(text).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f]/);
    expect(r.stdout).toContain('\n> foo\\x1b[2J\\x1b]0;X\\x07\n"foo\\x1b[2J\\x1b]0" is not a command or a move.');
    expect(r.stdout).toContain('\n> move 2 \\x1b[2J\n"move 2 \\x1b[2J": write move 2 4');
    expect(r.stdout).toContain(`\n> ${'Q'.repeat(199)}… (1,000,000 characters)\n`);
    // Before: 2,000,976 bytes (the line echoed whole, then quoted whole in the message).
    expect(r.stdout.length + r.stderr.length).toBeLessThan(5_000);
  });

  it.skipIf(!existsSync('/usr/bin/script'))('gives a person at a terminal the message and exit status 0', () => {
    // script(1) runs kabal on a new terminal and passes it these lines as typed keys.
    const r = spawnSync('script', ['-qec', `${JSON.stringify(process.execPath)} --import tsx -e "import('./src/cli/main.ts').then(async (m) => { process.exitCode = await m.main(['play', 'acesup', '-n', '1', '--no-color']); })"`, '/dev/null'], {
      cwd: ROOT,
      input: 'x9\nquit\n',
      encoding: 'utf8',
    });
    expect(r.stdout).toContain('"x9" is not an Aces Up move');
    expect(r.stdout).toContain('Moves played (1): x2');
    expect(r.status).toBe(0);
  });

  it('exits with status 2 and names the token for a bad deal', () => {
    const r = kabal(['play', 'golf', '--deal', 'AS KS QQ'], '');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^kabal: --deal: card 3 \(column 7\): .*"QQ"/);
  });

  it('documents the commands in --help', () => {
    const r = kabal(['play', '--help'], '');
    expect(r.status).toBe(0);
    for (const word of ['--number', '--random', '--deal', '--input', '--round', '--no-auto', '--no-color', '--cpu', 'CPU time', 'undo/u', 'restart', 'printf']) expect(r.stdout).toContain(word);
  });
});
