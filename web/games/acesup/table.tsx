// The Aces Up table: the stock and the discard pile above four fanned piles. It draws what the
// observation holds and reports taps, drops and targets; the legal moves come in through props.

import type { JSX } from 'preact';
import type { AcesUpObservation } from '../../../src/games/acesup/index.js';
import { useSpeech } from '../../i18n.js';
import { useFlip } from '../../table/flip.js';
import { LyingCard, Pile, Stock, TargetButton } from '../../table/pile.js';
import type { TableProps } from '../../table/types.js';
import { say as m } from './say.js';
import './table.css';

// New cards come from the stock after a deal; an undo brings cards back from the discard pile.
const FROM = { forward: '.stock', back: '.discards' };

export function AcesUpTable({ obs, p }: { readonly obs: AcesUpObservation; readonly p: TableProps }): JSX.Element {
  const root = useFlip(p, FROM);
  const { say } = useSpeech();
  const discardTarget = p.targets.find((x) => x.target.kind === 'discard');
  const lastDiscard = obs.discarded[obs.discarded.length - 1];
  return (
    <div class="table acesup" ref={root}>
      <div class="top-row">
        <Stock count={obs.stockCount} p={p} />
        <div role="group" aria-label={say(m('discardPile'))} class={`discards${discardTarget ? ' target' : ''}`} data-drop="discard">
          {lastDiscard === undefined ? <div class="slot" aria-hidden="true" /> : <LyingCard card={lastDiscard} />}
          <span class="count">{say(m('discardCount', { n: obs.discarded.length }))}</span>
          {discardTarget ? <TargetButton dest={discardTarget} p={p} /> : null}
        </div>
      </div>
      <div class="piles four">
        {obs.piles.map((cards, i) => (
          <Pile key={i} cards={cards} label={say(m('pile', { n: i + 1 }))} index={i} fanBase={0.24} fanRoom={3.2} minCards={1} p={p} />
        ))}
      </div>
    </div>
  );
}
