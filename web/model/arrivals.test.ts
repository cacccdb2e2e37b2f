// The table shows the app's own moves happening: after a deal (or at the opening), each card the
// app discarded by itself is named with the pile it lay on, so it can be drawn leaving that pile.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/core/result.js';
import { GameController } from './controller.js';
import { numberedSpec } from './spec.js';
import { speechFor } from '../words/speech.js';

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

describe('what a screen reader hears after a deal', () => {
  it('which card landed on which pile, right after the deal, then what the app did', () => {
    const en = speechFor('en');
    const c = new GameController(undefined, on, unwrap(numberedSpec('acesup', 'acesup', 7)));
    expect(c.playStock().kind).toBe('played');
    const v = c.getSnapshot();
    const said = v.news.map((m) => en.say(m));
    expect(said[0]).toMatch(/^Dealt /);
    const piles = v.layout.rows.flat().filter((z) => z.show === 'fan');
    // Each pile's new card (the top unless the app discarded it since): named with its pile.
    const landed = said.slice(1, 5);
    expect(landed).toHaveLength(4);
    landed.forEach((text, i) => expect(text).toMatch(new RegExp(` landed on Pile ${i + 1}$`)));
    // It is the pile's top card now, or the app has discarded it from that pile since.
    const discarded = new Map([...v.arrivals].map(([card, zone]) => [en.card(card), zone]));
    for (const [i, z] of piles.entries()) {
      const name = landed[i]!.replace(/ landed on Pile \d$/, '');
      const top = z.cards[z.cards.length - 1];
      expect(name === (top === undefined ? '' : en.card(top)) || discarded.get(name) === `pile:${i}`, landed[i]).toBe(true);
    }
    // A Golf draw lands on the waste, which the move already says: nothing more.
    const g = new GameController(undefined, on, unwrap(numberedSpec('golf', 'golf', 7)));
    expect(g.playStock().kind).toBe('played');
    expect(g.getSnapshot().news.some((m) => m.key === 'table.landedOn')).toBe(false);
  });
});
