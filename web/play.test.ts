// A deal in play: the app's forced moves, undo and redo around them, snapshots.
import { describe, expect, it } from 'vitest';
import { acesUp, golf, numberedDeal } from '../src/games/index.js';
import { acesUpWeb } from './games/acesup/index.js';
import { Session } from './session.js';
import { dealStarting } from './test-support.js';

// First row AS 2S 3H 4D: the 2S is beaten by the AS.
const deal = dealStarting('AS 2S 3H 4D');
const forced = acesUpWeb.forcedMove;

describe('session', () => {
  it('makes forced moves itself, and Undo never takes back the opening ones', () => {
    const s = new Session(acesUp, deal, acesUp.defaultVariant, undefined, forced);
    expect(s.state.discarded).toEqual([1]);
    expect(s.canUndo).toBe(false);
    const move = s.legal.find((m) => m.type === 'move')!;
    const made = s.play(move);
    expect(made.map((x) => x.move)).toEqual([move]);
    expect(made[0]!.before).not.toBe(s.state);
    expect(s.playerMoves).toBe(1);
    expect(s.undo()).toBe(true);
    expect(s.state.discarded).toEqual([1]);
    expect(s.canUndo).toBe(false);
    expect(s.redo()).toBe(true);
    expect(s.record().moves).toEqual(['x2', acesUp.formatMove(move)]);
  });

  it('one Undo takes back a move together with the forced moves after it; Redo brings them back', () => {
    // Second row 5C 2H 8D TC: after the deal the 5C goes (the TC beats it).
    const s = new Session(acesUp, dealStarting('AS KH 7D 9C 5C 2H 8D TC'), acesUp.defaultVariant, undefined, forced);
    const made = s.play({ type: 'deal' });
    expect(made.map((x) => acesUp.formatMove(x.move))).toEqual(['deal', 'x1']);
    expect(s.position).toBe(2);
    s.undo();
    expect(s.position).toBe(0);
    s.redo();
    expect(s.position).toBe(2);
    expect(s.playerMoves).toBe(1);
  });

  it('leaves forced moves to the player when there is no forcing, and under free-discards', () => {
    expect(new Session(acesUp, deal, acesUp.defaultVariant, undefined, undefined).state.discarded).toEqual([]);
    expect(new Session(acesUp, deal, { ...acesUp.defaultVariant, freeDiscards: true }, undefined, forced).state.discarded).toEqual([]);
  });

  it('turning forcing on makes the moves that are due, and reports them', () => {
    const s = new Session(acesUp, deal, acesUp.defaultVariant, undefined, undefined);
    const made = s.setForced(forced);
    expect(made.map((x) => acesUp.formatMove(x.move))).toEqual(['x2']);
    expect(s.state.discarded).toEqual([1]);
    // Made by the app, so Undo takes them back only with a move of the player's.
    expect(s.playerMoves).toBe(0);
    expect(s.undo()).toBe(true);
    expect(s.state.discarded).toEqual([]);
  });

  it('snapshot and restore give back the same position and redo list', () => {
    const d = numberedDeal(acesUp, acesUp.defaultVariant, 12);
    const s = new Session(acesUp, d, acesUp.defaultVariant, 12, forced);
    for (let i = 0; i < 5; i++) s.play(s.legal.find((m) => m.type === 'deal') ?? s.legal[0]!);
    s.undo();
    s.undo();
    const snap = s.snapshot();
    const back = Session.restore(acesUp, d, acesUp.defaultVariant, snap, forced);
    expect(acesUp.key(back.state)).toBe(acesUp.key(s.state));
    expect(back.canRedo).toBe(true);
    expect(back.canUndo).toBe(s.canUndo);
    expect(back.snapshot()).toEqual(snap);
  });

  it('restart goes back to the start and drops the redo list', () => {
    const g = new Session(golf, numberedDeal(golf, golf.defaultVariant, 3), golf.defaultVariant, 3, undefined);
    g.play({ type: 'turn' });
    g.play({ type: 'turn' });
    g.restart();
    expect(g.position).toBe(0);
    expect(g.canRedo).toBe(false);
    expect(g.record()).toEqual({ game: 'golf', variant: 'golf', deal: g.record().deal, number: 3, moves: [] });
  });
});

