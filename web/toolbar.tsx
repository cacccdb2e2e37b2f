// The buttons above the table: New game, Restart, Undo, Redo and the stock's move (Deal, Draw).

import type { JSX } from 'preact';
import type { GameController, GameView } from './controller.js';
import { useSpeech } from './i18n.js';

export function Toolbar({ controller, view, onNewGame, onStock }: { controller: GameController; view: GameView; onNewGame: () => void; onStock: () => void }): JSX.Element {
  const { t, say } = useSpeech();
  return (
    <div class="toolbar">
      <button type="button" onClick={onNewGame}>
        {t('newGame')}
      </button>
      <button type="button" onClick={() => controller.restart()}>
        {t('restart')}
      </button>
      <button type="button" onClick={() => controller.undo()} disabled={!view.canUndo}>
        {t('undo')}
      </button>
      <button type="button" onClick={() => controller.redo()} disabled={!view.canRedo}>
        {t('redo')}
      </button>
      <button type="button" class="primary" onClick={onStock} disabled={!view.canStock}>
        {say(view.stockLabel)}
      </button>
    </div>
  );
}
