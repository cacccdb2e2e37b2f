// The fully determined baselines against the reference results in test/fixtures (a copy of the shared reference fixtures):
// never-empty must score exactly never_use_empty_score on every line, first-playable exactly
// first_playable_score.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { unwrap } from '../core/result.js';
import { acesUp, golf } from '../registry/index.js';
import { parseGameDeal } from '../games/index.js';
import { playDeal } from '../players/play.js';
import { neverEmpty } from './acesup/simple.js';
import { firstPlayable } from './golf/simple.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

function table(name: string): Record<string, string>[] {
  const [head, ...rows] = readFileSync(`${FIXTURES}/${name}`, 'utf8').trim().split('\n');
  const cols = (head as string).split('\t');
  return rows.map((r) => Object.fromEntries(r.split('\t').map((v, i) => [cols[i] as string, v])));
}

function deals(name: string): string[] {
  return readFileSync(`${FIXTURES}/${name}`, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
}

describe('baselines agree with the fixtures', () => {
  it('never-empty scores never_use_empty_score on every Aces Up line', () => {
    const lines = deals('acesup-deals.txt');
    const rows = table('acesup-results.tsv');
    expect(rows.length).toBe(lines.length);
    rows.forEach((row, i) => {
      const deal = unwrap(parseGameDeal(acesUp, acesUp.defaultVariant, lines[i] as string));
      const r = playDeal(acesUp, acesUp.defaultVariant, deal, neverEmpty, new Rng(i));
      expect({ line: row.line, score: r.score }).toEqual({ line: row.line, score: Number(row.never_use_empty_score) });
    });
  });

  it('first-playable scores first_playable_score on every Golf line', () => {
    const lines = deals('golf-deals.txt');
    const rows = table('golf-results.tsv');
    expect(rows.length).toBe(lines.length);
    rows.forEach((row, i) => {
      const deal = unwrap(parseGameDeal(golf, golf.defaultVariant, lines[i] as string));
      const r = playDeal(golf, golf.defaultVariant, deal, firstPlayable, new Rng(i));
      expect({ line: row.line, score: r.score }).toEqual({ line: row.line, score: Number(row.first_playable_score) });
    });
  });
});
