// No silent losses: a game in progress left for a new one is counted as played and not won, and
// the player may go back to it (its result is then taken out again) until the first move of the
// new game; an exported file's game in progress can be brought back after an import.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/core/result.js';
import { GameController } from './controller.js';
import { parseExport } from '../storage/records.js';
import { numberedSpec } from './spec.js';
import { Store } from '../storage/store.js';

const on = { forcedMoves: true };

async function played(store: Store): Promise<{ id: string; abandoned: boolean }[]> {
  return (await store.loadHistory()).value.games.map((g) => ({ id: g.id, abandoned: g.abandoned }));
}

describe('a game left for another', () => {
  it('is counted as abandoned, and going back brings it back whole and takes the result out', async () => {
    const store = await Store.open(new IDBFactory());
    const c = new GameController(store, on, unwrap(numberedSpec('golf', 'golf', 11)));
    expect(c.playStock().kind).toBe('played');
    expect(c.playStock().kind).toBe('played');
    const before = c.snapshot();
    c.newGame();
    expect(c.getSnapshot().left).toEqual({ game: 'golf', moves: 2 });
    await c.flush();
    expect(await played(store)).toEqual([{ id: before.id, abandoned: true }]);
    c.goBack();
    expect(c.getSnapshot().left).toBeUndefined();
    expect(c.snapshot()).toEqual(before);
    await c.flush();
    expect(await played(store)).toEqual([]);
    // Left again, it is counted again (once).
    c.switchGame('acesup');
    await c.flush();
    expect(await played(store)).toEqual([{ id: before.id, abandoned: true }]);
  });

  it('the offer ends with the first move of the new game; a game without moves is not offered', () => {
    const c = new GameController(undefined, on, unwrap(numberedSpec('golf', 'golf', 11)));
    c.newGame();
    expect(c.getSnapshot().left).toBeUndefined();
    expect(c.playStock().kind).toBe('played');
    c.newGame();
    expect(c.getSnapshot().left?.moves).toBe(1);
    expect(c.playStock().kind).toBe('played');
    expect(c.getSnapshot().left).toBeUndefined();
  });

  it("an exported file's game in progress comes back after an import, and the game on the table can be gone back to", async () => {
    const a = new GameController(undefined, on, unwrap(numberedSpec('golf', 'golf', 12)));
    expect(a.playStock().kind).toBe('played');
    const file = JSON.stringify(await (await Store.open(new IDBFactory())).exportAll(a.snapshot()));
    const parsed = unwrap(parseExport(file));
    expect(parsed.current).toEqual(a.snapshot());
    const b = new GameController(undefined, on, unwrap(numberedSpec('acesup', 'acesup', 3)));
    expect(b.playStock().kind).toBe('played');
    b.adopt(parsed.current!);
    expect(b.snapshot()).toEqual(a.snapshot());
    expect(b.getSnapshot().left).toEqual({ game: 'acesup', moves: 1 });
    // A tampered game in progress is set aside with its reason, the rest of the file kept.
    const bad = JSON.parse(file) as { current: { snapshot: { moves: string[] } } };
    bad.current.snapshot.moves = ['zz'];
    const r = unwrap(parseExport(JSON.stringify(bad)));
    expect(r.current).toBeUndefined();
    expect(r.rejected.join()).toMatch(/^current: /);
  });
});
