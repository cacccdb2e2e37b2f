// A game as its start position plus the moves made, with undo and redo. Each move knows who made
// it: the player, or the app by itself (a forced discard the front end makes automatically). Undo
// takes back the player's last move together with the app's moves that followed it, so one undo
// never lands on a position the app would change again at once; redo plays them again together.
// A new move after an undo drops the moves that could have been redone.

import type { Deal } from './deal.js';
import type { GameRecord, GameRules } from './game.js';
import { err, ok, parseError, type Result } from './result.js';
import { formatDeal } from './deal.js';

export type MoveMaker = 'player' | 'app';

export interface HistoryEntry<M> {
  readonly move: M;
  readonly by: MoveMaker;
}

/** The move the app makes by itself in a position, if any (see each game's present.forcedMove). */
export type AppMoves<S, M> = (state: S) => M | undefined;

/** Everything needed to bring a game back exactly, redo list included, as plain data. */
export interface HistorySnapshot {
  readonly moves: readonly string[];
  readonly by: readonly MoveMaker[];
  /** How many of the moves are played; the rest can be redone. */
  readonly cursor: number;
}

/** At most this many app moves in a row: no game comes near it, so more is a looping `appMoves`. */
const APP_MOVE_LIMIT = 10_000;

export class History<S, M, O, V> {
  private readonly states: S[];
  private readonly list: HistoryEntry<M>[] = [];
  private cursor = 0;
  private appMoves: AppMoves<S, M> | undefined;

  constructor(
    readonly rules: GameRules<S, M, O, V>,
    readonly deal: Deal,
    readonly variant: V,
    readonly number?: number,
    /** The app's own moves; they are made at once, from the first position on. */
    appMoves?: AppMoves<S, M>,
  ) {
    this.states = [rules.start(deal, variant)];
    this.appMoves = appMoves;
    this.runAppMoves();
  }

  get state(): S {
    return this.states[this.cursor] as S;
  }

  /** Moves made up to the current position, the app's included. */
  get played(): readonly M[] {
    return this.list.slice(0, this.cursor).map((e) => e.move);
  }

  /** Every move of the game, with who made it, the ones that can be redone included. */
  get entries(): readonly HistoryEntry<M>[] {
    return this.list;
  }

  /** How many moves are played (an index into `entries`). */
  get position(): number {
    return this.cursor;
  }

  /** Moves the player made (not the app's), up to the current position. */
  get playerMoves(): number {
    let n = 0;
    for (let i = 0; i < this.cursor; i++) if ((this.list[i] as HistoryEntry<M>).by === 'player') n++;
    return n;
  }

  /** Whether the app makes its moves by itself. */
  get appMovesOn(): boolean {
    return this.appMoves !== undefined;
  }

  /** Whether `undo()` would take back a player's move. */
  get canUndo(): boolean {
    return this.undoTarget({}) !== undefined;
  }

  /** Whether `undo(opts)` would take something back. */
  canUndoWith(opts: UndoOptions): boolean {
    return this.undoTarget(opts) !== undefined;
  }

  get canRedo(): boolean {
    return this.cursor < this.list.length;
  }

  /** The position before the move at `index` of `entries` (0 is the start). */
  stateAt(index: number): S {
    if (!(index >= 0 && index <= this.cursor)) throw new RangeError(`no position ${index} (0 to ${this.cursor})`);
    return this.states[index] as S;
  }

  /** Plays a player's move (it must be legal), then the app's moves that follow. Returns every move made. */
  play(move: M): readonly HistoryEntry<M>[] {
    const from = this.cursor;
    this.push(move, 'player');
    this.runAppMoves();
    return this.list.slice(from, this.cursor);
  }

  /** Switches the app's own moves on (making the ones due at once) or off. Returns the moves made. */
  setAppMoves(appMoves: AppMoves<S, M> | undefined): readonly HistoryEntry<M>[] {
    this.appMoves = appMoves;
    const from = this.cursor;
    this.runAppMoves();
    return this.list.slice(from, this.cursor);
  }

  /**
   * Takes back the player's last move and the app's moves after it. The app's moves with no
   * player's move before them (at the start, or made when they were switched on) stay, unless
   * `alone` is set: then such a run is taken back on its own (a player who switched the app's
   * moves off may take them back). Returns the moves taken back, in the order they were made
   * (empty when there is nothing to undo).
   */
  undo(opts: UndoOptions = {}): readonly HistoryEntry<M>[] {
    const to = this.undoTarget(opts);
    if (to === undefined) return [];
    const undone = this.list.slice(to, this.cursor);
    this.cursor = to;
    return undone;
  }

