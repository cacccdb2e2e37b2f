// Building an Aces Up position from a setup (any position, not only a fresh deal): piles, stock
// (next card first) and discards as card texts. Used by tests, solvers and "solve this position".

import type { Card } from '../../core/cards.js';
import { err, ok, type Result } from '../../core/result.js';
import { checkWholeDeck, parseCardGroup } from '../../core/setup.js';
import type { AcesUpState } from './rules.js';
import type { AcesUpVariant } from './variant.js';

export interface AcesUpSetup {
  /** Four piles, each bottom to top, e.g. ["AS 4D", "KH", "", "2C"]. */
  readonly piles: readonly string[];
  /** The stock, next card first. */
  readonly stock: string;
  /** Cards already discarded; when omitted, every card not on the table or in the stock. */
  readonly discarded?: string;
}

export function acesUpFromSetup(setup: AcesUpSetup, variant: AcesUpVariant): Result<AcesUpState> {
  if (setup.piles.length !== 4) return err({ code: 'ERR_SETUP', message: `Aces Up has 4 piles, the setup has ${setup.piles.length}` });
  const jokers = variant.jokers ? 2 : 0;
  const seen = new Set<Card>();
  const jokersSeen = { n: 0 };
  const piles: Card[][] = [];
  for (let p = 0; p < 4; p++) {
    const r = parseCardGroup(setup.piles[p] as string, `pile ${p + 1}`, jokersSeen, seen);
    if (!r.ok) return r;
    piles.push(r.value);
  }
  const stock = parseCardGroup(setup.stock, 'stock', jokersSeen, seen);
  if (!stock.ok) return stock;
  let discarded: Card[];
  if (setup.discarded !== undefined) {
    const d = parseCardGroup(setup.discarded, 'discarded', jokersSeen, seen);
    if (!d.ok) return d;
    discarded = d.value;
  } else {
    discarded = [];
    for (let c = 0; c < 52 + jokers; c++) if (!seen.has(c)) discarded.push(c);
    discarded.forEach((c) => seen.add(c));
  }
  const whole = checkWholeDeck(seen, jokers);
  if (!whole.ok) return whole;
  const deal = [...piles.flat(), ...discarded, ...stock.value];
  return ok({ kind: 'acesup-state', variant, deal, piles, next: deal.length - stock.value.length, discarded });
}
