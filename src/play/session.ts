// One play session, the same for both front ends: `kabal play` (src/cli/play/session.ts) and the
// web game (web/model/play.ts) play through it and only word and draw what it says. A session is
// the deal on the table with its history (undo, redo, restart and the app's own forced moves, on
// src/core/history.ts), and, for a game played in rounds, the round, the hole and the reshuffles
// of a locked hole. Moves, undo, redo and restart change the session; another deal (the next
// hole, a reshuffle, the same deal as a new game) is a new session, so a front end still holds the
// one it left (the web counts it). It works over any game's module and names none; browser-safe:
// the engine and the games' modules only.

import { type Deal, dealFromNumber } from '../core/deal.js';
import type { GameRecord, GameRules } from '../core/game.js';
import { type AppMoves, History, type HistoryEntry, type HistorySnapshot, type MoveMaker } from '../core/history.js';
import { viewOf } from '../core/present.js';
import { err, ok, parseError, type Result } from '../core/result.js';
import type { Round, RoundRules } from '../core/round.js';
import type { GameModule } from '../games/module.js';

/** A deal and where it came from. */
export interface DealSource {
  readonly deal: Deal;
  /** The deal number, when the deal came from one (never after a reshuffle). */
  readonly number?: number;
  /** Where a typed-in deal came from, for the terminal's title: "--deal", "line 3 of deals.txt". */
  readonly origin?: string;
}

/** How a round begins: its numbered deals, or the deals given for its holes. */
export interface RoundStart {
  /** Deal number of the first hole (hole i is deal first + i), or null when `deals` gives the holes. */
  readonly first: number | null;
  /** The holes' deals in order, when they are given (at least a round's worth). */
  readonly deals?: readonly DealSource[];
}

export interface SessionStart<M, V> {
  readonly variant: V;
  /** The deal to play; for a round, its first hole (left out: the round's own first hole). */
  readonly deal?: DealSource;
  /** The app makes the game's forced moves by itself (see `appMoves`). */
  readonly auto: boolean;
  /** Play a round of the game's holes (the game must be played in rounds). */
  readonly round?: RoundStart;
  /**
   * Moves to replay at once (a game record's; each must be legal). A move the app would have made
   * by itself there (auto on, the forced move) counts as the app's, so undo treats it as in play.
   */
  readonly moves?: readonly M[];
}

/** A session as data, to bring a saved game back (web/storage/records.ts has the stored shape). */
export interface SessionData<V> {
  readonly variant: V;
  readonly deal: DealSource;
  readonly history: HistorySnapshot;
  readonly auto: boolean;
  /** The round this deal is a hole of, in the engine's shape. */
  readonly round?: Round<V>;
  /** The hole (0-based); 0 when left out. */
  readonly hole?: number;
  /** How many times this hole was reshuffled; 0 when left out. */
  readonly reshuffles?: number;
  /** The hole's deal before its reshuffles (left out: the deal on the table is taken for it). */
  readonly original?: DealSource;
}

/** The parts of the history a front end reads; it changes only through the session. */
export type HistoryView<S, M, O, V> = Pick<History<S, M, O, V>, 'deal' | 'variant' | 'number' | 'state' | 'played' | 'entries' | 'position' | 'playerMoves' | 'canRedo' | 'stateAt' | 'record' | 'snapshot'>;

/** The app's own moves of a game: its forced moves (present.forcedMove), when the player lets the app make them. */
export function appMoves<S, M, O, V>(module: GameModule<S, M, O, V>, on: boolean): AppMoves<S, M> | undefined {
  const { rules, present } = module;
  if (!on || !present.hasForcedMoves) return undefined;
  return (state) => present.forcedMove(viewOf(rules, state));
}

export class Session<S, M, O, V> {
  private constructor(
    readonly module: GameModule<S, M, O, V>,
    private readonly hist: History<S, M, O, V>,
    private autoOn: boolean,
    /** The deal on the table. */
    readonly source: DealSource,
    /** The hole's deal before any reshuffle (the deal on the table when there was none). */
    readonly original: DealSource,
    /** How many times this hole was reshuffled. */
    readonly reshuffles: number,
    private roundNow: Round<V> | undefined,
    /** The hole being played (0-based; 0 outside a round). */
    readonly hole: number,
    /** The holes' deals, when the round was given them. */
    private readonly holeDeals: readonly DealSource[] | undefined,
  ) {}

