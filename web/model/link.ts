// Shareable links: the address always names the game, the variant and the deal, so the same deal
// can be played elsewhere: `?game=<id>&variant=…&deal=N` or `&cards=AS-KD-…`.
// Parsing is for untrusted text: every problem comes back as a Result with a clear message.

import { type Deal, dealFromNumber, parseDeal, parseDealNumber } from '../../src/core/deal.js';
import type { GameId } from '../../src/core/game.js';
import { err, ok, parseError, type Result } from '../../src/core/result.js';
import { GAME_IDS, parseGameId, withModule } from '../games/engine.js';
import type { GameSpec } from './spec.js';

/** What an address asks for: nothing (no `game`), a game and deal, or a game alone (a random deal of it). */
export type LinkRequest = { readonly kind: 'none' } | { readonly kind: 'game'; readonly game: GameSpec } | { readonly kind: 'partial'; readonly game: GameId; readonly variant: string };

const prefixed = (prefix: string, e: Result<never>): Result<never> => (e.ok ? e : err({ ...e.error, message: `${prefix}: ${e.error.message}` }));

/** Reads `location.search`. */
export function parseLink(search: string): Result<LinkRequest> {
  const params = new URLSearchParams(search);
  const gameText = params.get('game');
  const variantText = params.get('variant');
  const dealText = params.get('deal');
  const cardsText = params.get('cards');
  if (gameText === null) {
    if (variantText !== null || dealText !== null || cardsText !== null) {
      return err(parseError('ERR_LINK', `the link gives a variant or deal but no game (add ${GAME_IDS.map((g) => `game=${g}`).join(' or ')})`, { token: 'game' }));
    }
    return ok({ kind: 'none' });
  }
  const id = parseGameId(gameText);
  if (!id.ok) return prefixed('link', id);
  const game = id.value;
  return withModule(game, ({ rules }): Result<LinkRequest> => {
    const v = rules.parseVariant(variantText ?? '');
    if (!v.ok) return prefixed('link', v);
    const variant = rules.formatVariant(v.value);
    if (dealText !== null && cardsText !== null) return err(parseError('ERR_LINK', 'link: give either deal=N or cards=…, not both', { token: 'cards' }));
    if (dealText !== null) {
      const n = parseDealNumber(dealText);
      if (!n.ok) return prefixed('link', n);
      return ok({ kind: 'game', game: { game, variant, deal: dealFromNumber(n.value, rules.dealShape(v.value)), number: n.value } });
    }
    if (cardsText !== null) {
      const d = parseDeal(cardsText, rules.dealShape(v.value), { loose: true });
      if (!d.ok) return prefixed('link cards', d);
      return ok({ kind: 'game', game: { game, variant, deal: d.value } });
    }
    return ok({ kind: 'partial', game, variant });
  });
}

/** The address for a game: a deal number when there is one, else the cards joined by `-`. */
export function formatLink(g: GameSpec, cardText: (d: Deal) => string): string {
  const parts = [`game=${g.game}`];
  if (g.variant !== g.game) parts.push(`variant=${encodeURIComponent(g.variant).replace(/%2C/g, ',')}`);
  if (g.number !== undefined) parts.push(`deal=${g.number}`);
  else parts.push(`cards=${cardText(g.deal).replace(/ /g, '-')}`);
  return `?${parts.join('&')}`;
}

/** The game a link names, even when the rest of it cannot be used: a bad link still deals the game it names. */
export function linkGame(search: string): GameId | undefined {
  const g = new URLSearchParams(search).get('game');
  if (g === null) return undefined;
  const id = parseGameId(g);
  return id.ok ? id.value : undefined;
}

/** A message that echoes untrusted text, with each overlong token cut in the middle, so a pasted 30,000-character link stays a line or two. */
export function shortenEcho(message: string, longest = 40): string {
  return message.replace(new RegExp(`\\S{${longest + 1},}`, 'gu'), (w) => `${w.slice(0, Math.ceil(longest * 0.6))}…${w.slice(-Math.floor(longest * 0.3))}`);
}
