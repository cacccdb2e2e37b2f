// Game records (rules §7): one line, the deal text, a space, `|`, a space, then the move texts in
// order, separated by single spaces: `9C 8D 9D 6S … | x2 deal x3 1-2`. The app's own moves (forced
// discards) are written like the player's, so a record replays exactly. The game and the variant
// are not in the line: the caller knows them (a command's argument, a saved game's fields).

import type { Deal } from './deal.js';
import { formatDeal, parseDeal } from './deal.js';
import type { GameRules } from './game.js';
import { err, ok, parseError, type Result, tokenize } from './result.js';

export const RECORD_SEPARATOR = '|';

/** The record line of a game: its deal and the moves made from the start. */
export function formatGameRecord<S, M, O, V>(rules: GameRules<S, M, O, V>, deal: Deal, moves: readonly M[]): string {
  const head = `${formatDeal(deal)} ${RECORD_SEPARATOR}`;
  return moves.length === 0 ? head : `${head} ${moves.map((m) => rules.formatMove(m)).join(' ')}`;
}

export interface ParsedRecord<S, M> {
  readonly deal: Deal;
  readonly moves: readonly M[];
  /** The position after the last move. */
  readonly state: S;
}

/**
 * Parses a record line for a game and variant, replaying every move (each must be legal where it
 * is played). Errors name the token, its position (the card's or the move's number) and its
 * column in the line. Any white space separates; extra spaces are allowed; the canonical form is
 * what formatGameRecord writes.
 */
export function parseGameRecord<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, text: string): Result<ParsedRecord<S, M>> {
  const bar = text.indexOf(RECORD_SEPARATOR);
  if (bar < 0) {
    return err(parseError('ERR_RECORD', `a game record is the deal, " ${RECORD_SEPARATOR} ", then the moves; this line has no "${RECORD_SEPARATOR}"`, { column: text.length + 1 }));
  }
  const d = parseDeal(text.slice(0, bar), rules.dealShape(variant));
  if (!d.ok) {
    const at = d.error.code === 'ERR_COUNT' ? { column: bar + 1 } : {};
    return err({ ...d.error, ...at, message: `the deal: ${d.error.message}` });
  }
  let state = rules.start(d.value, variant);
  const moves: M[] = [];
  const tokens = tokenize(text.slice(bar + 1));
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] as { text: string; column: number };
    const column = bar + 1 + tok.column;
    const r = rules.parseMove(tok.text, state);
    if (!r.ok) {
      const why = tok.text === RECORD_SEPARATOR ? `a second "${RECORD_SEPARATOR}" (a record has one, between the deal and the moves)` : r.error.message;
      return err(parseError(r.error.code, `move ${i + 1} (column ${column}): ${why}`, { token: tok.text, position: i + 1, column }));
    }
    state = rules.applyMove(state, r.value);
    moves.push(r.value);
  }
  return ok({ deal: d.value, moves, state });
}
