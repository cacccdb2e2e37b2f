// Deal sources and output: options refused when they conflict, shards that deal out the run
// exactly, files checked before any work, any range streamed, and a closed pipe noticed.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal } from '../core/deal.js';
import { acesUp } from '../registry/index.js';
import { inShard, runPosition, shardSize } from '../sim/shard.js';
import { CliError, PipeClosed } from './errors.js';
import { checkInput, type DealPlan, Output, parseSeconds, parseShardArg, planDeals, planNumbers, readDeals } from './io.js';

const dir = mkdtempSync(join(tmpdir(), 'kabal-io-'));
const v = acesUp.defaultVariant;

async function all<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

describe('which deals', () => {
  it('refuses two sources at once', () => {
    expect(() => planDeals({ number: '1', numbers: '1-3' })).toThrow(/give only one of .* \(got --number and --numbers\)/);
    expect(() => planDeals({ random: true, input: 'x' })).toThrow(CliError);
  });

  it('reads shard I/N and refuses shards that do not exist', () => {
    expect(parseShardArg('2/3')).toEqual({ index: 2, count: 3 });
    expect(parseShardArg(undefined)).toEqual({ index: 1, count: 1 });
    expect(() => parseShardArg('0/3')).toThrow(/shards are numbered 1 to 3/);
    expect(() => parseShardArg('4/3')).toThrow(/shard 4\/3 does not exist/);
    expect(() => parseShardArg('1-3')).toThrow(/not a shard: write I\/N/);
  });

  it('reads seconds with decimals, and refuses what is not', () => {
    expect(parseSeconds('0.5', '--cpu')).toBe(0.5);
    expect(parseSeconds('2', '--cpu')).toBe(2);
    for (const bad of ['-1', '0', 'soon', '1e3', '']) expect(() => parseSeconds(bad, '--cpu')).toThrow(/--cpu: .* is not a number of seconds/);
  });

  it('deals a numbered run out to its shards: every deal once, in order (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 12 }), (from, length, n) => {
        const to = from + length - 1;
        const seen: number[] = [];
        for (let i = 1; i <= n; i++) {
          const plan: DealPlan = { kind: 'numbers', from, to, shard: { index: i, count: n } };
          const mine = [...planNumbers(plan)];
          expect(mine.length).toBe(shardSize(length, { index: i, count: n }));
          mine.forEach((d, j) => {
            expect(d.number).toBe(from + d.index);
            expect(d.index).toBe(runPosition(j, { index: i, count: n }));
            expect(inShard(d.index, { index: i, count: n })).toBe(true);
          });
          seen.push(...mine.map((d) => d.number));
        }
        expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length }, (_, k) => from + k));
      }),
      { numRuns: 300 },
    );
  });

  it('streams a range of 40 million numbers without building it', () => {
    const it = planNumbers({ kind: 'numbers', from: 1, to: 40_000_000, shard: { index: 1, count: 1 } });
    const first = [it.next().value, it.next().value];
    expect(first).toEqual([
      { index: 0, number: 1 },
      { index: 1, number: 2 },
    ]);
  });

  it('shards a file by deal lines, skipping blank and comment lines, with input lines kept', async () => {
    const file = join(dir, 'deals.txt');
    const lines = ['# header', ...[1, 2, 3, 4, 5].map((n) => formatDeal(dealFromNumber(n))), '', formatDeal(dealFromNumber(6))];
    writeFileSync(file, `${lines.join('\n')}\n`);
    const shard2 = await all(readDeals(acesUp, v, { kind: 'input', path: file, shard: { index: 2, count: 3 } }));
    expect(shard2.map((d) => d.index)).toEqual([1, 4]);
    expect(shard2.map((d) => d.line)).toEqual([3, 6]);
    expect(shard2.map((d) => formatDeal(d.deal))).toEqual([2, 5].map((n) => formatDeal(dealFromNumber(n))));
    expect(await checkInput(acesUp, v, { kind: "input", path: file, shard: { index: 3, count: 3 } })).toBe(2);
  });

  it('names every bad line of a file before any work, and says so for a file without deals', async () => {
    const file = join(dir, 'bad.txt');
    writeFileSync(file, `${formatDeal(dealFromNumber(1))}\nAS KS ZZ\n\n${'Q'.repeat(100_000)}\n`);
    const e = await checkInput(acesUp, v, { kind: 'input', path: file, shard: { index: 1, count: 1 } }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(CliError);
    const msg = (e as CliError).message;
    expect(msg).toMatch(/bad\.txt line 2: card 3 \(column 7\): .*"ZZ"/);
    // The token is cut short (by the parser or by the echo), never printed whole.
    expect(msg).toMatch(/bad\.txt line 4: card 1 \(column 1\): "QQQQ[^"]*…[^"]*"/);
    expect(msg.length).toBeLessThan(600);
    const empty = join(dir, 'empty.txt');
    writeFileSync(empty, '# nothing\n\n');
    await expect(checkInput(acesUp, v, { kind: 'input', path: empty, shard: { index: 1, count: 1 } })).rejects.toThrow(/^no deals in .*empty\.txt \(one deal a line/);
    await expect(all(readDeals(acesUp, v, { kind: 'input', path: empty, shard: { index: 1, count: 1 } }))).rejects.toThrow(/^no deals in/);
    await expect(checkInput(acesUp, v, { kind: 'input', path: join(dir, 'missing.txt'), shard: { index: 1, count: 1 } })).rejects.toThrow(/^cannot read .*missing\.txt/);
  });
});

describe('output', () => {
  it('waits for a slow reader, then reports a closed pipe as PipeClosed', async () => {
    const got: string[] = [];
    let closed = false;
    const stream = new Writable({
      highWaterMark: 16,
      write(chunk: Buffer, _enc, cb) {
        if (closed) {
          cb(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
          return;
        }
        got.push(chunk.toString());
        setTimeout(cb, 5);
      },
    });
    const out = new Output(stream, 8);
    out.line('first line');
    expect(out.full).toBe(true);
    await out.flush();
    expect(got).toEqual(['first line\n']);
    closed = true;
    out.line('second');
    await expect(out.flush()).rejects.toBeInstanceOf(PipeClosed);
    expect(out.closed).toBe(true);
    out.line('third');
    await expect(out.flush()).rejects.toBeInstanceOf(PipeClosed);
  });
});
