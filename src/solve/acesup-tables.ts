// Rule tables shared by the Aces Up searches (src/solve/acesup.ts and acesup-ghosts.ts): filled
// from the rule predicates of src/games/acesup/rules.ts, so no rule is written twice.

import { beats, isKeeper, mayFillEmpty } from '../games/acesup/rules.js';
import type { AcesUpVariant } from '../games/acesup/variant.js';

/** Per-variant tables filled from the rule predicates (built once per variant object). */
export interface RuleTables {
  /** beatsTab[h * 64 + l] = 1 when h beats l. */
  readonly beatsTab: Uint8Array;
  readonly fillable: Uint8Array;
  readonly keeper: Uint8Array;
  /** Cards each card beats, as a 64-bit mask split in two words (cards 0-31, 32-63). */
  readonly beatLo: Uint32Array;
  readonly beatHi: Uint32Array;
}

const tableCache = new WeakMap<AcesUpVariant, RuleTables>();

export function tablesFor(v: AcesUpVariant): RuleTables {
  const cached = tableCache.get(v);
  if (cached) return cached;
  const beatsTab = new Uint8Array(64 * 64);
  const fillable = new Uint8Array(64);
  const keeper = new Uint8Array(64);
  const beatLo = new Uint32Array(64);
  const beatHi = new Uint32Array(64);
  for (let h = 0; h < 54; h++) {
    fillable[h] = mayFillEmpty(h, v) ? 1 : 0;
    keeper[h] = h < 52 && isKeeper(h, v) ? 1 : 0;
    for (let l = 0; l < 54; l++) {
      if (!beats(h, l, v)) continue;
      beatsTab[h * 64 + l] = 1;
      if (l < 32) beatLo[h] = ((beatLo[h] as number) | (1 << l)) >>> 0;
      else beatHi[h] = ((beatHi[h] as number) | (1 << (l - 32))) >>> 0;
    }
  }
  const t = { beatsTab, fillable, keeper, beatLo, beatHi };
  tableCache.set(v, t);
  return t;
}

export function bit(card: number): number {
  return (1 << (card & 31)) >>> 0;
}

/**
 * R5's table for one deal: out[x * (n + 1) + i] = 1 when every row the stock still holds from
 * position i on (rows of `width` cards, the last possibly shorter) contains a card that beats x;
 * 1 at i = n (no row left). Only positions that start a row are ever read.
 */
export function laterRowsBeat(deal: Int32Array, beatsTab: Uint8Array, width: number): Uint8Array {
  const n = deal.length;
  const stride = n + 1;
  const out = new Uint8Array(64 * stride);
  for (let x = 0; x < 52; x++) {
    out[x * stride + n] = 1;
    for (let i = n - 1; i >= 0; i--) {
      const end = Math.min(n, i + width);
      let hit = false;
      for (let j = i; j < end && !hit; j++) hit = beatsTab[(deal[j] as number) * 64 + x] === 1;
      out[x * stride + i] = hit && (end === n || out[x * stride + end] === 1) ? 1 : 0;
    }
  }
  return out;
}

