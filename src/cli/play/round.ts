// A nine-hole Golf round on the play screen: where each hole's deal comes from, the running
// scorecard, and the verdict against par. Scoring and par are games/golf/round.ts's.

import type { Deal } from '../../core/deal.js';
import {
  type GolfRound,
  type GolfVariant,
  HOLES,
  holeDeal,
  holeNumber,
  isRoundComplete,
  newRound,
  parSoFar,
  recordHole,
  roundPar,
  roundTotal,
  roundVerdict,
} from '../../games/golf/index.js';

/** Where a game's deal came from, for the title line and the record. */
export interface DealSource {
  readonly deal: Deal;
  /** The deal number, when the deal came from one (not after a reshuffle). */
  readonly number?: number;
  /** Where a typed-in deal came from, e.g. "--deal" or "line 3 of deals.txt". */
  readonly origin?: string;
}

export interface RoundPlay {
  readonly holes: number;
  /** The deal for a hole (0-based). */
  dealFor(hole: number): DealSource;
  /** Scores recorded so far. */
  readonly scores: readonly number[];
  record(score: number): RoundPlay;
  readonly complete: boolean;
  /** The scorecard as a small table; `current` marks the hole being played. */
  scorecard(current?: number): string;
  /** One line: total, par, and how the round went. */
  verdict(): string;
  /** The one-line running state for the screen. */
  status(): string;
}

/** A round of numbered deals (hole i is deal first + i), or of the deals given (at least nine). */
export function golfRound(variant: GolfVariant, first: number | readonly DealSource[]): RoundPlay {
  const given = typeof first === 'number' ? undefined : first;
  if (given !== undefined && given.length < HOLES) throw new Error(`a round needs ${HOLES} deals`);
  return wrap(newRound(variant, typeof first === 'number' ? first : 0), given);
}

function wrap(round: GolfRound, given: readonly DealSource[] | undefined): RoundPlay {
  const self: RoundPlay = {
    holes: HOLES,
    dealFor(hole) {
      if (given !== undefined) return given[hole] as DealSource;
      return { deal: holeDeal(round, hole), number: holeNumber(round, hole) };
    },
    scores: round.scores,
    record: (score) => wrap(recordHole(round, score), given),
    complete: isRoundComplete(round),
    scorecard(current) {
      const cell = (s: string): string => s.padStart(4);
      const holes: string[] = [];
      const scores: string[] = [];
      const pars: string[] = [];
      const perHole = roundPar(round) / HOLES;
      for (let h = 0; h < HOLES; h++) {
        holes.push(cell(h === current ? `>${h + 1}` : String(h + 1)));
        const s = round.scores[h];
        scores.push(cell(s === undefined ? '·' : String(s)));
        pars.push(cell(String(perHole)));
      }
      return [
        `Hole  ${holes.join('')}   Total`,
        `Score ${scores.join('')}   ${String(roundTotal(round)).padStart(5)}`,
        `Par   ${pars.join('')}   ${String(roundPar(round)).padStart(5)}`,
      ].join('\n');
    },
    verdict() {
      const total = roundTotal(round);
      const par = roundPar(round);
      let how: string;
      if (roundVerdict(round) === 'perfect') how = 'a perfect round';
      else if (total === par) how = 'on par';
      else if (total < par) how = `${par - total} under par`;
      else how = `${total - par} over par`;
      return `Round over: total ${total} against par ${par}, ${how}.`;
    },
    status() {
      const played = round.scores.length;
      return `Round: hole ${Math.min(played + 1, HOLES)} of ${HOLES}, total so far ${roundTotal(round)}, par so far ${parSoFar(round)}`;
    },
  };
  return self;
}
