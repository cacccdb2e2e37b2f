// Open-addressing hash sets of packed positions for the solvers' transposition tables. A table
// is reused across thousands of searches (the fair players call the solvers on many sampled
// positions): clearing it costs little (a generation stamp per slot, or zeroing only the part in
// use), and after a big search it works in a small part of its buffer again.

const MIN_BITS = 12;
/** A table shrinks back to MIN_BITS on clear() only above this many slots. */
const SHRINK_ABOVE = 1 << 16;

function mix(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h ^ b, 0xc2b2ae35);
  h ^= h >>> 13;
  h = Math.imul(h ^ c, 0x27d4eb2f);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A set of positions packed into three 32-bit words.
 *
 * The set lives in the first `mask + 1` slots of its buffer. A table grown large by one big search
 * and then used lightly works in a small part again after clear() (probes into a small part stay in
 * the processor's cache), but keeps the whole buffer: growing back into it allocates nothing and
 * touches memory already in use. (Giving the buffer back and allocating a new one for every
 * doubling cost 18-105 ms of a pass over 100 fixture deals: fresh memory is paid for at
 * the first touch of each page, about 11 us a 4 KiB page on the shared machine, and large buffers
 * set off garbage collections.)
 */
export class KeySet3 {
  /** Four words a slot: the generation that filled it, then the key's three (signed: no word is read as a double). */
  private slots: Int32Array;
  private mask: number;
  /** The live keys, three words each, while the table grows within its buffer (kept for the next time). */
  private moving = new Int32Array(0);
  private gen = 1;
  size = 0;

  constructor(bits = MIN_BITS) {
    this.slots = new Int32Array(4 << bits);
    this.mask = (1 << bits) - 1;
  }

  clear(): void {
    if (this.mask > SHRINK_ABOVE && this.size * 16 < this.mask) this.mask = (1 << MIN_BITS) - 1;
    this.size = 0;
    this.nextGeneration();
  }

  /** Adds the key; false when it was already there. */
  add(a: number, b: number, c: number): boolean {
    if (this.size * 2 >= this.mask) this.grow();
    const s = this.slots;
    const gen = this.gen;
    let i = mix(a, b, c) & this.mask;
    for (;;) {
      const o = i << 2;
      if (s[o] !== gen) {
        s[o] = gen;
        s[o + 1] = a;
        s[o + 2] = b;
        s[o + 3] = c;
        this.size++;
        return true;
      }
      if (s[o + 1] === (a | 0) && s[o + 2] === (b | 0) && s[o + 3] === (c | 0)) return false;
      i = (i + 1) & this.mask;
    }
  }

  /** Bytes held by the table. */
  get bytes(): number {
    return this.slots.byteLength + this.moving.byteLength;
  }

  /** Slots the set is spread over now (a part of the buffer). */
  get slotsInUse(): number {
    return this.mask + 1;
  }

  /** Every slot of the buffer is free after this (stamps of older generations mean free). */
  private nextGeneration(): void {
    this.gen++;
    if (this.gen === 0x7fffffff) {
      this.slots.fill(0);
      this.gen = 1;
    }
  }

  /** Doubles the part in use: within the buffer when it has room, else in a buffer twice as big. */
  private grow(): void {
    const slots = 2 * (this.mask + 1);
    const old = this.slots;
    const giveUp = 4 * slots > old.length;
    // The live keys are packed three words each: into the old buffer itself when it is given up
    // (the packed keys never overtake the slots still to read), else aside, since they go back
    // into the same buffer.
    if (!giveUp && this.moving.length < 3 * this.size) this.moving = new Int32Array(3 * this.size);
    const packed = giveUp ? old : this.moving;
    let words = 0;
    for (let o = 0; o <= this.mask << 2; o += 4) {
      if (old[o] !== this.gen) continue;
      packed[words++] = old[o + 1] as number;
      packed[words++] = old[o + 2] as number;
      packed[words++] = old[o + 3] as number;
    }
    if (giveUp) {
      this.slots = new Int32Array(4 * slots);
      this.gen = 1;
    } else {
      this.nextGeneration();
    }
    this.mask = slots - 1;
    this.size = 0;
    for (let o = 0; o < words; o += 3) this.add(packed[o] as number, packed[o + 1] as number, packed[o + 2] as number);
  }
}

/**
 * A set of positions packed into one non-negative 31-bit word.
 *
 * A slot is one word, the key with bit 31 set (0: free), picked from the key's top bits after one
 * multiply (Fibonacci hashing): half the memory of a slot with a generation stamp, so more of the
 * table stays in the processor's cache. clear() zeroes the part in use, which costs far less than
 * the search that filled it; after a big search it works in a small part of its buffer again, so
 * that the many small searches of a game stay in the cache and clear little.
 */
export class KeySet1 {
  private slots: Int32Array;
  private bits: number;
  private mask: number;
  /** The live keys while the table grows within its buffer (kept for the next time). */
  private moving = new Int32Array(0);
  size = 0;

  constructor(bits = MIN_BITS) {
    this.slots = new Int32Array(1 << bits);
    this.bits = bits;
    this.mask = (1 << bits) - 1;
  }

  clear(): void {
    if (this.size > 0) this.slots.fill(0, 0, this.mask + 1);
    if (this.mask > SHRINK_ABOVE && this.size * 16 < this.mask) this.resize(MIN_BITS);
    this.size = 0;
  }

  /** Adds the key (0 to 2^31 - 1); false when it was already there. */
  add(key: number): boolean {
    if (this.size * 8 >= this.mask * 7) this.grow();
    const s = this.slots;
    const k = key | 0x80000000;
    let i = Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
    for (;;) {
      const x = s[i] as number;
      if (x === 0) {
        s[i] = k;
        this.size++;
        return true;
      }
      if (x === k) return false;
      i = (i + 1) & this.mask;
    }
  }

  get bytes(): number {
    return this.slots.byteLength + this.moving.byteLength;
  }

  /** Slots the set is spread over now (a part of the buffer). */
  get slotsInUse(): number {
    return this.mask + 1;
  }

  private resize(bits: number): void {
    this.bits = bits;
    this.mask = (1 << bits) - 1;
  }

  /** Doubles the part in use: within the buffer when it has room, else in a buffer twice as big. */
  private grow(): void {
    const old = this.slots;
    const used = this.mask + 1;
    const bits = this.bits + 1;
    const giveUp = 1 << bits > old.length;
    // The live keys, packed into the old buffer itself when it is given up, else aside.
    if (!giveUp && this.moving.length < this.size) this.moving = new Int32Array(this.size);
    const packed = giveUp ? old : this.moving;
    let n = 0;
    for (let i = 0; i < used; i++) {
      const x = old[i] as number;
      if (x !== 0) packed[n++] = x & 0x7fffffff;
    }
    if (giveUp) this.slots = new Int32Array(1 << bits);
    else this.slots.fill(0, 0, 1 << bits);
    this.resize(bits);
    this.size = 0;
    for (let i = 0; i < n; i++) this.add(packed[i] as number);
  }
}

/** Positions packed into three 32-bit words, each given a dense index 0, 1, 2, ... in the order first seen. */
export class KeyIndex3 {
  /** Four words a slot: the key's three, then 1 + its index (0: the slot is free). One cache line holds a probe. */
  private slots: Uint32Array;
  private mask: number;
  size = 0;

  constructor(bits = MIN_BITS) {
    this.slots = new Uint32Array(4 << bits);
    this.mask = (1 << bits) - 1;
  }

  /** The key's index, adding it (with the next index) when new: `fresh` then tells which. */
  indexOf(a: number, b: number, c: number): number {
    // Grows at three quarters full: 16 bytes a slot, so 12 million keys fit in 2^24 slots (256 MiB).
    if (this.size * 4 >= this.mask * 3) this.grow();
    const s = this.slots;
    let i = mix(a, b, c) & this.mask;
    for (;;) {
      const o = i << 2;
      const at = s[o + 3] as number;
      if (at === 0) {
        s[o] = a;
        s[o + 1] = b;
        s[o + 2] = c;
        s[o + 3] = ++this.size;
        this.fresh = true;
        return this.size - 1;
      }
      if (s[o] === a >>> 0 && s[o + 1] === b >>> 0 && s[o + 2] === c >>> 0) {
        this.fresh = false;
        return at - 1;
      }
      i = (i + 1) & this.mask;
    }
  }

  /** Whether the last indexOf added its key. */
  fresh = false;

  get bytes(): number {
    return this.slots.byteLength;
  }

  private grow(): void {
    const old = this.slots;
    const bits = Math.log2(this.mask + 1) + 1;
    const s = new Uint32Array(4 << bits);
    this.slots = s;
    this.mask = (1 << bits) - 1;
    for (let o = 0; o < old.length; o += 4) {
      if (old[o + 3] === 0) continue;
      const a = old[o] as number;
      const b = old[o + 1] as number;
      const c = old[o + 2] as number;
      let j = mix(a, b, c) & this.mask;
      while (s[(j << 2) + 3] !== 0) j = (j + 1) & this.mask;
      const n = j << 2;
      s[n] = a;
      s[n + 1] = b;
      s[n + 2] = c;
      s[n + 3] = old[o + 3] as number;
    }
  }
}
