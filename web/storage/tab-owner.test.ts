// Which tab plays, without Web Locks (the path a browser without them takes; Chromium's locks are
// driven in e2e/storage.test.ts): the tab that asks gets the game once the owner has written what
// it had, the owner stops, and the store refuses the old owner's writes. With Web Locks that
// answer slowly (a busy device): a tab alone takes the game however late the answer comes.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDeal } from '../../src/core/deal.js';
import { golf } from '../../src/registry/index.js';
import { numberedDeal } from '../../src/games/index.js';
import { SAVE_VERSION } from './records.js';
import { NotOwnerError, Store } from './store.js';
import { type Channel, type Locks, START_WAIT_MS, TabOwner } from './tab-owner.js';

const channels: BroadcastChannel[] = [];
const channel = (): Channel => {
  const c = new BroadcastChannel('kabal-tabs-test');
  channels.push(c);
  return c as unknown as Channel;
};
afterEach(() => {
  for (const c of channels.splice(0)) c.close();
});

describe('tab owner without Web Locks', () => {
  it('hands the game over both ways: the owner flushes and stops, and its late writes are refused', async () => {
    const factory = new IDBFactory();
    const sa = await Store.open(factory, 'a');
    const sb = await Store.open(factory, 'b');
    const a = new TabOwner(sa, undefined, channel(), 50);
    const b = new TabOwner(sb, undefined, channel(), 5000);
    const yielded: string[] = [];
    a.onYield = () => {
      yielded.push('a');
      return Promise.resolve();
    };
    b.onYield = () => {
      yielded.push('b');
      return Promise.resolve();
    };
    expect(a.getSnapshot().owned).toBe(false);
    // Nobody answers: after its short wait A takes the game.
    expect(await a.start()).toBe(true);
    expect(await sa.owner()).toBe('a');
    // B asks; A answers at once (well before B's 5-second wait) and stops.
    const t0 = Date.now();
    expect(await b.start()).toBe(true);
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(yielded).toEqual(['a']);
    expect(a.getSnapshot()).toEqual({ owned: false, taking: false });
    expect(await sb.owner()).toBe('b');
    const deal = formatDeal(numberedDeal(golf, golf.defaultVariant, 1));
    const save = { version: SAVE_VERSION, id: 'g', startedAt: 1, recorded: false, snapshot: { game: 'golf' as const, variant: 'golf', deal, moves: [], auto: [], cursor: 0 } };
    await expect(sa.saveCurrent(save)).rejects.toBeInstanceOf(NotOwnerError);
    await sb.saveCurrent(save);
    // And back: "Play here" in A.
    await a.takeOver();
    expect(yielded).toEqual(['a', 'b']);
    expect(a.getSnapshot().owned).toBe(true);
    expect(b.getSnapshot().owned).toBe(false);
    await expect(sb.saveCurrent(save)).rejects.toBeInstanceOf(NotOwnerError);
  });

  it('without a store the one tab plays', async () => {
    const t = new TabOwner(undefined, undefined, undefined);
    expect(await t.start()).toBe(true);
    expect(t.getSnapshot().owned).toBe(true);
  });

  it('plays on when the disk is full at start, and names itself the owner at its first write that works', async () => {
    const factory = new IDBFactory();
    // The tab of an earlier visit owned the game.
    const old = await Store.open(factory, 'old');
    await old.claim();
    const sb = await Store.open(factory, 'b');
    const b = new TabOwner(sb, undefined, channel(), 20);
    const deal = formatDeal(numberedDeal(golf, golf.defaultVariant, 1));
    const save = { version: SAVE_VERSION, id: 'g', startedAt: 1, recorded: false, snapshot: { game: 'golf' as const, variant: 'golf', deal, moves: [], auto: [], cursor: 0 } };
    // Every write fails as on a full disk.
    const proto = IDBObjectStore.prototype;
    const put = Object.getOwnPropertyDescriptor(proto, 'put')!;
    Object.defineProperty(proto, 'put', {
      ...put,
      value: (): never => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    try {
      expect(await b.start()).toBe(true);
      expect(b.getSnapshot()).toEqual({ owned: true, taking: false });
      const e: unknown = await sb.saveCurrent(save).then(() => undefined, (x: unknown) => x);
      expect(e).toBeInstanceOf(DOMException);
      expect((e as DOMException).name).toBe('QuotaExceededError');
    } finally {
      Object.defineProperty(proto, 'put', put);
    }
    expect(await sb.owner()).toBe('old');
    // Room again: the write goes through and names this tab; the old tab's writes are refused.
    await sb.saveCurrent(save);
    expect(await sb.owner()).toBe('b');
    expect((await sb.loadCurrent()).value?.id).toBe('g');
    await expect(old.saveCurrent(save)).rejects.toBeInstanceOf(NotOwnerError);
  });
});

/**
 * Web Locks for one lock, each answer `delay` ms late, as on a busy device: a request aborted
 * before its answer comes is refused (AbortError) and never granted; a held lock is granted to the
 * waiting requests in turn once it is let go.
 */
class SlowLocks implements Locks {
  private held = false;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly delay: number) {}

  request(_name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: (lock: unknown) => Promise<void> | undefined): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const aborted = (): void => reject(new DOMException('The request was aborted.', 'AbortError'));
      const grant = (): void => {
        this.held = true;
        void Promise.resolve(callback({})).then(() => {
          this.letGo();
          resolve(undefined);
        });
      };
      setTimeout(() => {
        if (options.signal?.aborted === true) aborted();
        else if (!this.held) grant();
        else if (options.ifAvailable === true) void Promise.resolve(callback(null)).then(resolve);
        else {
          this.waiting.push(grant);
          options.signal?.addEventListener('abort', () => {
            const i = this.waiting.indexOf(grant);
            if (i < 0) return;
            this.waiting.splice(i, 1);
            aborted();
          });
        }
      }, this.delay);
    });
  }

  /** Another tab (or the page before a reload) holds the lock until the function returned is called. */
  holdElsewhere(): () => void {
    this.held = true;
    return () => this.letGo();
  }

  private letGo(): void {
    this.held = false;
    this.waiting.shift()?.();
  }
}

describe('tab owner with Web Locks that answer slowly', () => {
  it('a tab alone takes the game even when the lock is granted after the short wait has run out', async () => {
    const store = await Store.open(new IDBFactory(), 'a');
    const t = new TabOwner(store, new SlowLocks(START_WAIT_MS + 300), channel());
    expect(await t.start()).toBe(true);
    expect(t.getSnapshot()).toEqual({ owned: true, taking: false });
    expect(await store.owner()).toBe('a');
  });

  it("a lock held by another tab: after the short wait the game is shown as that tab's", async () => {
    const locks = new SlowLocks(20);
    locks.holdElsewhere();
    const t = new TabOwner(await Store.open(new IDBFactory(), 'b'), locks, channel());
    const t0 = Date.now();
    expect(await t.start()).toBe(false);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(START_WAIT_MS - 10);
    expect(t.getSnapshot().owned).toBe(false);
  });

  it('a reload: the page before lets go of the lock within the short wait, and the new page plays', async () => {
    const locks = new SlowLocks(20);
    const letGo = locks.holdElsewhere();
    setTimeout(letGo, START_WAIT_MS / 4);
    const store = await Store.open(new IDBFactory(), 'c');
    const t = new TabOwner(store, locks, channel());
    expect(await t.start()).toBe(true);
    expect(await store.owner()).toBe('c');
  });
});
