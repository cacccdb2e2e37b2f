// The IndexedDB store (fake-indexeddb): the current game, results counted once per id, and bad
// records set aside in the quarantine, never deleted.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { formatDeal } from '../src/core/deal.js';
import { golf, numberedDeal } from '../src/games/index.js';
import { type GameResult, SAVE_VERSION } from './records.js';
import { Store } from './store.js';

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
