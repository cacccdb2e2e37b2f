// The Coach sheet: one panel that opens over the table (from the bottom on a phone, at the right
// on a wider screen) with the coach's tools: the chance to win, finishing a forced game, the tools
// that use the stock order and the game record. It does not block the table: the player can go on
// playing with it open (the chance after every move follows), and it stays mounted while closed,
// so a running count keeps what it counted.

import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { CoachArea } from '../coach/lazy.js';
import type { GameController, GameView } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';
import { TABLE_WORDS } from '../words/table-words.js';

export function CoachSheet({ controller, view, open, onClose }: { controller: GameController; view: GameView; open: boolean; onClose: () => void }): JSX.Element {
  const speech = useSpeech();
  const ref = useRef<HTMLElement>(null);
  // Opening moves the focus into the sheet; Esc inside it closes it.
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [open]);
  return (
    <aside
      class="coach-sheet"
      id="coach-sheet"
      aria-labelledby="coach-sheet-title"
      hidden={!open}
      ref={ref}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <header>
        <h2 id="coach-sheet-title" tabIndex={-1}>
          {speech.say(TABLE_WORDS.m('table.coach'))}
        </h2>
        <button type="button" class="close" aria-label={speech.say(TABLE_WORDS.m('table.close'))} title={speech.say(TABLE_WORDS.m('table.close'))} onClick={onClose}>
          {'✕'}
        </button>
      </header>
      <div class="sheet-body">
        <CoachArea key={view.id} controller={controller} view={view} />
      </div>
    </aside>
  );
}
