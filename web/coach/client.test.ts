// The coach client: each request gets a new number, a reply to an older request is dropped (a
// hint or a chance for a position the game has left never shows), stop and close reach the worker.
import { afterEach, describe, expect, it } from 'vitest';
import type { Asked, CoachReply, CoachRequest } from './coach-worker.js';
import { chanceParts, CoachClient } from './client.js';
import { ChanceEstimator, type ChanceReport, mergeChance } from '../../src/coach/index.js';
import { dealFromNumber } from '../../src/core/deal.js';
import { ACESUP } from '../../src/registry/acesup/index.js';

class FakeWorker {
  static last: FakeWorker | undefined;
  static all: FakeWorker[] = [];
  readonly sent: Asked<CoachRequest>[] = [];
  terminated = false;
  onmessage: ((e: { data: Asked<CoachReply> }) => void) | null = null;
  onerror: ((e: { message: string }) => void) | null = null;
  constructor() {
    FakeWorker.last = this;
    FakeWorker.all.push(this);
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
    w.reply(first, { kind: 'hint', move: 't', message: undefined, why: [], player: 'rollout' });
    expect(got).toEqual([]);
    w.reply(second, { kind: 'hint', move: '3', message: undefined, why: [], player: 'rollout' });
    expect(got).toEqual([{ kind: 'hint', move: '3', message: undefined, why: [], player: 'rollout', id: second }]);
    c.stop();
    expect(w.sent.at(-1)).toEqual({ kind: 'stop', id: second });
    c.close();
    expect(w.terminated).toBe(true);
    w.reply(second, { kind: 'error', message: 'late' });
    expect(got).toHaveLength(1);
  });

  it('splits a chance over several workers and hands on their reports added up', () => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    FakeWorker.all = [];
    const got: CoachReply[] = [];
    const c = new CoachClient((r) => got.push(r), 2);
    const rules = ACESUP.rules;
    const obs = rules.observe(rules.start(dealFromNumber(4), rules.defaultVariant));
    const id = c.ask({ kind: 'chance', game: 'acesup', variant: 'acesup', obs });
    expect(FakeWorker.all).toHaveLength(2);
    expect(FakeWorker.all.map((w) => (w.sent[0] as { shard?: unknown }).shard)).toEqual([
      { index: 0, count: 2 },
      { index: 1, count: 2 },
    ]);
    // The parts as the workers would run them.
    const parts = [0, 1].map((index) => new ChanceEstimator(ACESUP, rules.defaultVariant, obs, { samples: 30, halfWidth: 0, stockKnown: false, shard: { index, count: 2 } }).run());
    const [a, b] = parts as [ChanceReport, ChanceReport];
    FakeWorker.all[0]?.reply(id, { kind: 'chance', report: a, messages: [] });
    const one = got.at(-1) as Extract<CoachReply, { kind: 'chance' }>;
    expect([one.report.chance.samples, one.report.done, one.report.settled]).toEqual([15, false, false]);
    FakeWorker.all[1]?.reply(id, { kind: 'chance', report: b, messages: [] });
    const both = got.at(-1) as Extract<CoachReply, { kind: 'chance' }>;
    expect(both.report).toEqual(mergeChance(parts));
    expect([both.report.chance.samples, both.report.done]).toEqual([30, true]);
    expect(both.messages.length).toBeGreaterThan(0);
    // A hint goes to one worker only; stop reaches every worker.
    c.ask({ kind: 'hint', game: 'acesup', variant: 'acesup', obs, legal: ['deal'] });
    expect(FakeWorker.all[0]?.sent.at(-1)?.kind).toBe('hint');
    expect(FakeWorker.all[1]?.sent.at(-1)?.kind).toBe('stop');
    c.stop();
    for (const w of FakeWorker.all) expect(w.sent.at(-1)?.kind).toBe('stop');
    c.close();
    expect(FakeWorker.all.every((w) => w.terminated)).toBe(true);
    expect(chanceParts(1)).toBe(1);
    expect(chanceParts(16)).toBe(4);
    expect(chanceParts(undefined)).toBe(1);
  });

  it('a review gets a second worker for the fair moves from the end, passed on to the first', () => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    FakeWorker.all = [];
    const got: CoachReply[] = [];
    const c = new CoachClient((r) => got.push(r), 2);
    const id = c.ask({ kind: 'review', game: 'golf', variant: 'golf', deal: 'd', moves: ['t'] });
    const [first, second] = FakeWorker.all as [FakeWorker, FakeWorker];
    expect([first.sent.at(-1)?.kind, second.sent.at(-1)?.kind]).toEqual(['review', 'review-help']);
    second.reply(id, { kind: 'fair-moves', found: [{ at: 3, move: '5' }], done: false });
    expect(got).toEqual([]);
    expect(first.sent.at(-1)).toEqual({ kind: 'fair-moves', found: [{ at: 3, move: '5' }], id });
    // Once the review is ready the helper stops.
    const data = { higherIsBetter: false, total: 1, moves: [], chances: [], fairPlayer: 'x', samplingPlayer: 'y', done: false };
    first.reply(id, { kind: 'review', data, done: 1, total: 2, ready: true });
    expect(got).toHaveLength(1);
    expect(second.sent.at(-1)?.kind).toBe('stop');
    // With one core there is no helper.
    FakeWorker.all = [];
    new CoachClient(() => undefined, 1).ask({ kind: 'review', game: 'golf', variant: 'golf', deal: 'd', moves: [] });
    expect(FakeWorker.all).toHaveLength(1);
  });
});
