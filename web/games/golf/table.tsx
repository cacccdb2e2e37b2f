// The Golf table: seven fanned columns above the stock and the waste (its top three cards shown).
// It draws what the observation holds and reports taps and drops; the legal moves come in props.

import type { JSX } from 'preact';
import type { GolfObservation } from '../../../src/games/golf/index.js';
import { useSpeech } from '../../i18n.js';
import { useFlip } from '../../table/flip.js';
import { LyingCard, Pile, Stock } from '../../table/pile.js';
import type { TableProps } from '../../table/types.js';
import { say as m } from './say.js';
import './table.css';

// New cards come from the stock after a turn; an undo brings cards back from the waste.
const FROM = { forward: '.stock', back: '.waste' };

export function GolfTable({ obs, p }: { readonly obs: GolfObservation; readonly p: TableProps }): JSX.Element {
  const root = useFlip(p, FROM);
  const { say } = useSpeech();
  const shown = obs.waste.slice(-3);
  return (
    <div class="table golf" ref={root}>
      <div class="piles seven">
        {obs.columns.map((cards, i) => (
          <Pile key={i} cards={cards} label={say(m('column', { n: i + 1 }))} index={i} fanBase={0.25} fanRoom={1.0} minCards={5} p={p} />
        ))}
      </div>
      <div class="bottom-row">
        <Stock count={obs.stockCount} p={p} />
        <div role="group" aria-label={say(m('waste'))} class="waste" data-drop="waste">
          {shown.length === 0 ? <div class="slot" aria-hidden="true" /> : null}
          {shown.map((c, i) => (
            <LyingCard key={c} card={c} style={{ left: `calc(var(--cw) * ${(i * 0.36).toFixed(2)})` }} />
          ))}
        </div>
      </div>
    </div>
  );
}
