// The two tables. They draw what the engine's observation holds and report what the player did
// (a tap on a pile, a drop on a target); which moves are legal comes from the engine via props.

import type { JSX } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { isRed, rankOf, suitOf } from '../src/core/cards.js';
import type { AcesUpObservation } from '../src/games/acesup/index.js';
import type { GolfObservation } from '../src/games/golf/index.js';
import type { Flip } from './flip.js';
import type { T } from './i18n.js';

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_TEXT = ['♠', '♥', '♦', '♣'];

/** Where a card may be dropped or sent: a pile/column index, the discard pile or the waste. */
export type Target = { readonly kind: 'pile'; readonly index: number } | { readonly kind: 'discard' } | { readonly kind: 'waste' };

export interface TableProps {
  readonly t: T;
  readonly name: (card: number) => string;
  readonly flip: Flip;
  /** Pile/column whose top card is picked up (waiting for a target), or -1. */
  readonly selected: number;
  /** Targets to offer for the selected card, with their button labels. */
  readonly targets: readonly { target: Target; label: string }[];
  /** Piles/columns whose top card has at least one legal move. */
  readonly movable: readonly boolean[];
  readonly onTap: (index: number) => void;
  readonly onTarget: (target: Target) => void;
  readonly onDrop: (from: number, target: Target) => boolean;
  readonly onStock: () => void;
}

export function CardFace({ card, label, small }: { card: number; label: string; small?: boolean }): JSX.Element {
  if (card >= 52) {
    return (
      <span class={`face joker${small ? ' small' : ''}`} aria-hidden="true">
        <span class="corner">★</span>
        <span class="pip">★</span>
        <span class="courtsuit joker-word">JOKER</span>
        <span class="corner bottom">★</span>
      </span>
    );
  }
  const r = rankOf(card);
  const s = suitOf(card);
  const rank = RANK_TEXT[r - 1] ?? '?';
  const suit = SUIT_TEXT[s] ?? '?';
  return (
    <span class={`face ${isRed(card) ? 'red' : 'black'}${small ? ' small' : ''}`} aria-hidden="true" title={label}>
      <span class="corner">
        {rank}
        {suit}
      </span>
      <span class={`pip${r > 10 ? ' court' : ''}`}>{r > 10 ? rank : suit}</span>
      {r > 10 ? <span class="courtsuit">{suit}</span> : null}
      <span class="corner bottom">
        {rank}
        {suit}
      </span>
    </span>
  );
}

/** Fan offset as a share of the card height, shrinking as a pile grows so it stays on the table. */
function fan(n: number, base: number, room: number): number {
  return n <= 1 ? 0 : Math.min(base, room / (n - 1));
}

interface PileProps {
  readonly cards: readonly number[];
  readonly label: string;
  readonly index: number;
  readonly fanBase: number;
  readonly fanRoom: number;
  readonly minCards: number;
  readonly p: TableProps;
}

/** A fanned pile (Aces Up) or column (Golf): every card shown, only the top one can be picked up. */
function Pile({ cards, label, index, fanBase, fanRoom, minCards, p }: PileProps): JSX.Element {
  const f = fan(Math.max(cards.length, minCards), fanBase, fanRoom);
  const height = `calc(var(--ch) * ${(1 + Math.max(0, Math.max(cards.length, minCards) - 1) * f).toFixed(3)})`;
  const targetHere = p.targets.find((x) => x.target.kind === 'pile' && x.target.index === index);
  const selected = p.selected === index;
  return (
    <div
      role="group"
      aria-label={label}
      class={`pile${selected ? ' selected' : ''}${targetHere ? ' target' : ''}`}
      data-drop={`pile:${index}`}
      style={{ height }}
    >
      {cards.length === 0 ? <div class="slot" aria-hidden="true" /> : null}
      {cards.map((c, i) => {
        const top = i === cards.length - 1;
        const style = { top: `calc(var(--ch) * ${(i * f).toFixed(3)})` };
        const name = p.name(c);
        if (!top) {
          return (
            <div key={c} class="card" role="img" aria-label={name} data-card={c} style={style}>
              <CardFace card={c} label={name} />
            </div>
          );
        }
        return (
          <DraggableCard key={c} card={c} name={selected ? `${name}, ${p.t('selected')}` : name} index={index} style={style} movable={p.movable[index] === true} p={p} />
        );
      })}
      {targetHere ? (
        <button type="button" class="target-button" onClick={() => p.onTarget(targetHere.target)}>
          {targetHere.label}
        </button>
      ) : null}
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
    if (hit) {
      p.flip.setRect(String(card), rect);
      if (p.onDrop(index, hit.target)) return;
    }
    // Not dropped on a place it may go: glide back.
    p.flip.setRect(String(card), rect);
    p.flip.play(el.closest('.table') as HTMLElement);
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

function useFlip(flip: Flip): preact.RefObject<HTMLDivElement> {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (root.current) flip.play(root.current);
  });
  return root;
}

