// Shared checks for building a position from a setup (lists of card texts), chessops-style: the
// setup need not come from a real game, but its cards must form exactly one deck.

import { type Card, fullDeck, JOKER_1, formatCard, parseCard } from './cards.js';
import { err, ok, parseError, type Result, tokenize } from './result.js';

/** Parses a group of cards written as text ("AS 4D KH"), giving jokers the numbers 52, 53 in order. */
export function parseCardGroup(text: string, where: string, jokersSeen: { n: number }, seen: Set<Card>): Result<Card[]> {
  const cards: Card[] = [];
  for (const tok of tokenize(text)) {
    const r = parseCard(tok.text);
    if (!r.ok) return err({ ...r.error, message: `${where}: ${r.error.message}`, column: tok.column });
    let c = r.value;
    if (c === JOKER_1) c = JOKER_1 + jokersSeen.n++;
    else if (seen.has(c)) return err(parseError('ERR_DUPLICATE', `${where}: ${tok.text} appears twice`, { token: tok.text, column: tok.column }));
    seen.add(c);
    cards.push(c);
  }
  return ok(cards);
}

/** Checks that the cards seen are one whole deck with `jokers` jokers; names what is missing. */
export function checkWholeDeck(seen: Set<Card>, jokers: number): Result<true> {
  const deck = fullDeck(jokers as 0 | 1 | 2);
  const extraJokers = [...seen].filter((c) => c >= 52 + jokers);
  if (extraJokers.length > 0) return err(parseError('ERR_JOKER', `too many jokers: this variant has ${jokers}`));
  const missing = deck.filter((c) => !seen.has(c));
  if (missing.length > 0) return err(parseError('ERR_COUNT', `the position is missing ${missing.length} card(s): ${missing.slice(0, 8).map(formatCard).join(' ')}${missing.length > 8 ? ' …' : ''}`));
  return ok(true);
}
