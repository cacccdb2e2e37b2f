// The controller: it publishes a new view after every change (and only then), what the view says
// is the engine's, results are counted once, rounds follow the engine's round, and a saved game
// comes back as it was.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { formatDeal } from '../../src/core/deal.js';
import { unwrap } from '../../src/core/result.js';
import { acesUp, golf } from '../../src/registry/index.js';
import { numberedDeal } from '../../src/games/index.js';
import { HOLES, isLockedGolf } from '../../src/games/golf/index.js';
import { GOLF_MODULE } from '../../src/games/golf/module.js';
import { zoneRef } from '../../src/core/present.js';
import { GameController, sameJson } from './controller.js';
import { checkCurrent } from '../storage/records.js';
import { numberedSpec, typedSpec } from './spec.js';
import { speechFor } from '../words/speech.js';
import { Store } from '../storage/store.js';
import { dealStarting } from './test-support.js';

const en = speechFor('en');
const on = { forcedMoves: true };

/** Plays a Golf hole to its end: the first column that can play, else a draw. */
function playHole(c: GameController): void {
  while (!c.getSnapshot().over) {
    const zone = c.getSnapshot().keyZones.find((z) => c.getSnapshot().movable.has(`${z.kind}:${z.index}`));
    expect((zone ? c.tap(zone) : c.playStock()).kind).toBe('played');
  }
}

describe('publishing', () => {
  it('a change gives listeners a new view; nothing else does', () => {
    const c = new GameController(undefined, on, unwrap(numberedSpec('golf', 'golf', 11)));
    const first = c.getSnapshot();
    let calls = 0;
    const stop = c.subscribe(() => calls++);
    expect(c.getSnapshot()).toBe(first);
    expect(c.drop(zoneRef('column', 0), zoneRef('column', 3)).kind).toBe('refused');
    expect(calls).toBe(0);
    expect(c.playStock().kind).toBe('played');
    expect(calls).toBe(1);
    const second = c.getSnapshot();
    expect(second).not.toBe(first);
    expect([second.serial, second.position, second.motion]).toEqual([first.serial + 1, 1, 'forward']);
    expect(en.say(second.news[0]!)).toMatch(/^Turned .* \(15 left in the stock\)$/);
    // Then what can be played now, each move in words.
    expect(en.say(second.news[1]!)).toMatch(/^\d+ moves? now$/);
    c.undo();
    expect([c.getSnapshot().motion, en.say(c.getSnapshot().news[0]!)]).toEqual(['back', 'move undone']);
    stop();
    c.redo();
    expect(calls).toBe(2);
  });

  it('the view is what the engine says: destinations, score, stock, the address', () => {
    // AS 2S 3S 4D: the app discards the 2S and 3S; the 4D may go to pile 2 or 3.
    const c = new GameController(undefined, on, unwrap(typedSpec('acesup', 'acesup', formatDeal(dealStarting('AS 2S 3S 4D')))));
    const v = c.getSnapshot();
    expect([v.score, v.cardsLeft]).toEqual([2, 50]);
    // The AS may move to an empty pile too; the stock deals.
    expect([...v.movable].sort()).toEqual(['pile:0', 'pile:3', 'stock:0']);
    expect(v.dests.get('pile:3')!.map((d) => en.say(d.label))).toEqual(['Move to Pile 2', 'Move to Pile 3']);
    expect([en.say(v.stock.label), v.stock.enabled, v.canUndo]).toEqual(['Deal', true, false]);
    expect(v.link).toMatch(/^\?game=acesup&cards=AS-2S-3S-4D-/);
    expect(c.drop(zoneRef('pile', 3), zoneRef('pile', 2)).kind).toBe('played');
    expect(en.say(c.getSnapshot().news[0]!)).toBe('Moved 4 of diamonds from Pile 4 to Pile 3');
  });

  it('turning forced moves on makes the ones due and says so', () => {
    const c = new GameController(undefined, { forcedMoves: false }, unwrap(typedSpec('acesup', 'acesup', formatDeal(dealStarting('AS 2S 3S 4D')))));
    expect(c.getSnapshot().stock.enabled).toBe(false);
    c.setOptions(on);
    expect(c.getSnapshot().news.slice(0, 2).map(en.say)).toEqual(['Discarded 2 of spades from Pile 2', 'then by itself: Discarded 3 of spades from Pile 3']);
    expect(c.getSnapshot().stock.enabled).toBe(true);
  });

  it('a line of play is said move by move from the position it was found in', () => {
    const c = new GameController(undefined, on, unwrap(numberedSpec('golf', 'golf', 1)));
    c.playStock();
    const rec = c.record();
    c.playStock();
    const said = c.describeLine(rec.moves, ['t', 't']).map(en.say);
    expect(said).toHaveLength(2);
    expect(said[0]).toBe(en.say(c.describeLine(rec.moves, ['t'])[0]!));
    expect(said).toEqual(['turn the next stock card onto the waste, 15 left', 'turn the next stock card onto the waste, 14 left']);
  });
});

