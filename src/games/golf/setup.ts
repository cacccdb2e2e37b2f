// Building a Golf position from a setup (any position, not only a fresh deal): columns, waste and
// stock (next card first) as card texts; cards not listed count as already played to the waste.

import type { Card } from '../../core/cards.js';
import { err, ok, type Result } from '../../core/result.js';
import { checkWholeDeck, parseCardGroup } from '../../core/setup.js';
import type { GolfState } from './rules.js';
import type { GolfVariant } from './variant.js';

export interface GolfSetup {
  /** Seven columns, each bottom to top, e.g. ["2C 9H KD", "", ...]. */
  readonly columns: readonly string[];
  /** The waste bottom to top; its last card is the one to play on. Cards not listed anywhere go under it. */
  readonly waste: string;
  /** The stock, next card first. */
  readonly stock: string;
}

export function golfFromSetup(setup: GolfSetup, variant: GolfVariant): Result<GolfState> {
  if (setup.columns.length !== 7) return err({ code: 'ERR_SETUP', message: `Golf has 7 columns, the setup has ${setup.columns.length}` });
  const seen = new Set<Card>();
  const jokersSeen = { n: 0 };
  const columns: Card[][] = [];
  for (let c = 0; c < 7; c++) {
    const r = parseCardGroup(setup.columns[c] as string, `column ${c + 1}`, jokersSeen, seen);
    if (!r.ok) return r;
    if (r.value.length > 5) return err({ code: 'ERR_SETUP', message: `column ${c + 1} has ${r.value.length} cards; a column holds at most 5` });
    columns.push(r.value);
  }
  const waste = parseCardGroup(setup.waste, 'waste', jokersSeen, seen);
  if (!waste.ok) return waste;
  const stock = parseCardGroup(setup.stock, 'stock', jokersSeen, seen);
  if (!stock.ok) return stock;
  const under: Card[] = [];
  for (let c = 0; c < 52 + variant.jokers; c++) if (!seen.has(c)) under.push(c);
  if (under.length > 0 && waste.value.length === 0) {
    return err({ code: 'ERR_SETUP', message: `the waste is empty but ${under.length} card(s) are not placed; list them in the waste or the stock` });
  }
  under.forEach((c) => seen.add(c));
  const whole = checkWholeDeck(seen, variant.jokers);
  if (!whole.ok) return whole;
  const wastePile = [...under, ...waste.value];
  const deal = [...columns.flat(), ...wastePile, ...stock.value];
  return ok({ kind: 'golf-state', variant, deal, columns, waste: wastePile, next: deal.length - stock.value.length });
}
