// Which tab plays the saved game. One tab at a time holds the Web Lock `kabal-game` and is named
// in the store as the owner (`Store.claim`); another tab that opens finds the lock taken and shows
// the game inert, with "Play here". Taking over asks the owner on a BroadcastChannel to flush its
// writes and let go; if it does not answer (a frozen tab) the lock is stolen. The store's owner
// check refuses any write of a tab that lost the game, so a late or lockless tab cannot overwrite.
// Without Web Locks the tab that opens last asks the others to let go and takes the game.

import { Listeners, type Source } from '../model/source.js';
import type { Store } from './store.js';

export interface TabView {
  /** This tab plays the game (and writes it). */
  readonly owned: boolean;
  /** A take-over is under way. */
  readonly taking: boolean;
}

type Note = { readonly type: 'take' | 'took' | 'yielded'; readonly tab: string };

const LOCK = 'kabal-game';
const CHANNEL = 'kabal-tabs';
/** How long a tab that asks for the game waits for the owner to let go before it takes it anyway. */
export const YIELD_WAIT_MS = 2000;
/** How long a tab that opens waits for the lock before it shows the game as another tab's. */
export const START_WAIT_MS = 500;

/** Web Locks as far as this file uses them (a test gives its own). */
export interface Locks {
  request(name: string, options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal }, callback: (lock: unknown) => Promise<void> | undefined): Promise<unknown>;
}

export interface Channel {
  postMessage(m: Note): void;
  onmessage: ((e: { data: unknown }) => void) | null;
  close(): void;
}

export class TabOwner implements Source<TabView> {
  private view: TabView;
  private readonly listeners = new Listeners();
  private release: (() => void) | undefined;
  private waiters: (() => void)[] = [];
  /** Called when another tab asks for the game: write what is pending and stop. */
  onYield: () => Promise<void> = () => Promise.resolve();

  constructor(
    private readonly store: Store | undefined,
    private readonly locks: Locks | undefined = typeof navigator !== 'undefined' ? navigator.locks : undefined,
    private readonly channel: Channel | undefined = typeof BroadcastChannel !== 'undefined' ? (new BroadcastChannel(CHANNEL) as unknown as Channel) : undefined,
    private readonly yieldWaitMs = YIELD_WAIT_MS,
  ) {
    // Without a store there is nothing to share: this tab plays.
    this.view = { owned: store === undefined, taking: false };
    if (this.channel) this.channel.onmessage = (e) => void this.heard(e.data);
  }

  subscribe(listener: () => void): () => void {
    return this.listeners.add(listener);
  }
  getSnapshot(): TabView {
    return this.view;
  }

  /** At start: takes the game if no other tab has it. Returns whether this tab owns it. */
  async start(): Promise<boolean> {
    if (!this.store) return true;
    if (this.locks) {
      // A free lock is taken however long a busy device takes to answer (a timer here could run
      // out first and show a lone tab's game as another tab's). A lock that is held gets a short
      // wait: on a reload the page before may not have let go yet.
      if (!(await this.hold({ ifAvailable: true }).catch(() => false)) && !(await this.holdWithin(START_WAIT_MS))) return false;
      await this.claimed();
      return true;
    }
    await this.takeOver();
    return true;
  }

  /** The lock if it comes within `ms`. */
  private async holdWithin(ms: number): Promise<boolean> {
    const wait = new AbortController();
    const timer = setTimeout(() => wait.abort(), ms);
    const got = await this.hold({ signal: wait.signal }).catch(() => false);
    clearTimeout(timer);
    return got;
  }

  /** "Play here": asks the owner to let go (or takes the lock from a tab that does not answer), then claims the game. */
  async takeOver(): Promise<void> {
    if (!this.store || this.view.owned) return;
    this.set({ taking: true });
    this.post('take');
    if (this.locks) {
      if (!(await this.holdWithin(this.yieldWaitMs))) await this.hold({ steal: true });
    } else {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.yieldWaitMs);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    await this.claimed();
  }

  /** The game was taken by another tab (a refused write, or a message): stop being the owner. */
  lose(): void {
    this.store?.dropClaim();
    if (!this.view.owned) return;
    this.release?.();
    this.release = undefined;
    this.set({ owned: false, taking: false });
  }

  private async claimed(): Promise<void> {
    // This tab holds the game now. Writing that down can fail (a full disk after a restart): the
    // tab plays all the same, in memory, and its first write that works names it the owner
    // (Store.claim); the saver shows why nothing is saved and offers the export.
    try {
      await this.store?.claim();
    } catch {
      // Said by the saver, whose first write fails the same way.
    }
    this.set({ owned: true, taking: false });
    this.post('took');
  }

  /** Requests the lock and keeps it until `lose`; false when `ifAvailable` finds it taken. */
  private hold(options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal }): Promise<boolean> {
    const locks = this.locks;
    if (!locks) return Promise.resolve(false);
    return new Promise<boolean>((resolve, reject) => {
      let granted = false;
      locks
        .request(LOCK, options, (lock) => {
          if (lock === null) {
            resolve(false);
            return undefined;
          }
          granted = true;
          resolve(true);
          return new Promise<void>((r) => {
            this.release = r;
          });
        })
        .catch((e: unknown) => {
          // Stolen by a tab that took over while this one did not answer.
          if (granted) this.lose();
          else reject(e instanceof Error ? e : new Error(String(e)));
        });
    });
  }

  private async heard(data: unknown): Promise<void> {
    const note = data as Partial<Note> | null;
    if (!note || typeof note.tab !== 'string' || note.tab === this.store?.tab) return;
    if (note.type === 'take' && this.view.owned) {
      await this.onYield();
      this.lose();
      this.post('yielded');
    } else if (note.type === 'took') this.lose();
    else if (note.type === 'yielded') {
      const w = this.waiters;
      this.waiters = [];
      for (const f of w) f();
    }
  }

  private post(type: Note['type']): void {
    if (this.store) this.channel?.postMessage({ type, tab: this.store.tab });
  }

  private set(change: Partial<TabView>): void {
    this.view = { ...this.view, ...change };
    this.listeners.call();
  }
}