  /** A new game, or the first hole of a new round. */
  static start<S, M, O, V>(module: GameModule<S, M, O, V>, opts: SessionStart<M, V>): Session<S, M, O, V> {
    const { rules } = module;
    let round: Round<V> | undefined;
    let deals: readonly DealSource[] | undefined;
    if (opts.round !== undefined) {
      const rr = roundRules(module);
      deals = opts.round.deals;
      if (deals !== undefined && deals.length < rr.holes) throw new Error(`a round of ${rules.title} needs ${rr.holes} deals, not ${deals.length}`);
      round = rr.start(opts.variant, opts.round.first);
    }
    const source = opts.deal ?? (round ? holeSource(module, round, 0, deals) : undefined);
    if (source === undefined) throw new Error('a session needs a deal or a round');
    const moves = opts.moves ?? [];
    const hist =
      moves.length === 0
        ? new History(rules, source.deal, opts.variant, source.number, appMoves(module, opts.auto))
        : replayed(module, opts.variant, source, moves, opts.auto);
    return new Session(module, hist, opts.auto, source, source, 0, round, 0, deals);
  }

  /** A saved session, every move checked by the engine. */
  static restore<S, M, O, V>(module: GameModule<S, M, O, V>, data: SessionData<V>): Result<Session<S, M, O, V>> {
    const bad = (why: string): Result<never> => err(parseError('ERR_RECORD', `saved game: ${why}`));
    const hole = data.hole ?? 0;
    const reshuffles = data.reshuffles ?? 0;
    if (!Number.isInteger(reshuffles) || reshuffles < 0) return bad(`${String(reshuffles)} reshuffles is not a count`);
    if (data.round === undefined) {
      if (hole !== 0) return bad(`hole ${String(hole)} without a round`);
    } else {
      if (module.round === undefined) return bad(`${module.rules.title} is not played in rounds`);
      if (!Number.isInteger(hole) || hole < 0 || hole >= module.round.holes) return bad(`hole ${String(hole)} is not one of the round's ${module.round.holes}`);
    }
    const { deal } = data;
    const h = History.restore(module.rules, deal.deal, data.variant, data.history, { ...(deal.number === undefined ? {} : { number: deal.number }), appMoves: appMoves(module, data.auto) });
    if (!h.ok) return h;
    return ok(new Session(module, h.value, data.auto, deal, data.original ?? deal, reshuffles, data.round, hole, undefined));
  }

  get rules(): GameRules<S, M, O, V> {
    return this.module.rules;
  }
  get variant(): V {
    return this.hist.variant;
  }
  get history(): HistoryView<S, M, O, V> {
    return this.hist;
  }
  get state(): S {
    return this.hist.state;
  }
  /** The player lets the app make the game's forced moves. */
  get auto(): boolean {
    return this.autoOn;
  }
  /** No legal move is left: the game, or the hole, is over. */
  get over(): boolean {
    return this.rules.legalMoves(this.hist.state).length === 0;
  }
  /** The game record of the deal up to the current position. */
  record(): GameRecord {
    return this.hist.record();
  }

  // ---- Moves, undo, redo, restart ------------------------------------------------------------

  /** Plays a legal move of the player's, then the app's moves that follow it; returns every move made. */
  play(move: M): readonly HistoryEntry<M>[] {
    if (!this.rules.isLegal(this.hist.state, move)) throw new Error(`${this.rules.formatMove(move)} is not legal here`);
    return this.hist.play(move);
  }

  /**
   * Takes back the player's last move with the app's moves after it. With auto off, a run of the
   * app's moves (made while auto was on) is a step of its own, so the player can take it back.
   * Returns the moves taken back (none: nothing to undo).
   */
  undo(): readonly HistoryEntry<M>[] {
    return this.hist.undo({ alone: !this.autoOn });
  }
  get canUndo(): boolean {
    return this.hist.canUndoWith({ alone: !this.autoOn });
  }
  /**
   * Plays the next undone move again, with the app's moves that followed it; with auto off, step by
   * step as undo took them back (a player's move, or a run of the app's), so undo and redo cancel
   * out. Returns the moves played again.
   */
  redo(): readonly HistoryEntry<M>[] {
    const done = this.hist.redo({ alone: !this.autoOn });
    // The app's moves were switched on after the undo: at the end of the redo list they follow the
    // move played again, as they would after any move (and as a saved game replays them).
    if (done.length > 0 && this.autoOn && !this.hist.canRedo) return [...done, ...this.hist.setAppMoves(appMoves(this.module, true))];
    return done;
  }
  get canRedo(): boolean {
    return this.hist.canRedo;
  }
  /** Back to the deal's first position, every move dropped, then the app's moves again. */
  restart(): readonly HistoryEntry<M>[] {
    this.hist.restart();
    return this.hist.entries;
  }
  /** The app's forced moves on or off; returns the moves it made at once. */
  setAuto(on: boolean): readonly HistoryEntry<M>[] {
    this.autoOn = on;
    return this.hist.setAppMoves(appMoves(this.module, on));
  }

  // ---- Rounds and holes ----------------------------------------------------------------------

