// Text layouts of a position, drawn the way the cards lie on a table: piles and columns fanned
// downwards, the waste and stock beside them, from the zones of the game's presentation. Only
// what a player sees is drawn.

import { type Card, displayCard, formatCard, isRed } from '../core/cards.js';
import { formatMessage, type Message } from '../core/i18n.js';
import { PRESENT_MESSAGES, type TableLayout } from '../core/present.js';
import { GAME_MESSAGES } from '../registry/index.js';

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

/**
 * Draws a table from its zones (src/games/<game>/present.ts): the fanned piles or columns side
 * by side under `#1 #2 …`, then one line with the other zones (the stock's count, the top card
 * of a waste or discard pile) and the score.
 */
export function renderTable(layout: TableLayout, score: number, o: LayoutOptions = {}): string {
  const zones = layout.rows.flat();
  const fanned = zones.filter((z) => z.show === 'fan');
  const lines = fanned.length > 0 ? columnsText(fanned.map((z) => z.cards), fanned.map((_, i) => `#${i + 1}`), o, '--') : [];
  const words = (m: Message): string => formatMessage(m, [...GAME_MESSAGES, PRESENT_MESSAGES], { lang: 'en', card: (c) => cardCell(c, o) });
  const others = zones
    .filter((z) => z.show !== 'fan')
    .map((z) => {
      if (z.show === 'count') return `${words(z.name)}: ${z.count}`;
      const top = z.cards[z.cards.length - 1];
      return `${words(z.name)}: ${top === undefined ? '(empty)' : `${cardCell(top, o)} (${z.count})`}`;
    });
  lines.push('', [...others, `Score: ${score}`].join('   '));
  return lines.join('\n');
}

