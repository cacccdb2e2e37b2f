// One deal solved: the row `kabal solve --json` prints and its journal keeps, how it is made (in a
// worker or in this thread), checked when read back, and written as a table line or a step-by-step
// line of play. Every verdict is with the stock known (full information): an upper bound for real play.

import type { Card } from '../../../core/cards.js';
import { formatDeal } from '../../../core/deal.js';
import type { GameId, GameRules } from '../../../core/game.js';
import { err, ok, parseError, type Result } from '../../../core/result.js';
import { MAX_DEAL_NUMBER } from '../../../core/rng.js';
import { forGame, GAME_IDS } from '../../../registry/index.js';
import { numberedDeal, parseGameDeal } from '../../../games/index.js';
import { solve } from '../../../registry/index.js';
import { type SolveOptions, type Verdict } from '../../../solve/index.js';
import { threadCpuClock } from '../../../sim/clock.js';
import type { RowLimits } from '../../../sim/journal.js';
import { Output } from '../../io.js';
import type { LayoutOptions } from '../../layout.js';
import { renderPosition } from '../../render.js';
import { playGameOf } from '../../play/games.js';

/** The budget as the command line gives it (and a solve journal records it). */
export interface BudgetSpec {
  readonly maxStates?: number;
  readonly cpuMs?: number;
}

export interface SolveRow {
  readonly deal: string;
  readonly number?: number;
  readonly line?: number;
  readonly game: GameId;
  readonly variant: string;
  readonly verdict: Verdict;
  /** true: a win exists (one was found); false: proven that none exists; null: not known (the budget ran out first). */
  readonly winnable: boolean | null;
  readonly bestScore: number;
  /** Cards left at the end of the best line found. */
  readonly cardsLeft: number;
  readonly moves: readonly string[];
  /** Jokers: a line that does not win but scores more than every winning line, with its score (only when there is one). */
  readonly highScore?: number;
  readonly highMoves?: readonly string[];
  readonly states: number;
  /** Wall milliseconds. */
  readonly ms: number;
  /** CPU milliseconds of the thread that solved it. */
  readonly cpuMs: number;
  readonly stockKnown: true;
}

/** What a solver thread is started with. */
export interface SolveTask {
  readonly game: GameId;
  readonly variant: string;
  readonly budget: BudgetSpec;
}

/** A deal to solve, as it crosses to a worker: a number or its cards. */
export interface SolveJob {
  readonly number?: number;
  readonly cards?: readonly Card[];
  readonly line?: number;
}

/** The first field of a solve journal's header. */
export const SOLVE_JOURNAL = 'kabal-solve-journal';

