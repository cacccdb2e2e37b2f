// Hints. The fair hint is the move the strongest fair player would make, chosen from the
// observation alone with a generator seeded from the observation, so the same position gives the
// same hint whatever order the stock is in; where the game has an exact solver of optimal fair play
// and it finishes within the coach's budget, it is optimal play's move instead. The hint with the stock known follows the exact
// solver's best line and is labelled so; it keeps that line while the player follows it, so a
// followed hint always moves along one line to the end (a fresh search at every step may switch
// between equally good lines and send a card back and forth for ever).

import type { Deal } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import { type Message, msg } from '../core/i18n.js';
import type { View } from '../core/present.js';
import { Rng } from '../core/rng.js';
import { BEST } from '../players/registry.js';
import type { ExactFairValue, Game } from '../registry/index.js';
import { shortLine, solve } from '../registry/index.js';
import { type SolveOptions, type Verdict } from '../solve/index.js';
import type { TaggedObservation } from '../strategy/types.js';
import { exactValue, PERFECT_PLAY } from './exact.js';
import { fairPlayer } from './players.js';
import { observationSeed } from './stats.js';

export interface FairHint<M> {
  readonly move: M;
  /** The move in the game's notation ("2-4", "deal"). */
  readonly text: string;
  /** The hint in words: `coach.hint` around the game's description of the move. */
  readonly message: Message;
  /** The player that chose it (the real name behind `best`), or `perfect play` (PERFECT_PLAY). */
  readonly player: string;
  /** True when it was the only legal move. */
  readonly forced: boolean;
  /**
   * Set when the move is perfect play's (the exact solver finished within the coach's budget): the
   * exact value, and every move as good (`equallyGood`, this one included, in the legal order).
   */
  readonly perfect?: PerfectHint;
}

/** Perfect play's figures behind a hint. */
export interface PerfectHint {
  /** The exact chance to win from here with perfect play (the stock unseen). */
  readonly winProbability: number;
  /** The expected final score under that play. */
  readonly expectedScore: number;
  /** Every move with the same value, as text (the hint's move is the first). */
  readonly equallyGood: readonly string[];
}

/**
 * The fair player's move for what a player sees (`view`: the observation and the legal moves),
 * or undefined when no move is left (or the player would stop). `player` defaults to `best`; then,
 * where the game has an exact solver of optimal fair play that finishes within the coach's budget
 * (`coach.exact` of the game, src/coach/exact.ts), the hint is optimal play's move, with its value
 * and the moves as good (a forced move is hinted as it is, without a search).
 */
export function fairHint<S, M, O, V>(module: Game<S, M, O, V>, variant: V, view: View<O, M>, player?: string): FairHint<M> | undefined {
  if (view.legal.length === 0) return undefined;
  const only = view.legal.length === 1 ? view.legal[0] : undefined;
  if (only === undefined && (player === undefined || player === BEST)) {
    const perfect = exactValue(module, view.obs);
    const move = perfect === undefined ? undefined : legalOf(module, view.legal, perfect.best[0]);
    if (perfect !== undefined && move !== undefined) return perfectHint(module, view.obs, move, perfect);
  }
  const p = fairPlayer(module, module.rules.formatVariant(variant), player);
  const move = only ?? p.strategy.choose(view.obs as O & TaggedObservation, view.legal, new Rng(observationSeed(view.obs)));
  if (move === null || move === undefined) return undefined;
  return hintOf(module, view.obs, move, p.name, 'coach.hint', only !== undefined);
}

/** The legal move that is `m` (the same text), if any. */
function legalOf<S, M, O, V>(module: Game<S, M, O, V>, legal: readonly M[], m: M | undefined): M | undefined {
  if (m === undefined) return undefined;
  const text = module.rules.formatMove(m);
  return legal.find((x) => module.rules.formatMove(x) === text);
}

function perfectHint<S, M, O, V>(module: Game<S, M, O, V>, obs: O, move: M, p: ExactFairValue<M>): FairHint<M> {
  const equallyGood = p.best.map((m) => module.rules.formatMove(m));
  return { ...hintOf(module, obs, move, PERFECT_PLAY, 'coach.hint', false), perfect: { winProbability: p.winProbability, expectedScore: p.expectedScore, equallyGood } };
}

/**
 * Why this is the hint, in plain words (never a player's name unless the player named one:
 * `named`): our best player's move, the player's chosen one, or optimal play's with its exact
 * chance and how many moves are as good; and whether it was the only legal move.
 */
