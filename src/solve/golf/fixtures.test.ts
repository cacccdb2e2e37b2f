// The Golf reference results (test/fixtures, computed by an independent exhaustive search): the
// solver agrees on every line under each rule set, and each line is replayed.
// KABAL_GOLF_FIXTURE_LINES=N checks only the first N lines (for a quick run).
import { describe, it } from 'vitest';
import { golf } from '../../registry/index.js';
import { checkFixtures } from '../../test-support/exhaustive.js';

const LINES = Number(process.env.KABAL_GOLF_FIXTURE_LINES ?? Infinity);

describe('shared fixtures', () => {
  it('Golf strict, every line', () => checkFixtures(golf, 'golf', 1, LINES), 240_000);
  it('Golf queen-on-king, every line', () => checkFixtures(golf, 'golf(queen-on-king)', 2, LINES), 240_000);
  it('Golf putt-putt, every line', () => checkFixtures(golf, 'golf(putt-putt)', 3, LINES), 240_000);
});
