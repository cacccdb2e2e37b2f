// How big the cards are: the largest card width at which the whole table (its fanned row at its
// fullest, the stock and the heaps, their counts) fits the room across and the room down to the
// window's bottom. The stock and heaps go above or below the fanned row, or beside it when that
// gives bigger cards (a phone held sideways). Pure, so it is tested without a browser.

/** A card's height over its width. */
export const RATIO = 1.4;
/** The gap between the stock and the heaps, and between them and the fanned row beside them, in card widths. */
export const SIDE_GAP = 0.6;
/** The count under the stock and the row's spacing, in pixels. */
export const LABEL = 24;
/** The largest and smallest card widths, in pixels. */
export const MAX_CW = 170;
export const MIN_CW = 28;

/** What a table needs room for. */
export interface FitSpec {
  /** The fanned zones (piles, columns) in the row. */
  readonly columns: number;
  /** The gap between two fanned zones, in card widths. */
  readonly gap: number;
  /** How far a fanned zone may reach below its first card, in card heights: the most, and the least it may be squeezed to. */
  readonly room: number;
  readonly minRoom: number;
  /** The width of each zone of the side row (the stock, the heaps), in card widths. */
  readonly side: readonly number[];
}

/** The card width in pixels, how far the fanned zones may reach (card heights), and whether the side row stands beside them. */
export interface Fit {
  readonly cw: number;
  readonly room: number;
  readonly beside: boolean;
}

interface Arrangement {
  readonly beside: boolean;
  /** Width in card widths. */
  readonly across: number;
  /** Height in pixels at a card width and a room. */
  readonly down: (cw: number, room: number) => number;
}

function sum(xs: readonly number[]): number {
  return xs.reduce((s, x) => s + x, 0);
}

function arrangements(s: FitSpec): Arrangement[] {
  const row = s.columns + Math.max(0, s.columns - 1) * s.gap;
  if (s.side.length === 0) return [{ beside: false, across: row, down: (cw, room) => cw * RATIO * (1 + room) }];
  const side = sum(s.side) + (s.side.length - 1) * SIDE_GAP;
  return [
    { beside: false, across: Math.max(row, side), down: (cw, room) => cw * RATIO * (2 + room) + LABEL },
    { beside: true, across: row + SIDE_GAP + side, down: (cw, room) => Math.max(cw * RATIO * (1 + room), cw * RATIO + LABEL) },
  ];
}

/** The biggest cards for a room `width` × `height` pixels (the height down to the window's bottom). */
export function fitTable(s: FitSpec, width: number, height: number): Fit {
  let best: Fit | undefined;
  for (const a of arrangements(s)) {
    // Both heights grow with the card width and the room: the largest that fits, found by halving.
    let lo = MIN_CW;
    let hi = Math.min(MAX_CW, Math.max(MIN_CW, width / a.across));
    if (a.down(hi, s.minRoom) <= height) lo = hi;
    else for (let i = 0; i < 30; i++) [lo, hi] = a.down((lo + hi) / 2, s.minRoom) <= height ? [(lo + hi) / 2, hi] : [lo, (lo + hi) / 2];
    const cw = Math.floor(lo * 10) / 10;
    // The fanned zones take what is left down, up to the most they need.
    let rlo = s.minRoom;
    let rhi = s.room;
    if (a.down(cw, rhi) <= height) rlo = rhi;
    else for (let i = 0; i < 30; i++) [rlo, rhi] = a.down(cw, (rlo + rhi) / 2) <= height ? [(rlo + rhi) / 2, rhi] : [rlo, (rlo + rhi) / 2];
    const fit = { cw, room: Math.floor(rlo * 1000) / 1000, beside: a.beside };
    // Beside only when it gives much bigger cards (a phone held sideways): the stock above the row reads more naturally.
    if (best === undefined || fit.cw > best.cw * 1.25) best = fit;
  }
  return best ?? { cw: MIN_CW, room: s.minRoom, beside: false };
}
