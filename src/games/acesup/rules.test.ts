// Hand-made positions that test each Aces Up rule at its edge (rules §3).
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { acesUp } from './index.js';
import { type AcesUpMove, type AcesUpState, isWonAcesUp } from './rules.js';
import { acesUpFromSetup } from './setup.js';
import { type AcesUpVariant, isStandardAcesUp, parseAcesUpVariant, STANDARD } from './variant.js';

const V = (text: string): AcesUpVariant => unwrap(parseAcesUpVariant(text));
const pos = (piles: string[], stock = '', variant: AcesUpVariant = STANDARD): AcesUpState => unwrap(acesUpFromSetup({ piles, stock }, variant));
const moves = (s: AcesUpState): string[] => acesUp.legalMoves(s).map(acesUp.formatMove);
const play = (s: AcesUpState, ...texts: string[]): AcesUpState => texts.reduce((st, t) => acesUp.applyMove(st, unwrap(acesUp.parseMove(t, st))), s);
const tops = (s: AcesUpState): string[] => s.piles.map((p) => (p.length ? String(p[p.length - 1]) : '-'));

describe('Aces Up discards', () => {
  it('discards every lower card of a suit when three share it, the highest stays', () => {
    const s = pos(['2H 5H', '9H', 'KH', '3C'], '4S 5S 6S 7S');
    expect(moves(s)).toEqual(['x1', 'x2']);
    const after = play(s, 'x1', 'x2');
    // 2H is now on top of pile 1, beaten by KH; pile 2 is empty; no deal while a discard is due.
    expect(moves(after)).toEqual(['x1', '1-2', '3-2', '4-2']);
    const done = play(after, 'x1');
    expect(done.discarded.length - s.discarded.length).toBe(3);
    expect(moves(done)).toEqual(['3-1', '3-2', '4-1', '4-2', 'deal']);
  });

  it('never discards an ace (ace high) and discards the king under it', () => {
    const s = pos(['AS', 'KS', '2D', '3C'], '4H 5H 6H 7H');
    expect(moves(s)).toEqual(['x2']);
  });

  it('under aces-low the ace is discarded by any card of its suit and kings stay', () => {
    const s = pos(['AS', 'KS', '2D', '3C'], '4H 5H 6H 7H', V('aces-low'));
    expect(moves(s)).toEqual(['x1']);
  });

  it('forces discards before a deal in the standard game, not under free-discards', () => {
    const std = pos(['5S', '9S', '2D', '3C'], '4H 5H 6H 7H');
    expect(moves(std)).toEqual(['x1']);
    const free = pos(['5S', '9S', '2D', '3C'], '4H 5H 6H 7H', V('free-discards'));
    expect(moves(free)).toEqual(['x1', 'deal']);
  });

  it('does not discard across suits', () => {
    expect(moves(pos(['5S', '9H', '2D', '3C'], '4H 5H 6H 7H'))).toEqual(['deal']);
  });
});

describe('Aces Up moves onto empty piles', () => {
  it('moves the top card of any pile onto an empty pile, also the only card of a pile', () => {
    const s = pos(['2S 3H', '', 'KD', '4C'], '5S 6S 7S 8S');
    expect(moves(s)).toEqual(['1-2', '3-2', '4-2', 'deal']);
    const moved = play(s, '3-2');
    expect(moved.piles[2]).toEqual([]);
    expect(tops(moved)[1]).toBe(String(26 + 12));
  });

  it('under aces-only only an ace may fill an empty pile', () => {
    const s = pos(['2S AH', '', 'KD', '4C'], '5S 6S 7S 8S', V('aces-only'));
    expect(moves(s)).toEqual(['1-2', 'deal']);
    const noAce = pos(['2S 3H', '', 'KD', '4C'], '5S 6S 7S 8S', V('aces-only'));
    expect(moves(noAce)).toEqual(['deal']);
  });

  it('deals one card onto each pile, empty piles included, in order 1-4', () => {
    const s = pos(['2S', '', '', '4C'], 'KH QD 9S 3C 5D 6D 7D 8D');
    const dealt = play(s, 'deal');
    expect(dealt.piles.map((p) => p.length)).toEqual([2, 1, 1, 2]);
    expect(acesUp.observe(dealt).stockCount).toBe(4);
  });

  it('fill-first refuses a deal while an empty pile can be filled from a pile of two or more', () => {
    const s = pos(['2S 3H', '', 'KD', '4C'], '5S 6S 7S 8S', V('fill-first'));
    expect(moves(s)).toEqual(['1-2', '3-2', '4-2']);
    const filled = play(s, '1-2');
    expect(moves(filled)).toContain('deal');
    // Only single cards on the table: the empty pile may stay empty.
    expect(moves(pos(['3H', '', 'KD', '4C'], '5S 6S 7S 8S', V('fill-first')))).toContain('deal');
    // aces-only with fill-first: no ace can fill it, so the deal is allowed rather than stuck.
    expect(moves(pos(['2S 3H', '', 'KD', '4C'], '5S 6S 7S 8S', V('aces-only,fill-first')))).toEqual(['deal']);
  });
});

