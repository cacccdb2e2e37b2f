// The parts every table is made of: a fanned pile or column whose top card is a button (tap,
// keys) and a drag source (mouse, finger), the face-down stock, and finding the drop target
// under a pointer. Which moves are legal comes in through TableProps; nothing here decides it.

import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import { useSpeech } from '../i18n.js';
import { CardFace } from './card.js';
import type { Dest, TableProps, Target } from './types.js';

/** Fan offset as a share of the card height, shrinking as a pile grows so it stays on the table. */
function fan(n: number, base: number, room: number): number {
  return n <= 1 ? 0 : Math.min(base, room / (n - 1));
}

export interface PileProps {
  readonly cards: readonly number[];
  readonly label: string;
  readonly index: number;
  /** Fan step and the room it may take, in card heights; a pile is drawn at least `minCards` tall. */
  readonly fanBase: number;
  readonly fanRoom: number;
  readonly minCards: number;
  readonly p: TableProps;
}

/** A fanned pile (or column): every card shown, only the top one can be picked up. */
export function Pile({ cards, label, index, fanBase, fanRoom, minCards, p }: PileProps): JSX.Element {
  const { t, card: name } = useSpeech();
  const f = fan(Math.max(cards.length, minCards), fanBase, fanRoom);
  const height = `calc(var(--ch) * ${(1 + Math.max(0, Math.max(cards.length, minCards) - 1) * f).toFixed(3)})`;
  const targetHere = p.targets.find((x) => x.target.kind === 'pile' && x.target.index === index);
  const selected = p.selected === index;
  return (
    <div role="group" aria-label={label} class={`pile${selected ? ' selected' : ''}${targetHere ? ' target' : ''}`} data-drop={`pile:${index}`} style={{ height }}>
      {cards.length === 0 ? <div class="slot" aria-hidden="true" /> : null}
      {cards.map((c, i) => {
        const top = i === cards.length - 1;
        const style = { top: `calc(var(--ch) * ${(i * f).toFixed(3)})` };
        const cardName = name(c);
        if (!top) {
          return (
            <div key={c} class="card" role="img" aria-label={cardName} data-card={c} style={style}>
              <CardFace card={c} label={cardName} />
            </div>
          );
        }
        return <DraggableCard key={c} card={c} name={selected ? `${cardName}, ${t('selected')}` : cardName} index={index} style={style} movable={p.movable[index] === true} p={p} />;
      })}
      {targetHere ? <TargetButton dest={targetHere} p={p} /> : null}
    </div>
  );
}

/** The button that sends the picked-up card to one of its targets ("Move to Pile 3"). */
export function TargetButton({ dest, p }: { dest: Dest; p: TableProps }): JSX.Element {
  const { say } = useSpeech();
  return (
    <button type="button" class="target-button" onClick={() => p.onTarget(dest.target)}>
      {say(dest.label)}
    </button>
  );
}

/** The face-down stock with its count; a tap deals or draws. */
export function Stock({ count, p }: { count: number; p: TableProps }): JSX.Element {
  const { t } = useSpeech();
  return (
    <div role="group" aria-label={t('stock')} class="stock" onClick={p.onStock}>
      {count > 0 ? <div class="back" aria-hidden="true" /> : <div class="slot" aria-hidden="true" />}
      <span class="count">{t('stockCount', { n: count })}</span>
    </div>
  );
}

/** A card lying face up that cannot be picked up (under a pile's top, on the waste, discarded). */
export function LyingCard({ card, style }: { card: number; style?: Record<string, string> }): JSX.Element {
  const { card: name } = useSpeech();
  return (
    <div class="card" role="img" aria-label={name(card)} data-card={card} style={style}>
      <CardFace card={card} label={name(card)} />
    </div>
  );
}

interface DragProps {
  readonly card: number;
  readonly name: string;
  readonly index: number;
  readonly style: Record<string, string>;
  readonly movable: boolean;
  readonly p: TableProps;
}

/** The top card of a pile: a button for taps and keys, and a drag source for mouse and touch. */
function DraggableCard({ card, name, index, style, movable, p }: DragProps): JSX.Element {
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
    if (hit && p.onDrop(index, hit.target)) return;
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
        p.onTap(index);
      }}
    >
      <CardFace card={card} label={name} />
    </button>
  );
}

// The position has not changed when a card glides back, so no card is new to the table.
const NOWHERE = { forward: '', back: '' };

/** The drop zone under a pointer (`data-drop="pile:2"`, `"discard"` or `"waste"`), skipping the dragged card. */
function dropAt(x: number, y: number, dragged: HTMLElement): { el: HTMLElement; target: Target } | undefined {
  for (const el of document.elementsFromPoint(x, y)) {
    if (dragged.contains(el)) continue;
    const zone = (el as HTMLElement).closest<HTMLElement>('[data-drop]');
    if (!zone) continue;
    const spec = zone.dataset.drop ?? '';
    if (spec === 'discard') return { el: zone, target: { kind: 'discard' } };
    if (spec === 'waste') return { el: zone, target: { kind: 'waste' } };
    const m = /^pile:(\d)$/.exec(spec);
    if (m) return { el: zone, target: { kind: 'pile', index: Number(m[1]) } };
  }
  return undefined;
}
