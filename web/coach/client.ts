// One coach worker per use (the hint, the chance, the review), made on first use: a request
// replaces the one before (the worker drops its old work), `stop` asks it to finish with what it
// has, and `close` ends it. Every reply carries its request's number and replies to an older
// request are dropped, so a stale answer never shows.
//
// A review uses a second core when there is one: that worker finds the fair moves from the last
// decision back and the page passes them to the reviewing worker, which goes from the first.
// The chance uses every core: it is split into parts (one a worker, up to
// `navigator.hardwareConcurrency`, at most MAX_PARTS), each playing its share of the stock orders
// with a stopping rule scaled to its share, and the page adds their reports up (mergeChance)
// before handing on one report, as if a single worker had made it.

import { chanceMessages, type ChanceReport, mergeChance } from '../../src/coach/chance-report.js';
import type { Asked, CoachReply, CoachRequest } from './coach-worker.js';

/** Most workers one chance uses. */
export const MAX_PARTS = 4;

/** How many parts a chance is split into on this device. */
export function chanceParts(cores: number | undefined = typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency): number {
  return Math.max(1, Math.min(MAX_PARTS, Math.floor(cores ?? 1) || 1));
}

/**
 * The latest report of each part of a chance, added up. Until every part has reported, the sum
 * is of those that have (each part's orders are a uniform sample too) and is neither settled nor
 * done.
 */
export class ChanceParts {
  private readonly latest: (ChanceReport | undefined)[];

  constructor(readonly count: number) {
    this.latest = Array.from({ length: count }, () => undefined);
  }

  /** Takes part `index`'s report; returns the sum so far. */
  add(index: number, r: ChanceReport): ChanceReport {
    this.latest[index] = r;
    const have = this.latest.filter((x): x is ChanceReport => x !== undefined);
    const sum = mergeChance(have);
    return have.length === this.count ? sum : { ...sum, settled: false, done: false };
  }
}

export class CoachClient {
  private workers: Worker[] = [];
  private asked = 0;
  private parts: ChanceParts | undefined;

  constructor(
    private readonly onReply: (r: CoachReply, request: number) => void,
    /** Workers for one chance (default: chanceParts()). */
    private readonly chanceWorkers = chanceParts(),
  ) {}

  private worker(i: number): Worker {
    const have = this.workers[i];
    if (have !== undefined) return have;
    const w = new Worker(new URL('./coach-worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<Asked<CoachReply>>) => {
      if (this.workers[i] === w && e.data.id === this.asked) this.reply(i, e.data);
    };
    w.onerror = (e) => {
      if (this.workers[i] === w) this.onReply({ kind: 'error', message: e.message }, this.asked);
    };
    this.workers[i] = w;
    return w;
  }

  private reply(i: number, r: CoachReply): void {
    // The second worker of a review: its fair moves go to the first, not to the page.
    if (r.kind === 'fair-moves') {
      if (r.found.length > 0) this.workers[0]?.postMessage({ kind: 'fair-moves', found: r.found, id: this.asked } satisfies Asked<CoachRequest>);
      return;
    }
    if (r.kind === 'review' && r.ready) this.workers[1]?.postMessage({ kind: 'stop', id: this.asked } satisfies Asked<CoachRequest>);
    if (r.kind === 'chance' && this.parts !== undefined) {
      const report = this.parts.add(i, r.report);
      this.onReply({ kind: 'chance', report, messages: chanceMessages(report) }, this.asked);
      return;
    }
    this.onReply(r, this.asked);
  }

  /** Sends a request; its number comes back with each reply. */
  ask(req: Exclude<CoachRequest, { kind: 'stop' | 'fair-moves' | 'review-help' }>): number {
    this.asked++;
    // Parts of an older chance still at work stop (a new request replaces it).
    for (const [i, w] of this.workers.entries()) if (i > 0) w.postMessage({ kind: 'stop', id: this.asked } satisfies Asked<CoachRequest>);
    const n = req.kind === 'chance' && req.shard === undefined ? this.chanceWorkers : 1;
    this.parts = n > 1 ? new ChanceParts(n) : undefined;
    for (let i = 0; i < n; i++) {
      const part = n > 1 && req.kind === 'chance' ? { ...req, shard: { index: i, count: n } } : req;
      this.worker(i).postMessage({ ...part, id: this.asked } satisfies Asked<CoachRequest>);
    }
    // A review gets a second worker when there is a core for it: the fair moves from the end.
    if (req.kind === 'review' && this.chanceWorkers > 1) this.worker(1).postMessage({ ...req, kind: 'review-help', id: this.asked } satisfies Asked<CoachRequest>);
    return this.asked;
  }

  stop(): void {
    for (const w of this.workers) w.postMessage({ kind: 'stop', id: this.asked } satisfies Asked<CoachRequest>);
  }

  /** Ends the workers at once (a new game, a closed dialog): nothing more comes. */
  close(): void {
    for (const w of this.workers) w.terminate();
    this.workers = [];
    this.parts = undefined;
  }
}
