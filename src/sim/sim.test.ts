// The simulator: same results whatever the thread count, statistics, journals and the figure.

import { describe, expect, it } from 'vitest';
import { acesUp } from '../registry/index.js';
import { dealFromNumber } from '../core/deal.js';
import type { SimItem } from './batch.js';
import { dealKey } from './batch.js';
import { endLine, journalHeader, journalLine, lineObjects, mergeJournals, parseJournal, repairTail } from './journal.js';
import { plotScores } from './plot.js';
import type { DealResult } from '../players/registry.js';
import { simulate, simulateStream } from './simulate.js';
import { distributionOf, histogramOf, wilson } from '../core/stats.js';
import { ResultCounts, summarize, summaryJson, summaryOf } from './summary.js';
import { threadCpuClock } from './clock.js';
import { resultAt } from './batch.js';
import fc from 'fast-check';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

const numbered = (from: number, to: number): SimItem[] => Array.from({ length: to - from + 1 }, (_, i) => ({ key: from + i, number: from + i }));

describe('simulate', () => {
  it('gives identical per-deal results in this thread, with 1 worker and with 2 workers', async () => {
    const items = [...numbered(1, 60), { key: dealKey(dealFromNumber(999)), cards: dealFromNumber(999) }];
    const run = async (threads: number, strategy: string): Promise<(DealResult | undefined)[]> =>
      (await simulate({ spec: { game: 'acesup', variant: 'acesup', strategy }, items, threads, batchSize: 7 })).results;
    for (const strategy of ['random', 'round']) {
      const inline = await run(0, strategy);
      const one = await run(1, strategy);
      const two = await run(2, strategy);
      expect(one).toEqual(inline);
      expect(two).toEqual(inline);
      expect(inline.every((r) => r !== undefined)).toBe(true);
    }
    const golf = async (threads: number): Promise<unknown> => (await simulate({ spec: { game: 'golf', variant: 'golf(queen-on-king)', strategy: 'random' }, items: numbered(5, 30), threads, batchSize: 4 })).results;
    expect(await golf(2)).toEqual(await golf(1));
  });

  it('resumes: known results are kept and only the rest is played', async () => {
    const items = numbered(1, 20);
    const full = await simulate({ spec: { game: 'acesup', variant: 'acesup', strategy: 'uncover' }, items, threads: 0, batchSize: 5 });
    const known = new Map<number, DealResult>();
    for (let i = 0; i < 8; i++) known.set(i, full.results[i] as DealResult);
    const played: number[] = [];
    const rest = await simulate({ spec: { game: 'acesup', variant: 'acesup', strategy: 'uncover' }, items, known, threads: 0, batchSize: 5, onResult: (i) => played.push(i) });
    expect(rest.results).toEqual(full.results);
    expect(played.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 8));
  });

  it('streams: results in input order a batch at a time, never more than a few batches ahead', async () => {
    let pulled = 0;
    let delivered = 0;
    let ahead = 0;
    function* items(): Generator<SimItem> {
      for (let n = 1; n <= 3000; n++) {
        pulled++;
        ahead = Math.max(ahead, pulled - delivered);
        yield { key: n, number: n };
      }
    }
    const seen: number[] = [];
    const inline = (await simulate({ spec: { game: 'acesup', variant: 'acesup', strategy: 'round' }, items: numbered(1, 3000), threads: 0, batchSize: 100 })).results;
    const done = await simulateStream({
      spec: { game: 'acesup', variant: 'acesup', strategy: 'round' },
      items: items(),
      threads: 2,
      batchSize: 100,
      deliver(batch, block) {
        batch.forEach((it, j) => {
          seen.push(it.number ?? -1);
          expect(resultAt(block, j)).toEqual(inline[(it.number ?? 0) - 1]);
        });
        delivered += batch.length;
      },
    });
    expect(done).toBe(true);
    expect(seen).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
    // The window is a few batches of 100 (memory does not grow with the run).
    expect(ahead).toBeLessThanOrEqual(800);
  });

  it('stops when asked and reports what it finished', async () => {
    const controller = new AbortController();
    const out = await simulate({
      spec: { game: 'acesup', variant: 'acesup', strategy: 'never-empty' },
      items: numbered(1, 100),
      threads: 0,
      batchSize: 10,
      signal: controller.signal,
      onProgress: (done) => {
        if (done >= 30) controller.abort();
      },
    });
    expect(out.complete).toBe(false);
    expect(out.results.filter((r) => r !== undefined).length).toBe(30);
  });
});

