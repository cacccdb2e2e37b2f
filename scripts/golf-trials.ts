// Side-by-side trials of Golf player settings on the same deals (development deals, not the
// published 1-10,000): `node --import tsx scripts/golf-trials.ts FROM COUNT VARIANT NAME...`.
import { dealFromNumber } from '../src/core/deal.js';
import { golf } from '../src/registry/index.js';
import { layoutRng, playDeal } from '../src/players/play.js';
import { GOLF_STRATEGIES } from '../src/strategy/golf/index.js';
import { type HindsightOptions, hindsightStrategy } from '../src/strategy/golf/hindsight.js';
import type { GolfStrategy } from '../src/strategy/golf/simple.js';

/**
 * A player by name: a listed one, or `hindsight` with settings changed, written
 * `h:samples=32,screen=4,states=5000,end=8000,endstock=9,bonus=10,follow=0`; `ntop=2,nsamples=4`
 * weighs the two best options again one card deeper (`expectimax`), `nmargin=2` only when they are
 * within 2 cards of each other.
 */
function trial(name: string): GolfStrategy | undefined {
  if (!name.startsWith('h:')) return GOLF_STRATEGIES.find((s) => s.name === name);
  const o: Record<string, number> = { samples: 32, screen: 4, states: 2_000, end: 2_000, endstock: 0, bonus: 10, maximal: 0, follow: 1, ntop: 0, nsamples: 8, nmargin: Infinity };
  for (const kv of name.slice(2).split(',')) {
    const [k, x] = kv.split('=');
    if (k === undefined || !(k in o) || x === undefined) throw new Error(`bad setting ${kv}`);
    o[k] = Number(x);
  }
  const opts: HindsightOptions = { name, description: '', samples: o.samples!, screen: o.screen!, maxStates: o.states!, endStates: o.end!, endStock: o.endstock!, winBonus: o.bonus!, maximal: o.maximal === 1, follow: o.follow === 1, nextTop: o.ntop!, nextSamples: o.nsamples!, nextMargin: o.nmargin! };
  return hindsightStrategy(opts);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[(s.length - 1) >> 1] as number);
}

const [fromText, countText, variantText, ...names] = process.argv.slice(2);
const from = Number(fromText);
const count = Number(countText);
const v = golf.parseVariant(variantText ?? 'golf');
if (!v.ok) throw new Error(v.error.message);
for (const name of names) {
  const st = trial(name);
  if (!st) throw new Error(`no player ${name}`);
  let wins = 0;
  let score = 0;
  let worst = 0;
  const t0 = process.cpuUsage();
  // Processor time per move (wall-clock time says more about the other jobs on a shared machine).
  const choices: number[] = [];
  const timed: GolfStrategy = {
    ...st,
    choose(o, l, r) {
      const a = process.cpuUsage();
      const m = st.choose(o, l, r);
      const used = process.cpuUsage(a);
      const ms = (used.user + used.system) / 1000;
      worst = Math.max(worst, ms);
      if (l.length > 1) choices.push(ms);
      return m;
    },
  };
  const per: number[] = [];
  for (let d = from; d < from + count; d++) {
    const deal = dealFromNumber(d, golf.dealShape(v.value));
    const shown = golf.start(deal, v.value).next;
    const r = playDeal(golf, v.value, deal, timed, layoutRng(deal, shown));
    if (r.won) wins++;
    score += r.score;
    per.push(r.won ? 1 : 0);
  }
  const cpu = process.cpuUsage(t0);
  console.log(`${variantText} ${name.padEnd(18)} deals ${from}-${from + count - 1}: wins ${wins} (${((100 * wins) / count).toFixed(2)}%), mean score ${(score / count).toFixed(3)}, cpu ${((cpu.user + cpu.system) / 1000 / count).toFixed(0)} ms/deal, cpu per move with a choice: median ${median(choices).toFixed(1)} ms, max ${worst.toFixed(0)} ms  W=${per.join('')}`);
}
