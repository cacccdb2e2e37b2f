// The coach's questions about positions of a game record, answered once for every game through
// the registry: the record line to copy (rules §7), the positions along the game or along a
// solver's line (to draw them and to follow the line), and whether the rest of the game is forced.
// The controller's records were made by the engine from legal moves, so they replay; a move that
// does not is a programmer error.

import { type Deal, parseDeal } from '../../src/core/deal.js';
import type { GameRecord, GameRules } from '../../src/core/game.js';
import { replay } from '../../src/core/history.js';
import { type TableLayout, zoneKey } from '../../src/core/present.js';
import { formatGameRecord } from '../../src/core/record.js';
import { unwrap } from '../../src/core/result.js';
import type { GameModule } from '../../src/games/module.js';
import { withModule } from '../games/engine.js';
import { restIsForced } from '../../src/coach/finish.js';
import type { Message } from '../words/i18n.js';
import { COACH_WORDS } from './words.js';

/** A position's record: the game, variant and deal, and the moves from the start (the controller's record() shape). */
export type Position = Pick<GameRecord, 'game' | 'variant' | 'deal' | 'moves'>;

interface Start<S, M, O, V> {
  readonly deal: Deal;
  readonly variant: V;
  readonly rules: GameRules<S, M, O, V>;
}

function startOf<S, M, O, V>(g: GameModule<S, M, O, V>, p: Position): Start<S, M, O, V> {
  const variant = unwrap(g.rules.parseVariant(p.variant));
  return { deal: unwrap(parseDeal(p.deal, g.rules.dealShape(variant))), variant, rules: g.rules };
}

function stateOf<S, M, O, V>(g: GameModule<S, M, O, V>, p: Position, extra: readonly string[] = []): S {
  const s = startOf(g, p);
  return unwrap(replay(s.rules, s.deal, s.variant, [...p.moves, ...extra])).state;
}

/** The game record line (deal, ` | `, the moves), as the engine writes it. */
export function recordLine(p: Position): string {
  return withModule(p.game, (g) => {
    const s = startOf(g, p);
    return formatGameRecord(s.rules, s.deal, unwrap(replay(s.rules, s.deal, s.variant, p.moves)).moves);
  });
}

/**
 * The moves to the end when the rest of the game is forced: at most one legal move in every
 * position until no move is left (the engine's legal list says so). Undefined when a choice is
 * left somewhere on the way. Asks the full state, as the end of a game does not depend on a choice.
 */
export function forcedRestOf<S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, cap = 2000): string[] | undefined {
  const out: string[] = [];
  let s = state;
  for (let i = 0; i < cap; i++) {
    const legal = rules.legalMoves(s);
    if (legal.length === 0) return out;
    if (legal.length > 1) return undefined;
    const only = legal[0] as M;
    out.push(rules.formatMove(only));
    s = rules.applyMove(s, only);
  }
  return undefined;
}

/**
 * "Finish the game" with its words, when it is offered: the rest is forced whatever the order of the unseen cards
 * (src/coach/finish.ts), decided from what the player sees only, so the offer tells nothing about
 * the stock. (forcedRest, from the full state, would: offered with cards still in the stock, it
 * would say that they bring no choice.)
 */
export function finishOffer(p: Position): Message | undefined {
  return withModule(p.game, (g) => (restIsForced(g, g.rules.observe(stateOf(g, p))) ? COACH_WORDS.m('coachUi.finishWhy') : undefined));
}

/** The moves to the end when the rest of the game is forced (from the full state: for playing them, once offered). */
export function forcedRest(p: Position): string[] | undefined {
  return withModule(p.game, (g) => forcedRestOf(g.rules, stateOf(g, p)));
}

/** The position's key (the engine's `key`: it tells positions of one deal apart). */
export function keyOf(p: Position): string {
  return withModule(p.game, (g) => g.rules.key(stateOf(g, p)));
}

