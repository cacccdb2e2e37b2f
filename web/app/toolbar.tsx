// The action bar: the game's own actions, always in the same place (a bar at the bottom, within
// the thumb's reach on a phone; a column at the right edge of a phone held sideways): New game,
// Undo, Redo, Hint and the stock's move (Deal, Draw). Each is an icon with its word under it; the
// word is the button's accessible name. Why the stock's move is off is said in the hint place
// (hint-place.tsx), tied to the button by aria-describedby.

import type { JSX } from 'preact';
import type { GameController, GameView } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';
import { TABLE_WORDS } from '../words/table-words.js';
import './menu.css';

// Icons drawn on a 20-unit square.
const ICONS = {
  // Two cards fanned, a plus: a fresh deal.
  newGame: 'M3 5.5 9 3l3.5 9.5-6 2.5zM13 4h4v12h-6M15 8v4M13 10h4',
  undo: 'M7.5 4 3 8.5 7.5 13M3.5 8.5H12a4.5 4.5 0 0 1 0 9H9',
  redo: 'M12.5 4 17 8.5 12.5 13M16.5 8.5H8a4.5 4.5 0 0 0 0 9h3',
  // A light bulb.
  hint: 'M10 2.5a5.5 5.5 0 0 0-3.2 10c.6.5.9 1.1.9 1.8v.7h4.6v-.7c0-.7.3-1.3.9-1.8A5.5 5.5 0 0 0 10 2.5zM7.8 17.5h4.4',
  // A card turning off a stack.
  stock: 'M3 6h9v11H3zM6 3h9v11M9 0.8h9v11',
} as const;

function Icon({ d }: { d: string }): JSX.Element {
  return (
    <svg viewBox="0 0 20 20" width="22" height="22" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  );
}

function BarButton({ icon, label, onClick, disabled, primary, describedBy, pressed }: { icon: string; label: string; onClick: () => void; disabled?: boolean; primary?: boolean; describedBy?: string; pressed?: boolean }): JSX.Element {
  return (
    <button type="button" class={primary ? 'primary' : undefined} onClick={onClick} disabled={disabled} aria-describedby={describedBy} aria-pressed={pressed}>
      <Icon d={icon} />
      <span class="bar-label">{label}</span>
    </button>
  );
}

export interface ToolbarProps {
  readonly controller: GameController;
  readonly view: GameView;
  readonly onNewGame: () => void;
  readonly onStock: () => void;
  readonly onHint: () => void;
  /** Whether the stock's move has its reason shown (the id `stock-why`). */
  readonly stockWhy: boolean;
}

export function Toolbar({ controller, view, onNewGame, onStock, onHint, stockWhy }: ToolbarProps): JSX.Element {
  const speech = useSpeech();
  const { t, say } = speech;
  const { stock } = view;
  return (
    <nav class="toolbar" aria-label={speech.say(TABLE_WORDS.m('table.actions'))}>
      <BarButton icon={ICONS.newGame} label={t('app.newGame')} onClick={onNewGame} />
      <BarButton icon={ICONS.undo} label={t('app.undo')} onClick={() => controller.undo()} disabled={!view.canUndo} />
      <BarButton icon={ICONS.redo} label={t('app.redo')} onClick={() => controller.redo()} disabled={!view.canRedo} />
      <BarButton icon={ICONS.hint} label={t('app.hint')} onClick={onHint} disabled={view.over} />
      <BarButton icon={ICONS.stock} label={say(stock.label)} onClick={onStock} disabled={!stock.enabled} primary describedBy={stockWhy ? 'stock-why' : undefined} />
    </nav>
  );
}
