// `node --import tsx scripts/short-lines.ts [acesup|golf] [DEALS...]`: for each numbered deal, the
// solver's line to the best score against shortLine's (src/solve/short-line.ts, default budget):
// moves, moves from pile to pile (Aces Up), whether proven shortest, positions spent, and the
// processor time of the shortLine call (not wall-clock: on a shared machine that mostly measures
// the other jobs). docs/solver.md quotes it for Aces Up deals 1-10.

import { dealFromNumber } from '../src/core/deal.js';
import type { GameRules } from '../src/core/game.js';
import { acesUp, golf } from '../src/registry/index.js';
import { shortLine } from '../src/registry/index.js';
import { solve } from '../src/registry/index.js';

const game = process.argv[2] === 'golf' ? 'golf' : 'acesup';
const rules = (game === 'golf' ? golf : acesUp) as GameRules<unknown, unknown, unknown, unknown>;
const deals = process.argv.slice(3).map(Number);
const pileMoves = (moves: readonly unknown[]): number => moves.filter((m) => (m as { type: string }).type === 'move').length;

console.log('deal  verdict      best  solver(moves, pile)  short(moves, pile)  shortest  states   cpu ms');
for (const n of deals.length > 0 ? deals : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
  const s = rules.start(dealFromNumber(n), rules.defaultVariant);
  const r = solve(rules, s);
  const c0 = process.cpuUsage();
  const sl = shortLine(rules, s, r);
  const c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / 1000;
  console.log(
    [String(n).padEnd(5), r.verdict.padEnd(12), String(r.bestScore).padStart(4), `${r.moves.length}, ${pileMoves(r.moves)}`.padStart(20), `${sl.moves.length}, ${pileMoves(sl.moves)}`.padStart(19), String(sl.shortest).padStart(9), String(sl.states).padStart(7), cpu.toFixed(0).padStart(8)].join('  '),
  );
}
