// The registry: every player by name, and `best` standing for the strongest one.

import { describe, expect, it } from 'vitest';
import { dealFromNumber } from '../core/deal.js';
import { GAME_IDS } from '../registry/index.js';
import { BEST, findStrategy, makeRunner, resolveStrategy, strategyInfos } from './registry.js';

describe('the alias best', () => {
  for (const game of GAME_IDS) {
    it(`${game}: stands for a real observation-only player, listed last with the player it stands for`, () => {
      const infos = strategyInfos(game);
      const alias = infos[infos.length - 1]!;
      expect(alias.name).toBe(BEST);
      expect(infos.filter((s) => s.aliasOf !== undefined)).toEqual([alias]);
      const target = infos.find((s) => s.name === alias.aliasOf)!;
      expect(target.fullInformation).toBe(false);
      expect(alias.description).toContain(`\`${target.name}\``);
      expect(resolveStrategy(game, game, BEST)).toBe(target.name);
      expect(findStrategy(game, BEST)).toMatchObject({ name: target.name, aliasOf: target.name });
      expect(resolveStrategy(game, game, 'clairvoyant')).toBe('clairvoyant');
    });
  }

  it('plays exactly as the player it stands for', () => {
    const deal = dealFromNumber(3);
    const real = resolveStrategy('acesup', 'acesup', BEST);
    expect(makeRunner('acesup', 'acesup', BEST)(deal, 0)).toEqual(makeRunner('acesup', 'acesup', real)(deal, 0));
  });

  it('an unknown name is not a player', () => {
    expect(findStrategy('golf', 'no-such-player')).toBeUndefined();
    expect(() => makeRunner('golf', 'golf', 'no-such-player')).toThrow(/no Golf strategy/);
  });
});