describe('statistics', () => {
  it('Wilson interval matches a textbook value and stays inside [0, 1]', () => {
    const w = wilson(10, 100);
    expect(w.lo).toBeCloseTo(0.0552, 3);
    expect(w.hi).toBeCloseTo(0.1744, 3);
    expect(wilson(0, 50).lo).toBe(0);
    expect(wilson(50, 50).hi).toBe(1);
  });

  it('mean, median and their intervals', () => {
    const d = distributionOf(histogramOf([1, 2, 3, 4, 100]));
    expect(d.mean).toBe(22);
    expect(d.median).toBe(3);
    expect(distributionOf(histogramOf([1, 2, 3, 4])).median).toBe(2.5);
    const big = distributionOf(histogramOf(Array.from({ length: 10_000 }, (_, i) => i % 101)));
    expect(big.median).toBe(50);
    expect(big.medianCi.lo).toBeLessThanOrEqual(50);
    expect(big.medianCi.hi).toBeGreaterThanOrEqual(50);
    expect(big.meanCi.hi - big.meanCi.lo).toBeLessThan(2);
  });

  it('summary counts wins and histogram', () => {
    const rs: DealResult[] = [
      { score: 48, won: true, cardsLeft: 4 },
      { score: 30, won: false, cardsLeft: 22 },
      { score: 30, won: false, cardsLeft: 22 },
    ];
    const s = summarize({ game: 'acesup', variant: 'acesup', strategy: 'x', fullInformation: false, source: 'test' }, rs);
    expect(s.wins).toBe(1);
    expect(s.histogram.get(30)).toBe(2);
    const j = summaryJson(s);
    expect(j.summary).toBe(true);
    expect(j.histogram).toEqual({ '30': 2, '48': 1 });
  });
});

describe('streaming counts', () => {
  it('merged counts of parts are the counts of the whole, and give the same summary (property)', () => {
    const result = fc.record({ score: fc.integer({ min: -20, max: 52 }), won: fc.boolean(), cardsLeft: fc.integer({ min: 0, max: 52 }) });
    fc.assert(
      fc.property(fc.array(result, { maxLength: 200 }), fc.integer({ min: 0, max: 200 }), (rs, cut) => {
        const a = new ResultCounts();
        const b = new ResultCounts();
        rs.forEach((r, i) => (i < cut ? a : b).addResult(r));
        a.merge(b);
        const info = { game: 'acesup' as const, variant: 'acesup', strategy: 'x', fullInformation: false, source: 's' };
        expect(JSON.stringify(summaryJson(summaryOf(info, a)))).toBe(JSON.stringify(summaryJson(summarize(info, rs))));
      }),
      { numRuns: 300 },
    );
  });
});

describe('journals', () => {
  const spec = { game: 'acesup' as const, variant: 'acesup', strategy: 'round' };
  it('round-trips, tolerates a cut last line and merges parts', () => {
    const a = journalHeader(spec) + journalLine({ number: 1 }, { score: 40, won: false, cardsLeft: 12 }) + journalLine({ number: 2 }, { score: 48, won: true, cardsLeft: 4 });
    const b = journalHeader(spec) + journalLine({ number: 2 }, { score: 48, won: true, cardsLeft: 4 }) + journalLine({ number: 3 }, { score: 30, won: false, cardsLeft: 22 }) + '{"n":4,"s":3';
    const ja = parseJournal(a, 'a');
    const jb = parseJournal(b, 'b');
    expect(ja.ok && jb.ok).toBe(true);
    if (!ja.ok || !jb.ok) return;
    expect(jb.value.truncated).toBe(true);
    const m = mergeJournals([
      { source: 'a', journal: ja.value },
      { source: 'b', journal: jb.value },
    ]);
    expect(m.ok && m.value.entries.map((e) => e.id)).toEqual([{ number: 1 }, { number: 2 }, { number: 3 }]);
  });

  it('rejects a bad row with its line, other runs, and disagreeing results', () => {
    const bad = parseJournal(`${journalHeader(spec)}{"n":1}\n{"n":2,"s":1,"w":0,"c":51}\n`, 'j.jsonl');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toContain('j.jsonl line 2');
    expect(parseJournal('hello\n', 'x').ok).toBe(false);
    const one = parseJournal(journalHeader(spec) + journalLine({ number: 1 }, { score: 40, won: false, cardsLeft: 12 }), 'p');
    const other = parseJournal(journalHeader({ ...spec, strategy: 'uncover' }) + journalLine({ number: 1 }, { score: 41, won: false, cardsLeft: 11 }), 'q');
    const differ = parseJournal(journalHeader(spec) + journalLine({ number: 1 }, { score: 41, won: false, cardsLeft: 11 }), 'r');
    if (!one.ok || !other.ok || !differ.ok) throw new Error('parse');
    const m1 = mergeJournals([
      { source: 'p', journal: one.value },
      { source: 'q', journal: other.value },
    ]);
    expect(!m1.ok && m1.error.message).toContain('only runs of the same');
    const m2 = mergeJournals([
      { source: 'p', journal: one.value },
      { source: 'r', journal: differ.value },
    ]);
    expect(!m2.ok && m2.error.message).toContain('disagree');
  });
});

