// The writes of one tab's game, in order: results first as they come, then the latest position
// (a newer position replaces one still waiting; every result is kept). A failed write is not
// dropped: it stays at the head of the queue, is tried again after a growing pause and at once
// when the next move is saved, and the status says so (the page shows it and offers an export of
// what is not written yet). A write refused because another tab owns the game stops the queue.
// No DOM here, so it is driven from unit tests with fake timers and a store that fails.

import type { CurrentSave, GameResult, RoundResult } from './records.js';
import { Listeners, type Source } from '../model/source.js';
import { NotOwnerError, type Store } from './store.js';

export interface SaveStatus {
  /** `ok`: nothing failed (writes may be under way); `failing`: a write failed and is tried again; `stopped`: another tab has the game. */
  readonly state: 'ok' | 'failing' | 'stopped';
  /** The last failure's message (while failing). */
  readonly error?: string;
  /** The last failure was the device's storage being full (while failing). */
  readonly full?: boolean;
  /** How many times the write at the head has failed in a row. */
  readonly attempts: number;
  /** Saving worked again after a failure (until the next failure). */
  readonly recovered: boolean;
  /** Writes not done yet. */
  readonly pending: number;
}

type Job =
  | { readonly kind: 'current'; readonly save: CurrentSave; readonly done?: () => void }
  | { readonly kind: 'result'; readonly result: GameResult; readonly round?: RoundResult; readonly done?: () => void }
  | { readonly kind: 'unrecord'; readonly id: string; readonly done?: () => void };

export interface Timers {
  set(f: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (f, ms) => setTimeout(f, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** The pause before the n-th retry (n from 1): half a second, doubling, at most 30 seconds. */
export function backoff(n: number): number {
  return Math.min(30_000, 500 * 2 ** Math.max(0, n - 1));
}

/** Whether an error says the device's storage is full (IndexedDB's QuotaExceededError). */
export function storageFull(e: unknown): boolean {
  if (!(e instanceof Error) && !(typeof DOMException !== 'undefined' && e instanceof DOMException)) return false;
  const err = e as Error;
  return err.name === 'QuotaExceededError' || /quota/i.test(err.message);
}

export interface SaverHooks {
  /** A write failed (for the console). */
  onError?: (message: string) => void;
  /** A write was refused: another tab owns the game. */
  onLost?: () => void;
}

export class Saver implements Source<SaveStatus> {
  private readonly queue: Job[] = [];
  private running: Job | undefined;
  private timer: unknown;
  private idle: (() => void)[] = [];
  private readonly listeners = new Listeners();
  private status: SaveStatus = { state: 'ok', attempts: 0, recovered: false, pending: 0 };

  constructor(
    private readonly store: Store | undefined,
    private readonly hooks: SaverHooks = {},
    private readonly timers: Timers = realTimers,
  ) {}

  subscribe(listener: () => void): () => void {
    return this.listeners.add(listener);
  }
  getSnapshot(): SaveStatus {
    return this.status;
  }

  /** The position to keep; a position still waiting is replaced (only the latest matters). */
  saveCurrent(save: CurrentSave, done?: () => void): void {
    for (let i = this.queue.length - 1; i >= 0; i--) if (this.queue[i]!.kind === 'current' && this.queue[i] !== this.running) this.queue.splice(i, 1);
    this.push({ kind: 'current', save, ...(done ? { done } : {}) });
  }

  /** A game to count (and the round it finished); written once, by the game's id. */
  addResult(result: GameResult, round?: RoundResult, done?: () => void): void {
    this.push({ kind: 'result', result, ...(round ? { round } : {}), ...(done ? { done } : {}) });
  }

  /** Takes back an abandoned game's result (the player went back to it); a result still queued is dropped instead. */
  removeResult(id: string, done?: () => void): void {
    const queued = this.queue.findIndex((j) => j.kind === 'result' && j.result.id === id && j !== this.running);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.publish({});
      done?.();
      return;
    }
    this.push({ kind: 'unrecord', id, ...(done ? { done } : {}) });
  }

  /** Results not written yet (for an export while saving fails). */
  pendingResults(): GameResult[] {
    return this.queue.flatMap((j) => (j.kind === 'result' ? [j.result] : []));
  }

  /** Rounds not written yet (each waits with the result of its last game). */
  pendingRounds(): RoundResult[] {
    return this.queue.flatMap((j) => (j.kind === 'result' && j.round ? [j.round] : []));
  }

  /** Waits until every write is done, or until one fails or the queue stops (it does not wait for a retry's pause). */
  flush(): Promise<void> {
    const { state } = this.status;
    if (this.queue.length === 0 || state === 'stopped' || (state === 'failing' && !this.running)) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** No more writes (another tab has the game); what is waiting stays for an export. */
  stop(): void {
    if (this.status.state === 'stopped') return;
    if (this.timer !== undefined) this.timers.clear(this.timer);
    this.timer = undefined;
    this.publish({ state: 'stopped', attempts: 0, recovered: false });
  }

  private push(job: Job): void {
    this.queue.push(job);
    if (this.status.state === 'stopped') return;
    this.publish({});
    this.kick();
  }

  /** Starts writing now (a waiting retry is brought forward: the next move tries again at once). */
  private kick(): void {
    if (this.running || this.status.state === 'stopped') return;
    if (this.timer !== undefined) {
      this.timers.clear(this.timer);
      this.timer = undefined;
    }
    void this.run();
  }

  private async run(): Promise<void> {
    while (this.queue.length > 0 && this.status.state !== 'stopped') {
      const job = this.queue[0]!;
      this.running = job;
      try {
        await this.write(job);
      } catch (e) {
        this.running = undefined;
        if (e instanceof NotOwnerError) {
          this.stop();
          this.hooks.onLost?.();
        } else {
          const message = e instanceof Error ? e.message || e.name : String(e);
          this.hooks.onError?.(message);
          const attempts = this.status.attempts + 1;
          this.publish({ state: 'failing', error: message, full: storageFull(e), attempts, recovered: false });
          this.timer = this.timers.set(() => {
            this.timer = undefined;
            this.kick();
          }, backoff(attempts));
        }
        this.wake();
        return;
      }
      this.running = undefined;
      this.queue.splice(this.queue.indexOf(job), 1);
      job.done?.();
      // stop() may have come while the write was under way.
      const state = this.getSnapshot().state;
      if (state === 'stopped') break;
      this.publish(state === 'failing' ? { state: 'ok', attempts: 0, recovered: true } : {});
    }
    this.wake();
  }

  private async write(job: Job): Promise<void> {
    if (!this.store) return;
    if (job.kind === 'current') await this.store.saveCurrent(job.save);
    else if (job.kind === 'result') await this.store.addResult(job.result, job.round);
    else await this.store.removeResult(job.id);
  }

  private wake(): void {
    const waiting = this.idle;
    this.idle = [];
    for (const w of waiting) w();
  }

  private publish(change: Partial<SaveStatus>): void {
    const next: SaveStatus = { ...this.status, ...change, pending: this.queue.length };
    if (next.state === 'failing') this.status = next;
    else {
      const { error: _gone, full: _also, ...rest } = next;
      this.status = rest;
    }
    this.listeners.call();
  }
}
