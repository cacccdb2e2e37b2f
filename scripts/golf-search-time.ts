// `node --import tsx scripts/golf-search-time.ts [VARIANT] [DEALS] [PLAYER]`: processor time of one
// fresh search of a sampling Golf player (`expectimax` unless named), as a coach's hint asks for it (no plan carried over from an earlier move), at
// every position with a choice met while playing deals from 400,001: median, 90th and 99th
// percentiles and the slowest. Processor time, not wall-clock: on a shared machine the latter
// mostly measures the other jobs. PLAYER `hint` times the coach's whole fair hint instead
// (fairHint: perfect play's move where the exact solver finishes, else `best`'s), asked at every
// such position in turn, as a player asking at every move would; the games are played by
// `expectimax`. Then also: the slowest hint with 8 or fewer stock cards, and how many were perfect play's.

import { fairHint } from '../src/coach/hint.js';
import { dealFromNumber } from '../src/core/deal.js';
import { GOLF } from '../src/registry/golf/index.js';
import { Rng } from '../src/core/rng.js';
import { golf } from '../src/registry/index.js';
import { layoutRng, playDeal } from '../src/players/play.js';
import { GOLF_STRATEGIES } from '../src/strategy/golf/index.js';

const variantText = process.argv[2] ?? 'golf';
const deals = Number(process.argv[3] ?? 20);
const hints = process.argv[4] === 'hint';
const searcher = GOLF_STRATEGIES.find((s) => s.name === (hints ? 'expectimax' : (process.argv[4] ?? 'expectimax')));
if (!searcher) throw new Error(`no Golf player ${process.argv[4]}`);
const v = golf.parseVariant(variantText);
if (!v.ok) throw new Error(v.error.message);
const times: number[] = [];
const late: number[] = [];
let perfect = 0;
for (let d = 400_001; d < 400_001 + deals; d++) {
  const deal = dealFromNumber(d, golf.dealShape(v.value));
  const player = {
    ...searcher,
    choose(...[o, l, r]: Parameters<typeof searcher.choose>) {
      if (l.length > 1) {
        // A generator of its own: the player's plan, kept for the game's generator only, is not used.
        const a = process.cpuUsage();
        if (hints) {
          if (fairHint(GOLF, v.value, { obs: o, legal: l })?.perfect !== undefined) perfect++;
        } else searcher.choose(o, l, new Rng(d));
        const u = process.cpuUsage(a);
        times.push((u.user + u.system) / 1000);
        if (o.stockCount <= 8) late.push((u.user + u.system) / 1000);
      }
      return searcher.choose(o, l, r);
    },
  };
  playDeal(golf, v.value, deal, player, layoutRng(deal, golf.start(deal, v.value).next));
}
times.sort((a, b) => a - b);
const q = (p: number): string => (times[Math.min(times.length - 1, Math.floor(p * times.length))] as number).toFixed(1);
const name = hints ? 'fair hint' : searcher.name;
console.log(`${variantText} ${name}: ${times.length} searches; processor ms median ${q(0.5)}, 90% ${q(0.9)}, 99% ${q(0.99)}, max ${q(1)}`);
late.sort((a, b) => a - b);
const ql = (p: number): string => (late[Math.min(late.length - 1, Math.floor(p * late.length))] ?? 0).toFixed(1);
console.log(`  with 8 or fewer stock cards: ${late.length} searches, median ${ql(0.5)}, max ${ql(1)}${hints ? `; ${perfect} hints were perfect play's` : ''}`);
