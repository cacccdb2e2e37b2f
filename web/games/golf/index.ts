// Golf in the web app: its table, where a column's top card may go (the waste), its moves and
// results in words, its rounds of nine holes, and its variant options. Legality is the engine's.

import { golf, type GolfMove, type GolfObservation, type GolfState, type GolfVariant } from '../../../src/games/golf/index.js';
import type { Destination, WebGame } from '../types.js';
import { golfRound } from './round.js';
import { RULES } from './rules-text.js';
import { say as m } from './say.js';
import { GolfTable } from './table.js';
import { WORDS } from './words.js';

export const golfWeb: WebGame<GolfState, GolfMove, GolfObservation, GolfVariant> = {
  id: 'golf',
  rules: golf,
  title: m('golf'),
  zones: 7,
  Table: GolfTable,
  rulesPages: RULES,
  words: WORDS,
  variantOptions: [
    { name: 'queen-on-king', kind: 'flag' },
    { name: 'putt-putt', kind: 'flag' },
    { name: 'empty-waste', kind: 'flag' },
    { name: 'jokers', kind: 'choice', values: ['0', '1', '2'] },
    { name: 'par', kind: 'choice', values: ['45', '36'] },
  ],

  destinations(state, legal, zone) {
    const out: Destination<GolfMove>[] = [];
    const card = state.columns[zone]?.at(-1);
    for (const move of legal) if (move.type === 'play' && move.column === zone && card !== undefined) out.push({ move, dest: { card, target: { kind: 'waste' }, label: m('toWaste') } });
    return out;
  },
  stockMove: (legal) => legal.find((x) => x.type === 'turn'),
  stockLabel: m('draw'),
  forcedMove: () => undefined,

  describe(s, move) {
    if (move.type === 'turn') {
      const c = s.deal[s.next];
      return m('turned', { card: c === undefined ? '' : { card: c } });
    }
    const c = s.columns[move.column]?.at(-1);
    return m('played', { card: c === undefined ? '' : { card: c } });
  },
  verdict: (s) => (golf.isWon(s) ? m('wonGolf', { n: golf.score(s) }) : m('lostGolf', { n: golf.score(s) })),
  status: () => [],
  round: golfRound,
};
