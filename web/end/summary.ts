// What the end-of-game summary says, apart from how it is drawn (pure, tested in Node): this game
// set against the statistics the app keeps (web/model/stats.ts over the stored results and
// rounds): a new personal best score, the winning streak and whether it is the longest yet, a
// round's best total; the daily deal's line; and, after a game not won, the best the deal allowed
// with the stock known (the solver's answer, worked out in its worker).

import { computeStats } from '../model/stats.js';
import type { GameResult, RoundResult } from '../storage/records.js';
import type { WordMessage } from '../words/book.js';
import { END_WORDS, type EndKey } from './words.js';

/** A line of the summary, in the summary's words. */
export type EndLine = WordMessage<EndKey>;


/** The stored games and rounds (those still waiting to be written included). */
export interface History {
  readonly games: readonly GameResult[];
  readonly rounds: readonly RoundResult[];
}

/** This game set against the others of its game and variant. */
export interface Records {
  /** When this game was counted as ended (its stored result's time). */
  readonly endedAt: number;
  /** The score and the win as counted (a game is counted once: undone and ended again, it keeps its first count). */
  readonly score: number;
  readonly won: boolean;
  /** Games won in a row up to this one (0 when it was not won). */
  readonly streak: number;
  /** The longest streak before this game. */
  readonly bestStreakBefore: number;
  /** The best score of the other games; undefined when this is the first. */
  readonly bestBefore: number | undefined;
  /** Whether a round ended with this game (its round is stored at the same time as it). */
  readonly roundTotal: number | undefined;
  /** The best total of the other rounds; undefined when there was none. */
  readonly roundBestBefore: number | undefined;
}

const better = (a: number, b: number, higher: boolean): boolean => (higher ? a > b : a < b);

/**
 * The records of the game `id` (of `variant`) among `history`, or undefined when its result is not
 * there (no storage). Scores and round totals are ranked as the game's rules say (`higher`).
 */
export function recordsOf(id: string, variant: string, history: History, higher: boolean): Records | undefined {
  const games = history.games.filter((g) => g.variant === variant);
  const me = games.find((g) => g.id === id);
  if (!me) return undefined;
  const others = games.filter((g) => g.id !== id);
  const rounds = history.rounds.filter((r) => r.variant === variant);
  const myRound = rounds.find((r) => r.endedAt === me.endedAt);
  const otherRounds = rounds.filter((r) => r !== myRound);
  const now = computeStats(games, []).find((s) => s.variant === variant);
  const before = computeStats(others, []).find((s) => s.variant === variant);
  let roundBest: number | undefined;
  for (const r of otherRounds) if (roundBest === undefined || better(r.total, roundBest, higher)) roundBest = r.total;
  return {
    endedAt: me.endedAt,
    score: me.score,
    won: me.won,
    streak: now?.currentStreak ?? 0,
    bestStreakBefore: before?.bestStreak ?? 0,
    bestBefore: before?.bestScore ?? undefined,
    roundTotal: myRound?.total,
    roundBestBefore: roundBest,
  };
}

/** A new personal best score: better than every other game of the variant (there must be one). */
export function bestLine(score: number, r: Records, higher: boolean): EndLine | undefined {
  return r.bestBefore !== undefined && better(score, r.bestBefore, higher) ? END_WORDS.m('end.newBest', { score, before: r.bestBefore }) : undefined;
}

/** The winning streak after a win: a new one, its length, or its length as the longest yet. */
export function streakLine(won: boolean, r: Records): EndLine | undefined {
  if (!won || r.streak === 0) return undefined;
  if (r.streak === 1) return END_WORDS.m('end.streakStart');
  return END_WORDS.m(r.streak > r.bestStreakBefore ? 'end.streakRecord' : 'end.streak', { n: r.streak });
}

/** A round that ended with this game, when its total beats every other round of the variant. */
export function roundLine(r: Records, higher: boolean): EndLine | undefined {
  const { roundTotal: total, roundBestBefore: before } = r;
  return total !== undefined && before !== undefined && better(total, before, higher) ? END_WORDS.m('end.roundBest', { total, before }) : undefined;
}

/** A daily deal played to its end. */
export interface DailyEnd {
  /** The deal's day in the player's language ("5 December"). */
  readonly date: string;
  /** This try won it. */
  readonly won: boolean;
  /** The days won in a row that the deal's day belongs to. */
  readonly run: number;
  /** The daily streak now (days won in a row up to today, or yesterday). */
  readonly streak: number;
}

/** "Daily deal won, 5 December, 4 days in a row", or how it went when it was not won. */
export function dailyLine(d: DailyEnd): EndLine {
  if (d.won) return d.run > 1 ? END_WORDS.m('end.dailyWon', { date: d.date, n: d.run }) : END_WORDS.m('end.dailyWonOne', { date: d.date });
  return d.streak > 0 ? END_WORDS.m('end.dailyLostStreak', { date: d.date, n: d.streak }) : END_WORDS.m('end.dailyLost', { date: d.date });
}

/**
 * What the summary says under the figures, in order: the daily deal, the records, the streak. The
 * records only when the game ended as it was counted: a game undone after its end and ended
 * otherwise is not what the statistics hold, so nothing is claimed against them.
 */
export function summaryLines(game: { score: number; won: boolean; higher: boolean }, r: Records | undefined, daily: DailyEnd | undefined): EndLine[] {
  const out: (EndLine | undefined)[] = [daily ? dailyLine(daily) : undefined];
  if (r && r.score === game.score && r.won === game.won) out.push(bestLine(game.score, r, game.higher), roundLine(r, game.higher), streakLine(game.won, r));
  return out.filter((x): x is EndLine => x !== undefined);
}

/** The solver's answer about the deal from its start, with the stock known. */
export type Known =
  | { readonly kind: 'working' }
  | { readonly kind: 'done'; readonly winnable: boolean; readonly best: number }
  /** The search stopped at its limit; `states` as the player's language writes the number. */
  | { readonly kind: 'unknown'; readonly states: string }
  | { readonly kind: 'failed'; readonly message: string };

/** The one line after a game not won: the best the deal allowed with the stock known, set beside the player's score. */
export function knownLine(k: Known, score: number): EndLine {
  switch (k.kind) {
    case 'working':
      return END_WORDS.m('end.knownWorking');
    case 'unknown':
      return END_WORDS.m('end.knownUnknown', { states: k.states });
    case 'failed':
      return END_WORDS.m('end.knownFailed', { msg: k.message });
    case 'done':
      if (k.winnable) return END_WORDS.m('end.knownWin', { best: k.best });
      return END_WORDS.m(k.best === score ? 'end.knownReached' : 'end.knownBest', { best: k.best });
  }
}
