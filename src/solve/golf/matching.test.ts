// The matchings of the Golf bound against a plain bipartite matching (augmenting paths over every
// card) on random counts, for each rule set's play table: the greedy passes must find a largest
// matching, or the bound could cut a line that clears the tableau.
import { describe, expect, it } from 'vitest';
import { canPlayOn } from '../../games/golf/rules.js';
import { parseGolfVariant } from '../../games/golf/variant.js';
import { Rng } from '../../core/rng.js';
import { cycleShortfall, matchRules, parityShortfall } from './matching.js';

/** tab[r * 16 + w] = 1 when rank r (1-13) may go on rank w, from the engine's rule. */
function playTable(text: string): Uint8Array {
  const v = parseGolfVariant(text);
  if (!v.ok) throw new Error(v.error.message);
  const tab = new Uint8Array(256);
  for (let r = 1; r <= 13; r++) for (let w = 1; w <= 13; w++) tab[r * 16 + w] = canPlayOn(r - 1, w - 1, v.value) ? 1 : 0;
  return tab;
}

/** Demands left unmatched by a largest matching, found by augmenting paths card by card. */
function plainShortfall(tab: Uint8Array, demand: Int32Array, supply: Int32Array): number {
  const dem: number[] = [];
  const sup: number[] = [];
  for (let r = 1; r <= 13; r++) for (let i = 0; i < (demand[r] as number); i++) dem.push(r);
  for (let w = 1; w <= 13; w++) for (let i = 0; i < (supply[w] as number); i++) sup.push(w);
  const owner = new Array<number>(sup.length).fill(-1);
  const augment = (d: number, seen: boolean[]): boolean => {
    for (let j = 0; j < sup.length; j++) {
      if (seen[j] || tab[dem[d]! * 16 + sup[j]!] !== 1) continue;
      seen[j] = true;
      if (owner[j] === -1 || augment(owner[j]!, seen)) {
        owner[j] = d;
        return true;
      }
    }
    return false;
  };
  let matched = 0;
  for (let d = 0; d < dem.length; d++) if (augment(d, new Array<boolean>(sup.length).fill(false))) matched++;
  return dem.length - matched;
}

describe('the matching bound (solver-proofs.md L34)', () => {
  for (const text of ['golf', 'golf(queen-on-king)', 'golf(putt-putt)']) {
    it(`${text}: the greedy passes leave as many cards unmatched as a largest matching`, () => {
      const tab = playTable(text);
      const rules = matchRules(tab);
      const parity = text !== 'golf(putt-putt)';
      const rng = new Rng(0x3a7c + text.length);
      let short = 0;
      for (let t = 0; t < 3000; t++) {
        // Few cards of each rank, many ranks empty in some draws (so every cut of the cycle is
        // met), and in one draw of four none empty (so the cycle has to be cut at a flow).
        const dense = t % 4 === 3;
        const count = (most: number): Int32Array => Int32Array.from({ length: 16 }, (_, r) => (r < 1 || r > 13 ? 0 : dense ? 1 + rng.below(most) : rng.below(3) >= t % 3 ? rng.below(most + 1) : 0));
        const demand = count(3);
        const supply = count(6);
        const want = plainShortfall(tab, demand, supply);
        expect(cycleShortfall(rules, demand, supply)).toBe(want);
        if (parity) expect(parityShortfall(rules, demand, supply)).toBe(want);
        if (want > 0) short++;
      }
      // Both answers occur often.
      expect(short).toBeGreaterThan(300);
      expect(short).toBeLessThan(2700);
    });
  }
});
