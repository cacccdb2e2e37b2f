// A card face drawn with HTML and text (rank and suit symbol), so it is sharp at any size and no
// image is fetched. Hidden from assistive technology: the card's holder carries its name.

import type { JSX } from 'preact';
import { isRed, rankOf, suitOf } from '../../src/core/cards.js';

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_TEXT = ['♠', '♥', '♦', '♣'];

export function CardFace({ card, label, small }: { card: number; label: string; small?: boolean }): JSX.Element {
  if (card >= 52) {
    return (
      <span class={`face joker${small ? ' small' : ''}`} aria-hidden="true">
        <span class="corner">★</span>
        <span class="pip">★</span>
        <span class="courtsuit joker-word">JOKER</span>
        <span class="corner bottom">★</span>
      </span>
    );
  }
  const r = rankOf(card);
  const s = suitOf(card);
  const rank = RANK_TEXT[r - 1] ?? '?';
  const suit = SUIT_TEXT[s] ?? '?';
  return (
    <span class={`face ${isRed(card) ? 'red' : 'black'}${small ? ' small' : ''}`} aria-hidden="true" title={label}>
      <span class="corner">
        {rank}
        {suit}
      </span>
      <span class={`pip${r > 10 ? ' court' : ''}`}>{r > 10 ? rank : suit}</span>
      {r > 10 ? <span class="courtsuit">{suit}</span> : null}
      <span class="corner bottom">
        {rank}
        {suit}
      </span>
    </span>
  );
}
