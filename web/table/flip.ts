// Card movement, kept apart from the rules and the rendering: after each render the table asks
// this module to animate every card from where it was drawn last time to where it is now (the
// FLIP technique). Cards are matched by their number, so a card that changes parent still glides.
// Honours prefers-reduced-motion by not animating at all.

import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

/** Which way the last change went: a move or redo, an undo, or a new deal (nothing glides). */
export type Motion = 'forward' | 'back' | 'fresh';

/** Selectors of the places cards new to the table glide from, after a move and after an undo. */
export interface Sources {
  readonly forward: string;
  readonly back: string;
}

export class Flip {
  private last = new Map<string, DOMRect>();
  private serial = -1;
  private readonly reduced: MediaQueryList | undefined;

  constructor() {
    this.reduced = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;
  }

  /** Forget positions (after a resize nothing should glide). */
  reset(): void {
    this.last.clear();
  }

  /** Record where a card is now (a dropped card glides from the drop point, not its old place). */
  setRect(card: string, rect: DOMRect): void {
    this.last.set(card, rect);
  }

  /** Call after the DOM is updated; `serial` tells a new position from a re-render of the same one. */
  play(root: HTMLElement, serial: number, motion: Motion, from: Sources, arrivals?: ReadonlyMap<number, string>): void {
    const changed = serial !== this.serial;
    this.serial = serial;
    if (changed && motion === 'fresh') this.last.clear();
    if (this.reduced?.matches) {
      // No animation wanted: skip the layout reads too (they force a synchronous layout).
      this.last.clear();
      return;
    }
    const els = root.querySelectorAll<HTMLElement>('[data-card]');
    const now = new Map<string, DOMRect>();
    const moves: [HTMLElement, number, number][] = [];
    // Cards that were not drawn before come from where the change says (the stock after a deal
    // or a turn, the discard pile or waste after an undo), never on the first drawing of a deal.
    const newFrom = changed && motion !== 'fresh' ? from[motion] : null;
    const source = this.last.size > 0 && newFrom !== null ? root.querySelector<HTMLElement>(newFrom)?.getBoundingClientRect() : undefined;
    for (const el of els) {
      const id = el.dataset.card ?? '';
      const rect = el.getBoundingClientRect();
      now.set(id, rect);
      const before = this.last.get(id) ?? source;
      if (before && (Math.abs(before.left - rect.left) > 1 || Math.abs(before.top - rect.top) > 1)) moves.push([el, before.left - rect.left, before.top - rect.top]);
    }
    this.last = now;
    // Cards the app moved by itself (the opening discards, the discards after a deal) are shown
    // lying on their pile first and then leaving it, one after another.
    const shown = new Set<HTMLElement>();
    if (changed && arrivals && arrivals.size > 0) {
      let k = 0;
      for (const el of els) {
        const zone = arrivals.get(Number(el.dataset.card));
        const pile = zone === undefined ? null : root.querySelector<HTMLElement>(`[data-drop="${zone}"]`);
        if (!pile) continue;
        const rect = now.get(el.dataset.card ?? '') as DOMRect;
        const p = pile.getBoundingClientRect();
        const at = { x: p.left - rect.left, y: p.bottom - rect.height - rect.top };
        const before = this.lastOf(el, moves);
        const frames: Keyframe[] = [
          ...(before ? [{ transform: `translate(${before[0]}px, ${before[1]}px)`, zIndex: 50, offset: 0 }] : []),
          { transform: `translate(${at.x}px, ${at.y}px)`, zIndex: 50, offset: before ? 0.45 : 0 },
          { transform: `translate(${at.x}px, ${at.y}px)`, zIndex: 50, offset: 0.6 },
          { transform: 'translate(0, 0)', zIndex: 50, offset: 1 },
        ];
        el.animate(frames, { duration: 520, delay: k * 160, easing: 'ease-in-out', fill: 'backwards' });
        shown.add(el);
        k++;
      }
    }
    for (const [el, dx, dy] of moves) {
      if (shown.has(el)) continue;
      el.animate([{ transform: `translate(${dx}px, ${dy}px)`, zIndex: 50 }, { transform: 'translate(0, 0)', zIndex: 50 }], { duration: 170, easing: 'cubic-bezier(.2,.7,.3,1)' });
    }
  }

  /** Where a card glides from in this change, if it moves (from the stock, or its last place). */
  private lastOf(el: HTMLElement, moves: readonly [HTMLElement, number, number][]): [number, number] | undefined {
    const m = moves.find((x) => x[0] === el);
    return m ? [m[1], m[2]] : undefined;
  }
}

/** A table's root element, animated after every render. */
export function useFlip(p: { readonly flip: Flip; readonly serial: number; readonly motion: Motion }, from: Sources, arrivals?: ReadonlyMap<number, string>): RefObject<HTMLDivElement> {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (root.current) p.flip.play(root.current, p.serial, p.motion, from, arrivals);
  });
  return root;
}
