// The daily deal of every date of a year for both games' standard rules (time per date, candidates
// per date: mean and most), and winnable deals drawn at random (time per deal, candidates per
// deal). The solver's work is counted in positions, so the deals are the same on every machine;
// only the times are this machine's.

import type { GameRules } from '../src/core/game.js';
import { dailyDeal, dateOfIndex, dayIndex, winnableDeals } from '../src/deals/index.js';
import { forGame, GAME_IDS } from '../src/registry/index.js';

const YEAR = 2027;
const WINNABLE = 50;

function year<S, M, O, V>(rules: GameRules<S, M, O, V>): void {
  const start = dayIndex({ year: YEAR, month: 1, day: 1 });
  let most = 0;
  let all = 0;
  const t0 = performance.now();
  for (let i = 0; i < 365; i++) {
    const date = dateOfIndex(start + i);
    if (!date) throw new Error('date out of range');
    const r = dailyDeal(rules, rules.defaultVariant, date);
    if (!r.ok) throw new Error(r.error.message);
    all += r.value.candidate + 1;
    most = Math.max(most, r.value.candidate + 1);
  }
  const ms = performance.now() - t0;
  console.log(`daily ${rules.formatVariant(rules.defaultVariant).padEnd(8)} ${YEAR}: ${(ms / 365).toFixed(1).padStart(6)} ms a date, ${(ms / 1000).toFixed(1)} s the year; candidates a date ${(all / 365).toFixed(2)} mean, ${most} most`);
}

function winnable<S, M, O, V>(rules: GameRules<S, M, O, V>): void {
  const t0 = performance.now();
  let tried = 0;
  let n = 0;
  for (const d of winnableDeals(rules, rules.defaultVariant, { count: WINNABLE, seed: 1 })) {
    tried += d.tried;
    n++;
  }
  const ms = performance.now() - t0;
  console.log(`winnable ${rules.formatVariant(rules.defaultVariant).padEnd(8)} ${n} deals: ${(ms / n).toFixed(1).padStart(6)} ms a deal; ${(tried / n).toFixed(2)} candidates a deal`);
}

for (const id of GAME_IDS) forGame(id, (rules) => year(rules));
for (const id of GAME_IDS) forGame(id, (rules) => winnable(rules));
