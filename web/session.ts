// One deal being played: the deal, the variant and the moves, with undo and redo. Every rule
// question goes to the engine (GameRules); this module keeps the move list and marks the moves
// the app made by itself (forced moves, when the player lets it), so one Undo takes back a
// player's move together with the app's moves that followed it, and never the app's opening ones.

import type { Deal } from '../src/core/deal.js';
import { formatDeal } from '../src/core/deal.js';
import type { GameId, GameRecord, GameRules } from '../src/core/game.js';

/** The move the app makes by itself in a position, if any (undefined: leave it to the player). */
export type ForcedMove<S, M> = (state: S, legal: readonly M[]) => M | undefined;

/** A move as it was made, with the position before it (to say what it did). */
export interface Made<S, M> {
  readonly before: S;
  readonly move: M;
}

export interface SessionSnapshot {
  readonly game: GameId;
  readonly variant: string;
  readonly deal: string;
  readonly number?: number;
  /** Every move, undone ones included (the redo list). */
  readonly moves: readonly string[];
  /** Per move: made by the app, not the player? */
  readonly auto: readonly boolean[];
  readonly cursor: number;
}

export class Session<S, M, O, V> {
  private readonly states: S[];
  private readonly moves: M[] = [];
  /** auto[i] is true when moves[i] was made by the app, not the player. */
  private readonly auto: boolean[] = [];
  private cursor = 0;
  /** Moves before this index were made by the app at the start; Undo never goes below it. */
  private floor = 0;
  private legalFor: S | undefined;
  private legalMoves: readonly M[] = [];

  constructor(
    readonly rules: GameRules<S, M, O, V>,
    readonly deal: Deal,
    readonly variant: V,
    readonly number: number | undefined,
    private forced: ForcedMove<S, M> | undefined,
  ) {
    this.states = [rules.start(deal, variant)];
    this.runForced();
    this.floor = this.cursor;
  }

  get state(): S {
    return this.states[this.cursor] as S;
  }
  get variantText(): string {
    return this.rules.formatVariant(this.variant);
  }
  /** The engine's legal moves here (remembered per position). */
  get legal(): readonly M[] {
    const st = this.state;
    if (this.legalFor !== st) {
      this.legalFor = st;
      this.legalMoves = this.rules.legalMoves(st);
    }
    return this.legalMoves;
  }
  get over(): boolean {
    return this.legal.length === 0;
  }
  get canUndo(): boolean {
    return this.cursor > this.floor;
  }
  get canRedo(): boolean {
    return this.cursor < this.moves.length;
  }
  /** Moves the player made (not counting the app's own), up to the current position. */
  get playerMoves(): number {
    let n = 0;
    for (let i = 0; i < this.cursor; i++) if (!this.auto[i]) n++;
    return n;
  }
  get position(): number {
    return this.cursor;
  }

  /** Changes who makes forced moves; the app makes any that are due now. */
  setForced(forced: ForcedMove<S, M> | undefined): Made<S, M>[] {
    this.forced = forced;
    return this.runForced();
  }

  private push(move: M, auto: boolean): Made<S, M> {
    const before = this.state;
    const next = this.rules.applyMove(before, move);
    this.moves.length = this.cursor;
    this.auto.length = this.cursor;
    this.states.length = this.cursor + 1;
    this.moves.push(move);
    this.auto.push(auto);
    this.states.push(next);
    this.cursor++;
    return { before, move };
  }

  private runForced(): Made<S, M>[] {
    const made: Made<S, M>[] = [];
    for (let m = this.forced?.(this.state, this.legal); m !== undefined; m = this.forced?.(this.state, this.legal)) made.push(this.push(m, true));
    return made;
  }

  /** Plays a move the engine listed as legal, then the app's forced moves. Returns every move made. */
  play(move: M): Made<S, M>[] {
    return [this.push(move, false), ...this.runForced()];
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    while (this.cursor > this.floor && this.auto[this.cursor - 1]) this.cursor--;
    if (this.cursor > this.floor) this.cursor--;
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    this.cursor++;
    while (this.cursor < this.moves.length && this.auto[this.cursor]) this.cursor++;
    return true;
  }

  /** Back to the start (after the app's opening moves), the redo list dropped. */
  restart(): void {
    this.cursor = this.floor;
    this.moves.length = this.floor;
    this.auto.length = this.floor;
    this.states.length = this.floor + 1;
  }

  /** The record of the game up to the current position (the engine's GameRecord). */
  record(): GameRecord {
    const base = { game: this.rules.id, variant: this.variantText, deal: formatDeal(this.deal), moves: this.moves.slice(0, this.cursor).map((m) => this.rules.formatMove(m)) };
    return this.number === undefined ? base : { ...base, number: this.number };
  }

  /** Everything needed to bring the game back exactly, redo list included. */
  snapshot(): SessionSnapshot {
    return {
      game: this.rules.id,
      variant: this.variantText,
      deal: formatDeal(this.deal),
      ...(this.number === undefined ? {} : { number: this.number }),
      moves: this.moves.map((m) => this.rules.formatMove(m)),
      auto: this.auto.slice(),
      cursor: this.cursor,
    };
  }

  /**
   * Rebuilds a game from a snapshot (checked by records.checkCurrent, so a move that fails here is
   * a programmer error). The app's forced moves are not made on the way: the snapshot has them.
   */
  static restore<S, M, O, V>(rules: GameRules<S, M, O, V>, deal: Deal, variant: V, snap: SessionSnapshot, forced: ForcedMove<S, M> | undefined): Session<S, M, O, V> {
    const s = new Session(rules, deal, variant, snap.number, undefined);
    for (let i = 0; i < snap.moves.length; i++) {
      const r = rules.parseMove(snap.moves[i] as string, s.state);
      if (!r.ok) throw new Error(`snapshot move ${i + 1}: ${r.error.message}`);
      s.push(r.value, snap.auto[i] === true);
    }
    s.cursor = Math.max(0, Math.min(snap.cursor, snap.moves.length));
    let floor = 0;
    while (floor < s.auto.length && s.auto[floor]) floor++;
    s.floor = Math.min(floor, s.cursor);
    s.forced = forced;
    return s;
  }
}