describe('journal rows: checked, joined rows split, cut lines repaired', () => {
  const spec = { game: 'acesup' as const, variant: 'acesup', strategy: 'round' };
  const dir = mkdtempSync(join(tmpdir(), 'kabal-journal-'));

  it('writes rows that read back exactly (property)', () => {
    const id = fc.oneof(fc.record({ number: fc.integer({ min: 0, max: 0xffffffff }) }), fc.record({ deal: fc.string(), line: fc.integer({ min: 1, max: 1e6 }) }));
    // Every end an Aces Up game can have: score and cards left add up to 52, a win leaves the 4 aces.
    const result = fc.integer({ min: 4, max: 52 }).chain((c) => fc.record({ score: fc.constant(52 - c), won: c === 4 ? fc.boolean() : fc.constant(false), cardsLeft: fc.constant(c) }));
    fc.assert(
      fc.property(fc.array(fc.record({ id, result }), { maxLength: 30 }), (entries) => {
        const text = journalHeader(spec, { deals: { numbers: [1, 9] }, shard: { index: 1, count: 1 } }) + entries.map((e) => journalLine(e.id, e.result)).join('') + endLine({ deals: entries.length });
        const j = parseJournal(text, 'j');
        if (!j.ok) throw new Error(j.error.message);
        expect(j.value.entries).toEqual(entries);
        expect(j.value.end).toEqual({ deals: entries.length });
      }),
      { numRuns: 300 },
    );
  });

  it('rejects rows out of range, naming the line', () => {
    const head = journalHeader(spec);
    const bad = (row: string): string => {
      const j = parseJournal(`${head}{"n":1,"s":30,"w":0,"c":22}\n${row}\n`, 'j.jsonl');
      return j.ok ? 'accepted' : j.error.message;
    };
    expect(bad('{"n":2,"s":900,"w":0,"c":22}')).toMatch(/^j\.jsonl line 3: score "s" must be a whole number from 0 to 48/);
    // An Aces Up score is the cards discarded: never below 0, and with the cards left it makes 52.
    expect(bad('{"n":2,"s":-32,"w":0,"c":22}')).toMatch(/^j\.jsonl line 3: score "s" must be a whole number from 0 to 48/);
    expect(bad('{"n":2,"s":30,"w":0,"c":20}')).toBe('j.jsonl line 3: score 30 (cards discarded) and 20 cards left must add up to the 52 cards dealt');
    expect(bad('{"n":2,"s":44,"w":1,"c":8}')).toBe('j.jsonl line 3: a won game leaves the 4 keepers, not 8 cards');
    expect(bad('{"n":2,"s":48,"w":0,"c":4}')).toBe('accepted');
    // Golf: a hole scores its cards left, or minus the stock left once cleared (a win).
    const golf = (row: string): string => {
      const j = parseJournal(`${journalHeader({ game: 'golf', variant: 'golf', strategy: 'round' })}${row}\n`, 'g.jsonl');
      return j.ok ? 'accepted' : j.error.message;
    };
    expect(golf('{"n":1,"s":-3,"w":1,"c":0}')).toBe('accepted');
    expect(golf('{"n":1,"s":12,"w":0,"c":12}')).toBe('accepted');
    expect(golf('{"n":1,"s":12,"w":0,"c":9}')).toBe('g.jsonl line 2: a hole that is not cleared scores its cards left (9), not 12');
    expect(golf('{"n":1,"s":-3,"w":0,"c":0}')).toBe('g.jsonl line 2: a hole with no card left in the tableau is won');
    expect(golf('{"n":1,"s":-18,"w":1,"c":0}')).toMatch(/^g\.jsonl line 2: score "s" must be a whole number from -17 to 35/);
    expect(bad('{"n":2,"s":30,"w":2,"c":22}')).toMatch(/line 3: "w" must be 0 or 1/);
    expect(bad('{"n":2,"s":30,"w":0,"c":-1}')).toMatch(/line 3: cards left "c"/);
    expect(bad('{"n":4294967296,"s":30,"w":0,"c":22}')).toMatch(/line 3: "n" must be a deal number/);
    expect(bad('{"n":2,"s":30.5,"w":0,"c":22}')).toMatch(/line 3: score/);
    expect(bad('{"n":2,"s":30,"w":0,"c":22,"v":"maybe"}')).toMatch(/line 3: "v"/);
  });

  it('reads a line of two joined rows (a cut line appended to) as the two rows', () => {
    expect(lineObjects('{"n":1,"s":3,"w":0,"c":49}{"n":2,"s":5,"w":0,"c":47}')).toEqual([
      { n: 1, s: 3, w: 0, c: 49 },
      { n: 2, s: 5, w: 0, c: 47 },
    ]);
    expect(lineObjects('{"n":1,"s":3')).toBeUndefined();
    const j = parseJournal(`${journalHeader(spec)}{"n":1,"s":3,"w":0,"c":49}{"n":2,"s":5,"w":0,"c":47}\n`, 'j');
    expect(j.ok && j.value.entries.length).toBe(2);
  });

  it('repairs the end of a journal: a row that lost its line break keeps it, a cut row goes', () => {
    const whole = '{"n":1,"s":3,"w":0,"c":49}';
    const complete = (l: string): boolean => lineObjects(l) !== undefined;
    const a = join(dir, 'a.jsonl');
    writeFileSync(a, `${journalHeader(spec)}${whole}`);
    expect(repairTail(a, complete)).toMatch(/a\.jsonl line 2 had lost its line break .*: added/);
    expect(readFileSync(a, 'utf8')).toBe(`${journalHeader(spec)}${whole}\n`);
    expect(repairTail(a, complete)).toBeUndefined();
    const b = join(dir, 'b.jsonl');
    writeFileSync(b, `${journalHeader(spec)}${whole}\n{"n":2,"s":`);
    expect(repairTail(b, complete)).toMatch(/b\.jsonl line 3 was cut short .*: removed/);
    expect(readFileSync(b, 'utf8')).toBe(`${journalHeader(spec)}${whole}\n`);
  });
});

