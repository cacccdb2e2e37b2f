// `npm run bench -- players`: how fast each observation-only player is, per game and rule set:
// deals a minute on one thread, and milliseconds per move (median over every move, median over the
// moves with a real choice, the slowest move). A player that carries a plan from move to move (the
// Golf searchers) spends almost nothing on a move that follows it, while a coach's hint always
// searches afresh; so at every real choice of an expensive player the bench also times a fresh
// search (a new generator, so no plan is carried over), outside the deals-a-minute count. Targets
// for a hint (it runs in a browser worker), on the fresh searches: a median of at most 250 ms and a
// worst of at most 2 s.
//
//   PLAYERS_DEALS=N   deals per expensive player (default 40); cheap players play 50 times as many
//   PLAYERS_ONLY=a,b  only these players
//
// Deals are numbered from 400,001, away from the published set and from the deals the players
// were tuned on. Times are wall-clock on this machine; the load average is printed with them.

import { loadavg } from 'node:os';
import { dealFromNumber } from '../src/core/deal.js';
import { Rng } from '../src/core/rng.js';
import type { GameRules } from '../src/core/game.js';
import { acesUp, golf } from '../src/registry/index.js';
import { layoutRng, playDeal } from '../src/players/play.js';
import { ACESUP_STRATEGIES } from '../src/strategy/acesup/index.js';
import { GOLF_STRATEGIES } from '../src/strategy/golf/index.js';
import type { Strategy, TaggedObservation } from '../src/strategy/types.js';

const expensiveDeals = Number(process.env.PLAYERS_DEALS ?? 40);
const only = process.env.PLAYERS_ONLY?.split(',').map((s) => s.trim());
const FIRST = 400_001;
const MEDIAN_TARGET = 250;
const MAX_TARGET = 2000;

function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

interface Timing {
  readonly deals: number;
  readonly ms: number;
  readonly all: number[];
  readonly choices: number[];
  /** Fresh searches at the real choices (expensive players only). */
  readonly fresh: number[];
}

function time<S, M, O extends TaggedObservation, V>(rules: GameRules<S, M, O, V>, variant: V, st: Strategy<O, M>, deals: number): Timing {
  const all: number[] = [];
  const choices: number[] = [];
  const fresh: number[] = [];
  let freshMs = 0;
  const timed: Strategy<O, M> = {
    ...st,
    choose(obs, legal, rng) {
      if (st.cost !== 'cheap' && legal.length > 1) {
        const f0 = performance.now();
        st.choose(obs, legal, new Rng(fresh.length + 1));
        const df = performance.now() - f0;
        fresh.push(df);
        freshMs += df;
      }
      const t0 = performance.now();
      const m = st.choose(obs, legal, rng);
      const dt = performance.now() - t0;
      all.push(dt);
      if (legal.length > 1) choices.push(dt);
      return m;
    },
  };
  const t0 = performance.now();
  for (let d = FIRST; d < FIRST + deals; d++) {
    const deal = dealFromNumber(d, rules.dealShape(variant));
    const start = rules.start(deal, variant);
    const shown = rules.dealOf(start).length - (rules.observe(start) as unknown as { stockCount: number }).stockCount;
    playDeal(rules, variant, deal, timed, layoutRng(deal, shown));
  }
  return { deals, ms: performance.now() - t0 - freshMs, all, choices, fresh };
}

const f = (x: number): string => (Number.isNaN(x) ? '-' : x < 10 ? x.toFixed(2) : x.toFixed(0));

function report<S, M, O extends TaggedObservation, V>(rules: GameRules<S, M, O, V>, variantText: string, players: readonly Strategy<O, M>[]): void {
  const v = rules.parseVariant(variantText);
  if (!v.ok) throw new Error(v.error.message);
  for (const st of players) {
    if (only && !only.includes(st.name)) continue;
    const n = st.cost === 'cheap' ? expensiveDeals * 50 : expensiveDeals;
    const t = time(rules, v.value, st, n);
    const max = Math.max(0, ...t.all);
    const freshMed = median(t.fresh);
    const freshMax = Math.max(0, ...t.fresh);
    const fresh = st.cost === 'cheap' ? '' : `, fresh search median ${f(freshMed)}, max ${f(freshMax)}`;
    const verdict =
      st.cost === 'cheap' ? '' : ` targets (fresh median <= ${MEDIAN_TARGET}, worst <= ${MAX_TARGET}): ${freshMed <= MEDIAN_TARGET && Math.max(max, freshMax) <= MAX_TARGET ? 'met' : 'NOT met'}`;
    console.log(
      `${variantText.padEnd(20)} ${st.name.padEnd(14)} ${String(n).padStart(5)} deals  ${Math.round((t.deals / t.ms) * 60_000)
        .toLocaleString('en-US')
        .padStart(9)} deals/min  ms/move: median ${f(median(t.all))}, with a choice ${f(median(t.choices))} (${t.choices.length} moves), max ${f(max)}${fresh}${verdict}`,
    );
  }
}

console.log(`one thread; load average at start ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
report(acesUp, 'acesup', ACESUP_STRATEGIES);
report(golf, 'golf', GOLF_STRATEGIES);
report(golf, 'golf(queen-on-king)', GOLF_STRATEGIES.filter((s) => s.cost === 'expensive'));
report(golf, 'golf(putt-putt)', GOLF_STRATEGIES.filter((s) => s.cost === 'expensive'));
report(acesUp, 'acesup(jokers)', ACESUP_STRATEGIES.filter((s) => s.name === 'rollout'));
// Wild cards open the most runs to weigh: the slowest rules for the strongest player.
report(golf, 'golf(jokers=2)', GOLF_STRATEGIES.filter((s) => s.name === 'expectimax'));
console.log(`load average at end ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
