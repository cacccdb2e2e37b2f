// `npm run bench -- review-web`: the web's coach worker work, in Node with the same code
// (web/coach/review-run.ts, the coach library's ChanceEstimator): per game, the time to the first
// chance report (one 100 ms slice, as the worker reports it) and to the final one, and a review of
// a 49-move game (the fair player's moves with every third decision the first legal move instead):
// time until every move is reviewed (the best scores with the stock known, the fair moves and
// their costs) and until the chance curve is drawn too. Wall-clock; the load average is printed.

import { loadavg } from 'node:os';
import { ChanceEstimator, fairHint } from '../src/coach/index.js';
import { viewOf } from '../src/core/present.js';
import { GAME_IDS, withGame } from '../src/registry/index.js';
import { dealFromNumber, formatDeal } from '../src/core/deal.js';
import { ReviewRun } from '../web/coach/review-run.js';

const DEALS: Readonly<Record<string, number>> = { acesup: 3, golf: 53 };
console.log(`load average ${loadavg()[0]?.toFixed(1)} (1 min)`);

for (const id of GAME_IDS) {
  withGame(id, (g) => {
    const { rules } = g;
    const v = rules.defaultVariant;
    const n = DEALS[id] ?? 1;
    const deal = dealFromNumber(n, g.rules.dealShape(v));
    let s = rules.start(deal, v);
    const moves: string[] = [];
    let i = 0;
    while (rules.legalMoves(s).length > 0) {
      const legal = rules.legalMoves(s);
      const m = legal.length > 1 && i++ % 3 === 0 ? legal[0] : fairHint(g, v, viewOf(rules, s))?.move;
      if (m === undefined) break;
      moves.push(rules.formatMove(m));
      s = rules.applyMove(s, m);
      // The chance from the opening position after ten moves: a position a player asks about.
      if (moves.length === 10) {
        const est = new ChanceEstimator(g, v, rules.observe(s));
        const t0 = performance.now();
        const first = est.step(100);
        const tFirst = performance.now() - t0;
        const last = est.run();
        console.log(`${id} deal ${n}, after 10 moves: first chance report ${tFirst.toFixed(0)} ms (${first.chance.samples} orders), final ${(last.ms / 1000).toFixed(1)} s (${last.chance.samples} orders, ${last.player})`);
      }
    }
    const run = new ReviewRun(g, rules.formatVariant(v), formatDeal(deal), moves);
    const t0 = performance.now();
    let reviewed = 0;
    while (run.work(100)) if (reviewed === 0 && run.data().moves.length === moves.length) reviewed = performance.now() - t0;
    const d = run.data();
    console.log(`${id} deal ${n}: review of ${moves.length} moves (${d.moves.filter((m) => !m.forced).length} decisions): every move ${(reviewed / 1000).toFixed(1)} s, with the chance curve ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  });
}
