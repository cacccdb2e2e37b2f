// "How does the coach know?": a short answer for the game being played, in the player's language,
// and a link to the whole story (docs/coach.md, copied into the built site by vite.config.ts).

import type { JSX } from 'preact';
import type { GameId } from '../../src/core/game.js';
import { webGameInfo } from '../games/index.js';
import { useSpeech } from '../words/i18n.js';
import { COACH_WORDS } from './words.js';

export const COACH_DOC = 'docs/coach.md';

export function Explain({ game }: { game: GameId }): JSX.Element {
  const { show } = useSpeech();
  return (
    <details class="coach-explain" data-testid="coach-explain">
      <summary>{show({ key: 'coach.explain' })}</summary>
      <p>{show(webGameInfo(game).coachExplain)}</p>
      <p>
        <a href={COACH_DOC} target="_blank" rel="noopener">
          {show(COACH_WORDS.m('coachUi.explainMore'))}
        </a>
      </p>
    </details>
  );
}