describe('counting and saving', () => {
  it('a finished game counts once; leaving a started game counts it as abandoned', async () => {
    const store = await Store.open(new IDBFactory());
    const c = new GameController(store, on, unwrap(numberedSpec('golf', 'golf', 2)));
    playHole(c);
    const score = c.getSnapshot().score;
    const ended = c.getSnapshot().endedAt;
    expect(ended).toBeTypeOf('number');
    c.undo();
    c.redo();
    // Counted once: the end time stays the first end's.
    expect(c.getSnapshot().endedAt).toBe(ended);
    c.restart();
    // A replay is a new game, not ended yet.
    expect(c.getSnapshot().endedAt).toBeUndefined();
    const replayId = c.getSnapshot().id;
    c.playStock();
    c.start(unwrap(numberedSpec('acesup', 'acesup', 5)));
    await c.flush();
    const games = (await store.loadHistory()).value.games;
    expect(games.map((g) => [g.game, g.score, g.abandoned])).toEqual([
      ['golf', score, false],
      ['golf', golf.score(golf.applyMove(golf.start(numberedDeal(golf, golf.defaultVariant, 2), golf.defaultVariant), { type: 'turn' })), true],
    ]);
    expect(games[1]!.id).toBe(replayId);
    // The game in progress is saved after every change, and checks back.
    const current = await store.loadCurrent();
    expect(current.value?.snapshot.game).toBe('acesup');
  });

  it('a restored game is the same game: position, redo list, id and round', () => {
    const c = new GameController(undefined, on, unwrap(numberedSpec('golf', 'golf(par=36)', 20)));
    playHole(c);
    c.nextHole();
    c.playStock();
    c.playStock();
    c.undo();
    const saved = unwrap(checkCurrent(JSON.parse(JSON.stringify(c.snapshot()))));
    const back = GameController.restore(undefined, on, saved);
    const [a, b] = [c.getSnapshot(), back.getSnapshot()];
    expect([b.id, b.position, b.canRedo, b.number, b.link, en.say(b.round!.status)]).toEqual([a.id, a.position, a.canRedo, 21, a.link, en.say(a.round!.status)]);
    expect(en.say(b.round!.status)).toMatch(/^Hole 2 of 9 · total -?\d+, par 4 so far$/);
  });
});

describe('saving as a page opens', () => {
  it('the saved game brought back is not written again, and the first move is written at once', async () => {
    const store = await Store.open(new IDBFactory());
    const first = new GameController(store, on, unwrap(numberedSpec('golf', 'golf', 8)));
    first.playStock();
    await first.flush();
    const saved = (await store.loadCurrent()).value!;
    const writes: number[] = [];
    const real = store.saveCurrent.bind(store);
    store.saveCurrent = (save) => {
      writes.push(save.snapshot.moves.length);
      return real(save);
    };
    const told: string[] = [];
    const back = GameController.restore(store, on, saved, { onSaved: (id, position) => told.push(`${id}:${position}`) });
    back.save(saved);
    expect(writes).toEqual([]);
    expect(told).toEqual([`${saved.id}:1`]);
    // Nothing runs, so the move's write starts with the move.
    back.playStock();
    expect(writes).toEqual([2]);
    await back.flush();
    // A save of older shape (no reshuffle count) is written again in today's.
    const { reshuffles: _, ...older } = (await store.loadCurrent()).value!;
    GameController.restore(store, on, older, {}).save(older);
    expect(writes).toEqual([2, 2]);
  });

  it("compares saves by their data, whatever the keys' order", () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson({ a: null }, { a: 0 })).toBe(false);
  });
});

