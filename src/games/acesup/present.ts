// How Aces Up looks and reads on screen, for the terminal and the web alike: the table's zones,
// where a card may go, the app's forced discards, every move in words, why a move is not legal,
// and the verdict. Legality is always the engine's: these functions only filter and explain the
// legal moves, with the predicates of rules.ts. Everything reads the observation.

import { cardArg, cardsArg, type Message, msg } from '../../core/i18n.js';
import { type MoveZones, type Presentation, type Zone, zoneRef, type ZoneRef } from '../../core/present.js';
import { suitOf } from '../../core/cards.js';
import { ACESUP_MESSAGES } from './messages.js';
import { type AcesUpObservation, stateFromAcesUpObservation } from './observation.js';
import { type AcesUpMove, dealBlockedByFillFirst, isDiscardable, isKeeper, isWonAcesUp, maxScoreAcesUp, mayFillEmpty, PILES, topOf } from './rules.js';
import type { AcesUpVariant } from './variant.js';

const STOCK = zoneRef('stock');
const DISCARDS = zoneRef('discards');
const pile = (i: number): ZoneRef => zoneRef('pile', i);
const k = (key: string, args?: Parameters<typeof msg>[1]): Message => msg(`acesup.${key}`, args);

function top(obs: AcesUpObservation, p: number): number {
  return topOf(obs.piles[p] ?? []);
}

/** The verdict's figures, asked of the rules on the finished position (its stock is empty). */
function finalFigures(obs: AcesUpObservation): { won: boolean; score: number; left: number } {
  const left = obs.piles.reduce((n, p) => n + p.length, 0);
  const won = obs.stockCount === 0 && isWonAcesUp(stateFromAcesUpObservation(obs, []));
  return { won, score: obs.discarded.length, left };
}

