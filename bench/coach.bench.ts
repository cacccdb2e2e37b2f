// `npm run bench -- coach`: how fast the coach answers, per game, in CPU time, against the targets
// of docs/coach.md (a first chance figure within 300 ms, a settled one within 1.5 s, a review of a
// 50-move game ready within 2 s, a hint within 250 ms at the median and 1 s at the most; a phone
// four times slower may take four times that). Positions are taken from games the best player
// played (deals 500,001 on, away from the tuned sets): the deal, and evenly spaced positions with
// a choice and unseen cards after it.
//
// The chance runs as the web worker runs it, split into as many parts as this machine has cores
// (at most 4, as web/coach/client.ts does): the parts run here one after the other, and the time
// of the chance is that of the slowest part, the wall time when each has a core of its own.
// The review is the web's (web/coach/review-run.ts, with a second worker for the fair moves when
// there are two cores) on a game of the best player's moves with every third decision the first
// legal move instead (so there are costs to play out).
//
//   COACH_DEALS=N      deals per game (default 3)
//   COACH_POSITIONS=N  positions per deal (default 4)
//   COACH_BIAS=N       also play `best` on N orders a position against the stand-in (default 0):
//                      the stand-in's measured bias, paired on the same orders

import { availableParallelism, loadavg } from 'node:os';
import { ChanceEstimator, type ChanceReport, fairHint, fairPlayer, mergeChance } from '../src/coach/index.js';
import { dealFromNumber, formatDeal } from '../src/core/deal.js';
import { viewOf } from '../src/core/present.js';
import { Rng } from '../src/core/rng.js';
import type { Game } from '../src/registry/index.js';
import { GOLF } from '../src/registry/golf/index.js';
import { ACESUP } from '../src/registry/acesup/index.js';
import { threadCpuClock } from '../src/sim/clock.js';
import { chanceParts } from '../web/coach/client.js';
import { ReviewHelp, ReviewRun } from '../web/coach/review-run.js';

const clock = threadCpuClock();
const cpu = (): number => clock.now();

const DEALS = Number(process.env.COACH_DEALS ?? 3);
const PER_DEAL = Number(process.env.COACH_POSITIONS ?? 4);
const BIAS = Number(process.env.COACH_BIAS ?? 0);
const FIRST = 500_001;
const PHONE = 4;
const PARTS = chanceParts(availableParallelism());
const TARGET = { first: 300, settled: 1500, review: 2000, hintMedian: 250, hintMax: 1000 };

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[(s.length - 1) >> 1] as number);
};
const max = (xs: readonly number[]): number => (xs.length === 0 ? NaN : Math.max(...xs));
const ms = (x: number): string => (x < 10 ? x.toFixed(1) : x.toFixed(0));
const verdict = (x: number, target: number): string => `${x <= target ? 'met' : 'NOT met'} (x${PHONE} ${ms(x * PHONE)} ms against ${target * PHONE}: ${x * PHONE <= target * PHONE ? 'met' : 'NOT met'})`;
const line = (what: string, xs: readonly number[], target?: number): void =>
  console.log(`  ${what.padEnd(44)} median ${ms(median(xs)).padStart(5)} ms, max ${ms(max(xs)).padStart(5)} ms${target === undefined ? '' : `; target ${target} ms at the most: ${verdict(max(xs), target)}`}`);

/** A game of the best player from the deal: its positions and moves. */
function bestGame<S, M, O, V>(g: Game<S, M, O, V>, n: number): { states: S[]; moves: M[] } {
  const { rules } = g;
  const v = rules.defaultVariant;
  const best = fairPlayer(g, rules.formatVariant(v));
  let s = rules.start(dealFromNumber(n, g.rules.dealShape(v)), v);
  const states = [s];
  const moves: M[] = [];
  const rng = new Rng(n);
  for (;;) {
    const legal = rules.legalMoves(s);
    if (legal.length === 0) break;
    const m = legal.length === 1 ? legal[0] : best.strategy.choose(rules.observe(s) as never, legal, rng);
    if (m === null || m === undefined) break;
    moves.push(m);
    states.push((s = rules.applyMove(s, m)));
  }
  return { states, moves };
}

