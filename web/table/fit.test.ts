// The card size for the room a window gives: the whole table fits across and down, the cards are
// as big as that allows (up to a cap), a fan closes up only as far as the height needs, and the
// stock stands beside the fanned row only when that gives much bigger cards.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitTable, type FitSpec, LABEL, MAX_CW, MIN_CW, RATIO, SIDE_GAP } from './fit.js';

const GOLF: FitSpec = { columns: 7, gap: 0.14, room: 1, minRoom: 1, side: [1.75, 1] };
const ACESUP: FitSpec = { columns: 4, gap: 0.3, room: 3.2, minRoom: 2, side: [1, 1] };

/** The table's size at a fit, worked out again here from the arrangement. */
function size(s: FitSpec, cw: number, room: number, beside: boolean): { w: number; h: number } {
  const row = s.columns + (s.columns - 1) * s.gap;
  const side = s.side.reduce((a, b) => a + b, 0) + (s.side.length - 1) * SIDE_GAP;
  const ch = cw * RATIO;
  return beside ? { w: cw * (row + SIDE_GAP + side), h: Math.max(ch * (1 + room), ch + LABEL) } : { w: cw * Math.max(row, side), h: ch * (2 + room) + LABEL };
}

describe('fitTable', () => {
  it('fits the table in the room whenever the smallest cards do, as big as allowed', () => {
    fc.assert(
      fc.property(fc.constantFrom(GOLF, ACESUP), fc.integer({ min: 300, max: 2000 }), fc.integer({ min: 250, max: 1400 }), (s, w, h) => {
        const f = fitTable(s, w, h);
        expect(f.cw).toBeGreaterThanOrEqual(MIN_CW);
        expect(f.cw).toBeLessThanOrEqual(MAX_CW);
        expect(f.room).toBeGreaterThanOrEqual(s.minRoom);
        expect(f.room).toBeLessThanOrEqual(s.room);
        const at = size(s, f.cw, f.room, f.beside);
        if (f.cw > MIN_CW) {
          expect(at.w).toBeLessThanOrEqual(w + 0.01);
          expect(at.h).toBeLessThanOrEqual(h + 0.01);
          // A tenth of a pixel more would not fit, or the cards are as big as they get.
          const more = size(s, f.cw + 0.2, s.minRoom, f.beside);
          expect(f.cw >= MAX_CW - 0.1 || more.w > w || more.h > h).toBe(true);
        }
      }),
    );
  });

  it('puts the Golf stock and waste beside the columns on a phone held sideways, above them elsewhere', () => {
    expect(fitTable(GOLF, 724, 230).beside).toBe(true);
    expect(fitTable(GOLF, 344, 560).beside).toBe(false);
    expect(fitTable(GOLF, 1180, 680).beside).toBe(false);
    expect(fitTable(ACESUP, 724, 230).beside).toBe(true);
    expect(fitTable(ACESUP, 1180, 680).beside).toBe(false);
  });

  it('closes an Aces Up fan only as far as a short room needs', () => {
    expect(fitTable(ACESUP, 344, 560).room).toBe(3.2);
    const short = fitTable(ACESUP, 724, 230);
    expect(short.room).toBeLessThan(3.2);
    expect(short.room).toBeGreaterThanOrEqual(2);
  });
});
