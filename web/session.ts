// One game in the browser: the deal, the variant and the moves, with undo and redo. Every rule
// question goes to the engine (GameRules); this module only keeps the move list and marks which
// moves the app made by itself (Aces Up forced discards), so one Undo takes back a player's move
// together with the discards that followed it.

import type { Deal } from '../src/core/deal.js';
import { formatDeal } from '../src/core/deal.js';
import type { GameId, GameRecord, GameRules } from '../src/core/game.js';
import { acesUp, golf } from '../src/games/index.js';
import type { AcesUpMove, AcesUpObservation, AcesUpState, AcesUpVariant } from '../src/games/acesup/index.js';
import type { GolfMove, GolfObservation, GolfState, GolfVariant } from '../src/games/golf/index.js';

export type AcesUpRules = GameRules<AcesUpState, AcesUpMove, AcesUpObservation, AcesUpVariant>;
export type GolfRules = GameRules<GolfState, GolfMove, GolfObservation, GolfVariant>;

export interface SessionOptions {
  /** Aces Up: make forced discards by themselves (ignored under free-discards). */
  readonly autoDiscard: boolean;
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
    private options: SessionOptions,
  ) {
    this.states = [rules.start(deal, variant)];
    this.runAuto();
    this.floor = this.cursor;
  }

  get state(): S {
    return this.states[this.cursor] as S;
  }
  get variantText(): string {
    return this.rules.formatVariant(this.variant);
  }
  get dealText(): string {
    return formatDeal(this.deal);
  }
  /** The engine's legal moves here (remembered per position: the table asks several times a render). */
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
  /** Every move ever made in this game, including undone ones (for saving). */
  get allMoves(): readonly M[] {
    return this.moves;
  }
  get position(): number {
    return this.cursor;
  }

  setOptions(options: SessionOptions): void {
    this.options = options;
    this.runAuto();
  }

  /** The move the app makes by itself here, if any: a forced Aces Up discard. */
  autoMove(): M | undefined {
    if (this.rules.id !== 'acesup' || !this.options.autoDiscard) return undefined;
    const v = this.variant as unknown as AcesUpVariant;
    if (v.freeDiscards) return undefined;
    return this.legal.find((m) => (m as unknown as AcesUpMove).type === 'discard');
  }

  private push(move: M, auto: boolean): void {
    const next = this.rules.applyMove(this.state, move);
    this.moves.length = this.cursor;
    this.auto.length = this.cursor;
    this.states.length = this.cursor + 1;
    this.moves.push(move);
    this.auto.push(auto);
    this.states.push(next);
    this.cursor++;
  }

  private runAuto(): number {
    let n = 0;
    for (let m = this.autoMove(); m !== undefined; m = this.autoMove()) {
      this.push(m, true);
      n++;
    }
    return n;
  }

  /** Plays a move the engine listed as legal, then the app's own forced moves. Returns the moves made. */
  play(move: M): M[] {
    const made = [move];
    this.push(move, false);
    const before = this.cursor;
    this.runAuto();
    for (let i = before; i < this.cursor; i++) made.push(this.moves[i] as M);
    return made;
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

  restart(): void {
    this.cursor = this.floor;
    this.moves.length = this.floor;
    this.auto.length = this.floor;
    this.states.length = this.floor + 1;
  }

  /** The record of the game up to the current position (the engine's GameRecord). */
  record(): GameRecord {
    const base = { game: this.rules.id, variant: this.variantText, deal: this.dealText, moves: this.moves.slice(0, this.cursor).map((m) => this.rules.formatMove(m)) };
    return this.number === undefined ? base : { ...base, number: this.number };
  }

  /** Everything needed to bring the game back exactly, redo list included. */
  snapshot(): SessionSnapshot {
    return {
      game: this.rules.id,
      variant: this.variantText,
      deal: this.dealText,
      ...(this.number === undefined ? {} : { number: this.number }),
      moves: this.moves.map((m) => this.rules.formatMove(m)),
      auto: this.auto.slice(),
      cursor: this.cursor,
    };
  }

  /** Rebuilds a game from a snapshot already checked by the engine (see store.ts). */
  static restore<S, M, O, V>(rules: GameRules<S, M, O, V>, deal: Deal, variant: V, snap: SessionSnapshot, options: SessionOptions): Session<S, M, O, V> {
    const s = new Session(rules, deal, variant, snap.number, { autoDiscard: false });
    s.states.length = 1;
    s.moves.length = 0;
    s.auto.length = 0;
    s.cursor = 0;
    for (let i = 0; i < snap.moves.length; i++) {
      const r = rules.parseMove(snap.moves[i] as string, s.state);
      if (!r.ok) throw new Error(`snapshot move ${i + 1}: ${r.error.message}`);
      s.push(r.value, snap.auto[i] === true);
    }
    s.cursor = Math.max(0, Math.min(snap.cursor, snap.moves.length));
    let floor = 0;
    while (floor < s.auto.length && s.auto[floor]) floor++;
    s.floor = Math.min(floor, s.cursor);
    s.options = options;
    return s;
  }
}

export interface SessionSnapshot {
  readonly game: GameId;
  readonly variant: string;
  readonly deal: string;
  readonly number?: number;
  readonly moves: readonly string[];
  readonly auto: readonly boolean[];
  readonly cursor: number;
}

export type AcesUpSession = Session<AcesUpState, AcesUpMove, AcesUpObservation, AcesUpVariant>;
export type GolfSession = Session<GolfState, GolfMove, GolfObservation, GolfVariant>;
/** Either game, tagged so code can narrow to the right one. */
export type AnySession = { readonly game: 'acesup'; readonly s: AcesUpSession } | { readonly game: 'golf'; readonly s: GolfSession };

export function newSession(game: GameId, variantText: string, deal: Deal, number: number | undefined, options: SessionOptions): AnySession {
  if (game === 'acesup') {
    const v = acesUp.parseVariant(variantText);
    if (!v.ok) throw new Error(v.error.message);
    return { game, s: new Session(acesUp, deal, v.value, number, options) };
  }
  const v = golf.parseVariant(variantText);
  if (!v.ok) throw new Error(v.error.message);
  return { game, s: new Session(golf, deal, v.value, number, options) };
}
