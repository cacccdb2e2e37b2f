// Text layouts of a position, drawn the way the cards lie on a table: piles and columns fanned
// downwards, the waste and stock beside them. Only what a player sees is drawn.

import { type Card, displayCard, formatCard, isRed } from '../core/cards.js';
import type { AcesUpObservation } from '../games/acesup/observation.js';
import type { GolfObservation } from '../games/golf/observation.js';

export interface LayoutOptions {
  /** Write cards as AS/TD instead of A♠/10♦. */
  ascii?: boolean;
  /** Colour red suits with ANSI escapes. */
  color?: boolean;
}

/** One card as the layouts write it (A♠ or AS), red suits and jokers coloured when asked, padded to `width`. */
export function cardCell(c: Card, o: LayoutOptions, width = 0): string {
  const text = o.ascii ? formatCard(c) : displayCard(c);
  // The joker symbol takes two columns on a terminal.
  const shown = !o.ascii && c >= 52 ? 2 : [...text].length;
  const pad = ' '.repeat(Math.max(0, width - shown));
  if (o.color && (isRed(c) || c >= 52)) return `\x1b[31m${text}\x1b[0m${pad}`;
  return text + pad;
}

function columnsText(cols: readonly (readonly Card[])[], headers: string[], o: LayoutOptions, emptyMark: string): string[] {
  const width = 5;
  const lines: string[] = [headers.map((h) => h.padEnd(width)).join(' ').trimEnd()];
  const height = Math.max(1, ...cols.map((c) => c.length));
  for (let row = 0; row < height; row++) {
    // An empty pile shows its mark in the first row; cells are built whole so colour codes never split a column.
    const cells = cols.map((c) => {
      const card = c[row];
      if (card === undefined) return row === 0 ? emptyMark.padEnd(width) : ' '.repeat(width);
      return cardCell(card, o, width);
    });
    lines.push(cells.join(' ').trimEnd());
  }
  return lines;
}

export function renderAcesUp(obs: AcesUpObservation, o: LayoutOptions = {}): string {
  const lines = columnsText(obs.piles, ['#1', '#2', '#3', '#4'], o, '--');
  lines.push('');
  lines.push(`Stock: ${obs.stockCount}   Discarded: ${obs.discarded.length}   Score: ${obs.discarded.length}`);
  return lines.join('\n');
}

export function renderGolf(obs: GolfObservation, o: LayoutOptions = {}): string {
  const lines = columnsText(obs.columns, ['#1', '#2', '#3', '#4', '#5', '#6', '#7'], o, '--');
  const top = obs.waste[obs.waste.length - 1];
  lines.push('');
  const left = obs.columns.reduce((n, c) => n + c.length, 0);
  lines.push(`Waste: ${top === undefined ? '(empty)' : cardCell(top, o, 0)}   Stock: ${obs.stockCount}   Tableau: ${left}`);
  return lines.join('\n');
}