export function hintWords<M>(h: FairHint<M>, named = false): Message[] {
  const p = h.perfect;
  if (p !== undefined) {
    const ties = p.equallyGood.length;
    return [msg('coach.hint.whyPerfect', { pct: Math.round(p.winProbability * 1000) / 10 }), ...(ties > 1 ? [msg('coach.hint.ties', { n: ties })] : [])];
  }
  return [named ? msg('coach.hint.whyNamed', { player: h.player }) : msg('coach.hint.why'), ...(h.forced ? [msg('coach.hint.only')] : [])];
}

function hintOf<S, M, O, V>(module: Game<S, M, O, V>, obs: O, move: M, player: string, key: string, forced: boolean): FairHint<M> {
  return { move, text: module.rules.formatMove(move), message: msg(key, { move: module.present.describe(obs, move) }), player, forced };
}

export interface StockKnownHint<M> {
  readonly move: M;
  readonly text: string;
  /** `coach.hint.stock`: says that it is found with the stock known. */
  readonly message: Message;
  /** The solver's verdict for the line and its score (the best reachable with the stock known, unless `unknown`). */
  readonly verdict: Verdict;
  readonly winnable: boolean;
  readonly bestScore: number;
  /** Moves left on the line after this one. */
  readonly remaining: number;
  /** True when this hint came from a new search (the player had left the line, or there was none). */
  readonly searched: boolean;
}

/**
 * Hints with the stock known for one game: keeps the solver's line and hands out its moves while
 * the position is the one the line reaches; searches again only when the player left it.
 */
export class StockKnownHinter<S, M, O, V> {
  private line: { deal: Deal; keys: string[]; moves: readonly M[]; verdict: Verdict; winnable: boolean; bestScore: number; at: number } | undefined;

  constructor(
    private readonly module: Game<S, M, O, V>,
    /** The search budget of each new search (a state budget keeps the hints the same on every machine). */
    private readonly budget: SolveOptions = { maxStates: 2_000_000 },
  ) {}

  /** The next move of the line from `state` (full information), or undefined when the game is over. */
  hint(state: S): StockKnownHint<M> | undefined {
    const rules: GameRules<S, M, O, V> = this.module.rules;
    if (rules.legalMoves(state).length === 0) return undefined;
    let searched = false;
    let at = this.find(state);
    if (at === undefined) {
      const found = solve(rules, state, this.budget);
      // The shortest line found to the best score, not the first the search met (src/solve/short-line.ts).
      const r = { ...found, moves: shortLine(rules, state, found).moves };
      const keys: string[] = [];
      let t = state;
      for (const m of r.moves) {
        keys.push(rules.key(t));
        t = rules.applyMove(t, m);
      }
      this.line = { deal: rules.dealOf(state), keys, moves: r.moves, verdict: r.verdict, winnable: r.winnable, bestScore: r.bestScore, at: 0 };
      searched = true;
      at = 0;
    }
    const line = this.line;
    const move = line?.moves[at];
    if (line === undefined || move === undefined) return undefined;
    line.at = at;
    const obs = rules.observe(state);
    return {
      move,
      text: rules.formatMove(move),
      message: msg('coach.hint.stock', { move: this.module.present.describe(obs, move) }),
      verdict: line.verdict,
      winnable: line.winnable,
      bestScore: line.bestScore,
      remaining: line.moves.length - at - 1,
      searched,
    };
  }

  /** Forgets the line (a new game). */
  reset(): void {
    this.line = undefined;
  }

  /**
   * Where the position stands on the kept line: the step after the last hint when the player
   * made it, else the furthest step with this position (never an earlier one, so a followed
   * line cannot go round in a circle).
   */
  private find(state: S): number | undefined {
    const line = this.line;
    const rules = this.module.rules;
    if (line === undefined || !sameDeal(line.deal, rules.dealOf(state))) return undefined;
    const key = rules.key(state);
    let at: number | undefined;
    if (line.keys[line.at + 1] === key) at = line.at + 1;
    else {
      const last = line.keys.lastIndexOf(key);
      if (last >= 0) at = last;
    }
    if (at === undefined) return undefined;
    const move = line.moves[at];
    return move !== undefined && rules.isLegal(state, move) ? at : undefined;
  }
}

/** The same cards in the same order (a position rebuilt from a record has a new deal array). */
function sameDeal(a: Deal, b: Deal): boolean {
  return a === b || (a.length === b.length && a.every((c, i) => c === b[i]));
}
