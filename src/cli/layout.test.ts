// The text layout keeps its columns straight whatever the cells hold: colour codes, empty piles, jokers.
import { describe, expect, it } from 'vitest';
import { dealFromNumber } from '../core/deal.js';
import { type AcesUpObservation, acesUp } from '../games/acesup/index.js';
import { acesUpPresent } from '../games/acesup/present.js';
import { renderTable } from './layout.js';

const renderAcesUp = (obs: AcesUpObservation, o = {}): string => renderTable(acesUpPresent.layout(obs), obs.discarded.length, o);

// eslint-disable-next-line no-control-regex -- removing colour escapes
const strip = (s: string): string => s.replace(/\x1b\[[0-9;]*m/g, '');

describe('layout', () => {
  it('draws the same columns with and without colour, empty piles included', () => {
    // Deal 1 opens 9C 8D 9D 6S; after x2 pile 2 is empty and pile 3 holds a red card.
    const s = acesUp.applyMove(acesUp.start(dealFromNumber(1), acesUp.defaultVariant), { type: 'discard', pile: 1 });
    const plain = renderAcesUp(acesUp.observe(s));
    const coloured = renderAcesUp(acesUp.observe(s), { color: true });
    expect(coloured).toContain('\x1b[31m9♦\x1b[0m');
    expect(strip(coloured)).toBe(plain);
    expect(plain.split('\n')[1]).toBe('9♣    --    9♦    6♠');
    expect(plain.split('\n').at(-1)).toBe('Stock: 48   Discard pile: 8♦ (1)   Score: 1');
  });

  it('gives the joker symbol the two columns a terminal draws it in', () => {
    const deal = dealFromNumber(1, { jokers: 2 });
    const v = { ...acesUp.defaultVariant, jokers: true };
    const s = acesUp.start(deal, v);
    const withJoker = { ...acesUp.observe(s), piles: [[52], [0], [], [13]] };
    expect(renderAcesUp(withJoker).split('\n')[1]).toBe('🃏    A♠    --    A♥');
    expect(renderAcesUp(withJoker, { ascii: true }).split('\n')[1]).toBe('JK    AS    --    AH');
  });
});