  /** The round this deal is a hole of (undefined: not a round). */
  get round(): Round<V> | undefined {
    return this.roundNow;
  }
  /** Whether this hole's score is counted in the round. */
  get holeCounted(): boolean {
    return this.roundNow !== undefined && this.roundNow.scores.length > this.hole;
  }
  get roundComplete(): boolean {
    return this.roundNow !== undefined && roundRules(this.module).complete(this.roundNow);
  }

  /**
   * Counts the hole's score (the position's) in the round, once the hole is over and only once.
   * Returns the round it made (undefined: nothing was counted).
   */
  countHole(): Round<V> | undefined {
    const round = this.roundNow;
    if (round === undefined || round.scores.length !== this.hole || !this.over) return undefined;
    this.roundNow = roundRules(this.module).record(round, this.rules.score(this.hist.state));
    return this.roundNow;
  }

  /** The next hole of the round, once this one is counted (undefined: no round, not counted, or the round is complete). */
  nextHole(): Session<S, M, O, V> | undefined {
    const round = this.roundNow;
    if (round === undefined || !this.holeCounted || this.roundComplete) return undefined;
    const hole = round.scores.length;
    const source = holeSource(this.module, round, hole, this.holeDeals);
    const hist = new History(this.rules, source.deal, this.variant, source.number, appMoves(this.module, this.autoOn));
    return new Session(this.module, hist, this.autoOn, source, source, 0, round, hole, this.holeDeals);
  }

  // ---- The reshuffle of a locked layout ------------------------------------------------------

  /** The layout cannot be won whatever happens (present.isLocked). */
  get locked(): boolean {
    const { rules, present } = this.module;
    return present.isLocked(rules.observe(this.hist.state));
  }

  /** A reshuffle is offered: the game has one, the layout is locked, the hole is not over and not counted. */
  get canReshuffle(): boolean {
    return this.module.reshuffle !== undefined && !this.holeCounted && !this.over && this.locked;
  }

  /**
   * The same hole dealt again from the same cards: attempt a (1 for the first) is the game's
   * `reshuffle(original, hole, a)` of the hole's deal before any reshuffle (docs/rules.md §4.10),
   * so the deal depends only on the hole's own deal, the hole and the attempt. Undefined when no
   * reshuffle is offered (`canReshuffle`).
   */
  reshuffled(): Session<S, M, O, V> | undefined {
    const shuffle = this.module.reshuffle;
    if (shuffle === undefined || !this.canReshuffle) return undefined;
    const attempt = this.reshuffles + 1;
    const source: DealSource = { deal: shuffle(this.original.deal, this.hole, attempt) };
    const hist = new History(this.rules, source.deal, this.variant, undefined, appMoves(this.module, this.autoOn));
    return new Session(this.module, hist, this.autoOn, source, this.original, attempt, this.roundNow, this.hole, this.holeDeals);
  }

  /** The same deal from its start as a new session: the same round, hole and reshuffles. */
  again(): Session<S, M, O, V> {
    const s = this.source;
    const hist = new History(this.rules, s.deal, this.variant, s.number, appMoves(this.module, this.autoOn));
    return new Session(this.module, hist, this.autoOn, s, this.original, this.reshuffles, this.roundNow, this.hole, this.holeDeals);
  }
}

function roundRules<S, M, O, V>(module: GameModule<S, M, O, V>): RoundRules<V> {
  if (module.round === undefined) throw new Error(`${module.rules.title} is not played in rounds`);
  return module.round;
}

/** A hole's deal: the one given for it, else the round's numbered deal. */
function holeSource<S, M, O, V>(module: GameModule<S, M, O, V>, round: Round<V>, hole: number, deals: readonly DealSource[] | undefined): DealSource {
  const given = deals?.[hole];
  if (given !== undefined) return given;
  const n = roundRules(module).holeNumber(round, hole);
  if (n === undefined) throw new Error(`hole ${hole + 1} of this round has no deal`);
  return { deal: dealFromNumber(n, module.rules.dealShape(round.variant)), number: n };
}

/** A history that goes on from a record's moves; a move that is the app's forced move there counts as the app's. */
function replayed<S, M, O, V>(module: GameModule<S, M, O, V>, variant: V, source: DealSource, moves: readonly M[], auto: boolean): History<S, M, O, V> {
  const { rules } = module;
  const forced = appMoves(module, auto);
  const by: MoveMaker[] = [];
  let s = rules.start(source.deal, variant);
  for (const m of moves) {
    const f = forced?.(s);
    by.push(f !== undefined && rules.formatMove(f) === rules.formatMove(m) ? 'app' : 'player');
    s = rules.applyMove(s, m);
  }
  const snap = { moves: moves.map((m) => rules.formatMove(m)), by, cursor: moves.length };
  const h = History.restore(rules, source.deal, variant, snap, { ...(source.number === undefined ? {} : { number: source.number }), appMoves: forced });
  if (!h.ok) throw new Error(`replaying the record: ${h.error.message}`);
  return h.value;
}
