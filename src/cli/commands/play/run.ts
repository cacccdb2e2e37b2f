// `kabal play`: sets up the session (deal source, variant, the solver for hint and solve) and
// hands it to the play loop (src/cli/play).

import type { GameId } from '../../../core/game.js';
import { parseGameRecord } from '../../../core/record.js';
import { canWin, forGame, shortLine, solve } from '../../../registry/index.js';
import { numberedDeal, parseGameDeal } from '../../../games/index.js';
import { threadCpuClock } from '../../../sim/clock.js';
import { WHOLE } from '../../../sim/shard.js';
import { CliError, parseMessage } from '../../errors.js';
import { noDeals, parseGameArg, parseNumberArg, parsePositiveInt, parseSeconds, parseVariantArg, randomDealNumber, readDeals, type SourcedDeal } from '../../io.js';
import type { PlayGame } from '../../play/games.js';
import { LineReader, type PlayIO, playLoop } from '../../play/loop.js';
import type { DealSource } from '../../../play/session.js';
import { playCoach } from '../../play/coach.js';
import { type Advisor, PlaySession } from '../../play/session.js';
import { playGameOf } from '../../play/games.js';
import { solveOptions } from '../solve/rows.js';
import { useColor } from '../terminal.js';
import type { PlayOptions } from './options.js';

export async function runPlayCommand(game: string, opts: PlayOptions): Promise<number> {
  const out = process.stdout;
  const interactive = process.stdin.isTTY && out.isTTY;
  // A person typing at a terminal makes mistakes; a script's mistakes make the exit status 2.
  const scripted = process.stdin.isTTY !== true;
  return runPlay(parseGameArg(game), opts, { input: process.stdin, output: out, interactive, scripted, errors: process.stderr }, { color: interactive && useColor() });
}

/** Sets up and plays one session; bad options or deal input throw CliError (exit status 2). */
export async function runPlay(id: GameId, opts: PlayOptions, io: PlayIO, display: { color: boolean } = { color: false }): Promise<number> {
  return forGame(id, (rules) => play(playGameOf(rules), opts, io, display));
}

async function play<S, M, O, V>(game: PlayGame<S, M, O, V>, opts: PlayOptions, io: PlayIO, display: { color: boolean }): Promise<number> {
  const rules = game.rules;
  const rounds = game.module.round;
  const variant = parseVariantArg(rules, opts.variant);
  const given = [opts.number !== undefined, opts.random === true, opts.deal !== undefined, opts.input !== undefined].filter(Boolean).length;
  if (given > 1) throw new CliError('give only one of --number, --random, --deal and --input');
  if (given > 0 && opts.record !== undefined) throw new CliError('--record holds the deal: give it without --number, --random, --deal or --input');
  if (opts.auto !== undefined && !game.hasAuto) throw new CliError(`--${opts.auto ? '' : 'no-'}auto is for Aces Up (automatic discards); ${rules.title} has no forced moves to make`);
  if (opts.round && rounds === undefined) throw new CliError(`--round is for Golf (a round of nine holes); ${rules.title} has no rounds`);
  const needed = opts.round && rounds ? rounds.holes : 1;
  const cpu = parseSeconds(opts.cpu ?? '5', '--cpu', 3600) ?? 5;
  const maxStates = parsePositiveInt(opts.maxStates, '--max-states');
  const clock = threadCpuClock();
  // The session passes the milliseconds it was given (advisorMs): CPU milliseconds here.
  const budget = (ms: number) => solveOptions({ cpuMs: ms, ...(maxStates === undefined ? {} : { maxStates }) }, clock.now);
  const advisor: Advisor<S, M> = {
    // The line shown is the shortest found to the best score (src/solve/short-line.ts).
    best: (s, ms) => {
      const r = solve(rules, s, budget(ms));
      return { ...r, moves: shortLine(rules, s, r).moves };
    },
    win: (s, ms) => canWin(rules, s, budget(ms)),
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
      if (!r.ok) throw new CliError(`--record: ${parseMessage(r.error)}`);
      sources = [{ deal: r.value.deal, origin: '--record' }];
      moves = r.value.moves;
    } else if (opts.deal !== undefined) {
      const d = parseGameDeal(rules, variant, opts.deal);
      if (!d.ok) throw new CliError(`--deal: ${parseMessage(d.error)}`);
      sources = [{ deal: d.value, origin: '--deal' }];
    } else if (opts.input === '-') {
      if (io.interactive) io.output.write(`Type or paste ${needed === 1 ? 'the deal' : `${needed} deals`} (the cards in deck order, one deal a line):\n`);
      sources = await readDealsFromStdin(reader, (line) => parseGameDeal(rules, variant, line), needed);
    } else if (opts.input !== undefined) {
      const deals: SourcedDeal[] = [];
      for await (const d of readDeals(rules, variant, { kind: 'input', path: opts.input, shard: WHOLE })) {
        if (deals.push(d) >= needed) break;
      }
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
  // A round of numbered deals (hole i is deal first + i), or of the deals read.
  const round = opts.round ? (first !== undefined ? { first } : { first: null, deals: sources ?? [] }) : undefined;
  const layout = { ascii: opts.ascii ?? false, color: display.color && !opts.ascii };
  const session = new PlaySession(game, {
    variant,
    ...(round ? { round, newRound: (n?: number) => ({ first: n ?? randomDealNumber() }) } : { source: first !== undefined ? newDeal(first) : sources?.[0] }),
    newDeal,
    ...(opts.auto === undefined ? {} : { auto: opts.auto }),
    layout,
    advisor,
    coach: playCoach(game.module, variant, layout),
    advisorMs: Math.round(cpu * 1000),
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
    if (line === undefined) {
      if (out.length === 0) throw noDeals({ kind: 'input', path: undefined, shard: WHOLE });
      throw new CliError(`standard input ended after ${out.length} deal line${out.length === 1 ? '' : 's'}; ${needed} needed`);
    }
    lineNo++;
    const t = line.trim();
    if (t === '' || t.startsWith('#')) continue;
    const d = parse(t);
    if (!d.ok) throw new CliError(`stdin line ${lineNo}: ${parseMessage(d.error)}`);
    out.push({ deal: d.value, origin: `stdin line ${lineNo}` });
  }
  return out;
}
