// The bound on cards buried for good under keepers (buriedForGood), on hand-made layouts whose
// answers follow from the counting argument in its comment. The solvers' agreement with plain
// exhaustive search (solve.test.ts) and the fixtures checks that the bound never cuts a line.
import { describe, expect, it } from 'vitest';
import { parseCard, type Card } from '../core/cards.js';
import { STANDARD } from '../games/acesup/variant.js';
import { buriedForGood, KeeperLayout, type RuleTables, tablesFor } from './acesup-tables.js';

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
