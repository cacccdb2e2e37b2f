// The buttons above the table: New game, Restart, Undo, Redo and the stock's move (Deal, Draw),
// with the engine's reason when the stock's move is off ("fill-first: fill the empty pile …").

import type { JSX } from 'preact';
import type { GameController, GameView } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';
import './menu.css';

// Arrows drawn for the icon buttons (a 16-unit square): back to the start, back one, forward one.
const RESTART = 'M3.5 8a4.5 4.5 0 1 0 1.3-3.2M3 2v3.5h3.5';
const UNDO = 'M6 3 2.5 6.5 6 10M3 6.5h6.5a4 4 0 0 1 0 8H7';
const REDO = 'M10 3l3.5 3.5L10 10M13 6.5H6.5a4 4 0 0 0 0 8H9';

/** A button with an icon and its words; on a phone the words are hidden but stay its name. */
function IconButton({ icon, label, onClick, disabled }: { icon: string; label: string; onClick: () => void; disabled?: boolean }): JSX.Element {
  return (
    <button type="button" class="icon" onClick={onClick} disabled={disabled} title={label}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d={icon} fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" />
      </svg>
      <span class="icon-label">{label}</span>
    </button>
  );
}

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
      <IconButton icon={RESTART} label={t('restart')} onClick={() => controller.restart()} />
      <IconButton icon={UNDO} label={t('undo')} onClick={() => controller.undo()} disabled={!view.canUndo} />
      <IconButton icon={REDO} label={t('redo')} onClick={() => controller.redo()} disabled={!view.canRedo} />
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
