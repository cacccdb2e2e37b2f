// Card movement, kept apart from the rules and the rendering: after each render the table asks
// this module to animate every card from where it was drawn last time to where it is now (the
// FLIP technique). Cards are matched by their number, so a card that changes parent still glides.
// Honours prefers-reduced-motion by not animating at all.

export class Flip {
  private last = new Map<string, DOMRect>();
  private readonly reduced: MediaQueryList | undefined;

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
    const els = root.querySelectorAll<HTMLElement>('[data-card]');
    const now = new Map<string, DOMRect>();
    const moves: [HTMLElement, number, number][] = [];
    for (const el of els) {
      const id = el.dataset.card ?? '';
      const rect = el.getBoundingClientRect();
      now.set(id, rect);
      const before = this.last.get(id);
      if (before && (Math.abs(before.left - rect.left) > 1 || Math.abs(before.top - rect.top) > 1)) moves.push([el, before.left - rect.left, before.top - rect.top]);
    }
    this.last = now;
    if (this.reduced?.matches || moves.length === 0) return;
    for (const [el, dx, dy] of moves) {
      el.animate([{ transform: `translate(${dx}px, ${dy}px)`, zIndex: 50 }, { transform: 'translate(0, 0)', zIndex: 50 }], { duration: 170, easing: 'cubic-bezier(.2,.7,.3,1)' });
    }
  }
}
