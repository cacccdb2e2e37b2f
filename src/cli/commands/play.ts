// `kabal play`: play Aces Up or Golf at the terminal, or script a game through piped input.

import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { GameId } from '../../core/game.js';
import { parseGameRecord } from '../../core/record.js';
import { parseGameDeal, numberedDeal, withGame } from '../../games/index.js';
import { CliError } from '../errors.js';
import { parseDealLines, parseGameArg, parseNumberArg, parseVariantArg, randomDealNumber } from '../io.js';
import { playGame, type PlayGame } from '../play/games.js';
import { LineReader, type PlayIO, playLoop } from '../play/loop.js';
import { type DealSource, golfRound, type RoundPlay } from '../play/round.js';
import { type Advisor, PlaySession } from '../play/session.js';
import { canWin, solve } from '../../solve/index.js';

export interface PlayOptions {
  variant?: string;
  number?: string;
  random?: boolean;
  deal?: string;
  input?: string;
  round?: boolean;
  auto?: boolean;
  ascii?: boolean;
  color?: boolean;
  think?: string;
  record?: string;
}

const HOLES = 9;

const HELP_AFTER = `
Where the deal comes from (give at most one):
  -n, --number N     deal number N (the same cards as kabal deal/show -n N)
  --random           a random deal number (the default)
  --deal "TEXT"      the deal as text: the cards in the order they come off the deck
  --record "LINE"    a game record (the deal, " | ", the moves, as printed at the end of a
                     game): the game goes on from its last move
  -i, --input FILE   the first deal line of FILE; "-" reads it from standard input, and the
                     lines after it are the commands
  With --round (Golf only), the nine holes are deals N to N+8, or the first nine deal lines.

On the table:
  Aces Up moves: deal, x2 (discard pile 2's top), 2-4 (move pile 2's top onto empty pile 4),
  j1-3 (jokers variant: play pile 1's joker onto pile 3's card). Golf moves: 1..7 (play that
  column's top card onto the waste), t (turn a stock card). In words: discard 2, move 2 to 4, play 3.
  Commands: undo/u, redo/r, restart, new [N], moves/m, auto [on|off] (Aces Up discards),
  reshuffle (locked Golf layout), next (Golf round), show, help/?, quit/q.
  hint: the best move, and solve: whether the position can still be won, both found by the
  exact solver WITH THE STOCK ORDER KNOWN (an upper bound on real play; --think sets its time).
  Several commands may share a line: "x1 x3 deal" or "3, 4, t".

On a terminal the table is redrawn after each command; with piped input the output is a plain
transcript, so a game can be scripted:
  printf 'deal\\nx1\\nquit\\n' | kabal play acesup -n 1

Bad deal input stops with exit status 2, naming the line and the card that is wrong.
NO_COLOR or --no-color turns colours off; --ascii writes AS, TD instead of A♠, 10♦.
`;

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play Aces Up or Golf at the terminal: a redrawn table, undo and redo, and the score at the end')
    .argument('<game>', 'acesup or golf')
    .option('--variant <variant>', 'variant, e.g. "aces-only" or "golf(putt-putt,jokers=2)"')
    .option('-n, --number <n>', 'deal number (0 to 4294967295)')
    .option('--random', 'a random deal (the default)')
    .option('--deal <text>', 'the deal as text (cards in deck order)')
    .option('-i, --input <file>', 'read the deal from the first deal line of a file (- for standard input)')
    .option('--record <line>', 'go on from a game record: the deal, " | ", then the moves')
    .option('--round', 'Golf: play a round of nine holes with a scorecard, total and par')
    .option('--auto', 'Aces Up: make discards automatically (default, except under free-discards)')
    .option('--no-auto', 'Aces Up: leave every discard to the player')
    .option('--ascii', 'write cards as AS, TD instead of A♠, 10♦')
    .option('--no-color', 'no colours (also when NO_COLOR is set)')
    .option('--think <seconds>', 'longest time the solver may search for hint and solve', '5')
    .addHelpText('after', HELP_AFTER)
    .action(async (game: string, opts: PlayOptions) => {
      const out = process.stdout;
      const interactive = process.stdin.isTTY && out.isTTY;
      const code = await runPlay(parseGameArg(game), opts, { input: process.stdin, output: out, interactive }, { color: interactive && opts.color !== false && !process.env.NO_COLOR });
      if (code !== 0) process.exitCode = code;
    });
}

/** Sets up and plays one session; bad options or deal input throw CliError (exit status 2). */
export async function runPlay(id: GameId, opts: PlayOptions, io: PlayIO, display: { color: boolean } = { color: false }): Promise<number> {
  return withGame(id, (g) => play(playGame(g), opts, io, display, g.hasRounds ? (v, first) => golfRound(v as Parameters<typeof golfRound>[0], first) : undefined));
}