export function AcesUpTable({ obs, p }: { obs: AcesUpObservation; p: TableProps }): JSX.Element {
  const root = useFlip(p.flip);
  const discardTarget = p.targets.find((x) => x.target.kind === 'discard');
  const lastDiscard = obs.discarded[obs.discarded.length - 1];
  return (
    <div class="table acesup" ref={root}>
      <div class="top-row">
        <div role="group" aria-label={p.t('stock')} class="stock" onClick={p.onStock}>
          {obs.stockCount > 0 ? <div class="back" aria-hidden="true" /> : <div class="slot" aria-hidden="true" />}
          <span class="count">{p.t('stockCount', { n: obs.stockCount })}</span>
        </div>
        <div role="group" aria-label={p.t('discardPile')} class={`discards${discardTarget ? ' target' : ''}`} data-drop="discard">
          {lastDiscard === undefined ? (
            <div class="slot" aria-hidden="true" />
          ) : (
            <div class="card" role="img" aria-label={p.name(lastDiscard)} data-card={lastDiscard}>
              <CardFace card={lastDiscard} label={p.name(lastDiscard)} />
            </div>
          )}
          <span class="count">{p.t('discardCount', { n: obs.discarded.length })}</span>
          {discardTarget ? (
            <button type="button" class="target-button" onClick={() => p.onTarget(discardTarget.target)}>
              {discardTarget.label}
            </button>
          ) : null}
        </div>
      </div>
      <div class="piles four">
        {obs.piles.map((cards, i) => (
          <Pile key={i} cards={cards} label={p.t('pile', { n: i + 1 })} index={i} fanBase={0.24} fanRoom={3.2} minCards={1} p={p} />
        ))}
      </div>
    </div>
  );
}

export function GolfTable({ obs, p }: { obs: GolfObservation; p: TableProps }): JSX.Element {
  const root = useFlip(p.flip);
  const shown = obs.waste.slice(-3);
  return (
    <div class="table golf" ref={root}>
      <div class="piles seven">
        {obs.columns.map((cards, i) => (
          <Pile key={i} cards={cards} label={p.t('column', { n: i + 1 })} index={i} fanBase={0.25} fanRoom={1.0} minCards={5} p={p} />
        ))}
      </div>
      <div class="bottom-row">
        <div role="group" aria-label={p.t('stock')} class="stock" onClick={p.onStock}>
          {obs.stockCount > 0 ? <div class="back" aria-hidden="true" /> : <div class="slot" aria-hidden="true" />}
          <span class="count">{p.t('stockCount', { n: obs.stockCount })}</span>
        </div>
        <div role="group" aria-label={p.t('waste')} class="waste" data-drop="waste">
          {shown.length === 0 ? <div class="slot" aria-hidden="true" /> : null}
          {shown.map((c, i) => (
            <div key={c} class="card" role="img" aria-label={p.name(c)} data-card={c} style={{ left: `calc(var(--cw) * ${(i * 0.36).toFixed(2)})` }}>
              <CardFace card={c} label={p.name(c)} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
