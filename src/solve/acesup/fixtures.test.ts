// The Aces Up reference results (test/fixtures, computed by an independent exhaustive search): the
// solver agrees on every line under each variant the fixtures cover, and each line is replayed.
import { describe, it } from 'vitest';
import { acesUp } from '../../registry/index.js';
import { checkFixtures } from '../../test-support/exhaustive.js';

describe('shared fixtures', () => {
  it('Aces Up standard, every line', () => checkFixtures(acesUp, 'acesup', 1));
  it('Aces Up aces-only, every line', () => checkFixtures(acesUp, 'acesup(aces-only)', 2));
  it('Aces Up fill-first, every line', () => checkFixtures(acesUp, 'acesup(fill-first)', 3));
});
