// Aces Up in the web app: its table, where a top card may go (a discard, an empty pile, a joker
// play), its moves and results in words, the forced discards the app may make, and its variant
// options. Legality is the engine's: everything here filters `legalMoves`.

import { acesUp, type AcesUpMove, type AcesUpObservation, type AcesUpState, type AcesUpVariant } from '../../../src/games/acesup/index.js';
import type { Arg } from '../../i18n.js';
import type { Destination, WebGame } from '../types.js';
import { RULES } from './rules-text.js';
import { say as m } from './say.js';
import { AcesUpTable } from './table.js';
import { WORDS } from './words.js';

const pile = (i: number) => m('pile', { n: i + 1 });

/** The top card of a pile, as a message argument (empty when the pile is). */
function top(s: AcesUpState, p: number): Arg {
  const c = s.piles[p]?.at(-1);
  return c === undefined ? '' : { card: c };
}

export const acesUpWeb: WebGame<AcesUpState, AcesUpMove, AcesUpObservation, AcesUpVariant> = {
  id: 'acesup',
  rules: acesUp,
  title: m('acesup'),
  zones: 4,
  Table: AcesUpTable,
  rulesPages: RULES,
  words: WORDS,
  variantOptions: [
    { name: 'aces-only', kind: 'flag' },
    { name: 'fill-first', kind: 'flag' },
    { name: 'aces-low', kind: 'flag' },
    { name: 'jokers', kind: 'flag' },
    { name: 'free-discards', kind: 'flag' },
  ],

  destinations(state, legal, zone) {
    const card = state.piles[zone]?.at(-1);
    const out: Destination<AcesUpMove>[] = [];
    if (card === undefined) return out;
    for (const move of legal) {
      if (move.type === 'discard' && move.pile === zone) out.push({ move, dest: { card, target: { kind: 'discard' }, label: m('discardThis') } });
      else if ((move.type === 'move' || move.type === 'joker') && move.from === zone) {
        const label = m(move.type === 'joker' ? 'playJokerOn' : 'moveTo', { target: pile(move.to) });
        out.push({ move, dest: { card, target: { kind: 'pile', index: move.to }, label } });
      }
    }
    return out;
  },
  stockMove: (legal) => legal.find((x) => x.type === 'deal'),
  stockLabel: m('deal'),
  // Under free-discards a discard is a choice, so the app never makes one by itself.
  forcedMove: (state, legal) => (state.variant.freeDiscards ? undefined : legal.find((x) => x.type === 'discard')),

  describe(s, move) {
    switch (move.type) {
      case 'deal':
        return m('dealt');
      case 'discard':
        return m('discarded', { card: top(s, move.pile) });
      case 'move':
        return m('moved', { card: top(s, move.from), target: pile(move.to) });
      case 'joker':
        return m('jokerPlayed', { card: top(s, move.to) });
    }
  },
  verdict: (s) => (acesUp.isWon(s) ? m('wonAcesUp') : m('lostAcesUp', { n: acesUp.score(s), left: acesUp.cardsLeft(s) })),
  status: (s) => [m('cardsLeft', { n: acesUp.cardsLeft(s) })],
};