describe('rounds', () => {
  it('nine holes of numbered deals, their scores, total and par from the engine, filed once', async () => {
    const store = await Store.open(new IDBFactory());
    const c = new GameController(store, on, unwrap(numberedSpec('golf', 'golf(par=36)', 40)));
    const scores: number[] = [];
    for (let hole = 0; hole < HOLES; hole++) {
      expect(c.getSnapshot().number).toBe(40 + hole);
      expect(en.say(c.getSnapshot().round!.status)).toMatch(new RegExp(`^Hole ${hole + 1} of 9 · `));
      playHole(c);
      scores.push(c.getSnapshot().score);
      // The ended hole stays the one named, with its score counted, until the player asks for the next.
      const sum = scores.reduce((x, y) => x + y, 0);
      expect(en.say(c.getSnapshot().round!.status)).toBe(`Hole ${hole + 1} of 9 · total ${sum}, par ${4 * (hole + 1)} so far`);
      const round = c.getSnapshot().round!;
      expect([round.complete, en.say(round.next)]).toEqual(hole < HOLES - 1 ? [false, 'Next hole'] : [true, 'New round']);
      if (hole < HOLES - 1) c.nextHole();
    }
    const total = scores.reduce((x, y) => x + y, 0);
    expect(c.getSnapshot().round!.summary.map(en.say)[0]).toMatch(new RegExp(`^Round over: total ${total} against par 36, `));
    expect([c.getSnapshot().round!.total, c.getSnapshot().round!.played]).toEqual([total, HOLES]);
    await c.flush();
    const history = (await store.loadHistory()).value;
    expect(history.rounds.map((r) => [r.variant, r.scores, r.total, r.par])).toEqual([['golf(par=36)', scores, total, 36]]);
    // The round is filed at the time of its last hole (the end panel finds it by that time), the view's end time.
    const last = history.games.find((g) => g.id === c.getSnapshot().id)!;
    expect([history.rounds[0]!.endedAt, c.getSnapshot().endedAt]).toEqual([last.endedAt, last.endedAt]);
    c.nextHole();
    expect(en.say(c.getSnapshot().round!.status)).toBe('Hole 1 of 9 · total 0, par 0 so far');
    expect(c.getSnapshot().round!.complete).toBe(false);
  });

  it('a round begun from a typed deal goes on with numbered deals', () => {
    const c = new GameController(undefined, on, unwrap(typedSpec('golf', 'golf', formatDeal(numberedDeal(golf, golf.defaultVariant, 3)))));
    expect(c.getSnapshot().number).toBeUndefined();
    playHole(c);
    c.nextHole();
    const first = c.snapshot().round!.first;
    expect(first).not.toBeNull();
    expect(c.getSnapshot().number).toBe((first! + 1) >>> 0);
  });

  it('a locked layout is dealt again from the same cards, in the same hole, not counted', () => {
    const cols = ['QS 2S 3S 4S KS', 'QH 2H 3H 4H KH', 'QD 2D 3D 4D KD', 'QC 2C 3C 4C KC'].join(' ');
    const deal = dealStarting(cols);
    expect(isLockedGolf(golf.start(deal, golf.defaultVariant))).toBe(true);
    const c = new GameController(undefined, on, unwrap(typedSpec('golf', 'golf', formatDeal(deal))));
    expect(en.say(c.getSnapshot().reshuffle!)).toBe('Reshuffle this hole');
    expect(en.say(c.getSnapshot().notes[0]!)).toMatch(/^This layout is locked/);
    const id = c.getSnapshot().id;
    c.reshuffle();
    const after = c.spec.deal;
    expect([...after].sort((x, y) => x - y)).toEqual([...deal].sort((x, y) => x - y));
    expect(formatDeal(after)).not.toBe(formatDeal(deal));
    expect([c.getSnapshot().id === id, c.snapshot().reshuffles, c.snapshot().hole]).toEqual([false, 1, 0]);
  });

  it('a reshuffled hole is saved with its own deal, and the next reshuffle after a reload is dealt from it', () => {
    // Deal 328343 is locked, and so is its first reshuffle as the fourth hole.
    const c = new GameController(undefined, on, unwrap(numberedSpec('golf', 'golf', 328340)));
    for (let hole = 0; hole < 3; hole++) {
      playHole(c);
      c.nextHole();
    }
    const own = numberedDeal(golf, golf.defaultVariant, 328343);
    c.reshuffle();
    const saved = unwrap(checkCurrent(JSON.parse(JSON.stringify(c.snapshot()))));
    expect([saved.reshuffles, saved.original, saved.snapshot.number]).toEqual([1, formatDeal(own), undefined]);
    const back = GameController.restore(undefined, on, saved);
    back.reshuffle();
    expect([formatDeal(back.spec.deal), back.snapshot().reshuffles, back.snapshot().hole]).toEqual([formatDeal(GOLF_MODULE.reshuffle!(own, 3, 2)), 2, 3]);
  });

  it('a game not played in rounds has none', () => {
    const c = new GameController(undefined, on, unwrap(numberedSpec('acesup', 'acesup', 1)));
    expect([c.getSnapshot().round, c.snapshot().round]).toEqual([undefined, undefined]);
    expect(acesUp.id).toBe(c.game);
  });
});
