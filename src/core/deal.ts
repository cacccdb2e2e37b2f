// Deals: the ordered card list off the shuffled deck (rules §2), its text form and deal numbers.

import { type Card, formatCard, fullDeck, JOKER_1, parseCard } from './cards.js';
import { err, ok, parseError, type ParseError, type Result, tokenize } from './result.js';
import { MAX_DEAL_NUMBER, Rng } from './rng.js';

/** A deal is the cards in the order they come off the deck. Jokers are 52 (first seen) and 53. */
export type Deal = readonly Card[];

export interface DealShape {
  /** How many jokers the deck holds (0, 1 or 2). */
  readonly jokers: 0 | 1 | 2;
}

/**
 * Deal number → deal. The unshuffled deck is spades A..K, hearts A..K, diamonds A..K, clubs A..K,
 * then the jokers; it is shuffled by Rng(number).shuffle. FROZEN once released (golden tests).
 */
export function dealFromNumber(n: number, shape: DealShape = { jokers: 0 }): Deal {
  return canonicalJokers(new Rng(n).shuffle(fullDeck(shape.jokers)));
}

/** Jokers are alike: number them 52, 53 in the order they appear, as parsing does. */
function canonicalJokers(cards: Card[]): Card[] {
  let next = JOKER_1;
  for (let i = 0; i < cards.length; i++) if ((cards[i] as Card) >= JOKER_1) cards[i] = next++;
  return cards;
}

/** Parses a deal number (decimal, 0 to 2^32-1). */
export function parseDealNumber(text: string): Result<number> {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return err(parseError('ERR_DEAL_NUMBER', `"${text}" is not a deal number (a whole number from 0 to ${MAX_DEAL_NUMBER})`, { token: text }));
  const n = Number(t);
  if (n > MAX_DEAL_NUMBER) return err(parseError('ERR_DEAL_NUMBER', `deal number ${t} is too large (at most ${MAX_DEAL_NUMBER})`, { token: text }));
  return ok(n);
}

/** Canonical deal text: canonical cards separated by single spaces. */
export function formatDeal(deal: Deal): string {
  return deal.map(formatCard).join(' ');
}

/**
 * Parses deal text. Tokens are separated by white space (and `-` or `,` when `loose`, as in
 * links). Checks every card, duplicates, the joker count and the total.
 */
export function parseDeal(text: string, shape: DealShape, opts: { loose?: boolean } = {}): Result<Deal> {
  const tokens = tokenize(text, opts.loose ? '-,' : '');
  const expected = 52 + shape.jokers;
  const seenAt = new Map<Card, number>();
  const cards: Card[] = [];
  let jokers = 0;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    const where = { token: tok.text, position: i + 1, column: tok.column };
    const r = parseCard(tok.text);
    if (!r.ok) return err({ ...r.error, ...where, message: `card ${i + 1} (column ${tok.column}): ${r.error.message}` });
    let card = r.value;
    if (card === JOKER_1) {
      if (jokers >= shape.jokers) {
        const msg = shape.jokers === 0 ? 'this game has no jokers (add a jokers variant)' : `only ${shape.jokers} joker${shape.jokers === 1 ? '' : 's'} in this deck`;
        return err(parseError('ERR_JOKER', `card ${i + 1} (column ${tok.column}): "${tok.text}": ${msg}`, where));
      }
      card = JOKER_1 + jokers;
      jokers++;
    } else {
      const prev = seenAt.get(card);
      if (prev !== undefined) return err(parseError('ERR_DUPLICATE', `card ${i + 1} (column ${tok.column}): "${tok.text}" is a duplicate of card ${prev}`, where));
      seenAt.set(card, i + 1);
    }
    cards.push(card);
  }
  if (cards.length !== expected) {
    const missing = fullDeck(shape.jokers).filter((c) => c < 52 && !seenAt.has(c)).map(formatCard);
    const more = cards.length < expected ? ` (missing: ${missing.slice(0, 8).join(' ')}${missing.length > 8 ? ' …' : ''})` : '';
    const e: ParseError = parseError('ERR_COUNT', `a deal has ${expected} cards, this one has ${cards.length}${more}`, { position: cards.length });
    return err(e);
  }
  return ok(cards);
}

/** A fresh shuffle of the same cards (for "reshuffle this hole"), seeded so it can be replayed. */
export function reshuffleDeal(deal: Deal, seed: number): Deal {
  return canonicalJokers(new Rng(seed).shuffle([...deal]));
}
