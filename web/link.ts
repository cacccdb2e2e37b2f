// Shareable links: the address always names the game, the variant and the deal, so the same deal
// can be played elsewhere: `?game=acesup|golf&variant=…&deal=N` or `&cards=AS-KD-…`.
// Parsing is for untrusted text: every problem comes back as a Result with a clear message.

import { parseDeal, parseDealNumber } from '../src/core/deal.js';
import type { Deal } from '../src/core/deal.js';
import type { GameId } from '../src/core/game.js';
import { err, ok, parseError, type Result } from '../src/core/result.js';
import { canonicalVariant, numberedDeal, parseGameId } from '../src/games/index.js';
import { acesUp, golf } from '../src/games/index.js';

export interface LinkGame {
  readonly game: GameId;
  /** Canonical variant text, e.g. `acesup(aces-only)`. */
  readonly variant: string;
  readonly deal: Deal;
  readonly number?: number;
}

/** What an address asks for: nothing (no `game`), or a game, or an error to show. */
export type LinkRequest = { readonly kind: 'none' } | { readonly kind: 'game'; readonly game: LinkGame } | { readonly kind: 'partial'; readonly game: GameId; readonly variant: string };


/** Reads `location.search`. */
export function parseLink(search: string): Result<LinkRequest> {
  const params = new URLSearchParams(search);
  const gameText = params.get('game');
  const variantText = params.get('variant');
  const dealText = params.get('deal');
  const cardsText = params.get('cards');
  if (gameText === null) {
    if (variantText !== null || dealText !== null || cardsText !== null) {
      return err(parseError('ERR_LINK', 'the link gives a variant or deal but no game (add game=acesup or game=golf)', { token: 'game' }));
    }
    return ok({ kind: 'none' });
  }
  const id = parseGameId(gameText);
  if (!id.ok) return err({ ...id.error, message: `link: ${id.error.message}` });
  const game = id.value;
  const variant = canonicalVariant(game, variantText ?? '');
  if (!variant.ok) return err({ ...variant.error, message: `link: ${variant.error.message}` });
  if (dealText !== null && cardsText !== null) return err(parseError('ERR_LINK', 'link: give either deal=N or cards=…, not both', { token: 'cards' }));
  const shape = game === 'acesup' ? acesUp.dealShape(unwrapOk(acesUp.parseVariant(variant.value))) : golf.dealShape(unwrapOk(golf.parseVariant(variant.value)));
  if (dealText !== null) {
    const n = parseDealNumber(dealText);
    if (!n.ok) return err({ ...n.error, message: `link: ${n.error.message}` });
    const deal = game === 'acesup' ? numberedDeal(acesUp, unwrapOk(acesUp.parseVariant(variant.value)), n.value) : numberedDeal(golf, unwrapOk(golf.parseVariant(variant.value)), n.value);
    return ok({ kind: 'game', game: { game, variant: variant.value, deal, number: n.value } });
  }
  if (cardsText !== null) {
    const d = parseDeal(cardsText, shape, { loose: true });
    if (!d.ok) return err({ ...d.error, message: `link cards: ${d.error.message}` });
    return ok({ kind: 'game', game: { game, variant: variant.value, deal: d.value } });
  }
  return ok({ kind: 'partial', game, variant: variant.value });
}

function unwrapOk<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The address for a game: a deal number when there is one, else the cards joined by `-`. */
export function formatLink(g: { game: GameId; variant: string; deal: Deal; number?: number | undefined }, cardText: (d: Deal) => string): string {
  const parts = [`game=${g.game}`];
  if (g.variant !== g.game) parts.push(`variant=${encodeURIComponent(g.variant).replace(/%2C/g, ',')}`);
  if (g.number !== undefined) parts.push(`deal=${g.number}`);
  else parts.push(`cards=${cardText(g.deal).replace(/ /g, '-')}`);
  return `?${parts.join('&')}`;
}
