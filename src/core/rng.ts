// The seeded generator behind deal numbers. FROZEN: changing anything here changes every
// published deal number; golden tests in deal.test.ts pin it.
//
// Generator: xoshiro128** (Blackman & Vigna), its 128-bit state filled by four outputs of
// splitmix32 started at the seed. Uniform integers below m use rejection sampling on the 32-bit
// output, so every shuffle is exactly uniform.

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new RangeError(`seed must be an unsigned 32-bit integer, got ${seed}`);
    const sm = splitmix32(seed);
    this.a = sm();
    this.b = sm();
    this.c = sm();
    this.d = sm();
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1;
  }

  /** A generator with its four state words given directly (for checking against reference vectors). */
  static fromState(a: number, b: number, c: number, d: number): Rng {
    const r = new Rng(0);
    r.a = a >>> 0;
    r.b = b >>> 0;
    r.c = c >>> 0;
    r.d = d >>> 0;
    return r;
  }

  /** Next unsigned 32-bit output. */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5) >>> 0, 7), 9) >>> 0;
    const t = (this.b << 9) >>> 0;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    return result;
  }

  /** Uniform integer in [0, m), 1 <= m <= 2^32, by rejection sampling. */
  below(m: number): number {
    if (!Number.isInteger(m) || m < 1 || m > 0x100000000) throw new RangeError(`bad range ${m}`);
    const limit = Math.floor(0x100000000 / m) * m;
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % m;
    }
  }

  /** Uniform float in [0, 1). */
  next(): number {
    return this.nextUint32() / 0x100000000;
  }

  /** Fisher–Yates in place, from the last position down. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

export const MAX_DEAL_NUMBER = 0xffffffff;
