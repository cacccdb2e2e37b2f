// What a table is given and what it reports, the same for every game (as chessground is handed
// destinations and reports what the player did): the engine's zones, the zones whose top card may
// move, where the picked-up card may go, and callbacks for a tap, a drop, a target and the stock.

import type { ZoneRef } from '../../src/core/present.js';
import type { Message } from '../words/i18n.js';
import type { Flip, Motion } from './flip.js';

/** One place a zone's top card may go, with the words for its button ("Move to Pile 3"). */
export interface Dest {
  readonly to: ZoneRef;
  readonly label: Message;
}

export interface TableProps {
  readonly flip: Flip;
  /** Which way the last change went, so cards that appear glide from the right place. */
  readonly motion: Motion;
  /** Changes when the position changes (the controller's serial). */
  readonly serial: number;
  /** The zone whose top card is picked up (waiting for a target). */
  readonly selected: ZoneRef | undefined;
  /** Where the picked-up card may go. */
  readonly targets: readonly Dest[];
  /** Zones (by zoneKey) whose top card has at least one legal move. */
  readonly movable: ReadonlySet<string>;
  readonly onTap: (zone: ZoneRef) => void;
  readonly onTarget: (to: ZoneRef) => void;
  /** A drag ended over `to`; false when no legal move goes there (the card glides back). */
  readonly onDrop: (from: ZoneRef, to: ZoneRef) => boolean;
  readonly onStock: () => void;
}
