// The coach under the table and on the end panel, loaded after the first drawing (lazy.tsx): the
// solver's answers with the stock known, finishing a forced game, the game record; and, from the
// observation only, the fair hint and the chance to win from here; after the end, the review.

import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { GameController, GameView } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';
import { SolverPanel } from './solver-panel.js';
import { ChancePanel } from './chance.js';
import { FairHint } from './fair-hint.js';
import { FinishGame } from './finish.js';
import { RecordDialog } from './record.js';
import { ReviewDialog } from './review-dialog.js';
import { COACH_WORDS } from './words.js';
import { Explain } from './explain.js';
import './coach.css';

export interface CoachProps {
  readonly controller: GameController;
  readonly view: GameView;
}

/** The "Game record" button and its dialog (the record as it is when the button is pressed). */
function RecordButton({ controller }: { controller: GameController }): JSX.Element {
  const { show } = useSpeech();
  const [open, setOpen] = useState<ReturnType<GameController['record']> | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(controller.record())}>
        {show(COACH_WORDS.m('coachUi.record'))}
      </button>
      {open ? <RecordDialog record={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** The fair hint in the hint place over the table, asked for by the action bar's Hint. */
export function HintArea({ controller, view, ask }: CoachProps & { readonly ask: number | null }): JSX.Element {
  return <FairHint controller={controller} view={view} ask={ask} />;
}

/** The coach sheet's panels (the fair hint is asked from the action bar and shown over the table). */
export function CoachArea({ controller, view }: CoachProps): JSX.Element {
  return (
    <div class="coach">
      <FinishGame controller={controller} view={view} />
      <ChancePanel controller={controller} view={view} />
      <SolverPanel controller={controller} view={view} />
      <div class="end-actions">
        <RecordButton controller={controller} />
      </div>
      <Explain game={controller.record().game} />
    </div>
  );
}

/** The end panel's part: the review of the game (beside the next game), and the record. */
export function EndCoach({ controller }: CoachProps): JSX.Element {
  const { show } = useSpeech();
  const [review, setReview] = useState<ReturnType<GameController['record']> | null>(null);
  return (
    <>
      <button type="button" class="review" onClick={() => setReview(controller.record())}>
        {show(COACH_WORDS.m('coachUi.review'))}
      </button>
      <RecordButton controller={controller} />
      {review ? <ReviewDialog record={review} onClose={() => setReview(null)} /> : null}
    </>
  );
}
