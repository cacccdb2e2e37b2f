// The fair players the coach asks: the strongest (`best`) for a hint and for the fair player's
// preferred move in a review, and for the many playouts of a chance estimate the strongest player
// fast enough to play a game out in tens of milliseconds. Both see only the observation.

import { Rng } from '../core/rng.js';
import type { Game } from '../registry/index.js';
import { MOVE_LIMIT } from '../core/game.js';
import { BEST, fairStrategy, resolveStrategy } from '../players/registry.js';
import type { Strategy, TaggedObservation } from '../strategy/types.js';

/** A player with the name to show for it. */
export interface NamedPlayer<O, M> {
  /** The real player's name (never the alias `best`). */
  readonly name: string;
  readonly strategy: Strategy<O & TaggedObservation, M>;
}

/** The player chosen for the playouts, and the stronger one it stands in for (when `best` is too slow). */
export interface SamplingPlayer<O, M> extends NamedPlayer<O, M> {
  readonly insteadOf?: string;
}

/** A player by name (`best` by default) under a rule set; throws for a name the game does not have (check names first). */
export function fairPlayer<S, M, O, V>(module: Game<S, M, O, V>, variantText: string, name: string = BEST): NamedPlayer<O, M> {
  const strategy = fairStrategy(module, variantText, name);
  if (strategy === undefined) throw new Error(`no fair player "${name}" for ${module.id}`);
  return { name: strategy.name, strategy };
}

/** Whether a name is a fair player of the game (or `best`). */
export function isFairPlayer<S, M, O, V>(module: Game<S, M, O, V>, variantText: string, name: string): boolean {
  return fairStrategy(module, variantText, name) !== undefined;
}

/**
 * The player for playouts: the one asked for (`best` by default) when it is fast enough, else
 * the strongest fast player, naming the one it stands in for. A player named explicitly (not
 * `best`) is always used as asked.
 */
export function samplingPlayer<S, M, O, V>(module: Game<S, M, O, V>, variantText: string, name: string = BEST): SamplingPlayer<O, M> {
  const wanted = fairPlayer(module, variantText, name);
  // Each game says which players are fast enough for playouts (its `coach` settings, src/registry/).
  const fast = module.coach.fastEnoughUnder[variantText] ?? module.coach.fastEnough;
  if (name !== BEST || fast.includes(wanted.name)) return wanted;
  for (const f of fast) {
    const real = resolveStrategy(module.id, variantText, f);
    const s = fairStrategy(module, variantText, real);
    if (s !== undefined) return { name: s.name, strategy: s, insteadOf: wanted.name };
  }
  return wanted;
}

/**
 * Plays a full position out with a fair player (it is handed the observation and the legal moves
 * only) and returns the final position. `null` from the player stops the game where it is.
 */
export function playOut<S, M, O, V>(module: Game<S, M, O, V>, player: NamedPlayer<O, M>, state: S, rng: Rng): S {
  const rules = module.rules;
  let s = state;
  for (let n = 0; ; n++) {
    const legal = rules.legalMoves(s);
    if (legal.length === 0) return s;
    const m = player.strategy.choose(rules.observe(s) as O & TaggedObservation, legal, rng);
    if (m === null) return s;
    if (n > MOVE_LIMIT) throw new Error(`player ${player.name} made more than ${MOVE_LIMIT} moves`);
    s = rules.applyMove(s, m);
  }
}

/** A playout made one move at a time, so a caller can stop between moves (a worker's time slice). */
export class Playout<S, M, O, V> {
  private moves = 0;
  private over = false;

  constructor(
    private readonly module: Game<S, M, O, V>,
    private readonly player: NamedPlayer<O, M>,
    public state: S,
    private readonly rng: Rng,
  ) {}

  get done(): boolean {
    return this.over;
  }

  /** Makes one move; returns false once the game is over (or the player stopped). */
  step(): boolean {
    if (this.over) return false;
    const rules = this.module.rules;
    const legal = rules.legalMoves(this.state);
    const m = legal.length === 0 ? null : this.player.strategy.choose(rules.observe(this.state) as O & TaggedObservation, legal, this.rng);
    if (m === null) {
      this.over = true;
      return false;
    }
    if (++this.moves > MOVE_LIMIT) throw new Error(`player ${this.player.name} made more than ${MOVE_LIMIT} moves`);
    this.state = rules.applyMove(this.state, m);
    return true;
  }
}