function bench<S, M, O, V>(g: Game<S, M, O, V>): void {
  const { rules } = g;
  const v = rules.defaultVariant;
  const first: number[] = [];
  const settled: number[] = [];
  const known: number[] = [];
  const hints: number[] = [];
  const widths: number[] = [];
  const orders: number[] = [];
  let exact = 0;
  let player = '';
  const pairs = { n: 0, d: 0, d2: 0 };
  const review = { ready: [] as number[], costs: [] as number[], all: [] as number[], moves: [] as number[] };
  for (let d = FIRST; d < FIRST + DEALS; d++) {
    const { states, moves } = bestGame(g, d);
    const choice = states.filter((s, k) => k === 0 || (rules.legalMoves(s).length > 1 && g.unseen(rules.observe(s)).length > 0));
    // The hint at every position of the game with a choice.
    for (const s of states) {
      if (rules.legalMoves(s).length < 2) continue;
      const t0 = cpu();
      fairHint(g, v, viewOf(rules, s));
      hints.push(cpu() - t0);
    }
    const picked = Array.from({ length: Math.min(PER_DEAL, choice.length) }, (_, k) => choice[Math.floor((k * choice.length) / PER_DEAL)] as S);
    for (const s of picked) {
      const obs = rules.observe(s);
      const parts: ChanceReport[] = [];
      const firstAt: number[] = [];
      const settledAt: number[] = [];
      const doneAt: number[] = [];
      for (let index = 0; index < PARTS; index++) {
        const est = new ChanceEstimator(g, v, obs, { shard: { index, count: PARTS }, vsBest: BIAS });
        player = est.player.name + (est.player.insteadOf === undefined ? '' : ` in place of ${est.player.insteadOf}`);
        const t0 = cpu();
        let r = est.step(0);
        while (r.chance.samples < 1 && !r.done) r = est.step(0);
        firstAt.push(cpu() - t0);
        while (!r.settled && !r.done) r = est.step(5);
        settledAt.push(cpu() - t0);
        while (!r.done) {
          r = est.step(5);
          // The solves are over once best starts playing (vsBest): time them apart.
          if (r.vsBest !== undefined && doneAt.length === index) doneAt.push(cpu() - t0);
        }
        if (doneAt.length === index) doneAt.push(cpu() - t0);
        parts.push(r);
      }
      const m = mergeChance(parts);
      first.push(max(firstAt));
      settled.push(max(settledAt));
      known.push(max(doneAt));
      orders.push(m.chance.samples);
      if (m.chance.exact) exact++;
      else widths.push((m.chance.ci[1] - m.chance.ci[0]) / 2);
      const vb = m.vsBest;
      if (vb !== undefined) {
        const discordant = vb.bestWins + vb.sampledWins - 2 * vb.bothWon;
        pairs.n += vb.samples;
        pairs.d += vb.bestWins - vb.sampledWins;
        pairs.d2 += discordant;
      }
    }
    // The review of a game with some choices unlike the best player's.
    const played: string[] = [];
    let s = states[0] as S;
    let k = 0;
    for (let i = 0; i < moves.length; i++) {
      const legal = rules.legalMoves(s);
      if (legal.length === 0) break;
      const firstLegal = legal[0] as M;
      const m = legal.length > 1 && k++ % 3 === 0 ? firstLegal : (fairHint(g, v, viewOf(rules, s))?.move ?? firstLegal);
      played.push(rules.formatMove(m));
      s = rules.applyMove(s, m);
    }
    while (rules.legalMoves(s).length > 0) {
      const m = fairHint(g, v, viewOf(rules, s))?.move;
      if (m === undefined) break;
      played.push(rules.formatMove(m));
      s = rules.applyMove(s, m);
    }
    // As the web runs it: the review in one worker and, with a second core, the fair moves from the
    // end in another, handed over as they come. Here the two take turns of 20 ms; the time is the
    // CPU of the busier of the two until the review is ready, then the review's alone.
    const dealText = formatDeal(dealFromNumber(d, g.rules.dealShape(v)));
    const run = new ReviewRun(g, rules.formatVariant(v), dealText, played);
    const help = PARTS > 1 ? new ReviewHelp(g, rules.formatVariant(v), dealText, played) : undefined;
    let mine = 0;
    let theirs = 0;
    let ready = NaN;
    let costs = NaN;
    for (;;) {
      let t0 = cpu();
      const more = run.work(20);
      mine += cpu() - t0;
      const p = run.done();
      if (Number.isNaN(ready) && p.ready) ready = Math.max(mine, theirs);
      if (Number.isNaN(costs) && run.data().moves.length === played.length && run.data().moves.every((x) => x.forced || x.fairMove === x.text || x.fairLoss !== null)) costs = Math.max(mine, theirs);
      if (!more) break;
      if (help !== undefined && Number.isNaN(ready)) {
        t0 = cpu();
        while (cpu() - t0 < 20) {
          const f = help.next();
          if (f === undefined) break;
          run.provide(f.at, f.move);
        }
        theirs += cpu() - t0;
      }
    }
    review.ready.push(ready);
    review.costs.push(costs);
    review.all.push(Math.max(mine, theirs));
    review.moves.push(played.length);
  }
  console.log(`${rules.formatVariant(v)}: ${DEALS} deals, ${first.length} positions; chance played by ${player}, in ${PARTS} part${PARTS === 1 ? '' : 's'}`);
  line('fair hint, each position with a choice', hints);
  console.log(`  ${''.padEnd(44)} (${hints.length} positions) target median ${TARGET.hintMedian} ms: ${verdict(median(hints), TARGET.hintMedian)}; max ${TARGET.hintMax} ms: ${verdict(max(hints), TARGET.hintMax)}`);
  line('chance: first figure (slowest part)', first, TARGET.first);
  line('chance: settled (slowest part)', settled, TARGET.settled);
  console.log(`  ${''.padEnd(44)} orders played median ${median(orders)}, max ${max(orders)}; ${exact} exact; else half-width of the 95% interval max ${(max(widths) * 100).toFixed(1)} points`);
  line('chance: solved with the stock known too', known);
  line(`review of a game (${median(review.moves)} moves median): ready`, review.ready, TARGET.review);
  line('review: every cost in', review.costs);
  line('review: the chance curve too (all done)', review.all);
  if (pairs.n > 0) {
    const mean = pairs.d / pairs.n;
    const sd = Math.sqrt(Math.max(0, (pairs.d2 - pairs.n * mean * mean) / Math.max(1, pairs.n - 1)));
    const half = (1.96 * sd) / Math.sqrt(pairs.n);
    console.log(`  bias of the stand-in: best minus it, paired on ${pairs.n} orders: ${(mean * 100).toFixed(1)} points (95% CI ${((mean - half) * 100).toFixed(1)} to ${((mean + half) * 100).toFixed(1)}; orders taken as independent)`);
  }
}

console.log(`CPU time of this thread (${clock.source}); ${PARTS} part${PARTS === 1 ? '' : 's'} a chance (this machine's ${availableParallelism()} cores, at most 4); load average at start ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
bench(ACESUP);
bench(GOLF);
console.log(`load average at end ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
