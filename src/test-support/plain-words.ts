// For tests of what players read: the words they must never meet (docs/coach.md, issue 32): the
// names of our players (every strategy of every game) and of how they work.

import { GAME_IDS } from '../registry/index.js';
import { strategyInfos } from '../players/registry.js';

/** Words a player must never read: our players' names and the words of how they work. */
export function forbiddenWords(): RegExp {
  const names = new Set<string>(['expectimax', 'rollout', 'rollouts', 'playout', 'playouts', 'monte carlo', 'clairvoyant', 'heuristic']);
  for (const g of GAME_IDS) for (const s of strategyInfos(g)) if (s.name !== 'best') names.add(s.name);
  const alt = [...names].map((n) => n.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|');
  return new RegExp(`(^|[^\\p{L}-])(${alt})(?![\\p{L}-])`, 'iu');
}
