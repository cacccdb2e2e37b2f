// Card movement, kept apart from the rules and the rendering: after each render the table asks
// this module to animate every card from where it was drawn last time to where it is now (the
// FLIP technique, with the Web Animations API: the page's CSP allows no inline styles). Cards are
// matched by their number, so a card that changes parent still glides. Cards new to the table fly
// from the stock one after another (a short stagger); one that lands on a heap turns over as it
// goes. Every glide is under 250 ms a card, and any tap or key finishes all of them at once
// (finishAll), so an animation is never in the way of the next move. Honours
// prefers-reduced-motion by not animating at all.

import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

/** Which way the last change went: a move or redo, an undo, or a new deal (nothing glides). */
export type Motion = 'forward' | 'back' | 'fresh';

/** Selectors of the places cards new to the table glide from, after a move and after an undo. */
export interface Sources {
  readonly forward: string;
  readonly back: string;
}

/** How long one card glides, and how far apart the cards of a deal set off, in milliseconds. */
export const GLIDE_MS = 200;
export const STAGGER_MS = 70;

export class Flip {
  private last = new Map<string, DOMRect>();
  private running = new Set<Animation>();
  private serial = -1;
  private readonly reduced: MediaQueryList | undefined;

  constructor() {
    this.reduced = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;
  }

  /** Forget positions (after a resize nothing should glide). */
  reset(): void {
    this.last.clear();
  }

  /** Ends every running glide at once, every card at its place (a tap or a key during an animation). */
  finishAll(): void {
    for (const a of [...this.running]) {
      a.finish();
      ((a.effect as KeyframeEffect | null)?.target as Element | null)?.classList.remove('turning');
    }
    this.running.clear();
    delete document.documentElement.dataset.gliding;
  }

  /** Whether a glide is running (the browser tests wait for none). */
  get busy(): boolean {
    return this.running.size > 0;
  }

  private run(el: Element, frames: Keyframe[], options: KeyframeAnimationOptions): Animation {
    const a = el.animate(frames, options);
    this.running.add(a);
    const done = (): void => {
      this.running.delete(a);
      el.classList.remove('turning');
      if (this.running.size === 0) delete document.documentElement.dataset.gliding;
    };
    a.addEventListener('finish', done);
    a.addEventListener('cancel', done);
    document.documentElement.dataset.gliding = '1';
    return a;
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
    // Cards that were not on the table before (dealt or turned from the stock), in order.
    const fresh = new Set<HTMLElement>();
    // Cards that were not drawn before come from where the change says (the stock after a deal
    // or a turn, the discard pile or waste after an undo), never on the first drawing of a deal.
    const newFrom = changed && motion !== 'fresh' ? from[motion] : null;
    const source = this.last.size > 0 && newFrom !== null ? root.querySelector<HTMLElement>(newFrom)?.getBoundingClientRect() : undefined;
    for (const el of els) {
      const id = el.dataset.card ?? '';
      const rect = el.getBoundingClientRect();
      now.set(id, rect);
      const known = this.last.get(id);
      const before = known ?? source;
      if (before && (Math.abs(before.left - rect.left) > 1 || Math.abs(before.top - rect.top) > 1)) {
        moves.push([el, before.left - rect.left, before.top - rect.top]);
        if (!known && motion === 'forward') fresh.add(el);
      }
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
        // Dealt and seen on its pile, then gone to the heap: about 250 ms of glide for the card.
        this.run(el, frames, { duration: before ? 420 : 260, delay: (fresh.size > 0 ? fresh.size * STAGGER_MS : 0) + k * 200, easing: 'ease-in-out', fill: 'backwards' });
        shown.add(el);
        k++;
      }
    }
    let n = 0;
    for (const [el, dx, dy] of moves) {
      if (shown.has(el)) continue;
      const from = `translate(${dx}px, ${dy}px)`;
      if (fresh.has(el)) {
        // From the stock, one after another; onto a heap it turns over on the way.
        const delay = n++ * STAGGER_MS;
        const turn = el.closest('.heap') !== null;
        const frames: Keyframe[] = turn
          ? [
              { transform: `${from} scaleX(1)`, zIndex: 50 },
              { transform: `translate(${dx / 2}px, ${dy / 2}px) scaleX(0.05)`, zIndex: 50, offset: 0.5 },
              { transform: 'translate(0, 0) scaleX(1)', zIndex: 50 },
            ]
          : [
              { transform: from, zIndex: 50 },
              { transform: 'translate(0, 0)', zIndex: 50 },
            ];
        this.run(el, frames, { duration: GLIDE_MS + (turn ? 40 : 0), delay, easing: 'cubic-bezier(.2,.7,.3,1)', fill: 'backwards' });
        if (turn) {
          el.classList.add('turning');
          // The back shows for the first half of the turn.
          this.run(el, [{ opacity: 1 }, { opacity: 1, offset: 0.5 }, { opacity: 0, offset: 0.5 }, { opacity: 0 }], { duration: GLIDE_MS + 40, delay, pseudoElement: '::before', fill: 'backwards' });
        }
        continue;
      }
      this.run(el, [{ transform: from, zIndex: 50 }, { transform: 'translate(0, 0)', zIndex: 50 }], { duration: GLIDE_MS, easing: 'cubic-bezier(.2,.7,.3,1)' });
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
