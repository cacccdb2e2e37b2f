// The saver: writes in order (every result, the latest position), a failed write kept and retried
// after a growing pause or at once on the next save, the status the page shows, and a stop when
// another tab has the game. The store is a stand-in that fails when told; timers are by hand.
import { describe, expect, it } from 'vitest';
import type { CurrentSave, GameResult } from './records.js';
import { backoff, Saver, storageFull, type Timers } from './saver.js';
import { NotOwnerError, type Store } from './store.js';

class FakeStore {
  fail: Error | undefined;
  readonly writes: string[] = [];
  async saveCurrent(s: CurrentSave): Promise<void> {
    await Promise.resolve();
    if (this.fail) throw this.fail;
    this.writes.push(`current ${s.id}`);
  }
  async addResult(r: GameResult): Promise<boolean> {
    await Promise.resolve();
    if (this.fail) throw this.fail;
    this.writes.push(`result ${r.id}`);
    return true;
  }
}

class HandTimers implements Timers {
  waiting: { f: () => void; ms: number }[] = [];
  set(f: () => void, ms: number): unknown {
    const t = { f, ms };
    this.waiting.push(t);
    return t;
  }
  clear(h: unknown): void {
    this.waiting = this.waiting.filter((t) => t !== h);
  }
  /** Runs the timers that are due. */
  fire(): void {
    const due = this.waiting;
    this.waiting = [];
    for (const t of due) t.f();
  }
}

const save = (id: string): CurrentSave => ({ version: 2, id, startedAt: 0, recorded: false, snapshot: { game: 'golf', variant: 'golf', deal: '', moves: [], auto: [], cursor: 0 } });
const result = (id: string): GameResult => ({ id, game: 'golf', variant: 'golf', deal: '', moves: [], score: 0, won: false, cardsLeft: 0, endedAt: 0, abandoned: true });
const settle = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

function setUp() {
  const store = new FakeStore();
  const timers = new HandTimers();
  const lost: string[] = [];
  const errors: string[] = [];
  const saver = new Saver(store as unknown as Store, { onLost: () => lost.push('lost'), onError: (m) => errors.push(m) }, timers);
  return { store, timers, saver, lost, errors };
}

describe('saver', () => {
  it('writes every result and the latest position, in order', async () => {
    const { store, saver } = setUp();
    const done: string[] = [];
    saver.saveCurrent(save('a'), () => done.push('a'));
    saver.saveCurrent(save('b'));
    saver.addResult(result('r'), undefined, () => done.push('r'));
    saver.saveCurrent(save('c'));
    await saver.flush();
    // 'a' was under way when 'b' came; 'b' waited and was replaced by 'c', which follows the result.
    expect(store.writes).toEqual(['current a', 'result r', 'current c']);
    expect(done).toEqual(['a', 'r']);
    expect(saver.getSnapshot()).toEqual({ state: 'ok', attempts: 0, recovered: false, pending: 0 });
  });

  it('keeps a failed write, says why, retries after a growing pause and at once on the next save', async () => {
    const { store, timers, saver, errors } = setUp();
    store.fail = new Error('the disk is full');
    saver.addResult(result('won'));
    saver.saveCurrent(save('a'));
    await saver.flush();
    expect(saver.getSnapshot()).toMatchObject({ state: 'failing', error: 'the disk is full', attempts: 1, pending: 2 });
    expect(saver.pendingResults().map((r) => r.id)).toEqual(['won']);
    expect(timers.waiting.map((t) => t.ms)).toEqual([backoff(1)]);
    timers.fire();
    await settle();
    expect(saver.getSnapshot()).toMatchObject({ state: 'failing', attempts: 2 });
    expect(timers.waiting.map((t) => t.ms)).toEqual([backoff(2)]);
    expect(errors).toEqual(['the disk is full', 'the disk is full']);
    // The next move's save tries again at once, without waiting for the timer.
    store.fail = undefined;
    saver.saveCurrent(save('b'));
    await saver.flush();
    expect(timers.waiting).toEqual([]);
    expect(store.writes).toEqual(['result won', 'current b']);
    expect(saver.getSnapshot()).toEqual({ state: 'ok', attempts: 0, recovered: true, pending: 0 });
  });

  it('the pause doubles from half a second up to 30 seconds', () => {
    expect([1, 2, 3, 4, 7, 20].map(backoff)).toEqual([500, 1000, 2000, 4000, 30_000, 30_000]);
  });

  it('stops when another tab has the game, and keeps what was not written', async () => {
    const { store, saver, lost } = setUp();
    store.fail = new NotOwnerError();
    saver.addResult(result('r'));
    await saver.flush();
    expect(lost).toEqual(['lost']);
    expect(saver.getSnapshot().state).toBe('stopped');
    store.fail = undefined;
    saver.saveCurrent(save('late'));
    await settle();
    expect(store.writes).toEqual([]);
    expect(saver.pendingResults().map((r) => r.id)).toEqual(['r']);
  });

  it('says when the failure is a full disk, and forgets it once a write works', async () => {
    const { store, saver } = setUp();
    store.fail = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    saver.saveCurrent(save('a'));
    await settle();
    expect(saver.getSnapshot()).toMatchObject({ state: 'failing', full: true, attempts: 1 });
    store.fail = new Error('the database connection is closing');
    saver.saveCurrent(save('b'));
    await settle();
    expect(saver.getSnapshot()).toMatchObject({ state: 'failing', full: false });
    store.fail = undefined;
    saver.saveCurrent(save('c'));
    await settle();
    expect(saver.getSnapshot().full).toBeUndefined();
    expect(store.writes).toEqual(['current c']);
  });

  it('tells a full disk from other failures', () => {
    expect(storageFull(new DOMException('x', 'QuotaExceededError'))).toBe(true);
    expect(storageFull(new Error('The quota has been exceeded.'))).toBe(true);
    expect(storageFull(new Error('Transaction aborted'))).toBe(false);
    expect(storageFull('QuotaExceededError')).toBe(false);
  });
});