describe('Aces Up end and win', () => {
  it('ends when the stock is empty and no discard can be reached', () => {
    const s = pos(['2S 3H', '4D', 'KC', '5H 9S'], '');
    expect(acesUp.isTerminal(s)).toBe(true);
    expect(moves(s)).toEqual([]);
    expect(acesUp.score(s)).toBe(52 - 6);
  });

  it('does not end while a discard can be reached by moves onto empty piles', () => {
    // Moving 9D off pile 4 uncovers 5S, which QS on pile 3 beats: reachable, so the game goes on.
    const s = pos(['2S 3H', '', 'QS', '5S 9D'], '');
    expect(acesUp.isTerminal(s)).toBe(false);
    expect(moves(s)).toEqual(['1-2', '3-2', '4-2']);
    const after = play(s, '4-2');
    expect(moves(after)).toContain('x4');
  });

  it('counts a win only with the four aces left', () => {
    const won = pos(['AS', 'AH', 'AD', 'AC'], '');
    expect(acesUp.isTerminal(won)).toBe(true);
    expect(isWonAcesUp(won)).toBe(true);
    expect(acesUp.score(won)).toBe(48);
    const stacked = pos(['AS AH', '', 'AD', 'AC'], '');
    expect(acesUp.isTerminal(stacked)).toBe(true);
    expect(isWonAcesUp(stacked)).toBe(true);
    const lost = pos(['AS', 'AH', 'AD', 'AC 2C'], '');
    expect(isWonAcesUp(lost)).toBe(false);
  });

  it('the example of rules §3.15: discarding 4D before the last deal loses, dealing first wins (free-discards)', () => {
    const v = V('free-discards');
    const s = pos(['AC', 'AD', 'AS 4D', 'AH'], '4S 2D 2S 2C', v);
    expect(moves(s)).toEqual(['x3', 'deal']);
    // Discard first: 4D goes, the deal strands 2D on the AD pile... 2D beaten by AD? No: 2D lands on
    // pile 2 over AD, and AD is then covered, so nothing beats 2D.
    const discardFirst = play(s, 'x3', 'deal');
    const finish = (st: AcesUpState): AcesUpState => {
      let cur = st;
      for (let guard = 0; guard < 100; guard++) {
        const ms = acesUp.legalMoves(cur);
        const x = ms.find((m: AcesUpMove) => m.type === 'discard');
        if (!x) break;
        cur = acesUp.applyMove(cur, x);
      }
      return cur;
    };
    const a = finish(discardFirst);
    expect(isWonAcesUp(a)).toBe(false);
    // Deal first: 4S on AC... then 4D (pile 3, under 2S) — the discards cascade to the four aces.
    const dealFirst = play(s, 'deal');
    let b = dealFirst;
    for (let guard = 0; guard < 100 && !acesUp.isTerminal(b); guard++) {
      const ms = acesUp.legalMoves(b);
      const x = ms.find((m: AcesUpMove) => m.type === 'discard') ?? ms[0]!;
      b = acesUp.applyMove(b, x);
    }
    expect(isWonAcesUp(b)).toBe(true);
  });
});

describe('Aces Up jokers', () => {
  it('a joker on top may be played onto any other top card, and both are discarded', () => {
    const v = V('jokers');
    const s = pos(['JK', '5H', '', '9C'], '2S 3S 4S 6S JK', v);
    expect(moves(s)).toEqual(['j1-2', 'j1-4', '1-3', '2-3', '4-3', 'deal']);
    const after = play(s, 'j1-4');
    expect(after.discarded.length - s.discarded.length).toBe(2);
    expect(after.piles[0]).toEqual([]);
    expect(after.piles[3]).toEqual([]);
    // "1-4" typed by a player means the joker play when pile 4 is not empty.
    expect(acesUp.parseMove('1-4', s)).toEqual({ ok: true, value: { type: 'joker', from: 0, to: 3 } });
  });

  it('a joker is never discarded by suit and the game waits while a joker play remains', () => {
    const v = V('jokers');
    const s = pos(['JK', '5H', 'AS', 'AC'], '', v);
    expect(acesUp.isTerminal(s)).toBe(false);
    expect(moves(s)).toEqual(['j1-2', 'j1-3', 'j1-4']);
  });

  it('the last deal of a 54-card deck lays two cards, on piles 1 and 2', () => {
    const v = V('jokers');
    const s = pos(['2S', '3S', '4S', '5S'], '6H 7H', v);
    const dealt = play(s, 'x1', 'x2', 'x3', 'deal');
    expect(dealt.piles.map((p) => p.length)).toEqual([1, 1, 0, 1]);
    expect(acesUp.observe(dealt).stockCount).toBe(0);
  });
});

describe('Aces Up variant names', () => {
  it('knows the standard rules from every variant with an option set', () => {
    expect(isStandardAcesUp(STANDARD)).toBe(true);
    expect(isStandardAcesUp(unwrap(parseAcesUpVariant('acesup')))).toBe(true);
    for (const name of ['aces-only', 'fill-first', 'aces-low', 'jokers', 'free-discards']) {
      expect(isStandardAcesUp(unwrap(parseAcesUpVariant(`acesup(${name})`)))).toBe(false);
    }
  });
});