export const acesUpPresent: Presentation<AcesUpMove, AcesUpObservation, AcesUpVariant> = {
  messages: ACESUP_MESSAGES,

  layout(obs) {
    const piles: Zone[] = obs.piles.map((cards, i) => ({ ref: pile(i), name: k('zone.pile', { n: i + 1 }), cards, count: cards.length, show: 'fan' }));
    const stock: Zone = { ref: STOCK, name: k('zone.stock'), cards: [], count: obs.stockCount, show: 'count' };
    const discards: Zone = { ref: DISCARDS, name: k('zone.discards'), cards: obs.discarded, count: obs.discarded.length, show: 'top' };
    return { rows: [[stock, discards], piles] };
  },

  stockMove: { type: 'deal' },
  stockButton: k('stock.button'),

  zonesOf(m): MoveZones {
    switch (m.type) {
      case 'deal':
        return { from: STOCK, to: pile(0) };
      case 'discard':
        return { from: pile(m.pile), to: DISCARDS };
      case 'move':
      case 'joker':
        return { from: pile(m.from), to: pile(m.to) };
    }
  },

  primaryMove(z) {
    if (z.kind === 'stock') return { type: 'deal' };
    return z.kind === 'pile' && z.index >= 0 && z.index < PILES ? { type: 'discard', pile: z.index } : undefined;
  },

  hasForcedMoves: true,
  autoDefault: (v) => !v.freeDiscards,

  // Discards only: a joker play is always the player's choice. Under free-discards a discard is a
  // decision (it can cost a win), so the app makes none there.
  forcedMove: ({ obs, legal }) => (obs.variant.freeDiscards ? undefined : legal.find((m) => m.type === 'discard')),

  label(obs, m) {
    if (m.type === 'deal') return k('label.deal', { left: obs.stockCount });
    return k('label.card', { card: cardArg(top(obs, m.type === 'discard' ? m.pile : m.from)) });
  },

  describe(obs, m) {
    switch (m.type) {
      case 'deal':
        return k('describe.deal', { n: Math.min(PILES, obs.stockCount), left: obs.stockCount });
      case 'discard':
        return k('describe.discard', { card: cardArg(top(obs, m.pile)), pile: m.pile + 1 });
      case 'move':
        return k('describe.move', { card: cardArg(top(obs, m.from)), from: m.from + 1, to: m.to + 1 });
      case 'joker':
        return k('describe.joker', { card: cardArg(top(obs, m.to)), from: m.from + 1, to: m.to + 1 });
    }
  },

  targetLabel(_obs, m) {
    switch (m.type) {
      case 'deal':
        return k('target.deal');
      case 'discard':
        return k('target.discard');
      case 'move':
        return k('target.move', { to: m.to + 1 });
      case 'joker':
        return k('target.joker', { to: m.to + 1 });
    }
  },

  done(before, after, m) {
    switch (m.type) {
      case 'deal': {
        const n = before.stockCount - after.stockCount;
        return k('done.deal', { cards: cardsArg(after.piles.slice(0, n).map(topOf)), left: after.stockCount });
      }
      case 'discard':
        return k('done.discard', { card: cardArg(top(before, m.pile)), pile: m.pile + 1 });
      case 'move':
        return k('done.move', { card: cardArg(top(before, m.from)), from: m.from + 1, to: m.to + 1 });
      case 'joker':
        return k('done.joker', { card: cardArg(top(before, m.to)), from: m.from + 1, to: m.to + 1 });
    }
  },

  whyIllegal({ obs, legal }, m) {
    const v = obs.variant;
    const tops = obs.piles.map(topOf);
    if (legal.length === 0) return k('why.over');
    const isEmpty = (p: number): boolean => (tops[p] ?? -1) < 0;
    const suit = (c: number): Message => k(`suit.${suitOf(c)}`);
    switch (m.type) {
      case 'deal': {
        if (obs.stockCount === 0) return k('why.stockEmpty');
        const discards = legal.filter((x) => x.type === 'discard');
        if (!v.freeDiscards && discards.length > 0) return k('why.discardsFirst', { n: discards.length, piles: discards.map((x) => String(x.pile + 1)).join(', ') });
        if (dealBlockedByFillFirst(obs.piles, v)) return k('why.fillFirst');
        return k('why.noDeal');
      }
      case 'discard': {
        const c = tops[m.pile] ?? -1;
        if (c < 0) return k('why.pileEmpty', { pile: m.pile + 1 });
        if (c >= 52) return k('why.jokerDiscard', { pile: m.pile + 1 });
        if (isKeeper(c, v) && !isDiscardable(tops, m.pile, v)) return k('why.highest', { card: cardArg(c), suit: suit(c) });
        return k('why.notBeaten', { card: cardArg(c), suit: suit(c) });
      }
      case 'move': {
        if (isEmpty(m.from)) return k('why.pileEmpty', { pile: m.from + 1 });
        if (!isEmpty(m.to)) return k('why.notEmpty', { to: m.to + 1 });
        if (!mayFillEmpty(tops[m.from] ?? -1, v)) return k(v.acesLow ? 'why.kingsOnly' : 'why.acesOnly');
        return k('why.noMove');
      }
      case 'joker': {
        if (!v.jokers) return k('why.noJokers');
        if ((tops[m.from] ?? -1) < 52) return k('why.notJoker', { pile: m.from + 1 });
        if (isEmpty(m.to)) return k('why.jokerOnEmpty', { to: m.to + 1 });
        return k('why.noJokerPlay');
      }
    }
  },

  verdict(obs) {
    const max = maxScoreAcesUp(obs.variant);
    const { won, score, left } = finalFigures(obs);
    if (won) return k(obs.variant.acesLow ? 'verdict.wonKings' : 'verdict.wonAces', { score, max, left });
    return k(score <= max ? 'verdict.lost' : 'verdict.lostHigh', { score, max, left });
  },

  scoreName: (n) => k('score', { n }),
  scoreLine: (obs, over) => k(over ? 'summary.over' : 'summary.playing', { score: obs.discarded.length, left: obs.piles.reduce((n, p) => n + p.length, 0) + obs.stockCount }),

  isLocked: () => false,
  notes: () => [],
};

/** Every well-formed Aces Up move, legal or not, joker plays included (for conformance tests and fuzzers). */
export function everyAcesUpMove(): AcesUpMove[] {
  const out: AcesUpMove[] = [{ type: 'deal' }];
  for (let p = 0; p < PILES; p++) out.push({ type: 'discard', pile: p });
  for (let from = 0; from < PILES; from++) {
    for (let to = 0; to < PILES; to++) {
      if (from === to) continue;
      out.push({ type: 'move', from, to }, { type: 'joker', from, to });
    }
  }
  return out;
}
