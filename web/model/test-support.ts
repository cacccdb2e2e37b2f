// Deals for the web app's unit tests: a deck that starts with the cards given, the rest in order.

import { fullDeck, parseCard } from '../../src/core/cards.js';
import type { Deal } from '../../src/core/deal.js';
import { unwrap } from '../../src/core/result.js';

export function dealStarting(first: string): Deal {
  const head = first.split(' ').map((c) => unwrap(parseCard(c)));
  return [...head, ...fullDeck().filter((c) => !head.includes(c))];
}
