// Statistics per game and variant, computed from the stored game results (pure, so it is tested
// without a browser). A game counts as played when it ends or is left for another; it is won
// when the engine says so, and its best score is the highest or the lowest as the engine says.

import type { GameId } from '../../src/core/game.js';
import { GAME_IDS, gameModule } from '../games/engine.js';
import type { GameResult, RoundResult } from '../storage/records.js';
import { gameOfVariant } from './spec.js';

export interface VariantStats {
  readonly game: GameId;
  readonly variant: string;
  readonly played: number;
  readonly won: number;
  /** Won / played, 0..1 (0 when nothing was played). */
  readonly winRate: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Best score (the highest or the lowest, as the game's rules say); null when nothing was played. */
  readonly bestScore: number | null;
  readonly averageScore: number | null;
  /** Score → number of games, sorted by score. */
  readonly distribution: readonly (readonly [number, number])[];
  /** Games played in rounds: the finished rounds, newest first. */
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
    const named = gameOfVariant(variant);
    const game: GameId | undefined = list[0]?.game ?? (named.ok ? named.value : undefined);
    // Stored texts are checked on load, so a variant always names its game.
    if (game === undefined) continue;
    const higher = gameModule(game).rules.higherIsBetter;
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
      if (bestScore === null || (higher ? r.score > bestScore : r.score < bestScore)) bestScore = r.score;
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
  return out.sort((a, b) => (a.game === b.game ? a.variant.localeCompare(b.variant) : GAME_IDS.indexOf(a.game) - GAME_IDS.indexOf(b.game)));
}
