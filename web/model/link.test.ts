// Links: numbered and typed deals round-trip through the address; bad links say what is wrong.
import { describe, expect, it } from 'vitest';
import { formatDeal } from '../../src/core/deal.js';
import { acesUp, golf } from '../../src/registry/index.js';
import { numberedDeal } from '../../src/games/index.js';
import { formatLink, parseLink } from './link.js';

describe('links', () => {
  it('round-trip numbered and typed deals with their variants', () => {
    const deal = numberedDeal(golf, golf.defaultVariant, 77);
    for (const g of [
      { game: 'golf' as const, variant: 'golf(putt-putt,jokers=2)', deal: numberedDeal(golf, { ...golf.defaultVariant, jokers: 2 as const, puttPutt: true, queenOnKing: true }, 5), number: 5 },
      { game: 'golf' as const, variant: 'golf', deal },
      { game: 'acesup' as const, variant: 'acesup(aces-only,free-discards)', deal: numberedDeal(acesUp, acesUp.defaultVariant, 1) },
    ]) {
      const r = parseLink(formatLink(g, formatDeal));
      if (!r.ok || r.value.kind !== 'game') throw new Error('expected a game');
      expect(r.value.game.game).toBe(g.game);
      expect(r.value.game.variant).toBe(g.variant);
      expect(formatDeal(r.value.game.deal)).toBe(formatDeal(g.deal));
      expect(r.value.game.number).toBe(g.number);
    }
  });

  it('a numbered link deals what the engine deals for that number and variant', () => {
    const r = parseLink('?game=golf&variant=golf(jokers%3D1)&deal=9');
    if (!r.ok || r.value.kind !== 'game') throw new Error('expected a game');
    expect(formatDeal(r.value.game.deal)).toBe(formatDeal(numberedDeal(golf, { ...golf.defaultVariant, jokers: 1 as const }, 9)));
    expect(r.value.game.deal).toHaveLength(53);
  });

  it('accept loose variant text and lower-case cards; a game alone asks for a random deal', () => {
    const r = parseLink('?game=Aces-Up&variant=aces-only&deal=3');
    expect(r.ok && r.value.kind === 'game' && r.value.game.variant).toBe('acesup(aces-only)');
    expect(parseLink('')).toEqual({ ok: true, value: { kind: 'none' } });
    expect(parseLink('?game=golf&variant=putt-putt')).toEqual({ ok: true, value: { kind: 'partial', game: 'golf', variant: 'golf(putt-putt)' } });
    const lower = parseLink(`?game=acesup&cards=${formatDeal(numberedDeal(acesUp, acesUp.defaultVariant, 2)).toLowerCase().replace(/ /g, '-')}`);
    expect(lower.ok && lower.value.kind === 'game' && lower.value.game.number).toBeUndefined();
  });

  it('reject bad links with the reason and the token', () => {
    const both = parseLink('?game=golf&deal=3&cards=AS');
    expect(!both.ok && both.error.message).toMatch(/either deal=N or cards/);
    const dup = parseLink(`?game=golf&cards=${formatDeal(numberedDeal(golf, golf.defaultVariant, 1)).replace('AS', 'KS').replace(/ /g, '-')}`);
    expect(!dup.ok && dup.error.code).toBe('ERR_DUPLICATE');
    const noGame = parseLink('?deal=4');
    expect(!noGame.ok && noGame.error.message).toBe('the link gives a variant or deal but no game (add game=acesup or game=golf)');
    const game = parseLink('?game=chess');
    expect(!game.ok && game.error.message).toMatch(/^link: unknown game "chess"/);
    const variant = parseLink('?game=acesup&variant=acesup(aces-high)');
    expect(!variant.ok && variant.error.message).toMatch(/^link: .*unknown option "aces-high"/);
    const cards = parseLink('?game=golf&cards=AS-2S');
    expect(!cards.ok && cards.error.message).toMatch(/^link cards: a deal has 52 cards, this one has 2/);
  });
});
