// FNV-1a, 32 bits: the hash behind the seeds and keys taken from visible things (a day's text, an
// observation, the cards laid out, a deal's cards). Each number of the input is one unit: a byte, a
// character code or a card plus one, as the caller chooses; the caller's choice is part of what its
// golden files freeze.

/** FNV-1a over the numbers, each XORed in whole before the multiply; an unsigned 32-bit result. */
export function fnv1a(units: Iterable<number>): number {
  let h = 0x811c9dc5;
  for (const u of units) {
    h ^= u;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A fixed odd multiplier that spreads nearby hashes apart, for hashes used as generator seeds. */
export function spreadSeed(h: number): number {
  return Math.imul(h >>> 0, 0x9e3779b1) >>> 0;
}
