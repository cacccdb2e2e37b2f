// The terminal's scorecard of a round (Golf's nine holes) as a small table. The round itself (its
// holes' deals, the scores counted, the hole in play) is the play session's (src/play/session.ts);
// holes, par and the words are the game's own RoundRules (src/core/round.ts).

import type { Round, RoundRules } from '../../core/round.js';

/** The scorecard: hole, score and par rows with the totals; `current` marks the hole being played. */
export function scorecardText<V>(rules: RoundRules<V>, round: Round<V>, current?: number): string {
  const cell = (s: string): string => s.padStart(4);
  const card = rules.scorecard(round);
  const holes = card.map((h) => cell(h.hole - 1 === current ? `>${h.hole}` : String(h.hole)));
  const scores = card.map((h) => cell(h.score === undefined ? '·' : String(h.score)));
  const pars = card.map((h) => cell(String(h.par)));
  return [
    `Hole  ${holes.join('')}   Total`,
    `Score ${scores.join('')}   ${String(rules.total(round)).padStart(5)}`,
    `Par   ${pars.join('')}   ${String(rules.par(round)).padStart(5)}`,
  ].join('\n');
}
