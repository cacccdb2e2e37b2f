// The buttons above the table: New game, Restart, Undo, Redo and the stock's move (Deal, Draw),
// with the engine's reason when the stock's move is off ("fill-first: fill the empty pile …").

import type { JSX } from 'preact';
import type { GameController, GameView } from './controller.js';
import { useSpeech } from './i18n.js';

export function Toolbar({ controller, view, onNewGame, onStock }: { controller: GameController; view: GameView; onNewGame: () => void; onStock: () => void }): JSX.Element {
  const { t, say, show } = useSpeech();
  const { stock } = view;
  // At the end of the game the end panel says why nothing can be played.
  const why = !stock.enabled && !view.over && stock.why !== undefined ? stock.why : undefined;
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
      <button type="button" class="primary" onClick={onStock} disabled={!stock.enabled} aria-describedby={why ? 'stock-why' : undefined}>
        {say(stock.label)}
      </button>
      {why ? (
        <p id="stock-why" class="stock-why" data-testid="stock-why">
          {t('stockOff', { button: say(stock.label), why: show(why) })}
        </p>
      ) : null}
    </div>
  );
}
