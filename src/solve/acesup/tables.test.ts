// The bounds on cards buried for good under keepers (buriedForGood) and on the last row's cards
// that stay (lastRowStays), on hand-made layouts whose answers follow from the arguments in their
// comments. The solvers' agreement with plain exhaustive search (solver.test.ts) and the fixtures
// checks that the bounds never cut a line.
import { describe, expect, it } from 'vitest';
import { parseCard, type Card } from '../../core/cards.js';
import { parseAcesUpVariant, STANDARD } from '../../games/acesup/variant.js';
import { buriedForGood, KeeperLayout, lastRowStays, type RuleTables, tablesFor } from './tables.js';

const t = tablesFor(STANDARD);

function card(text: string): Card {
  const r = parseCard(text);
  if (!r.ok) throw new Error(text);
  return r.value;
}

/** Piles as card texts, bottom first. */
function layout(piles: readonly (readonly string[])[], tables: RuleTables = t): KeeperLayout {
  const k = new KeeperLayout();
  piles.forEach((pile, p) => pile.forEach((c, i) => k.put(p, i, card(c), tables)));
  return k;
}

const buried = (piles: readonly (readonly string[])[], keepers = 4, tables: RuleTables = t): number =>
  buriedForGood(layout(piles, tables), tables, 4, keepers, 0);

describe('buriedForGood', () => {
  it('with a keeper in every pile, counts the cards under each topmost keeper', () => {
    expect(buried([['2C', 'AC', '5D'], ['3H', '4H', 'AH'], ['AS'], ['7D', 'AD', '9D', 'KD']])).toBe(4);
  });

  it('buries nothing while an empty pile can come and no pile holds two keepers', () => {
    expect(buried([['2C', 'AC'], ['3H', '4H', 'AH'], ['5S', 'AS'], ['7D', '9D']])).toBe(0);
  });

  it('lets one pile with two keepers send its upper keeper away, but not both', () => {
    // Three piles hold keepers: one more may come (phi = 1). Moving the upper ace of pile 0 frees
    // 3S; moving both would need an empty pile after that, and every pile would then hold an ace.
    expect(buried([['2S', 'AC', '3S', 'AH'], ['4C', 'AS'], ['AD'], ['5H']])).toBe(1);
    // Both piles may pay: pile 1's lone ace moves first, while pile 3 is empty, and pile 0's upper
    // ace after it, onto the emptied pile 1; only 2S stays.
    expect(buried([['2S', 'AC', '3S', '6S', 'AH'], ['4C', '7C', 'AS'], ['AD'], ['5H']])).toBe(1);
  });

  it('lets a pile holding all four keepers lose three of them, never the fourth', () => {
    // phi = 3: the three upper aces may move, one onto each other pile; then every pile holds
    // an ace and the bottom one can never move.
    expect(buried([['2C', '3C', 'AC', '4D', 'AD', '5H', 'AH', '6S', 'AS'], ['7C'], ['8C'], []])).toBe(2);
  });

  it('leaves room for the last keeper of an emptied pile', () => {
    // Pile 0 holds three aces, pile 1 one (H = 2, phi = 2). Emptying pile 0 of aces takes two
    // moves that raise H and then an empty pile, which no longer comes; two moves free 3C and 4C.
    expect(buried([['2C', 'AC', '3C', 'AD', '4C', 'AH'], ['AS'], ['7C'], []])).toBe(1);
    // Aces still in the stock are not placed by the bound: they only make it looser.
    expect(buried([['2C', 'AC', '3C', 'AD'], ['7C'], [], []])).toBe(0);
  });

  it('keeps keepers that may not go onto an empty pile where they are', () => {
    const stuck: RuleTables = { ...t, fillable: new Uint8Array(64), keepersMove: false };
    expect(buried([['2C', 'AC'], ['3H'], [], []], 4, stuck)).toBe(1);
    expect(buried([['2C', 'AC', '3C', 'AD'], [], [], []], 4, stuck)).toBe(2);
  });

  it('follows the cards as they leave the top of a pile', () => {
    const k = layout([['2S', 'AC', '3S', 'AH'], ['4C', 'AS'], ['AD'], ['5H']]);
    k.take(0, card('AH'), t);
    k.put(3, 1, card('AH'), t);
    // Now every pile holds an ace: 2S, 4C and 5H are buried, 3S is on top.
    expect(buriedForGood(k, t, 4, 4, 0)).toBe(3);
  });

  it('may stop early once it finds a choice burying fewer cards than asked about (0 asks for the exact count)', () => {
    const piles = [['2S', 'AC', '3S', 'AH'], ['4C', 'AS'], ['AD'], ['5H']];
    expect(buriedForGood(layout(piles), t, 4, 4, 2)).toBeLessThan(2);
    expect(buriedForGood(layout(piles), t, 4, 4, 1)).toBe(1);
  });
});

describe('lastRowStays', () => {
  /** A 52-card deal (only its last cards matter) ending in `last`, with the stock from `next` on. */
  const stays = (last: readonly string[], next = 4, tables: RuleTables = t): number => {
    const tail = last.map(card);
    const deal = Int32Array.from({ length: 52 }, (_, i) => (i < 52 - tail.length ? 0 : (tail[i - 52 + tail.length] as Card)));
    return lastRowStays(deal, next, tables, 4);
  };

  it('counts the non-keepers of a last row none of whose cards beats another', () => {
    expect(stays(['9C', '4D', '7S', 'QH'])).toBe(4);
    // The ace stays too, but it is a keeper: the bound already leaves it out.
    expect(stays(['9C', '4D', 'AS', '7H'])).toBe(3);
  });

  it('counts nothing when a card of the last row beats another, or a joker is in it', () => {
    expect(stays(['9C', '4D', '7S', '3D'])).toBe(0);
    expect(stays(['9C', '4D', 'AS', '7S'])).toBe(0);
    const jokers = parseAcesUpVariant('acesup(jokers)');
    if (!jokers.ok) throw new Error(jokers.error.message);
    const deal = Int32Array.from({ length: 52 }, (_, i) => (i === 51 ? 52 : i === 50 ? card('9C') : i === 49 ? card('4D') : i === 48 ? card('7H') : 0));
    expect(lastRowStays(deal, 4, tablesFor(jokers.value), 4)).toBe(0);
  });

  it('counts nothing once the last row is dealt, or when the stock does not end in a full row', () => {
    expect(stays(['9C', '4D', '7S', 'QH'], 52)).toBe(0);
    expect(stays(['9C', '4D', '7S', 'QH'], 50)).toBe(0);
    expect(stays(['9C', '4D', '7S', 'QH'], 46)).toBe(0);
    expect(stays(['9C', '4D', '7S', 'QH'], 48)).toBe(4);
  });

  it('reads the keepers and the order from the rules: under aces-low a king stays as a keeper', () => {
    const low = parseAcesUpVariant('acesup(aces-low)');
    if (!low.ok) throw new Error(low.error.message);
    expect(stays(['9C', '4D', 'KS', '7H'], 4, tablesFor(low.value))).toBe(3);
    expect(stays(['9C', '4D', 'AS', '7H'], 4, tablesFor(low.value))).toBe(4);
  });
});
