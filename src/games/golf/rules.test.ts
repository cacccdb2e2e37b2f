// Hand-made positions that test each Golf rule at its edge (rules §4).
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal, parseDeal } from '../../core/deal.js';
import { unwrap } from '../../core/result.js';
import { golf } from './index.js';
import { HOLES, isRoundComplete, newRound, recordHole, reshuffledHole, roundTotal, roundVerdict } from './round.js';
import { canPlayOn, type GolfState, isLockedLayout } from './rules.js';
import { golfFromSetup } from './setup.js';
import { type GolfVariant, parseGolfVariant, STRICT } from './variant.js';

const V = (text: string): GolfVariant => unwrap(parseGolfVariant(text));
const pos = (columns: string[], waste: string, stock: string, variant: GolfVariant = STRICT): GolfState => unwrap(golfFromSetup({ columns, waste, stock }, variant));
const moves = (s: GolfState): string[] => golf.legalMoves(s).map(golf.formatMove);
const c = (t: string): number => {
  const ranks = 'A23456789TJQK';
  const suits = 'SHDC';
  return suits.indexOf(t[1]!) * 13 + ranks.indexOf(t[0]!);
};

describe('Golf adjacency', () => {
  it('plays one rank up or down, suit ignored, direction free', () => {
    expect(canPlayOn(c('6S'), c('5H'), STRICT)).toBe(true);
    expect(canPlayOn(c('4S'), c('5H'), STRICT)).toBe(true);
    expect(canPlayOn(c('7S'), c('5H'), STRICT)).toBe(false);
    expect(canPlayOn(c('5S'), c('5H'), STRICT)).toBe(false);
  });

  it('strict: nothing on a king, king on a queen, ace and king not adjacent', () => {
    expect(canPlayOn(c('QS'), c('KH'), STRICT)).toBe(false);
    expect(canPlayOn(c('AS'), c('KH'), STRICT)).toBe(false);
    expect(canPlayOn(c('KS'), c('QH'), STRICT)).toBe(true);
    expect(canPlayOn(c('KS'), c('AH'), STRICT)).toBe(false);
    expect(canPlayOn(c('2S'), c('AH'), STRICT)).toBe(true);
  });

  it('queen-on-king lets only a queen onto a king', () => {
    const v = V('queen-on-king');
    expect(canPlayOn(c('QS'), c('KH'), v)).toBe(true);
    expect(canPlayOn(c('AS'), c('KH'), v)).toBe(false);
    expect(canPlayOn(c('KS'), c('AH'), v)).toBe(false);
  });

  it('putt-putt wraps king and ace both ways and allows a queen on a king', () => {
    const v = V('putt-putt');
    expect(v.queenOnKing).toBe(true);
    expect(canPlayOn(c('AS'), c('KH'), v)).toBe(true);
    expect(canPlayOn(c('KS'), c('AH'), v)).toBe(true);
    expect(canPlayOn(c('QS'), c('KH'), v)).toBe(true);
    expect(canPlayOn(c('2S'), c('KH'), v)).toBe(false);
  });

  it('jokers are wild both ways, even on a king', () => {
    const v = V('jokers=1');
    expect(canPlayOn(52, c('KH'), v)).toBe(true);
    expect(canPlayOn(c('9D'), 52, v)).toBe(true);
    expect(canPlayOn(c('KD'), 52, v)).toBe(true);
  });
});

