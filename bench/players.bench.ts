// `npm run bench -- players`: how fast each observation-only player is, per game and rule set:
// deals a minute on one thread, and milliseconds per move (median over every move, median over the
// moves with a real choice, the slowest move). Targets for a coach's hint (it runs in a browser
// worker): a median of at most 250 ms and a worst move of at most 2 s.
//
//   PLAYERS_DEALS=N   deals per expensive player (default 40); cheap players play 50 times as many
//   PLAYERS_ONLY=a,b  only these players
//
// Deals are numbered from 400,001, away from the published set and from the deals the players
// were tuned on. Times are wall-clock on this machine; the load average is printed with them.

import { loadavg } from 'node:os';
import { dealFromNumber } from '../src/core/deal.js';
import type { GameRules } from '../src/core/game.js';
import { acesUp, golf } from '../src/games/index.js';
import { layoutRng, playDeal } from '../src/sim/play.js';
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
}

function time<S, M, O extends TaggedObservation, V>(rules: GameRules<S, M, O, V>, variant: V, st: Strategy<O, M>, deals: number): Timing {
  const all: number[] = [];
  const choices: number[] = [];
  const timed: Strategy<O, M> = {
    ...st,
    choose(obs, legal, rng) {
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
  return { deals, ms: performance.now() - t0, all, choices };
}

const f = (x: number): string => (Number.isNaN(x) ? '-' : x < 10 ? x.toFixed(2) : x.toFixed(0));

function report<S, M, O extends TaggedObservation, V>(rules: GameRules<S, M, O, V>, variantText: string, players: readonly Strategy<O, M>[]): void {
  const v = rules.parseVariant(variantText);
  if (!v.ok) throw new Error(v.error.message);
  for (const st of players) {
    if (only && !only.includes(st.name)) continue;
    const n = st.cost === 'cheap' ? expensiveDeals * 50 : expensiveDeals;
    const t = time(rules, v.value, st, n);
    const med = median(t.choices);
    const max = Math.max(0, ...t.all);
    const verdict = st.cost === 'cheap' ? '' : ` targets (median <= ${MEDIAN_TARGET}, max <= ${MAX_TARGET}): ${med <= MEDIAN_TARGET && max <= MAX_TARGET ? 'met' : 'NOT met'}`;
    console.log(
      `${variantText.padEnd(20)} ${st.name.padEnd(14)} ${String(n).padStart(5)} deals  ${Math.round((t.deals / t.ms) * 60_000)
        .toLocaleString('en-US')
        .padStart(9)} deals/min  ms/move: median ${f(median(t.all))}, with a choice ${f(med)} (${t.choices.length} moves), max ${f(max)}${verdict}`,
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
