// The parts every table is made of: a fanned pile or column whose top card is a button (tap,
// keys) and a drag source (mouse, finger), a card lying face up, a target's button, and finding
// the zone under a pointer. Which moves are legal comes in through TableProps; nothing here
// decides it.

import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import { type Zone, type ZoneKind, type ZoneRef, zoneKey, zoneRef } from '../../src/core/present.js';
import type { TableLook } from '../games/types.js';
import { useSpeech } from '../words/i18n.js';
import { CardFace } from './card.js';
import type { Dest, TableProps } from './types.js';

/** Fan offset as a share of the card height, shrinking as a pile grows so it stays on the table. */
function fan(n: number, base: number, room: number): number {
  return n <= 1 ? 0 : Math.min(base, room / (n - 1));
}

/** A fanned zone (pile or column): every card shown, only the top one can be picked up. */
export function Pile({ zone, fan: look, p, hint }: { zone: Zone; fan: TableLook['fan']; p: TableProps; hint?: 'from' | 'to' | undefined }): JSX.Element {
  const { t, say, card: name } = useSpeech();
  const { cards } = zone;
  const key = zoneKey(zone.ref);
  const tall = Math.max(cards.length, look.minCards);
  const f = fan(tall, look.step, look.room);
  const height = `calc(var(--ch) * ${(1 + Math.max(0, tall - 1) * f).toFixed(3)})`;
  const targetHere = p.targets.find((x) => zoneKey(x.to) === key);
  const selected = p.selected !== undefined && zoneKey(p.selected) === key;
  return (
    <div role="group" aria-label={say(zone.name)} class={`pile ${zone.ref.kind}${selected ? ' selected' : ''}${targetHere ? ' target' : ''}`} data-drop={key} data-hint={hint} style={{ height }}>
      {cards.length === 0 ? <div class="slot" aria-hidden="true" /> : null}
      {cards.map((c, i) => {
        const top = i === cards.length - 1;
        const style = { top: `calc(var(--ch) * ${(i * f).toFixed(3)})` };
        const cardName = name(c);
        if (!top) {
          return (
            <div key={c} class="card" role="img" aria-label={cardName} data-card={c} style={style}>
              <CardFace card={c} label={cardName} covered />
            </div>
          );
        }
        return <DraggableCard key={c} card={c} name={selected ? `${cardName}, ${t('app.selected')}` : cardName} zone={zone.ref} style={style} movable={p.movable.has(key)} p={p} />;
      })}
      {targetHere ? <TargetButton dest={targetHere} p={p} /> : null}
    </div>
  );
}

/** The button that sends the picked-up card to one of its targets ("Move to Pile 3"). */
export function TargetButton({ dest, p }: { dest: Dest; p: TableProps }): JSX.Element {
  const { say } = useSpeech();
  return (
    <button type="button" class="target-button" onClick={() => p.onTarget(dest.to)}>
      {say(dest.label)}
    </button>
  );
}

/** A card lying face up that cannot be picked up (under a pile's top, on the waste, discarded). */
export function LyingCard({ card, style, covered }: { card: number; style?: Record<string, string>; covered?: boolean }): JSX.Element {
  const { card: name } = useSpeech();
  return (
    <div class="card" role="img" aria-label={name(card)} data-card={card} style={style}>
      <CardFace card={card} label={name(card)} covered={covered} />
    </div>
  );
}

interface DragProps {
  readonly card: number;
  readonly name: string;
  readonly zone: ZoneRef;
  readonly style: Record<string, string>;
  readonly movable: boolean;
  readonly p: TableProps;
}

/** The top card of a pile: a button for taps and keys, and a drag source for mouse and touch. */
function DraggableCard({ card, name, zone, style, movable, p }: DragProps): JSX.Element {
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const onPointerDown = (e: PointerEvent): void => {
    suppressClick.current = false;
    if (!movable || (e.pointerType === 'mouse' && e.button !== 0)) return;
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent): void => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 6) return;
    d.moved = true;
    const el = e.currentTarget as HTMLElement;
    el.classList.add('dragging');
    el.style.transform = `translate(${dx}px, ${dy}px)`;
    for (const old of document.querySelectorAll('.drop-hover')) old.classList.remove('drop-hover');
    dropAt(e.clientX, e.clientY, el)?.el.classList.add('drop-hover');
  };
  const end = (e: PointerEvent, cancelled: boolean): void => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    drag.current = null;
    const el = e.currentTarget as HTMLElement;
    for (const old of document.querySelectorAll('.drop-hover')) old.classList.remove('drop-hover');
    if (!d.moved) return;
    suppressClick.current = true;
    const rect = el.getBoundingClientRect();
    el.classList.remove('dragging');
    el.style.transform = '';
    const hit = cancelled ? undefined : dropAt(e.clientX, e.clientY, el);
    p.flip.setRect(String(card), rect);
    if (hit && p.onDrop(zone, hit.to)) return;
    // Not dropped on a place it may go: glide back.
    p.flip.play(el.closest('.table') as HTMLElement, p.serial, p.motion, NOWHERE);
  };
  return (
    <button
      type="button"
      class={`card top${movable ? ' movable' : ''}`}
      aria-label={name}
      data-card={card}
      style={style}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => end(e, false)}
      onPointerCancel={(e) => end(e, true)}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        p.onTap(zone);
      }}
    >
      <CardFace card={card} label={name} />
    </button>
  );
}

// The position has not changed when a card glides back, so no card is new to the table.
const NOWHERE = { forward: '', back: '' };

const KINDS: ReadonlySet<string> = new Set<ZoneKind>(['pile', 'column', 'waste', 'discards', 'stock']);

/** The zone under a pointer (its `data-drop` is the engine's zone key, `pile:2`), skipping the dragged card. */
function dropAt(x: number, y: number, dragged: HTMLElement): { el: HTMLElement; to: ZoneRef } | undefined {
  for (const el of document.elementsFromPoint(x, y)) {
    if (dragged.contains(el)) continue;
    const zone = (el as HTMLElement).closest<HTMLElement>('[data-drop]');
    if (!zone) continue;
    const m = /^(\w+):(\d+)$/.exec(zone.dataset.drop ?? '');
    if (m && KINDS.has(m[1] as string)) return { el: zone, to: zoneRef(m[1] as ZoneKind, Number(m[2])) };
  }
  return undefined;
}
