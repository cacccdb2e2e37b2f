// The review in plain words, the same at the terminal and in the browser: for each decision what
// was played, the best move we know and what the choice cost (a positive number with its unit,
// cards or strokes), what the stock known says, and "a mistake" only where the cost shown says a
// better move exists; for a run of moves that decided nothing, one line that does not judge.

import type { GameId } from '../core/game.js';
import { type Message, msg } from '../core/i18n.js';
import type { BestWithStockKnown } from './review.js';

/** What the words need of a reviewed move (a ReviewStep, or the web's copy of one). */
export interface JudgedMove {
  readonly ply: number;
  readonly text: string;
  readonly before: BestWithStockKnown;
  readonly after: BestWithStockKnown;
  readonly threwAwayWin: boolean;
  readonly fairMove: string | null;
  readonly fairLoss: number | null;
  readonly mistake: boolean;
}

/** A cost under this is said as "no cost": it rounds to 0.0 at one decimal. */
const VISIBLE = 0.05;

/** The cost to show, rounded to one decimal; undefined when there is none to show. */
export function shownCost(m: Pick<JudgedMove, 'fairLoss' | 'fairMove' | 'text'>): number | undefined {
  if (m.fairMove === null || m.fairMove === m.text || m.fairLoss === null || m.fairLoss < VISIBLE) return undefined;
  return Math.round(m.fairLoss * 10) / 10;
}

export interface DecisionWords {
  /** "Move 14: move the 7♣ from Pile 2 to the empty Pile 4." */
  readonly move: Message;
  /** The best move we know and the cost, or that our best player makes the same move. */
  readonly verdict: readonly Message[];
  /** What the stock known says of the move. */
  readonly stockKnown: Message;
  /** "A mistake: …" when the move is one. */
  readonly mistake: Message | undefined;
}

/**
 * The words of one decision. `played` and `best` are the game's descriptions of the move made
 * and of our best player's move (the position before the move); `decimal` writes the cost in the
 * reader's language ("2.1", "2,1"); `notation`, the move as typed, goes after its number.
 */
export function decisionWords(game: GameId, m: JudgedMove, played: Message, best: Message | undefined, decimal: (x: number) => string, notation?: string): DecisionWords {
  const verdict: Message[] = [];
  if (m.fairMove === null) verdict.push(msg('coach.hint.stops'));
  else if (m.fairMove === m.text) verdict.push(msg('coach.review.same'));
  else {
    if (best !== undefined) verdict.push(msg('coach.review.best', { move: best }));
    const cost = shownCost(m);
    verdict.push(cost === undefined ? msg('coach.review.noCost') : msg(`coach.review.cost.${game}`, { x: decimal(cost), n: cost }));
  }
  let stockKnown: Message;
  if (m.threwAwayWin) stockKnown = msg('coach.review.lostWin');
  else if (m.before.exact && m.after.exact && m.before.best !== m.after.best) stockKnown = msg('coach.review.down', { before: m.before.best, after: m.after.best });
  else stockKnown = msg('coach.review.kept', { best: m.after.best });
  if (m.threwAwayWin && m.fairMove === m.text) verdict.push(msg('coach.review.lostUnseen'));
  const ply = notation === undefined ? m.ply : `${m.ply} (${notation})`;
  return { move: msg('coach.review.move', { ply, move: played }), verdict, stockKnown, mistake: m.mistake ? msg('coach.review.mistake') : undefined };
}

/**
 * The line of a run of moves that decided nothing: "Moves 12–15: nothing to decide …, not judged."
 * `present`: the game's presentation. `notation`: the moves as typed, after the numbers (at the terminal).
 */
export function forcedWords(present: { readonly hasForcedMoves: boolean }, first: number, last: number, notation?: string): Message {
  const span = first === last ? String(first) : `${first}–${last}`;
  // A game whose forced moves the app makes for the player (Aces Up's discards) says so.
  return msg(present.hasForcedMoves ? 'coach.review.forced.auto' : 'coach.review.forced', { n: last - first + 1, span: notation === undefined ? span : `${span} (${notation})` });
}
