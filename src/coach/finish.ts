// Auto-finish: whether nothing is left to decide. The answer must not depend on the stock order
// (a player cannot see it), so it is checked on every order of the unseen cards: the rest is
// forced when, whatever the order, only one move is ever legal until the game ends. With more
// orders than `maxOrders` the answer is no (the check would cost too much, and offering it late
// is harmless).

import type { GameModule } from '../games/module.js';
import { MOVE_LIMIT } from '../core/game.js';
import { StockOrders } from './stats.js';

/** Whether every way the game can go from this observation has only one legal move at each step, to the end. */
export function restIsForced<S, M, O, V>(module: GameModule<S, M, O, V>, obs: O, maxOrders = 120): boolean {
  const orders = new StockOrders(module.unseen(obs), maxOrders, 0);
  if (!orders.exact) return false;
  const rules = module.rules;
  for (let i = 0; i < orders.count; i++) {
    let s = module.withStock(obs, orders.order(i));
    for (let n = 0; ; n++) {
      const legal = rules.legalMoves(s);
      if (legal.length === 0) break;
      if (legal.length > 1 || n > MOVE_LIMIT) return false;
      s = rules.applyMove(s, legal[0] as M);
    }
  }
  return true;
}
