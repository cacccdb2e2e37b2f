// A deal in play on the engine's History: the app's forced moves, undo and redo around them,
// the stored snapshot (auto per move) both ways, and taps, drops and the stock answered with the
// engine's reasons and words.
import { describe, expect, it } from 'vitest';
import { formatDeal } from '../../src/core/deal.js';
import { zoneRef } from '../../src/core/present.js';
import { unwrap } from '../../src/core/result.js';
import { acesUpWeb } from '../games/acesup/index.js';
import { golfWeb } from '../games/golf/index.js';
import type { Message } from '../words/i18n.js';
import { Play } from './play.js';
import { numberedSpec, typedSpec } from './spec.js';
import { speechFor } from '../words/speech.js';
import { dealStarting } from './test-support.js';

const en = speechFor('en');
const say = (ms: readonly Message[]): string[] => ms.map(en.show);
const aces = (cards: string, variant = 'acesup', forced = true) => Play.start(acesUpWeb, unwrap(typedSpec('acesup', variant, formatDeal(dealStarting(cards)))), forced, () => 0);
const pile = (i: number) => zoneRef('pile', i);

describe('play', () => {
  it('makes forced moves itself, says them, and Undo never takes back the opening ones', () => {
    // First row AS 2S 3H 4D: the 2S is beaten by the AS.
    const p = aces('AS 2S 3H 4D');
    expect(p.record().moves).toEqual(['x2']);
    expect(say(p.opening())[0]).toBe('Discarded 2♠ from Pile 2');
    expect(p.view().canUndo).toBe(false);
    const a = p.tap(pile(3));
    expect(a.kind).toBe('played');
    expect(a.kind === 'played' && say(a.news)[0]).toBe('Moved 4♦ from Pile 4 to Pile 2');
    expect(p.playerMoves).toBe(1);
    expect(p.undo()).toBeDefined();
    expect(p.record().moves).toEqual(['x2']);
    expect(p.view().canUndo).toBe(false);
    expect(p.undo()).toBeUndefined();
    expect(p.redo()).toBeDefined();
    expect(p.record().moves).toEqual(['x2', '4-2']);
  });

  it('one Undo takes back a deal together with the forced discards after it; Redo brings them back', () => {
    // Second row 5C 2H 8D TC: after the deal the 5C goes (the TC beats it).
    const p = aces('AS KH 7D 9C 5C 2H 8D TC');
    const a = p.stock();
    expect(p.record().moves).toEqual(['deal', 'x1']);
    // After the deal, where each card landed (web/model/arrivals.test.ts), then the app's discard.
    expect(a.kind === 'played' && say(a.news).slice(0, 6)).toEqual(['Dealt 5♣ 2♥ 8♦ 10♣ (44 left in the stock)', '5♣ landed on Pile 1', '2♥ landed on Pile 2', '8♦ landed on Pile 3', '10♣ landed on Pile 4', 'then by itself: Discarded 5♣ from Pile 1']);
    p.undo();
    expect(p.position).toBe(0);
    const again = p.redo()!;
    expect(p.position).toBe(2);
    expect(say(again)[5]).toBe('then by itself: Discarded 5♣ from Pile 1');
    expect(p.playerMoves).toBe(1);
  });

  it('leaves forced moves to the player when told so, and under free-discards; Deal then says why it is off', () => {
    const off = aces('AS 2S 3H 4D', 'acesup', false);
    expect(off.record().moves).toEqual([]);
    const v = off.view();
    expect([v.stock.enabled, en.show(v.stock.why!)]).toEqual([false, 'discards come first: discard from Pile 2 before the next deal']);
    const refused = off.stock();
    expect(refused.kind === 'refused' && en.show(refused.why!)).toBe('discards come first: discard from Pile 2 before the next deal');
    expect(aces('AS 2S 3H 4D', 'acesup(free-discards)').record().moves).toEqual([]);
    expect(aces('AS 2S 3H 4D', 'acesup(free-discards)').view().stock.enabled).toBe(true);
  });

  it('fill-first: Deal is off while a card could fill the empty pile, with the engine reason', () => {
    // After the second deal the KS beats the 6S, which leaves pile 2 empty beside piles of two.
    const p = aces('AS 2S 3H 4D KS 6S 7H 8D', 'acesup(fill-first)');
    expect(p.view().stock.enabled).toBe(true);
    p.stock();
    expect(p.record().moves).toEqual(['x2', 'deal', 'x2']);
    const v = p.view();
    expect([v.stock.enabled, en.show(v.stock.why!)]).toEqual([false, 'fill first: fill the empty pile before the next deal']);
  });

  it('turning forcing on makes the moves that are due; with it off again they are undone on their own', () => {
    const p = aces('AS 2S 3H 4D', 'acesup', false);
    expect(say(p.setForced(true))[0]).toBe('Discarded 2♠ from Pile 2');
    expect(p.record().moves).toEqual(['x2']);
    expect(p.playerMoves).toBe(0);
    expect(p.view().canUndo).toBe(false);
    p.setForced(false);
    expect(p.view().canUndo).toBe(true);
    p.undo();
    expect(p.record().moves).toEqual([]);
  });

  it('a refused tap or drop says the engine reason; a drop on nothing asks for nothing', () => {
    const p = aces('AS KH 7D 9C');
    const tap = p.tap(pile(0));
    expect(tap.kind === 'refused' && en.show(tap.why!)).toBe('A♠ is the highest spade: nothing can beat it');
    const onFull = p.drop(pile(3), pile(2));
    expect(onFull.kind === 'refused' && en.show(onFull.why!)).toBe('Pile 3 is not empty: a card may only be moved onto an empty pile');
    const discard = p.drop(pile(3), zoneRef('discards'));
    expect(discard.kind === 'refused' && en.show(discard.why!)).toBe('9♣ cannot be discarded: no higher club is on top of another pile');
    expect(p.drop(pile(3), zoneRef('stock'))).toEqual({ kind: 'refused', why: undefined });
    expect(p.position).toBe(0);
  });

  it('a card with several places to go is picked up, and a tap on a target moves it there', () => {
    // AS 2S 3S 4D: both the 2S and 3S go, so the 4D may go to Pile 2 or 3.
    const p = aces('AS 2S 3S 4D');
    expect(p.tap(pile(3))).toEqual({ kind: 'choose', card: 29 });
    expect(p.view().dests.get('pile:3')!.map((d) => en.say(d.label))).toEqual(['Move to Pile 2', 'Move to Pile 3']);
    expect(p.tap(pile(2), pile(3)).kind).toBe('played');
    expect(p.record().moves.at(-1)).toBe('4-3');
  });

  it('the snapshot stores the app moves as auto and comes back the same, redo list included', () => {
    const p = Play.start(acesUpWeb, unwrap(numberedSpec('acesup', 'acesup', 12)), true, () => 0);
    for (let i = 0; i < 5; i++) if (p.stock().kind !== 'played') break;
    p.undo();
    p.undo();
    const snap = p.snapshot();
    expect(snap.auto.length).toBe(snap.moves.length);
    expect(snap.auto.some((a) => a)).toBe(true);
    const back = Play.restore(acesUpWeb, { spec: p.spec, snapshot: snap, round: undefined, hole: 0, reshuffles: 0 }, true, () => 0);
    expect(back.snapshot()).toEqual(snap);
    expect([back.view().canRedo, back.view().canUndo, back.view().position]).toEqual([true, p.view().canUndo, p.view().position]);
  });

  it('restart goes back to the start and drops the redo list; the future-tense line reads from describe', () => {
    const g = Play.start(golfWeb, unwrap(numberedSpec('golf', 'golf', 3)), true, () => 0);
    g.stock();
    g.stock();
    g.restart();
    expect([g.position, g.view().canRedo]).toEqual([0, false]);
    expect(g.record().moves).toEqual([]);
    const line = g.describeLine([], ['t']).map((m) => en.show(m));
    expect(line).toEqual(['turn the next stock card onto the waste, 16 left']);
  });
});
