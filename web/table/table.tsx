// The table of any game, drawn from the engine's layout (present.layout): its rows of zones, each
// fanned (piles, columns), a face-up heap showing its top cards (the discard pile, the waste), or
// the face-down stock with its count. The game's look says how far piles fan and how many heap
// cards show; the legal moves come in through TableProps.

import type { JSX } from 'preact';
import { type TableLayout, type Zone, zoneKey } from '../../src/core/present.js';
import type { TableLook } from '../games/types.js';
import { useSpeech } from '../i18n.js';
import { useFlip } from './flip.js';
import { LyingCard, Pile, TargetButton } from './pile.js';
import type { TableProps } from './types.js';

// Cards new to the table come from the stock after a move; an undo brings them back from a heap.
const FROM = { forward: '.stock', back: '.heap' };

export function Table({ game, layout, look, p }: { readonly game: string; readonly layout: TableLayout; readonly look: TableLook; readonly p: TableProps }): JSX.Element {
  const root = useFlip(p, FROM);
  return (
    <div class={`table ${game}`} ref={root}>
      {layout.rows.map((row, i) =>
        row.some((z) => z.show === 'fan') ? (
          <div key={i} class="piles" style={{ '--n': String(row.length) }}>
            {row.map((z) => (
              <Pile key={zoneKey(z.ref)} zone={z} fan={look.fan} p={p} />
            ))}
          </div>
        ) : (
          <div key={i} class="side-row">
            {row.map((z) => (z.show === 'count' ? <Stock key={zoneKey(z.ref)} zone={z} p={p} /> : <Heap key={zoneKey(z.ref)} zone={z} shown={look.heapShown} p={p} />))}
          </div>
        ),
      )}
    </div>
  );
}

/**
 * A face-up heap: its top cards fanned sideways, and a target button when the picked-up card may
 * go there. No count: the discard pile's is the score, and the waste's tells a player nothing.
 */
function Heap({ zone, shown, p }: { zone: Zone; shown: number; p: TableProps }): JSX.Element {
  const { say } = useSpeech();
  const key = zoneKey(zone.ref);
  const target = p.targets.find((x) => zoneKey(x.to) === key);
  const cards = zone.cards.slice(-shown);
  const name = say(zone.name);
  return (
    <div role="group" aria-label={name} class={`heap ${zone.ref.kind}${target ? ' target' : ''}`} data-drop={key} style={{ width: `calc(var(--cw) * ${(1 + (shown - 1) * 0.375).toFixed(3)})` }}>
      {cards.length === 0 ? <div class="slot" aria-hidden="true" /> : null}
      {cards.map((c, i) => (
        <LyingCard key={c} card={c} style={{ left: `calc(var(--cw) * ${(i * 0.36).toFixed(2)})` }} />
      ))}
      {target ? <TargetButton dest={target} p={p} /> : null}
    </div>
  );
}

/** The face-down stock with its count; a tap deals or draws. */
function Stock({ zone, p }: { zone: Zone; p: TableProps }): JSX.Element {
  const { t, say } = useSpeech();
  const name = say(zone.name);
  return (
    <div role="group" aria-label={name} class="stock" data-drop={zoneKey(zone.ref)} onClick={p.onStock}>
      {zone.count > 0 ? <div class="back" aria-hidden="true" /> : <div class="slot" aria-hidden="true" />}
      <span class="count">{t('zoneCount', { zone: name, n: zone.count })}</span>
    </div>
  );
}
