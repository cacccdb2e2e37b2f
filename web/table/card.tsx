// A card face drawn with HTML, SVG and text, so it is sharp at any size and no image is fetched.
// Both card styles are drawn in every face and the page's setting (html[data-cards]) shows one:
// "classic" (the index in the corners, pips laid out as on a printed card, a designed figure on
// the court cards) and "large" (a big index and one big suit, in four colours). Hidden from
// assistive technology: the card's holder carries its name.

import type { JSX } from 'preact';
import { isRed, rankOf, suitOf } from '../../src/core/cards.js';
import './cards.css';

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_TEXT = ['♠', '♥', '♦', '♣'];
const SUIT_CLASS = ['spades', 'hearts', 'diamonds', 'clubs'];

// Where the pips of 2–10 stand, in per cent of the face across and down (as on a printed card);
// those below the middle are drawn upside down.
const L = 30;
const M = 50;
const R = 70;
const PIPS: readonly (readonly [number, number][])[] = [
  [],
  [[M, 50]],
  [[M, 25], [M, 75]],
  [[M, 25], [M, 50], [M, 75]],
  [[L, 25], [R, 25], [L, 75], [R, 75]],
  [[L, 25], [R, 25], [M, 50], [L, 75], [R, 75]],
  [[L, 25], [R, 25], [L, 50], [R, 50], [L, 75], [R, 75]],
  [[L, 25], [R, 25], [M, 37.5], [L, 50], [R, 50], [L, 75], [R, 75]],
  [[L, 25], [R, 25], [M, 37.5], [L, 50], [R, 50], [M, 62.5], [L, 75], [R, 75]],
  [[L, 25], [R, 25], [L, 41.7], [R, 41.7], [M, 50], [L, 58.3], [R, 58.3], [L, 75], [R, 75]],
  [[L, 25], [R, 25], [M, 33.3], [L, 41.7], [R, 41.7], [L, 58.3], [R, 58.3], [M, 66.7], [L, 75], [R, 75]],
];

// The court figures' headwear, drawn in a 40 × 20 box: a king's crown, a queen's coronet, a jack's cap with a feather.
const HEADWEAR: Readonly<Record<number, string>> = {
  11: 'M6 19 C6 10 14 5 22 6 C28 7 33 10 34 14 L36 19 Z M22 6 C26 1 33 0 38 2 C33 3 28 5 25 8',
  12: 'M5 19 L8 8 L14 14 L20 4 L26 14 L32 8 L35 19 Z',
  13: 'M4 19 L4 6 L11 13 L16 2 L20 11 L24 2 L29 13 L36 6 L36 19 Z',
};

/** A court card's figure: a framed panel with its headwear, a face and its suit, mirrored top to bottom as on a printed card. */
function Figure({ rank }: { rank: number }): JSX.Element {
  const half = (
    <g>
      <path d={HEADWEAR[rank] ?? ''} transform="translate(10 4)" class="hat" />
      <circle cx="30" cy="31" r="6" class="head" />
      <path d="M17 43 Q30 34 43 43 L43 46 L17 46 Z" class="robe" />
    </g>
  );
  return (
    <svg class="figure" viewBox="0 0 60 92" aria-hidden="true">
      <rect x="1.5" y="1.5" width="57" height="89" rx="4" class="frame" />
      {half}
      <g transform="rotate(180 30 46)">{half}</g>
      <path d="M4 46 H56" class="fold" />
    </svg>
  );
}

/** `covered`: only the index shows (a card under another in a fan), so its pips are not drawn. */
export function CardFace({ card, label, small, covered }: { card: number; label: string; small?: boolean; covered?: boolean }): JSX.Element {
  if (card >= 52) {
    return (
      <span class={`face joker${small ? ' small' : ''}`} aria-hidden="true">
        <span class="corner">★</span>
        <span class="big">★</span>
        <span class="courtsuit joker-word">JOKER</span>
        <span class="corner bottom">★</span>
      </span>
    );
  }
  const r = rankOf(card);
  const s = suitOf(card);
  const rank = RANK_TEXT[r - 1] ?? '?';
  const suit = SUIT_TEXT[s] ?? '?';
  const court = r > 10;
  return (
    <span class={`face ${isRed(card) ? 'red' : 'black'} ${SUIT_CLASS[s] ?? ''}${court ? ' court' : ''}${r === 1 ? ' ace' : ''}${small ? ' small' : ''}`} aria-hidden="true" title={label}>
      <span class="corner">
        {rank}
        <span class="corner-suit">{suit}</span>
      </span>
      {covered ? null : (
        <span class="pips">
          {court ? (
            <>
              <Figure rank={r} />
              <span class="pip court-suit">{suit}</span>
            </>
          ) : (
            (PIPS[r] ?? []).map(([x, y], i) => (
              <span key={i} class={`pip${y > 50 ? ' down' : ''}`} style={{ left: `${x}%`, top: `${y}%` }}>
                {suit}
              </span>
            ))
          )}
        </span>
      )}
      <span class="big">{suit}</span>
      <span class="corner bottom">
        {rank}
        <span class="corner-suit">{suit}</span>
      </span>
    </span>
  );
}
