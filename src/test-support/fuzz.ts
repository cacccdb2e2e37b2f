// The fuzzing harness every parser's fuzz test uses (`*.fuzz.test.ts`). `npm test` runs each
// property a few thousand times; `npm run fuzz` runs only the fuzz tests, 100,000 times each, by
// setting KABAL_FUZZ_RUNS. KABAL_FUZZ_SEED replays a failure fast-check reported.
//
// A parser under fuzz must never throw on any text, and every error it returns must be well formed:
// a code, a message, and where given a position and a column inside the text. `expectParseResult`
// checks that; the round trips (format, then parse) are each test's own.

import fc from 'fast-check';
import { expect } from 'vitest';
import type { ParseError, Result } from '../core/result.js';

export const FUZZ_RUNS_ENV = 'KABAL_FUZZ_RUNS';
export const FUZZ_SEED_ENV = 'KABAL_FUZZ_SEED';

/** How many runs a fuzz property makes: the environment's number, else `fallback` (2,000). */
export function fuzzRuns(fallback = 2_000): number {
  const text = process.env[FUZZ_RUNS_ENV];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${FUZZ_RUNS_ENV}="${text}" is not a number of runs`);
  return n;
}

/** fast-check's parameters for a fuzz property: the run count, and the seed when one is given. */
export function fuzzParams(fallback?: number): fc.Parameters<unknown> {
  const seed = process.env[FUZZ_SEED_ENV];
  const runs = fuzzRuns(fallback);
  return seed === undefined || seed === '' ? { numRuns: runs } : { numRuns: runs, seed: Number(seed) };
}

/** A time limit for a fuzz test in vitest: room for the run count asked for (up to 5 ms a run, at least a minute). */
export function fuzzTimeout(fallback?: number): number {
  return Math.max(60_000, fuzzRuns(fallback) * 5);
}

/** Asserts that a parser's result is well formed for `input` (see the header). */
export function expectParseResult<T>(r: Result<T, ParseError>, input: string): void {
  if (r.ok) return;
  const e = r.error;
  expect(e.code).toMatch(/^ERR_[A-Z_]+$/);
  expect(typeof e.message).toBe('string');
  expect(e.message.length).toBeGreaterThan(0);
  // Messages quote input shortened, so a huge input never makes a huge message.
  expect(e.message.length).toBeLessThan(400);
  if (e.position !== undefined) {
    expect(Number.isInteger(e.position)).toBe(true);
    expect(e.position).toBeGreaterThanOrEqual(0);
  }
  if (e.column !== undefined) {
    expect(Number.isInteger(e.column)).toBe(true);
    expect(e.column).toBeGreaterThanOrEqual(1);
    expect(e.column).toBeLessThanOrEqual(input.length + 1);
  }
  // A token named with a column is that text at that column.
  if (e.token !== undefined && e.column !== undefined && e.token.length > 0 && input.includes(e.token)) {
    expect(input.slice(e.column - 1, e.column - 1 + e.token.length)).toBe(e.token);
  }
}

/** Characters that trip parsers: Unicode spaces, zero-width and bidi marks, a surrogate pair, look-alikes. */
export const TRICKY_CHARS = ['\u00a0', '\u2003', '\u3000', '\ufeff', '\u200b', '\u200d', '\u202e', '\t', '\n', '\r', '😀', 'Ａ', '１', 'ß', 'İ', '\u0000'] as const;

/**
 * Text built from a vocabulary of tokens (the words a parser knows, near misses) glued with
 * spaces, commas, tricky characters or nothing, and now and then plain random Unicode: most
 * inputs are almost right, which is where parsers go wrong.
 */
export function textFrom(vocabulary: readonly string[], maxTokens = 60): fc.Arbitrary<string> {
  const glue = fc.constantFrom(' ', ' ', ' ', '  ', ',', '', '-', '|', '(', ')', '=', ...TRICKY_CHARS);
  const token = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...vocabulary) }, { weight: 1, arbitrary: fc.string({ maxLength: 4, unit: 'grapheme' }) }, { weight: 1, arbitrary: fc.constantFrom(...TRICKY_CHARS) });
  const built = fc.array(fc.tuple(token, glue), { maxLength: maxTokens }).map((parts) => parts.map(([t, g]) => t + g).join(''));
  return fc.oneof({ weight: 6, arbitrary: built }, { weight: 1, arbitrary: fc.string({ maxLength: 200, unit: 'binary' }) });
}
