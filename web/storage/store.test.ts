// The IndexedDB store (fake-indexeddb): the current game, results counted once per id, and bad
// records set aside in the quarantine, never deleted.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { formatDeal } from '../../src/core/deal.js';
import { golf } from '../../src/registry/index.js';
import { numberedDeal } from '../../src/games/index.js';
import { type GameResult, SAVE_VERSION } from './records.js';
import { NotOwnerError, Store } from './store.js';

describe('store (IndexedDB)', () => {
  it('saves the current game, counts results once per id, and sets bad records aside', async () => {
    const store = await Store.open();
    const deal = formatDeal(numberedDeal(golf, golf.defaultVariant, 3));
    await store.saveCurrent({ version: SAVE_VERSION, id: 'x', startedAt: 1, recorded: false, snapshot: { game: 'golf', variant: 'golf', deal, moves: ['t'], auto: [false], cursor: 1 } });
    const back = await store.loadCurrent();
    expect(back.value?.snapshot.moves).toEqual(['t']);
    const res: GameResult = { id: 'r1', game: 'golf', variant: 'golf', deal, moves: [], score: 35, won: false, cardsLeft: 35, endedAt: 1, abandoned: true };
    await store.addResult(res);
    expect(await store.importResults([res, { ...res, id: 'r2' }], [])).toEqual({ games: 1, rounds: 0 });
    await store.saveCurrent({ broken: true } as never);
    const bad = await store.loadCurrent();
    expect(bad.value).toBeUndefined();
    expect(bad.problems[0]).toMatch(/version/);
    expect(await store.quarantined()).toBe(1);
    expect((await store.loadHistory()).value.games).toHaveLength(2);
    const exported = await store.exportAll(undefined);
    expect([exported.format, exported.version, exported.games.length]).toEqual(['kabal-export', 1, 2]);
  });
});

describe('one tab writes the game', () => {
  it('a tab that lost the game cannot overwrite it; a result is written once, never replaced by "abandoned"', async () => {
    const factory = new IDBFactory();
    const a = await Store.open(factory, 'tab-a');
    const b = await Store.open(factory, 'tab-b');
    const deal = formatDeal(numberedDeal(golf, golf.defaultVariant, 4));
    const at = (moves: string[]) => ({ version: SAVE_VERSION, id: 'g', startedAt: 1, recorded: false, snapshot: { game: 'golf' as const, variant: 'golf', deal, moves, auto: moves.map(() => false), cursor: moves.length } });
    await a.claim();
    await a.saveCurrent(at(['t']));
    await expect(b.saveCurrent(at([]))).rejects.toBeInstanceOf(NotOwnerError);
    await b.claim();
    expect(await b.owner()).toBe('tab-b');
    await b.saveCurrent(at(['t', 't']));
    // A wakes late: its write is refused, B's game stays.
    await expect(a.saveCurrent(at(['t']))).rejects.toBeInstanceOf(NotOwnerError);
    await expect(a.addResult({ id: 'late', game: 'golf', variant: 'golf', deal, moves: [], score: 35, won: false, cardsLeft: 35, endedAt: 1, abandoned: true })).rejects.toBeInstanceOf(NotOwnerError);
    expect((await b.loadCurrent()).value?.snapshot.moves).toEqual(['t', 't']);

    // Finished: counted with its round, once; a later "abandoned" of the same id is not written.
    let s = golf.start(numberedDeal(golf, golf.defaultVariant, 4), golf.defaultVariant);
    const moves: string[] = [];
    while (!golf.isTerminal(s)) {
      const m = golf.legalMoves(s)[0]!;
      moves.push(golf.formatMove(m));
      s = golf.applyMove(s, m);
    }
    const won: GameResult = { id: 'g', game: 'golf', variant: 'golf', deal, moves, score: golf.score(s), won: golf.isWon(s), cardsLeft: golf.cardsLeft(s), endedAt: 2, abandoned: false };
    const round = { variant: 'golf', scores: [golf.score(s), 0, 0, 0, 0, 0, 0, 0, 0], total: golf.score(s), par: 45, endedAt: 2 };
    expect(await b.addResult(won, round)).toBe(true);
    expect(await b.addResult({ ...won, abandoned: true, endedAt: 3 }, round)).toBe(false);
    const h = await b.loadHistory();
    expect(h.problems).toEqual([]);
    expect(h.value.games).toEqual([won]);
    expect(h.value.rounds).toEqual([round]);
  });

  it('records that do not agree with their moves are moved aside with the reason, and listed', async () => {
    const store = await Store.open(new IDBFactory(), 'tab');
    const deal = formatDeal(numberedDeal(golf, golf.defaultVariant, 3));
    const good: GameResult = { id: 'ok', game: 'golf', variant: 'golf', deal, moves: [], score: 35, won: false, cardsLeft: 35, endedAt: 1, abandoned: true };
    await store.addResult(good);
    await store.addResult({ ...good, id: 'x', score: -99 });
    const h = await store.loadHistory();
    expect(h.value.games).toEqual([good]);
    expect(h.problems).toEqual(['game result "x": "score" is -99 but the moves give 35']);
    expect(await store.setAside()).toMatchObject([{ where: 'games', reason: 'game result "x": "score" is -99 but the moves give 35' }]);
    // Moved, not deleted: the next load finds nothing new to set aside.
    expect((await store.loadHistory()).problems).toEqual([]);
    expect(await store.quarantined()).toBe(1);
  });
});
