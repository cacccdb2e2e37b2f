// What a table is given and what it reports, the same for every game (as chessground is handed
// destinations and reports what the player did): the zones whose top card may move, where the
// picked-up card may go, and callbacks for a tap, a drop, a target and the stock.

import type { Message } from '../i18n.js';
import type { Flip, Motion } from './flip.js';

/** Where a card may be dropped or sent: a pile or column by index, the discard pile or the waste. */
export type Target = { readonly kind: 'pile'; readonly index: number } | { readonly kind: 'discard' } | { readonly kind: 'waste' };

/** One place a zone's top card may go, with the words for its button ("Move to Pile 3"). */
export interface Dest {
  /** The card that would go. */
  readonly card: number;
  readonly target: Target;
  readonly label: Message;
}

export function sameTarget(a: Target, b: Target): boolean {
  return a.kind === b.kind && (a.kind !== 'pile' || (b.kind === 'pile' && a.index === b.index));
}

export interface TableProps {
  readonly flip: Flip;
  /** Which way the last change went, so cards that appear glide from the right place. */
  readonly motion: Motion;
  /** Changes when the position changes (the controller's serial). */
  readonly serial: number;
  /** Zone whose top card is picked up (waiting for a target), or -1. */
  readonly selected: number;
  /** Where the picked-up card may go. */
  readonly targets: readonly Dest[];
  /** Zones whose top card has at least one legal move. */
  readonly movable: readonly boolean[];
  readonly onTap: (zone: number) => void;
  readonly onTarget: (target: Target) => void;
  /** A drag ended over `target`; false when no legal move goes there (the card glides back). */
  readonly onDrop: (from: number, target: Target) => boolean;
  readonly onStock: () => void;
}
