// The hint place: a strip of reserved room just above the action bar, over the felt, where the
// table's words appear without moving anything: what the last tap said (a choice to make, the
// engine's reason a move was refused), why Deal or Draw is off, and the fair hint the bar's Hint
// asked for (the coach's panel, loaded after the first drawing). Its words stack upwards from the
// bar, so the strip itself never moves.

import type { JSX } from 'preact';
import { HintArea } from '../coach/lazy.js';
import type { GameController, GameView } from '../model/controller.js';
import type { TableNote } from '../table/input.js';
import { useSpeech } from '../words/i18n.js';

export interface HintPlaceProps {
  readonly controller: GameController;
  readonly view: GameView;
  readonly note: TableNote | undefined;
  /** The serial of the position the bar's Hint was pressed in, or null. */
  readonly ask: number | null;
}

/** Why the stock's move is off, when it is and the game is not over (the end panel says why then). */
export function stockWhy(view: GameView): GameView['stock']['why'] {
  const { stock } = view;
  return !stock.enabled && !view.over && stock.why !== undefined ? stock.why : undefined;
}

export function HintPlace({ controller, view, note, ask }: HintPlaceProps): JSX.Element {
  const { t, say, show } = useSpeech();
  const why = stockWhy(view);
  return (
    <div class="hint-place" data-testid="hint-place">
      <div class="hint-stack">
        <HintArea key={view.id} controller={controller} view={view} ask={ask} />
        {why ? (
          <p id="stock-why" class="stock-why" data-testid="stock-why">
            {t('app.stockOff', { button: say(view.stock.label), why: show(why) })}
          </p>
        ) : null}
        <p class={`table-note${note?.refused ? ' refused' : ''}${note?.shown ? '' : ' empty'}`} data-testid="table-note">
          {note?.shown ?? ''}
        </p>
      </div>
    </div>
  );
}
