// After New game, another game or another deal's link left a game in progress: it was counted as
// played and not won, and until the first move of the new game the player may go back to it.

import type { JSX } from 'preact';
import type { GameController, GameView } from '../model/controller.js';
import { webGameInfo } from '../games/index.js';
import { useSpeech } from '../words/i18n.js';
import { TABLE_WORDS } from '../words/table-words.js';

export function LeftNotice({ controller, left }: { controller: GameController; left: NonNullable<GameView['left']> }): JSX.Element {
  const speech = useSpeech();
  return (
    <div class="notice" role="status" data-testid="left-game">
      <p>{speech.say(TABLE_WORDS.m('table.leftGame', { game: speech.say(webGameInfo(left.game).title), moves: left.moves }))}</p>
      <button type="button" onClick={() => controller.goBack()}>
        {speech.say(TABLE_WORDS.m('table.backToGame'))}
      </button>
    </div>
  );
}