/** The keys of the positions along `line` from `p`: keys[i] is the position before line[i]; the last is the end. */
export function lineKeys(p: Position, line: readonly string[]): string[] {
  return withModule(p.game, (g) => {
    const { rules } = g;
    let s = stateOf(g, p);
    const keys = [rules.key(s)];
    for (const text of line) {
      s = rules.applyMove(s, unwrap(rules.parseMove(text, s)));
      keys.push(rules.key(s));
    }
    return keys;
  });
}

/** What is drawn of a position: the engine's layout of the observation (the stock face down). */
export function layoutAt(p: Position, extra: readonly string[] = []): TableLayout {
  return withModule(p.game, (g) => g.present.layout(g.rules.observe(stateOf(g, p, extra))));
}

/** Every move of the record in words, each said in the position it was made from. */
export function describeMoves(p: Position): Message[] {
  return withModule(p.game, (g) => {
    const { rules, present } = g;
    const st = startOf(g, p);
    let s = rules.start(st.deal, st.variant);
    const out: Message[] = [];
    for (const text of p.moves) {
      const m = unwrap(rules.parseMove(text, s));
      out.push(present.describe(rules.observe(s), m));
      s = rules.applyMove(s, m);
    }
    return out;
  });
}

/** How many legal moves each position of the record had (index k: before move k). */
export function choicesAlong(p: Position): number[] {
  return withModule(p.game, (g) => {
    const { rules } = g;
    const st = startOf(g, p);
    let s = rules.start(st.deal, st.variant);
    const out: number[] = [];
    for (const text of p.moves) {
      out.push(rules.legalMoves(s).length);
      s = rules.applyMove(s, unwrap(rules.parseMove(text, s)));
    }
    return out;
  });
}

/** A solver's line with the keys of the positions along it (lineKeys), kept to be followed. */
export interface KnownLine {
  readonly moves: readonly string[];
  readonly keys: readonly string[];
  /** Whether the line wins, and the score it reaches. */
  readonly won: boolean;
  readonly best: number;
}

/**
 * Where a position is on a kept line: the rest of the line from it, or undefined when the player
 * left the line (then it is solved again). Followed by position, not by move count, so the app's
 * forced moves in another order than the line's still count as on it when they meet it again.
 */
export function restOfLine(line: KnownLine, key: string): readonly string[] | undefined {
  const i = line.keys.indexOf(key);
  return i < 0 ? undefined : line.moves.slice(i);
}

/** What a player sees at the position, and the legal moves as text: all a fair player is handed. */
export function observed(p: Position): { obs: unknown; legal: string[] } {
  return withModule(p.game, (g) => {
    const s = stateOf(g, p);
    return { obs: g.rules.observe(s), legal: g.rules.legalMoves(s).map((m) => g.rules.formatMove(m)) };
  });
}

/** Where a move (legal at the position after `extra` moves) takes a card from and to, as zone keys. */
export function moveZones(p: Position, text: string, extra: readonly string[] = []): { from: string; to: string } | undefined {
  return withModule(p.game, (g) => {
    const m = g.rules.parseMove(text, stateOf(g, p, extra));
    if (!m.ok) return undefined;
    const z = g.present.zonesOf(m.value);
    return { from: zoneKey(z.from), to: zoneKey(z.to) };
  });
}

/** A move (legal at the position after `extra` moves) in words. */
export function describeMove(p: Position, text: string, extra: readonly string[] = []): Message | undefined {
  return withModule(p.game, (g) => {
    const s = stateOf(g, p, extra);
    const m = g.rules.parseMove(text, s);
    return m.ok ? g.present.describe(g.rules.observe(s), m.value) : undefined;
  });
}

/**
 * How many moves of a line (from the position) the game makes by itself when the player lets it
 * (Aces Up's forced discards: the game's forcedMove), so a line's count can be set beside the
 * game's move counter, which counts the player's moves only.
 */
export function appMovesIn(p: Position, line: readonly string[]): number {
  return withModule(p.game, (g) => {
    let s = stateOf(g, p);
    let n = 0;
    for (const text of line) {
      const m = unwrap(g.rules.parseMove(text, s));
      if (g.present.forcedMove({ obs: g.rules.observe(s), legal: [m] }) === m) n++;
      s = g.rules.applyMove(s, m);
    }
    return n;
  });
}
