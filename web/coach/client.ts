// One coach worker per use (the hint, the chance, the review), made on first use: a request
// replaces the one before (the worker drops its old work), `stop` asks it to finish with what it
// has, and `close` ends it. Every reply carries its request's number and replies to an older
// request are dropped, so a stale answer never shows.

import type { Asked, CoachReply, CoachRequest } from './coach-worker.js';

export class CoachClient {
  private worker: Worker | undefined;
  private asked = 0;

  constructor(private readonly onReply: (r: CoachReply, request: number) => void) {}

  /** Sends a request; its number comes back with each reply. */
  ask(req: Exclude<CoachRequest, { kind: 'stop' }>): number {
    if (!this.worker) {
      const w = new Worker(new URL('./coach-worker.ts', import.meta.url), { type: 'module' });
      w.onmessage = (e: MessageEvent<Asked<CoachReply>>) => {
        if (this.worker === w && e.data.id === this.asked) this.onReply(e.data, this.asked);
      };
      w.onerror = (e) => {
        if (this.worker === w) this.onReply({ kind: 'error', message: e.message }, this.asked);
      };
      this.worker = w;
    }
    this.asked++;
    this.worker.postMessage({ ...req, id: this.asked } satisfies Asked<CoachRequest>);
    return this.asked;
  }

  stop(): void {
    this.worker?.postMessage({ kind: 'stop', id: this.asked } satisfies Asked<CoachRequest>);
  }

  /** Ends the worker at once (a new game, a closed dialog): nothing more comes. */
  close(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}
