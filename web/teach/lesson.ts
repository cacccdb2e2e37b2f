// The guided first game, apart from how it is drawn: a lesson is a fixed teaching deal and a few
// steps, each naming one rule, the zone to point at and the moves that do it. `lessonProgress`
// is the step machine: from the moves played so far it says which step the player is on, or that
// the last move was not the one the step asked for (the guide then takes it back). Pure, so it is
// tested in Node against the engine (lesson.test.ts).

import type { Catalogue, Message } from '../../src/core/i18n.js';
import type { GameId } from '../../src/core/game.js';

export interface LessonStep {
  /** The step's words (one rule, then what to do), with the cards as card arguments. */
  readonly text: Message;
  /** The zone whose top card (or the stock) to try, by the table's zone key (`pile:0`, `stock:0`). */
  readonly point: string;
  /** The moves (the engine's move text) that do the step; the first is the one pointed at. */
  readonly accept: readonly string[];
}

export interface Lesson {
  readonly game: GameId;
  /** The variant text (the standard rules: the game's id). */
  readonly variant: string;
  /** The teaching deal, in deal notation. */
  readonly deal: string;
  readonly steps: readonly LessonStep[];
  /** What the lesson says once every step is done. */
  readonly done: Message;
  /** The lesson's words in every language (keys `teach.<game>.*`). */
  readonly words: Catalogue;
}

export type Progress =
  /** On step `step` (0-based): every move before it was a step's. */
  | { readonly kind: 'step'; readonly step: number }
  /** Move `at` (0-based) is not what step `at` asks for; the moves before it are. */
  | { readonly kind: 'stray'; readonly at: number }
  /** Every step done (moves after the last step are the player's own). */
  | { readonly kind: 'done' };

/** Which step a game is on, from its moves (the engine's move texts, up to the current position). */
export function lessonProgress(lesson: Lesson, moves: readonly string[]): Progress {
  for (let i = 0; i < lesson.steps.length; i++) {
    const m = moves[i];
    if (m === undefined) return { kind: 'step', step: i };
    if (!(lesson.steps[i]?.accept.includes(m) ?? false)) return { kind: 'stray', at: i };
  }
  return { kind: 'done' };
}