export function sameBudget(a: unknown, b: BudgetSpec): boolean {
  const x = (a ?? {}) as Record<string, unknown>;
  return (x.maxStates ?? null) === (b.maxStates ?? null) && (x.cpuMs ?? null) === (b.cpuMs ?? null);
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The options handed to the solver for a budget: positions, and CPU time on this thread's clock. */
export function solveOptions(budget: BudgetSpec, cpuClock: () => number): SolveOptions {
  return { ...(budget.maxStates === undefined ? {} : { maxStates: budget.maxStates }), ...(budget.cpuMs === undefined ? {} : { cpuMs: budget.cpuMs, cpuClock }) };
}

/** A solver for one game, variant and budget, made once per thread. */
export function solverFor(task: SolveTask): (job: SolveJob) => SolveRow {
  return forGame(task.game, (rules) => {
    const v = rules.parseVariant(task.variant);
    if (!v.ok) throw new Error(v.error.message);
    const variant = v.value;
    const vtext = rules.formatVariant(variant);
    const clock = threadCpuClock();
    const opts = solveOptions(task.budget, clock.now);
    return (job) => {
      const deal = job.cards ?? numberedDeal(rules, variant, job.number ?? 0);
      const start = rules.start(deal, variant);
      const cpu0 = clock.now();
      const r = solve(rules, start, opts);
      const cpuMs = clock.now() - cpu0;
      let end = start;
      for (const m of r.moves) end = rules.applyMove(end, m);
      return {
        deal: formatDeal(deal),
        ...(job.number === undefined ? {} : { number: job.number }),
        ...(job.line === undefined ? {} : { line: job.line }),
        game: rules.id,
        variant: vtext,
        verdict: r.verdict,
        winnable: r.verdict === 'unknown' && !r.winnable ? null : r.winnable,
        bestScore: r.bestScore,
        cardsLeft: rules.cardsLeft(end),
        moves: r.moves.map((m) => rules.formatMove(m)),
        ...(r.highScore === undefined ? {} : { highScore: r.highScore, highMoves: (r.highMoves ?? []).map((m) => rules.formatMove(m)) }),
        states: r.states,
        ms: round2(r.ms),
        cpuMs: round2(cpuMs),
        stockKnown: true,
      };
    };
  });
}

// ---- Reading rows back (a journal: untrusted) ------------------------------------------------

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;
const VERDICTS: readonly Verdict[] = ['solved', 'unsolvable', 'unknown'];

/** Most moves a line of play can have: far above any game of either patience. */
const MAX_MOVES = 5_000;

export function parseSolveRow(o: Record<string, unknown>, limits: RowLimits, source: string, line: number): Result<SolveRow> {
  const bad = (m: string): { ok: false; error: ReturnType<typeof parseError> } => err(parseError('ERR_JOURNAL', `${source} line ${line}: ${m}`, { position: line }));
  const { cards } = limits;
  if (typeof o.deal !== 'string') return bad('not a solve row (expected {"deal", "verdict", ...})');
  if (o.number !== undefined && (!isInt(o.number) || o.number < 0 || o.number > MAX_DEAL_NUMBER)) return bad('"number" must be a deal number');
  if (o.line !== undefined && (!isInt(o.line) || o.line < 1)) return bad('"line" must be a line number');
  const game = GAME_IDS.find((g) => g === o.game);
  if (game === undefined) return bad('"game" must be a game');
  if (typeof o.variant !== 'string') return bad('"variant" must be a variant text');
  if (!VERDICTS.includes(o.verdict as Verdict)) return bad('"verdict" must be solved, unsolvable or unknown');
  const verdict = o.verdict as Verdict;
  const winnable = o.winnable;
  const fits = verdict === 'solved' ? winnable === true : verdict === 'unsolvable' ? winnable === false : winnable === true || winnable === null;
  if (!fits) return bad(`"winnable" ${JSON.stringify(winnable)} does not fit the verdict ${verdict}`);
  const [low, high] = limits.score;
  if (!isInt(o.bestScore) || o.bestScore < low || o.bestScore > high) return bad(`"bestScore" must be a whole number from ${low} to ${high}`);
  if (!isInt(o.cardsLeft) || o.cardsLeft < 0 || o.cardsLeft > cards) return bad(`"cardsLeft" must be a whole number from 0 to ${cards}`);
  // The line ends with bestScore and cardsLeft, and it wins exactly when a win was found.
  const why = limits.resultProblem(o.bestScore, winnable === true, o.cardsLeft);
  if (why !== undefined) return bad(why);
  const isLine = (x: unknown): x is string[] => Array.isArray(x) && x.length <= MAX_MOVES && x.every((m) => typeof m === 'string' && m.length <= 16);
  if (!isLine(o.moves)) return bad('"moves" must be a list of move texts');
  if (o.highScore !== undefined && (!isInt(o.highScore) || o.highScore < low || o.highScore > high || !isLine(o.highMoves))) return bad('"highScore" and "highMoves" must be a score and a list of move texts');
  if (!isInt(o.states) || o.states < 0) return bad('"states" must be a count');
  if (!isNum(o.ms) || !isNum(o.cpuMs)) return bad('"ms" and "cpuMs" must be milliseconds');
  return ok({
    deal: o.deal,
    ...(o.number === undefined ? {} : { number: o.number }),
    ...(o.line === undefined ? {} : { line: o.line }),
    game,
    variant: o.variant,
    verdict,
    winnable: winnable as boolean | null,
    bestScore: o.bestScore,
    cardsLeft: o.cardsLeft,
    moves: o.moves,
    ...(o.highScore === undefined ? {} : { highScore: o.highScore, highMoves: o.highMoves as string[] }),
    states: o.states,
    ms: o.ms,
    cpuMs: o.cpuMs,
    stockKnown: true,
  });
}

// ---- Writing rows --------------------------------------------------------------------------------

/** How a deal is named in the table and the step-by-step output: `#7`, `line 3`. */
export function rowLabel(row: SolveRow, index: number): string {
  return row.number !== undefined ? `#${row.number}` : row.line !== undefined ? `line ${row.line}` : `${index + 1}`;
}

const COLUMNS = ['deal', 'verdict', 'winnable', 'best score', 'cards left', 'moves', 'states', 'cpu ms'] as const;
const WIDTHS = [12, 11, 10, 12, 12, 8, 11, 10] as const;

export function tableHeader(title: string, variant: string): string[] {
  return [`${title}, ${variant}: exact results with the stock known (an upper bound for real play)`, COLUMNS.map((h, i) => (i === 0 ? h.padEnd(WIDTHS[0]) : h.padStart(WIDTHS[i] ?? 10))).join('')];
}

const winnableText = (w: boolean | null): string => (w === null ? '?' : w ? 'yes' : 'no');

export function tableLine(row: SolveRow, index: number): string {
  const cells = [rowLabel(row, index), row.verdict, winnableText(row.winnable), String(row.bestScore), String(row.cardsLeft), String(row.moves.length), String(row.states), row.cpuMs.toFixed(1)];
  return cells.map((c, i) => (i === 0 ? c.padEnd(WIDTHS[0]) : c.padStart(WIDTHS[i] ?? 10))).join('');
}

/** The rows' verdicts counted: won (a win exists), lost (proven none) and unknown (the budget ran out first). */
export class SolveTally {
  deals = 0;
  won = 0;
  lost = 0;
  unknown = 0;

  add(row: SolveRow): void {
    this.deals++;
    if (row.winnable === true) this.won++;
    else if (row.winnable === false) this.lost++;
    else this.unknown++;
  }

  line(stopped = false): string {
    const unknown = this.unknown > 0 ? `, ${this.unknown} not known (the search budget ran out before an answer)` : '';
    return `${this.won} of ${this.deals} deal${this.deals === 1 ? '' : 's'} can be won with the stock known, ${this.lost} cannot${unknown}${stopped ? ' (stopped before the end)' : ''}.`;
  }
}

/** The step-by-step output of one row: the verdict, the layout, each move in words and the end position. */
export function movesBlock<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, row: SolveRow, index: number, layout: LayoutOptions): string[] {
  const d = parseGameDeal(rules, variant, row.deal);
  if (!d.ok) throw new Error(`a solved deal that does not parse: ${d.error.message}`);
  const play = playGameOf(rules);
  const start = rules.start(d.value, variant);
  const what = row.verdict === 'solved' ? 'can be won' : row.verdict === 'unsolvable' ? 'cannot be won' : row.winnable === true ? 'can be won (the best score is not proven: the search budget ran out)' : 'not known (the search budget ran out; the line below is the best found)';
  const out = [`${rules.title}, ${row.variant}, deal ${rowLabel(row, index)}: ${what}, with the stock known. Best: score ${row.bestScore}, ${row.cardsLeft} card${row.cardsLeft === 1 ? '' : 's'} left.`, '', renderPosition(rules, start, layout), ''];
  let s = start;
  row.moves.forEach((text, k) => {
    const m = rules.parseMove(text, s);
    if (!m.ok) throw new Error(`the solver's move ${text} does not replay: ${m.error.message}`);
    const next = rules.applyMove(s, m.value);
    out.push(`${String(k + 1).padStart(4)}. ${text.padEnd(6)} ${play.done(s, next, m.value, layout)}`);
    s = next;
  });
  out.push('', renderPosition(rules, s, layout));
  return out;
}

/** Writes rows in one of the three forms, keeping count. */
export class RowPrinter<S, M, O, V> {
  readonly tally = new SolveTally();
  private started = false;

  constructor(
    private readonly rules: GameRules<S, M, O, V>,
    private readonly variant: V,
    private readonly out: Output,
    private readonly mode: { json?: boolean; moves?: boolean },
    private readonly layout: LayoutOptions,
  ) {}

  private start(): void {
    if (this.started) return;
    this.started = true;
    if (!this.mode.json && !this.mode.moves) for (const l of tableHeader(this.rules.title, this.rules.formatVariant(this.variant))) this.out.line(l);
  }

  row(r: SolveRow, index: number): void {
    this.start();
    const first = this.tally.deals === 0;
    this.tally.add(r);
    if (this.mode.json) this.out.line(JSON.stringify(r));
    else if (this.mode.moves) {
      if (!first) this.out.line('');
      for (const l of movesBlock(this.rules, this.variant, r, index, this.layout)) this.out.line(l);
    } else this.out.line(tableLine(r, index));
  }

  end(stopped: boolean): void {
    this.start();
    if (!this.mode.json && !this.mode.moves && (this.tally.deals > 1 || stopped)) this.out.line(this.tally.line(stopped));
  }
}
