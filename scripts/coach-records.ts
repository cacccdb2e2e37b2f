// `node --import tsx scripts/coach-records.ts DIR`: game records for timing `kabal hint` and
// `kabal review` at the terminal (docs/coach.md, Speed). For each game, three games of the best
// fair player with every third decision the first legal move instead (as bench/coach.bench.ts
// reviews them): DIR/GAME-review.txt holds the whole games, DIR/GAME-hint.txt the positions after
// 0, 10, 20 and 30 moves of them. Aces Up deals 3, 500,001, 500,002; Golf deals 53, 500,001, 500,002.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fairHint } from '../src/coach/index.js';
import { dealFromNumber, formatDeal } from '../src/core/deal.js';
import { viewOf } from '../src/core/present.js';
import { withGame } from '../src/registry/index.js';

const dir = process.argv[2];
if (dir === undefined) {
  console.error('usage: node --import tsx scripts/coach-records.ts DIR');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
const GAMES = [
  ['acesup', [3, 500_001, 500_002]],
  ['golf', [53, 500_001, 500_002]],
] as const;
for (const [id, deals] of GAMES) {
  withGame(id, (g) => {
    const { rules } = g;
    const v = rules.defaultVariant;
    const games: string[] = [];
    const positions: string[] = [];
    for (const n of deals) {
      const deal = dealFromNumber(n, g.rules.dealShape(v));
      let s = rules.start(deal, v);
      const moves: string[] = [];
      let decision = 0;
      for (;;) {
        if ([0, 10, 20, 30].includes(moves.length)) positions.push(`${formatDeal(deal)} | ${moves.join(' ')}`);
        const legal = rules.legalMoves(s);
        if (legal.length === 0) break;
        const m = legal.length > 1 && decision++ % 3 === 0 ? legal[0] : fairHint(g, v, viewOf(rules, s))?.move;
        if (m === undefined) break;
        moves.push(rules.formatMove(m));
        s = rules.applyMove(s, m);
      }
      games.push(`${formatDeal(deal)} | ${moves.join(' ')}`);
    }
    writeFileSync(join(dir, `${id}-review.txt`), `${games.join('\n')}\n`);
    writeFileSync(join(dir, `${id}-hint.txt`), `${positions.join('\n')}\n`);
    console.log(`${join(dir, `${id}-hint.txt`)}: ${positions.length} positions; ${join(dir, `${id}-review.txt`)}: ${games.length} games`);
  });
}
