// `npm run bench -- coach`: how fast the coach answers, per game, on one thread: the fair hint;
// the first chance estimate (one stock order played out and solved) and the whole estimate (200
// orders); and the review of a whole game played by a simple greedy player (it differs from the
// best player at many decisions, each of which is then played out both ways). The first estimate
// must come within a second on a phone; we take a phone as 4 times slower than this machine, so
// the target here is 250 ms. Times are CPU time of the bench's thread (src/sim/clock.ts), so a
// machine shared with other work gives the same figures; the load average is printed with them.
//
//   COACH_DEALS=N   deals per game (default 3), numbered from 500,001 (away from the tuned sets)

import { loadavg } from 'node:os';
import { ChanceEstimator, fairHint, fairPlayer, GameReview } from '../src/coach/index.js';
import { dealFromNumber } from '../src/core/deal.js';
import { viewOf } from '../src/core/present.js';
import { Rng } from '../src/core/rng.js';
import { type Game } from '../src/registry/index.js';
import { ACESUP } from '../src/registry/acesup/index.js';
import { GOLF } from '../src/registry/golf/index.js';
import { threadCpuClock } from '../src/sim/clock.js';

const clock = threadCpuClock();
const cpuNow = (): number => clock.now();

const deals = Number(process.env.COACH_DEALS ?? 3);
const FIRST = 500_001;
const PHONE = 4;
const TARGET = 1000;

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[(s.length - 1) >> 1] as number);
};
const f = (x: number): string => (x < 10 ? x.toFixed(1) : x.toFixed(0));

function bench<S, M, O, V>(module: Game<S, M, O, V>, reviewed: string, variantText?: string): void {
  const rules = module.rules;
  const parsed = variantText === undefined ? undefined : rules.parseVariant(variantText);
  if (parsed !== undefined && !parsed.ok) throw new Error(parsed.error.message);
  const variant = parsed === undefined ? rules.defaultVariant : parsed.value;
  const greedy = fairPlayer(module, rules.formatVariant(variant), reviewed);
  const hint: number[] = [];
  const first: number[] = [];
  const whole: number[] = [];
  const review: number[] = [];
  let moves = 0;
  let decisions = 0;
  let player = '';
  for (let d = FIRST; d < FIRST + deals; d++) {
    const deal = dealFromNumber(d, rules.dealShape(variant));
    const start = rules.start(deal, variant);
    let t0 = 0;
    const est = new ChanceEstimator(module, variant, rules.observe(start));
    player = est.player.name + (est.player.insteadOf === undefined ? '' : ` (in place of ${est.player.insteadOf})`);
    t0 = cpuNow();
    let r = est.step(10);
    while (!r.done && (r.chance.samples < 1 || (r.stockKnown?.samples ?? 0) + (r.stockKnown?.unknown ?? 0) < 1)) r = est.step(10);
    first.push(cpuNow() - t0);
    r = est.run();
    whole.push(cpuNow() - t0);
    // A whole game by the greedy player, then its review.
    const rng = new Rng(d);
    const played: M[] = [];
    let s = start;
    for (;;) {
      const legal = rules.legalMoves(s);
      const m = legal.length === 0 ? null : greedy.strategy.choose(rules.observe(s) as never, legal, rng);
      if (m === null) break;
      played.push(m);
      s = rules.applyMove(s, m);
    }
    moves += played.length;
    // The fair hint at every position of that game with a choice.
    let at = start;
    for (const m of played) {
      if (rules.legalMoves(at).length > 1) {
        t0 = cpuNow();
        fairHint(module, variant, viewOf(rules, at));
        hint.push(cpuNow() - t0);
      }
      at = rules.applyMove(at, m);
    }
    t0 = cpuNow();
    decisions += new GameReview(module, variant, deal, played).run().steps.filter((x) => !x.forced && x.samples > 0).length;
    review.push(cpuNow() - t0);
  }
  const firstMed = median(first);
  console.log(`${rules.formatVariant(variant).padEnd(7)} ${deals} deals, chance played by ${player}`);
  console.log(`  fair hint at a position with a choice   median ${f(median(hint))} ms, max ${f(Math.max(...hint))} ms`);
  console.log(`  first chance estimate (1 order)        median ${f(firstMed)} ms, max ${f(Math.max(...first))} ms; phone-class (x${PHONE}) median ${f(firstMed * PHONE)} ms, max ${f(Math.max(...first) * PHONE)} ms, target ${TARGET}: ${Math.max(...first) * PHONE <= TARGET ? 'met' : 'NOT met'}`);
  console.log(`  whole chance estimate (200 orders)     median ${f(median(whole) / 1000)} s`);
  console.log(`  review of a whole game by ${reviewed} (${f(moves / deals)} moves, ${f(decisions / deals)} decisions unlike the best player's, avg)  median ${f(median(review) / 1000)} s, max ${f(Math.max(...review) / 1000)} s`);
}

console.log(`one thread, CPU time from ${clock.source}; load average at start ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
bench(ACESUP, 'highest-top');
bench(GOLF, 'first-playable');
// Under jokers `best` is Aces Up's `rollout`, which then also plays the chance estimates out.
bench(ACESUP, 'highest-top', 'acesup(jokers)');
console.log(`load average at end ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
