// How Golf looks and reads on screen, for the terminal and the web alike: the table's zones, where
// a card may go (the waste), every move in words, why a move is not legal, the verdict, and the
// note on a locked layout. Legality is always the engine's: these functions only filter and
// explain the legal moves, with the predicates of rules.ts. Everything reads the observation.

import { rankOf } from '../../core/cards.js';
import { cardArg, type Message, msg } from '../../core/i18n.js';
import { type Presentation, type Zone, zoneRef } from '../../core/present.js';
import { GOLF_MESSAGES } from './messages.js';
import { type GolfObservation, stateFromGolfObservation } from './observation.js';
import { canPlayOn, COLUMNS, type GolfMove, isLockedLayout, isWonGolf, scoreGolf } from './rules.js';
import type { GolfVariant } from './variant.js';

const STOCK = zoneRef('stock');
const WASTE = zoneRef('waste');
const k = (key: string, args?: Parameters<typeof msg>[1]): Message => msg(`golf.${key}`, args);

function topOf(cards: readonly number[]): number | undefined {
  return cards[cards.length - 1];
}

export const golfPresent: Presentation<GolfMove, GolfObservation, GolfVariant> = {
  messages: GOLF_MESSAGES,

  layout(obs) {
    const columns: Zone[] = obs.columns.map((cards, i) => ({ ref: zoneRef('column', i), name: k('zone.column', { n: i + 1 }), cards, count: cards.length, show: 'fan' }));
    const waste: Zone = { ref: WASTE, name: k('zone.waste'), cards: obs.waste, count: obs.waste.length, show: 'top' };
    const stock: Zone = { ref: STOCK, name: k('zone.stock'), cards: [], count: obs.stockCount, show: 'count' };
    return { rows: [columns, [waste, stock]] };
  },

  stockMove: { type: 'turn' },
  stockButton: k('stock.button'),

  zonesOf: (m) => (m.type === 'turn' ? { from: STOCK, to: WASTE } : { from: zoneRef('column', m.column), to: WASTE }),

  primaryMove(z) {
    if (z.kind === 'stock') return { type: 'turn' };
    return z.kind === 'column' && z.index >= 0 && z.index < COLUMNS ? { type: 'play', column: z.index } : undefined;
  },

  // Golf has no forced moves: every play and every turn is the player's choice.
  hasForcedMoves: false,
  autoDefault: () => false,
  forcedMove: () => undefined,

  label(obs, m) {
    if (m.type === 'turn') return k('label.turn', { left: obs.stockCount });
    return k('label.card', { card: cardArg(topOf(obs.columns[m.column] ?? []) ?? -1) });
  },

  describe(obs, m) {
    if (m.type === 'turn') return k('describe.turn', { left: obs.stockCount });
    const card = cardArg(topOf(obs.columns[m.column] ?? []) ?? -1);
    const onto = topOf(obs.waste);
    return onto === undefined ? k('describe.playEmpty', { card, column: m.column + 1 }) : k('describe.play', { card, column: m.column + 1, onto: cardArg(onto) });
  },

  targetLabel: (_obs, m) => k(m.type === 'turn' ? 'target.turn' : 'target.waste'),

  done(before, after, m) {
    const card = cardArg(topOf(after.waste) ?? -1);
    if (m.type === 'turn') return k('done.turn', { card, left: after.stockCount });
    const under = topOf(before.waste);
    return under === undefined ? k('done.playEmpty', { card, column: m.column + 1 }) : k('done.play', { card, column: m.column + 1, onto: cardArg(under) });
  },

  whyIllegal({ obs, legal }, m) {
    const v = obs.variant;
    if (legal.length === 0) return k('why.over');
    if (m.type === 'turn') return k('why.stockEmpty');
    const c = topOf(obs.columns[m.column] ?? []);
    if (c === undefined) return k('why.columnEmpty', { column: m.column + 1 });
    const top = topOf(obs.waste);
    if (top === undefined || canPlayOn(c, top, v)) return k('why.noPlay');
    const r = rankOf(top);
    if (r === 13 && !v.queenOnKing && !v.puttPutt) return k('why.kingStrict', { top: cardArg(top) });
    if (r === 13) return k(v.puttPutt ? 'why.kingPutt' : 'why.kingQueen', { top: cardArg(top) });
    // A king on an ace looks like a neighbour to a player who knows putt-putt: say why it is not.
    const wrapAsked = !v.puttPutt && r === 1 && rankOf(c) === 13;
    return k(wrapAsked ? 'why.notNextAce' : 'why.notNext', { card: cardArg(c), top: cardArg(top) });
  },

  verdict(obs) {
    // The score and the win are the rules' own, asked on a state with the unseen cards as a stock
    // (only how many there are matters to them).
    const s = stateFromGolfObservation(obs, obs.unseen);
    const score = scoreGolf(s);
    if (isWonGolf(s)) return obs.stockCount > 0 ? k('verdict.clearedStock', { score, stock: obs.stockCount }) : k('verdict.cleared', { score });
    return k('verdict.over', { score, left: obs.columns.reduce((n, col) => n + col.length, 0) });
  },

  scoreName: (n) => k('score', { n }),
  scoreLine: (obs, over) => k(over ? 'summary.over' : 'summary.playing', { score: scoreGolf(stateFromGolfObservation(obs, obs.unseen)), left: obs.columns.reduce((n, col) => n + col.length, 0) }),

  isLocked: (obs) => isLockedLayout(obs.columns, obs.variant),
  notes: (obs) => (isLockedLayout(obs.columns, obs.variant) ? [k('note.locked')] : []),
};

/** Every well-formed Golf move, legal or not (for conformance tests and fuzzers). */
export function everyGolfMove(): GolfMove[] {
  const out: GolfMove[] = [];
  for (let c = 0; c < COLUMNS; c++) out.push({ type: 'play', column: c });
  out.push({ type: 'turn' });
  return out;
}
