// A round of several deals on the play screen (Golf's nine holes): where each hole's deal comes
// from, the running scorecard, and the verdict against par. Holes, scoring, par and the words are
// the game's own (its RoundRules, src/core/round.ts); here only the terminal's table of them.

import type { Deal } from '../../core/deal.js';
import type { Message } from '../../core/i18n.js';
import type { Round, RoundRules } from '../../core/round.js';

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

/**
 * A round of numbered deals (hole i is deal first + i), or of the deals given (at least a round's
 * worth), under a game's round rules; `text` writes the game's messages in English.
 */
export function roundPlay<V>(rules: RoundRules<V>, text: (m: Message) => string, variant: V, first: number | readonly DealSource[]): RoundPlay {
  const given = typeof first === 'number' ? undefined : first;
  if (given !== undefined && given.length < rules.holes) throw new Error(`a round needs ${rules.holes} deals`);
  return wrap(rules, text, rules.start(variant, typeof first === 'number' ? first : 0), given);
}

function wrap<V>(rules: RoundRules<V>, text: (m: Message) => string, round: Round<V>, given: readonly DealSource[] | undefined): RoundPlay {
  return {
    holes: rules.holes,
    dealFor(hole) {
      if (given !== undefined) return given[hole] as DealSource;
      return { deal: rules.holeDeal(round, hole), number: rules.holeNumber(round, hole) };
    },
    scores: round.scores,
    record: (score) => wrap(rules, text, rules.record(round, score), given),
    complete: rules.complete(round),
    scorecard(current) {
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
    },
    verdict: () => text(rules.end(round)),
    status: () => text(rules.status(round)),
  };
}
