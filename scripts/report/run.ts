// One player over the first `count` deal numbers of a rule set, on every worker thread, resuming
// from its journal (one per rule set and player) and appending to it as results come.

import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SimItem, SimSpec } from '../../src/sim/batch.js';
import { journalHeader, journalLine, parseJournal, sameSpec } from '../../src/sim/journal.js';
import { type DealResult, findStrategy } from '../../src/players/registry.js';
import { simulate } from '../../src/sim/simulate.js';
import { type SimSummary, summarize } from '../../src/sim/summary.js';

export interface RunOutcome {
  readonly summary: SimSummary;
  /** Deal number i + 1 at index i. */
  readonly results: DealResult[];
  readonly seconds: number;
  /** Deals taken from the journal of an earlier run. */
  readonly resumed: number;
}

export async function runJournaled(spec: SimSpec, count: number, where: { readonly stateDir: string; readonly threads: number }): Promise<RunOutcome> {
  mkdirSync(where.stateDir, { recursive: true });
  const file = join(where.stateDir, `${spec.variant}-${spec.strategy}.jsonl`.replace(/[^a-z0-9.()=,-]/gi, '_'));
  const items: SimItem[] = Array.from({ length: count }, (_, i) => ({ key: i + 1, number: i + 1 }));
  const known = new Map<number, DealResult>();
  if (existsSync(file)) {
    const j = parseJournal(readFileSync(file, 'utf8'), file);
    if (j.ok && sameSpec(j.value.spec, spec)) {
      for (const e of j.value.entries) if ('number' in e.id && e.id.number >= 1 && e.id.number <= count) known.set(e.id.number - 1, e.result);
      if (j.value.truncated) {
        const text = readFileSync(file, 'utf8');
        writeFileSync(file, text.slice(0, text.lastIndexOf('\n') + 1));
      }
    } else writeFileSync(file, journalHeader(spec));
  } else writeFileSync(file, journalHeader(spec));
  const info = findStrategy(spec.game, spec.strategy);
  if (!info) throw new Error(`no strategy ${spec.strategy}`);
  const t0 = Date.now();
  let pending = '';
  let lastShown = 0;
  const out = await simulate({
    spec,
    items,
    known,
    threads: where.threads,
    batchSize: info.cost === 'cheap' ? 1024 : 1,
    onResult(i, r) {
      pending += journalLine({ number: i + 1 }, r);
    },
    onProgress(done, total) {
      if (pending !== '') {
        appendFileSync(file, pending);
        pending = '';
      }
      if (process.stderr.isTTY && Date.now() - lastShown > 500) {
        lastShown = Date.now();
        process.stderr.write(`\r  ${spec.variant} ${spec.strategy}: ${done}/${total}   `);
      }
    },
  });
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  const results = out.results.map((r, i) => {
    if (r === undefined) throw new Error(`${spec.variant} ${spec.strategy}: deal ${i + 1} was not played`);
    return r;
  });
  const summary = summarize({ game: spec.game, variant: spec.variant, strategy: spec.strategy, fullInformation: info.fullInformation, source: `deal numbers 1-${count}` }, results);
  return { summary, results, seconds: (Date.now() - t0) / 1000, resumed: known.size };
}
