// Statistics per game and variant, computed from the stored game results (pure, so it is tested
// without a browser). A game counts as played when it ends or is left for another; it is won
// when the engine says so (Aces Up: only the four keepers left; Golf: the tableau cleared).

import type { GameId } from '../src/core/game.js';
import type { GameResult, RoundResult } from './records.js';

export interface VariantStats {
  readonly game: GameId;
  readonly variant: string;
  readonly played: number;
  readonly won: number;
  /** Won / played, 0..1 (0 when nothing was played). */
  readonly winRate: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Best score: highest for Aces Up, lowest for Golf; null when nothing was played. */
  readonly bestScore: number | null;
  readonly averageScore: number | null;
  /** Score → number of games, sorted by score. */
  readonly distribution: readonly (readonly [number, number])[];
  /** Golf only: finished rounds, newest first. */
  readonly rounds: readonly RoundResult[];
}

export function computeStats(results: readonly GameResult[], rounds: readonly RoundResult[]): VariantStats[] {
  const groups = new Map<string, GameResult[]>();
  for (const r of results) {
    const list = groups.get(r.variant);
    if (list) list.push(r);
    else groups.set(r.variant, [r]);
  }
  for (const r of rounds) if (!groups.has(r.variant)) groups.set(r.variant, []);
  const out: VariantStats[] = [];
  for (const [variant, list] of groups) {
    const game: GameId = variant.startsWith('golf') ? 'golf' : 'acesup';
    const sorted = [...list].sort((a, b) => a.endedAt - b.endedAt);
    let won = 0;
    let streak = 0;
    let best = 0;
    let sum = 0;
    let bestScore: number | null = null;
    const dist = new Map<number, number>();
    for (const r of sorted) {
      if (r.won) {
        won++;
        streak++;
        best = Math.max(best, streak);
      } else streak = 0;
      sum += r.score;
      if (bestScore === null || (game === 'golf' ? r.score < bestScore : r.score > bestScore)) bestScore = r.score;
      dist.set(r.score, (dist.get(r.score) ?? 0) + 1);
    }
    const played = sorted.length;
    out.push({
      game,
      variant,
      played,
      won,
      winRate: played === 0 ? 0 : won / played,
      currentStreak: streak,
      bestStreak: best,
      bestScore,
      averageScore: played === 0 ? null : sum / played,
      distribution: [...dist.entries()].sort((a, b) => a[0] - b[0]),
      rounds: rounds.filter((r) => r.variant === variant).sort((a, b) => b.endedAt - a.endedAt),
    });
  }
  return out.sort((a, b) => (a.game === b.game ? a.variant.localeCompare(b.variant) : a.game === 'acesup' ? -1 : 1));
}
