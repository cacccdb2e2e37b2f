// The Golf players' pieces, on hand-made positions.

import { describe, expect, it } from 'vitest';
import { dealFromNumber } from '../../core/deal.js';
import { golf } from '../../games/index.js';
import { bestChain } from './simple.js';

describe('the Golf chain search', () => {
  it('prefers the longer run of plays', () => {
    const s0 = golf.start(dealFromNumber(1), golf.defaultVariant);
    // Waste 5♠; column 1 top 6♥ with 7♣ under it; column 2 top 4♦ alone: 6-7 is the longer run.
    const columns = [[6 + 39, 5 + 13], [3 + 26], [], [], [], [], []];
    const obs = golf.observe({ ...s0, columns, waste: [4] });
    const r = bestChain(obs);
    expect(r.first).toEqual({ type: 'play', column: 0 });
    expect(r.length).toBe(2);
  });
});