async function play<S, M, O, V>(game: PlayGame<S, M, O, V>, opts: PlayOptions, io: PlayIO, display: { color: boolean }, makeRound?: (v: V, first: number | readonly DealSource[]) => RoundPlay): Promise<number> {
  const rules = game.rules;
  const variant = parseVariantArg(rules, opts.variant);
  const given = [opts.number !== undefined, opts.random === true, opts.deal !== undefined, opts.input !== undefined].filter(Boolean).length;
  if (given > 1) throw new CliError('give only one of --number, --random, --deal and --input');
  if (given > 0 && opts.record !== undefined) throw new CliError('--record holds the deal: give it without --number, --random, --deal or --input');
  if (opts.round && makeRound === undefined) throw new CliError(`--round is for Golf (a round of nine holes); ${rules.title} has no rounds`);
  const needed = opts.round ? HOLES : 1;
  const think = Number(opts.think ?? '5');
  if (!(think > 0 && think <= 3600)) throw new CliError(`--think: "${opts.think ?? ''}" is not a number of seconds from 0.1 to 3600`);
  const advisor: Advisor<S, M> = {
    best: (s, ms) => solve(rules, s, { timeMs: ms }),
    win: (s, ms) => canWin(rules, s, { timeMs: ms }),
  };
  if (opts.round && opts.record !== undefined) throw new CliError('--round starts nine holes from their deals; --record goes on with one game');
  if (opts.round && opts.deal !== undefined) throw new CliError('--round needs nine deals: use --number N (holes N to N+8), --random, or --input FILE with nine deal lines');

  const reader = new LineReader(io);
  let sources: DealSource[] | undefined;
  let first: number | undefined;
  let moves: readonly M[] | undefined;
  try {
    if (opts.record !== undefined) {
      const r = parseGameRecord(rules, variant, opts.record);
      if (!r.ok) throw new CliError(`--record: ${r.error.message}`);
      sources = [{ deal: r.value.deal, origin: '--record' }];
      moves = r.value.moves;
    } else if (opts.deal !== undefined) {
      const d = parseGameDeal(rules, variant, opts.deal);
      if (!d.ok) throw new CliError(`--deal: ${d.error.message}`);
      sources = [{ deal: d.value, origin: '--deal' }];
    } else if (opts.input === '-') {
      if (io.interactive) io.output.write(`Type or paste ${needed === 1 ? 'the deal' : `${needed} deals`} (the cards in deck order, one deal a line):\n`);
      sources = await readDealsFromStdin(reader, (line) => parseGameDeal(rules, variant, line), needed);
    } else if (opts.input !== undefined) {
      let text: string;
      try {
        text = readFileSync(opts.input, 'utf8');
      } catch (e) {
        throw new CliError(`cannot read ${opts.input}: ${(e as Error).message}`);
      }
      const deals = parseDealLines(rules, variant, text, opts.input);
      if (deals.length < needed) throw new CliError(needed === 1 ? `${opts.input} has no deal lines` : `--round needs ${needed} deal lines; ${opts.input} has ${deals.length}`);
      sources = deals.slice(0, needed).map((d) => ({ deal: d.deal, origin: `line ${d.line ?? 0} of ${opts.input ?? ''}` }));
    } else {
      first = opts.number !== undefined ? parseNumberArg(opts.number, '--number') : randomDealNumber();
    }
  } catch (e) {
    reader.close();
    throw e;
  }

  const newDeal = (n?: number): DealSource => {
    const num = n ?? randomDealNumber();
    return { deal: numberedDeal(rules, variant, num), number: num };
  };
  const round = opts.round && makeRound ? makeRound(variant, first ?? (sources as DealSource[])) : undefined;
  const session = new PlaySession(game, {
    variant,
    ...(round ? { round, newRound: (n?: number) => (makeRound as NonNullable<typeof makeRound>)(variant, n ?? randomDealNumber()) } : { source: first !== undefined ? newDeal(first) : sources?.[0] }),
    newDeal,
    ...(opts.auto === undefined ? {} : { auto: opts.auto }),
    layout: { ascii: opts.ascii ?? false, color: display.color && !opts.ascii },
    advisor,
    advisorMs: Math.round(think * 1000),
    ...(moves === undefined ? {} : { moves }),
  });
  return playLoop(session, io, reader);
}

/** `--input -`: the first deal lines of standard input; the lines after them are commands. */
async function readDealsFromStdin(reader: LineReader, parse: (line: string) => ReturnType<typeof parseGameDeal>, needed: number): Promise<DealSource[]> {
  const out: DealSource[] = [];
  let lineNo = 0;
  while (out.length < needed) {
    const line = await reader.next();
    if (line === undefined) throw new CliError(`standard input ended after ${out.length} deal line${out.length === 1 ? '' : 's'}; ${needed} needed`);
    lineNo++;
    const t = line.trim();
    if (t === '' || t.startsWith('#')) continue;
    const d = parse(t);
    if (!d.ok) throw new CliError(`stdin line ${lineNo}: ${d.error.message}`);
    out.push({ deal: d.value, origin: `stdin line ${lineNo}` });
  }
  return out;
}