describe('Golf play', () => {
  it('the layout: 35 cards in seven columns of five, one card turned, 16 in the stock', () => {
    const deal = dealFromNumber(1);
    const s = golf.start(deal, STRICT);
    expect(s.columns.map((col) => col.length)).toEqual([5, 5, 5, 5, 5, 5, 5]);
    expect(s.columns[0]![4]).toBe(deal[4]); // card 5 is on top of column 1
    expect(s.columns[6]![0]).toBe(deal[30]);
    expect(s.waste).toEqual([deal[35]]);
    expect(golf.observe(s).stockCount).toBe(16);
    const e = golf.start(deal, V('empty-waste'));
    expect(e.waste).toEqual([]);
    expect(golf.observe(e).stockCount).toBe(17);
    expect(moves(e)).toEqual(['1', '2', '3', '4', '5', '6', '7', 't']);
  });

  it('a king on the waste stops play in strict rules until a card is turned', () => {
    const s = pos(['2C 9H', 'QS', 'AD', '', '', '', ''], 'KH', '5S 4D');
    expect(moves(s)).toEqual(['t']);
    const qok = pos(['2C 9H', 'QS', 'AD', '', '', '', ''], 'KH', '5S 4D', V('queen-on-king'));
    expect(moves(qok)).toEqual(['2', 't']);
    const pp = pos(['2C 9H', 'QS', 'AD', '', '', '', ''], 'KH', '5S 4D', V('putt-putt'));
    expect(moves(pp)).toEqual(['2', '3', 't']);
  });

  it('a wrap in putt-putt: K, A, 2 in one run', () => {
    const v = V('putt-putt');
    let s = pos(['2C', 'AS', 'KH', '', '', '', ''], 'QD', '', v);
    for (const m of ['3', '2', '1']) s = golf.applyMove(s, unwrap(golf.parseMove(m, s)));
    expect(golf.isWon(s)).toBe(true);
    expect(golf.score(s)).toBe(0);
  });

  it('a joker on the waste takes any card, and a joker from a column goes on anything', () => {
    const v = V('jokers=2');
    const s = pos(['KC', '7D', 'JK', '', '', '', ''], 'JK', '3S', v);
    expect(moves(s)).toEqual(['1', '2', '3', 't']);
    const onKing = pos(['3C', 'JK', '', '', '', '', ''], 'KH', '', v);
    expect(moves(onKing)).toEqual(['2']);
  });

  it('the stock is never turned over and the game ends when it is empty and nothing plays', () => {
    const s = pos(['2C 9H', '', '', '', '', '', ''], '4D', '');
    expect(golf.isTerminal(s)).toBe(true);
    expect(moves(s)).toEqual([]);
    expect(golf.score(s)).toBe(2);
  });

  it('scores a cleared tableau as minus the cards left in the stock', () => {
    let s = pos(['9H', '', '', '', '', '', ''], '8D', '5S 4D 3C');
    s = golf.applyMove(s, { type: 'play', column: 0 });
    expect(golf.isTerminal(s)).toBe(true);
    expect(golf.isWon(s)).toBe(true);
    expect(golf.score(s)).toBe(-3);
    expect(golf.legalMoves(s)).toEqual([]);
  });

  it('move text parses leniently and rejects illegal moves with a code', () => {
    const s = pos(['2C 9H', 'QS', 'AD', '', '', '', ''], 'KH', '5S 4D');
    expect(golf.parseMove('draw', s)).toEqual({ ok: true, value: { type: 'turn' } });
    const illegal = golf.parseMove('c2', s);
    expect(!illegal.ok && illegal.error.code).toBe('ERR_ILLEGAL');
    const junk = golf.parseMove('9', s);
    expect(!junk.ok && junk.error.code).toBe('ERR_MOVE');
  });
});

describe('Golf locked deals and rounds', () => {
  const lockedText = (): string => {
    // Four columns that each hold a queen under a king, then the rest of the deck.
    const cols = ['QS 2C 3C KS 4C', 'QH KH 5C 6C 7C', 'QD 8C KD 9C TC', '2D QC 3D 4D KC'];
    const used = new Set(cols.join(' ').split(' '));
    const rest = formatDeal(dealFromNumber(5)).split(' ').filter((t) => !used.has(t));
    return [...cols.join(' ').split(' '), ...rest].join(' ');
  };

  it('spots a locked layout: all four queens each under a king in its column', () => {
    const deal = unwrap(parseDeal(lockedText(), { jokers: 0 }));
    const s = golf.start(deal, STRICT);
    expect(isLockedLayout(s.columns, STRICT)).toBe(true);
    expect(isLockedLayout(s.columns, V('queen-on-king'))).toBe(false);
    expect(isLockedLayout(s.columns, V('jokers=1'))).toBe(false);
    // One queen free: not locked.
    const text = lockedText().replace('2D QC 3D 4D KC', '2D KC 3D 4D QC');
    const cols = golf.start(unwrap(parseDeal(text, { jokers: 0 })), STRICT).columns;
    expect(isLockedLayout(cols, STRICT)).toBe(false);
  });

  it('reshuffles a hole into another order of the same cards, reproducibly', () => {
    const deal = unwrap(parseDeal(lockedText(), { jokers: 0 }));
    const again = reshuffledHole(deal, 3, 1);
    expect(again).not.toEqual(deal);
    expect([...again].sort((a, b) => a - b)).toEqual([...deal].sort((a, b) => a - b));
    expect(reshuffledHole(deal, 3, 1)).toEqual(again);
  });

  it('adds nine holes and judges the round against par 45, or 36 under the table rule', () => {
    let r = newRound(STRICT, 100);
    for (let h = 0; h < HOLES; h++) r = recordHole(r, h === 0 ? -2 : 5);
    expect(isRoundComplete(r)).toBe(true);
    expect(roundTotal(r)).toBe(38);
    expect(roundVerdict(r)).toBe('par');
    let t = newRound(V('par=36'), 100);
    for (let h = 0; h < HOLES; h++) t = recordHole(t, h === 0 ? -2 : 5);
    expect(roundVerdict(t)).toBe('over');
    let p = newRound(STRICT, 1);
    for (let h = 0; h < HOLES; h++) p = recordHole(p, 0);
    expect(roundVerdict(p)).toBe('perfect');
    expect(() => recordHole(p, 1)).toThrow();
  });
});
