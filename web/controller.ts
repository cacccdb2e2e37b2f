// What a tap or a drop means, asked of the engine: the legal moves that start from a pile, and
// the one a target picks. Nothing here decides legality; it filters the engine's legal list.

import type { AcesUpMove } from '../src/games/acesup/index.js';
import type { GolfMove } from '../src/games/golf/index.js';
import type { Target } from './tables.js';

/** Legal Aces Up moves that take the top card of pile `p` somewhere. */
export function acesUpMovesFrom(legal: readonly AcesUpMove[], p: number): AcesUpMove[] {
  return legal.filter((m) => (m.type === 'discard' && m.pile === p) || ((m.type === 'move' || m.type === 'joker') && m.from === p));
}

export function acesUpTargetOf(m: AcesUpMove): Target | undefined {
  if (m.type === 'discard') return { kind: 'discard' };
  if (m.type === 'move' || m.type === 'joker') return { kind: 'pile', index: m.to };
  return undefined;
}

/** The legal Aces Up move from pile `p` to `target`, if there is one. */
export function acesUpMoveTo(legal: readonly AcesUpMove[], p: number, target: Target): AcesUpMove | undefined {
  return acesUpMovesFrom(legal, p).find((m) => {
    const t = acesUpTargetOf(m);
    return t !== undefined && t.kind === target.kind && (t.kind !== 'pile' || (target.kind === 'pile' && t.index === target.index));
  });
}

export function golfMovesFrom(legal: readonly GolfMove[], c: number): GolfMove[] {
  return legal.filter((m) => m.type === 'play' && m.column === c);
}

export function golfMoveTo(legal: readonly GolfMove[], c: number, target: Target): GolfMove | undefined {
  return target.kind === 'waste' ? golfMovesFrom(legal, c)[0] : undefined;
}
