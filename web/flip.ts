// Card movement, kept apart from the rules and the rendering: after each render the table asks
// this module to animate every card from where it was drawn last time to where it is now (the
// FLIP technique). Cards are matched by their number, so a card that changes parent still glides.
// Honours prefers-reduced-motion by not animating at all.

export class Flip {
  private last = new Map<string, DOMRect>();
  private readonly reduced: MediaQueryList | undefined;
  /** Selector of the place new cards glide from in the next play(), set by whoever made the change. */
  newFrom: string | null = null;

  constructor() {
    this.reduced = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;
  }

  /** Forget positions (after a resize or a new deal, nothing should glide). */
  reset(): void {
    this.last.clear();
  }

  /** Record where a card is now (a dropped card glides from the drop point, not its old place). */
  setRect(card: string, rect: DOMRect): void {
    this.last.set(card, rect);
  }

  /** Call after the DOM is updated. */
  play(root: HTMLElement): void {
    if (this.reduced?.matches) {
      // No animation wanted: skip the layout reads too (they force a synchronous layout).
      this.last.clear();
      return;
    }
    const els = root.querySelectorAll<HTMLElement>('[data-card]');
    const now = new Map<string, DOMRect>();
    const moves: [HTMLElement, number, number][] = [];
    // Cards that were not drawn before come from where the last change says (the stock after a
    // deal or a turn, the discard pile after an undo), never on the first drawing of a deal.
    const stock = this.last.size > 0 && this.newFrom !== null ? root.querySelector<HTMLElement>(this.newFrom)?.getBoundingClientRect() : undefined;
    this.newFrom = null;
    for (const el of els) {
      const id = el.dataset.card ?? '';
      const rect = el.getBoundingClientRect();
      now.set(id, rect);
      const before = this.last.get(id) ?? stock;
      if (before && (Math.abs(before.left - rect.left) > 1 || Math.abs(before.top - rect.top) > 1)) moves.push([el, before.left - rect.left, before.top - rect.top]);
    }
    this.last = now;
    if (moves.length === 0) return;
    for (const [el, dx, dy] of moves) {
      el.animate([{ transform: `translate(${dx}px, ${dy}px)`, zIndex: 50 }, { transform: 'translate(0, 0)', zIndex: 50 }], { duration: 170, easing: 'cubic-bezier(.2,.7,.3,1)' });
    }
  }
}
