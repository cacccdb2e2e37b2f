// The table of any game, drawn from the engine's layout (present.layout): its rows of zones, each
// fanned (piles, columns), a face-up heap showing its top cards (the discard pile, the waste), or
// the face-down stock with its count. The game's look says how far piles fan and how many heap
// cards show; the legal moves come in through TableProps.

import type { JSX } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import { type TableLayout, type Zone, zoneKey } from '../../src/core/present.js';
import type { TableLook } from '../games/types.js';
import { useSpeech } from '../words/i18n.js';
import { type Fit, fitTable, type FitSpec } from './fit.js';
import { useFlip } from './flip.js';
import { hintMarks, hintOf } from './hint-marks.js';
import { CardFace } from './card.js';
import { LyingCard, Pile, TargetButton } from './pile.js';
import type { TableProps } from './types.js';
import { useSource } from '../model/source.js';
import './table.css';
import './hint.css';

// Cards new to the table come from the stock after a move; an undo brings them back from a heap.
const FROM = { forward: '.stock', back: '.heap' };

/** A heap's width in card widths: its shown cards overlap by 0.375 of a card. */
function heapWidth(shown: number): number {
  return 1 + (shown - 1) * 0.375;
}

/** What the table must find room for: the fanned row and the side row's zones. */
function fitSpec(layout: TableLayout, look: TableLook): FitSpec {
  const zones = layout.rows.flat();
  return {
    columns: Math.max(1, ...layout.rows.map((r) => r.filter((z) => z.show === 'fan').length)),
    gap: look.gap,
    room: look.fan.room,
    minRoom: look.fan.minRoom,
    side: zones.filter((z) => z.show !== 'fan').map((z) => (z.show === 'top' ? heapWidth(look.heapShown) : 1)),
  };
}

// The table's padding.
const PAD = 16;

/**
 * The fit for the room the table has now: across its parent, and down from its top to the hint
 * place above the action bar (app/hint-place.tsx; the window's bottom where there is none).
 */
function measure(el: HTMLElement | null, spec: FitSpec): Fit {
  const width = (el?.parentElement?.clientWidth ?? innerWidth) - PAD;
  // A table inside a panel (a duel's replay on the end panel) takes a fixed share of the window:
  // measured against the hint place it would change the panel's height, and so its own room.
  if (el?.closest('.ends')) return fitTable(spec, width, innerHeight * 0.3);
  const top = el ? el.getBoundingClientRect().top + scrollY : 100;
  const floor = document.querySelector('.hint-place')?.getBoundingClientRect().top ?? innerHeight - 100;
  return fitTable(spec, width, Math.max(0, floor + scrollY - top - PAD));
}

// The last fit for a game at a window size, kept for the visit: a reload draws the table at its
// size at once instead of drawing it twice (once from a guess, once measured).
const FIT_KEY = 'kabal.fit';

function rememberedFit(key: string): Fit | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(FIT_KEY) ?? 'null') as { key?: unknown; fit?: Fit } | null;
    const f = saved?.fit;
    return saved?.key === key && f && typeof f.cw === 'number' && typeof f.room === 'number' && typeof f.beside === 'boolean' ? f : undefined;
  } catch {
    return undefined;
  }
}

function remember(key: string, fit: Fit): void {
  try {
    sessionStorage.setItem(FIT_KEY, JSON.stringify({ key, fit }));
  } catch {
    // No storage: the next visit measures again.
  }
}

export function Table({ game, layout, look, arrivals, p }: { readonly game: string; readonly layout: TableLayout; readonly look: TableLook; readonly arrivals?: ReadonlyMap<number, string>; readonly p: TableProps }): JSX.Element {
  const root = useFlip(p, FROM, arrivals);
  const spec = fitSpec(layout, look);
  const fitKey = `${game}:${innerWidth}x${innerHeight}`;
  const [fit, setFit] = useState<Fit>(() => rememberedFit(fitKey) ?? measure(null, spec));
  // After every drawing (the words above may have wrapped) and on resize: the cards' size follows the room.
  useLayoutEffect(() => {
    const again = (): void => {
      const next = measure(root.current, spec);
      if (next.cw !== fit.cw || next.room !== fit.room || next.beside !== fit.beside) {
        // Nothing glides because the table was resized.
        p.flip.reset();
        setFit(next);
        remember(fitKey, next);
      }
    };
    again();
    addEventListener('resize', again);
    return () => removeEventListener('resize', again);
  });
  const fan = { ...look.fan, room: fit.room };
  const marks = useSource(hintMarks);
  const hint = (z: Zone): 'from' | 'to' | undefined => hintOf(marks, p.serial, zoneKey(z.ref));
  return (
    <div class={`table ${game}${fit.beside ? ' beside' : ''}`} ref={root} style={{ '--cw': `${fit.cw}px`, '--gap': String(look.gap) }} data-cw={fit.cw}>
      {layout.rows.map((row, i) =>
        row.some((z) => z.show === 'fan') ? (
          <div key={i} class="piles" style={{ '--n': String(row.length) }}>
            {row.map((z) => (
              <Pile key={zoneKey(z.ref)} zone={z} fan={fan} p={p} hint={hint(z)} />
            ))}
          </div>
        ) : (
          <div key={i} class="side-row">
            {row.map((z) => (z.show === 'count' ? <Stock key={zoneKey(z.ref)} zone={z} p={p} hint={hint(z)} /> : <Heap key={zoneKey(z.ref)} zone={z} shown={look.heapShown} p={p} hint={hint(z)} />))}
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
function Heap({ zone, shown, p, hint }: { zone: Zone; shown: number; p: TableProps; hint?: 'from' | 'to' | undefined }): JSX.Element {
  const { say } = useSpeech();
  const key = zoneKey(zone.ref);
  const target = p.targets.find((x) => zoneKey(x.to) === key);
  const cards = zone.cards.slice(-shown);
  // The card beneath the shown ones, drawn under the first of them: when the top card glides in
  // (a discard, a turned card) the heap still shows what it lay on.
  const under = zone.cards.length > shown ? zone.cards[zone.cards.length - shown - 1] : undefined;
  const name = say(zone.name);
  return (
    <div role="group" aria-label={name} class={`heap ${zone.ref.kind}${target ? ' target' : ''}`} data-drop={key} data-hint={hint} style={{ width: `calc(var(--cw) * ${heapWidth(shown).toFixed(3)})` }}>
      {cards.length === 0 ? <div class="slot" aria-hidden="true" /> : null}
      {under !== undefined ? (
        <div class="card under" aria-hidden="true" data-under={under}>
          <CardFace card={under} label="" covered />
        </div>
      ) : null}
      {cards.map((c, i) => (
        <LyingCard key={c} card={c} covered={i < cards.length - 1} style={{ left: `calc(var(--cw) * ${(i * 0.36).toFixed(2)})` }} />
      ))}
      {target ? <TargetButton dest={target} p={p} /> : null}
    </div>
  );
}

/** The face-down stock with its count; a tap deals or draws. */
function Stock({ zone, p, hint }: { zone: Zone; p: TableProps; hint?: 'from' | 'to' | undefined }): JSX.Element {
  const { t, say } = useSpeech();
  const name = say(zone.name);
  return (
    <div role="group" aria-label={name} class="stock" data-drop={zoneKey(zone.ref)} data-hint={hint} onClick={p.onStock}>
      {zone.count > 0 ? <div class="back" aria-hidden="true" /> : <div class="slot" aria-hidden="true" />}
      <span class="count">{t('app.zoneCount', { zone: name, n: zone.count })}</span>
    </div>
  );
}
