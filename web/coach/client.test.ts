// The coach client: each request gets a new number, a reply to an older request is dropped (a
// hint or a chance for a position the game has left never shows), stop and close reach the worker.
import { afterEach, describe, expect, it } from 'vitest';
import type { Asked, CoachReply, CoachRequest } from './coach-worker.js';
import { CoachClient } from './client.js';

class FakeWorker {
  static last: FakeWorker | undefined;
  readonly sent: Asked<CoachRequest>[] = [];
  terminated = false;
  onmessage: ((e: { data: Asked<CoachReply> }) => void) | null = null;
  onerror: ((e: { message: string }) => void) | null = null;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(m: Asked<CoachRequest>): void {
    this.sent.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(id: number, r: CoachReply): void {
    this.onmessage?.({ data: { ...r, id } });
  }
}

const real = globalThis.Worker;
afterEach(() => {
  globalThis.Worker = real;
});

describe('coach client', () => {
  it('numbers requests and drops replies to older ones', () => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    const got: CoachReply[] = [];
    const c = new CoachClient((r) => got.push(r));
    const obs = { kind: 'golf-observation' };
    const first = c.ask({ kind: 'hint', game: 'golf', variant: 'golf', obs, legal: ['t'] });
    const second = c.ask({ kind: 'hint', game: 'golf', variant: 'golf', obs, legal: ['t', '3'] });
    const w = FakeWorker.last as FakeWorker;
    expect(w.sent.map((m) => m.id)).toEqual([first, second]);
    w.reply(first, { kind: 'hint', move: 't', message: undefined, player: 'rollout' });
    expect(got).toEqual([]);
    w.reply(second, { kind: 'hint', move: '3', message: undefined, player: 'rollout' });
    expect(got).toEqual([{ kind: 'hint', move: '3', message: undefined, player: 'rollout', id: second }]);
    c.stop();
    expect(w.sent.at(-1)).toEqual({ kind: 'stop', id: second });
    c.close();
    expect(w.terminated).toBe(true);
    w.reply(second, { kind: 'error', message: 'late' });
    expect(got).toHaveLength(1);
  });
});