  /**
   * Plays the next undone move again, with the app's moves that followed it. With `alone` set it
   * mirrors `undo({ alone: true })`: a player's move comes back on its own, and a run of the app's
   * moves as a step of its own, so an undo and a redo always cancel out. Returns the moves played
   * again (empty: nothing to redo).
   */
  redo(opts: UndoOptions = {}): readonly HistoryEntry<M>[] {
    if (!this.canRedo) return [];
    const from = this.cursor;
    const first = (this.list[this.cursor] as HistoryEntry<M>).by;
    this.cursor++;
    if (opts.alone === true && first === 'player') return this.list.slice(from, this.cursor);
    while (this.cursor < this.list.length && (this.list[this.cursor] as HistoryEntry<M>).by === 'app') this.cursor++;
    return this.list.slice(from, this.cursor);
  }

  /** Back to the first position, dropping every move, then the app's moves again. */
  restart(): void {
    this.cursor = 0;
    this.list.length = 0;
    this.states.length = 1;
    this.runAppMoves();
  }

  /** The record of the game up to the current position (undone moves are not kept). */
  record(): GameRecord {
    const base = { game: this.rules.id, variant: this.rules.formatVariant(this.variant), deal: formatDeal(this.deal), moves: this.played.map((m) => this.rules.formatMove(m)) };
    return this.number === undefined ? base : { ...base, number: this.number };
  }

  snapshot(): HistorySnapshot {
    return { moves: this.list.map((e) => this.rules.formatMove(e.move)), by: this.list.map((e) => e.by), cursor: this.cursor };
  }

  /**
   * Rebuilds a game from a snapshot (untrusted: every move is checked by the engine). The app's
   * moves are not made while the snapshot is replayed; they are switched on as given afterwards.
   */
  static restore<S, M, O, V>(
    rules: GameRules<S, M, O, V>,
    deal: Deal,
    variant: V,
    snap: HistorySnapshot,
    opts: { number?: number; appMoves?: AppMoves<S, M> } = {},
  ): Result<History<S, M, O, V>> {
    if (!Number.isInteger(snap.cursor) || snap.cursor < 0 || snap.cursor > snap.moves.length) {
      return err(parseError('ERR_RECORD', `saved game: the position ${String(snap.cursor)} is not between 0 and ${snap.moves.length}`));
    }
    const h = new History(rules, deal, variant, opts.number);
    for (let i = 0; i < snap.moves.length; i++) {
      const text = snap.moves[i] as string;
      const r = rules.parseMove(text, h.state);
      if (!r.ok) return err(parseError(r.error.code, `saved game move ${i + 1}: ${r.error.message}`, { token: text, position: i + 1 }));
      h.push(r.value, snap.by[i] === 'app' ? 'app' : 'player');
    }
    h.cursor = snap.cursor;
    h.appMoves = opts.appMoves;
    if (h.cursor === h.list.length) h.runAppMoves();
    return ok(h);
  }

  private push(move: M, by: MoveMaker): void {
    const next = this.rules.applyMove(this.state, move);
    this.list.length = this.cursor;
    this.states.length = this.cursor + 1;
    this.list.push({ move, by });
    this.states.push(next);
    this.cursor++;
  }

  private runAppMoves(): void {
    const f = this.appMoves;
    if (f === undefined) return;
    for (let n = 0, m = f(this.state); m !== undefined; m = f(this.state)) {
      if (++n > APP_MOVE_LIMIT) throw new Error(`the app made more than ${APP_MOVE_LIMIT} moves in a row`);
      this.push(m, 'app');
    }
  }

  private undoTarget(opts: UndoOptions): number | undefined {
    let i = this.cursor;
    if (i === 0) return undefined;
    if (opts.alone === true && (this.list[i - 1] as HistoryEntry<M>).by === 'app') {
      while (i > 0 && (this.list[i - 1] as HistoryEntry<M>).by === 'app') i--;
      return i;
    }
    while (i > 0 && (this.list[i - 1] as HistoryEntry<M>).by === 'app') i--;
    return i === 0 ? undefined : i - 1;
  }
}

export interface UndoOptions {
  /** Take back (or play again) a run of the app's moves on its own, as a step (when the app's moves are off). */
  readonly alone?: boolean;
}

/** Replays move texts from the start; the error names the move (1-based) that fails. */
export function replay<S, M, O, V>(rules: GameRules<S, M, O, V>, deal: Deal, variant: V, moves: readonly string[]): Result<{ state: S; moves: M[] }> {
  let state = rules.start(deal, variant);
  const parsed: M[] = [];
  for (let i = 0; i < moves.length; i++) {
    const text = moves[i] as string;
    const r = rules.parseMove(text, state);
    if (!r.ok) return err(parseError(r.error.code, `move ${i + 1}: ${r.error.message}`, { token: text, position: i + 1 }));
    state = rules.applyMove(state, r.value);
    parsed.push(r.value);
  }
  return ok({ state, moves: parsed });
}
