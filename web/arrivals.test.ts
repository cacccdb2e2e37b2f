// The table shows the app's own moves happening: after a deal (or at the opening), each card the
// app discarded by itself is named with the pile it lay on, so it can be drawn leaving that pile.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/core/result.js';
import { GameController } from './controller.js';
import { numberedSpec } from './spec.js';

const on = { forcedMoves: true };

describe('arrivals', () => {
  it('the opening discards and those after a deal name the pile each card left; a tap of the player names none', () => {
    let seen = 0;
    for (let n = 1; n <= 60 && seen < 3; n++) {
      const c = new GameController(undefined, on, unwrap(numberedSpec('acesup', 'acesup', n)));
      for (let deals = 0; deals < 4; deals++) {
        const v = c.getSnapshot();
        const heap = v.layout.rows.flat().find((z) => z.show === 'top')!;
        for (const [card, zone] of v.arrivals) {
          // Discarded now, and it lay on a pile.
          expect(heap.cards).toContain(card);
          expect(zone).toMatch(/^pile:\d$/);
          seen++;
        }
        // Only the app's discards: never more than were made since the last move.
        expect(v.arrivals.size).toBeLessThanOrEqual(4);
        if (c.playStock().kind !== 'played') break;
      }
    }
    expect(seen).toBeGreaterThan(0);
    // Off: the player makes the discards, nothing arrives by itself.
    const off = new GameController(undefined, { forcedMoves: false }, unwrap(numberedSpec('acesup', 'acesup', 3)));
    expect(off.getSnapshot().arrivals.size).toBe(0);
  });
});