describe('the CPU clock of a thread', () => {
  it('counts this thread\'s work, not a busy worker\'s', async () => {
    const clock = threadCpuClock();
    expect(['threadCpuUsage', 'schedstat', 'stat', 'process']).toContain(clock.source);
    const spin = `const t = Date.now(); while (Date.now() - t < 400);`;
    const worker = new Worker(`${spin} require('node:worker_threads').parentPort.postMessage(1);`, { eval: true });
    const c0 = clock.now();
    // This thread sleeps while the worker burns 400 ms of CPU.
    await new Promise((r) => worker.once('message', r));
    const idle = clock.now() - c0;
    const c1 = clock.now();
    const t = Date.now();
    while (Date.now() - t < 200);
    const busy = clock.now() - c1;
    await worker.terminate();
    expect(busy).toBeGreaterThan(20);
    if (clock.source !== 'process') expect(idle).toBeLessThan(150);
  });
});

describe('plot', () => {
  it('draws one line per player, the clairvoyant one dashed', () => {
    const rs = (base: number): DealResult[] => Array.from({ length: 50 }, (_, i) => ({ score: base + (i % 7), won: false, cardsLeft: 52 - base - (i % 7) }));
    const svg = plotScores([
      summarize({ game: 'acesup', variant: 'acesup', strategy: 'a', fullInformation: false, source: '' }, rs(20)),
      summarize({ game: 'acesup', variant: 'acesup', strategy: 'clairvoyant', fullInformation: true, source: '' }, rs(40)),
    ]);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<polyline/g)?.length).toBe(2);
    expect(svg).toContain('stroke-dasharray');
    expect(svg).toContain('clairvoyant (stock known)');
  });
});

describe('a deal played by the simulator', () => {
  it('ends where the engine says the game is over, with the engine score and result', async () => {
    const items = numbered(1, 40);
    const { results } = await simulate({ spec: { game: 'acesup', variant: 'acesup', strategy: 'never-empty' }, items, threads: 0, batchSize: 8 });
    for (let i = 0; i < items.length; i++) {
      // never-empty is fixed play: discard whatever can go, otherwise deal, so replay it by hand.
      let s = acesUp.start(dealFromNumber(i + 1), acesUp.defaultVariant);
      for (;;) {
        const moves = acesUp.legalMoves(s);
        const pick = moves.find((m) => acesUp.formatMove(m).startsWith('x')) ?? moves.find((m) => acesUp.formatMove(m) === 'deal');
        if (pick === undefined) break;
        s = acesUp.applyMove(s, pick);
      }
      const r = results[i] as DealResult;
      expect(r.score).toBe(acesUp.score(s));
      expect(r.won).toBe(acesUp.isWon(s));
    }
  });
});
