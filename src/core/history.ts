// Undo and redo from the move list: a game is its start position plus the moves made; undo moves a
// cursor back, redo forward, and a new move after an undo drops the moves that were undone.

import type { Deal } from './deal.js';
import type { GameRecord, GameRules } from './game.js';
import { err, ok, parseError, type Result } from './result.js';
import { formatDeal } from './deal.js';

export class History<S, M, O, V> {
  private readonly states: S[];
  private readonly moves: M[] = [];
  private cursor = 0;

  constructor(
    readonly rules: GameRules<S, M, O, V>,
    readonly deal: Deal,
    readonly variant: V,
    readonly number?: number,
  ) {
    this.states = [rules.start(deal, variant)];
  }

  get state(): S {
    return this.states[this.cursor] as S;
  }

  /** Moves made up to the current position. */
  get played(): readonly M[] {
    return this.moves.slice(0, this.cursor);
  }

  get canUndo(): boolean {
    return this.cursor > 0;
  }

  get canRedo(): boolean {
    return this.cursor < this.moves.length;
  }

  play(move: M): void {
    const next = this.rules.applyMove(this.state, move);
    this.moves.length = this.cursor;
    this.states.length = this.cursor + 1;
    this.moves.push(move);
    this.states.push(next);
    this.cursor++;
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    this.cursor--;
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    this.cursor++;
    return true;
  }

  restart(): void {
    this.cursor = 0;
    this.moves.length = 0;
    this.states.length = 1;
  }

  /** The record of the game up to the current position (undone moves are not kept). */
  record(): GameRecord {
    const base = { game: this.rules.id, variant: this.rules.formatVariant(this.variant), deal: formatDeal(this.deal), moves: this.played.map((m) => this.rules.formatMove(m)) };
    return this.number === undefined ? base : { ...base, number: this.number };
  }
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
