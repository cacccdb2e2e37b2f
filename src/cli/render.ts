// Draws any game's position for the terminal through its observation (never the stock order),
// laid out by the game's presentation (src/games/<game>/present.ts).

import type { GameRules } from '../core/game.js';
import { moduleOf } from '../registry/index.js';
import { type LayoutOptions, renderTable } from './layout.js';

export function renderPosition<S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, o: LayoutOptions = {}): string {
  return renderTable(moduleOf(rules).present.layout(rules.observe(state)), rules.score(state), o);
}
