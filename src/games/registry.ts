// The one place that lists the games (as OpenSpiel registers each game by name once). Each entry
// bundles a game's rules, its variants as data, its presentation and its deal shape; everything
// else dispatches on a game id through here (`withGame`), so adding a game touches its own
// folder and this file.

import type { Card } from '../core/cards.js';
import type { Deal, DealShape } from '../core/deal.js';
import type { GameId, GameRules } from '../core/game.js';
import type { Catalogue } from '../core/i18n.js';
import type { Presentation } from '../core/present.js';
import { asciiLower, err, ok, parseError, type Result } from '../core/result.js';
import type { VariantSchema } from '../core/variant.js';
import { acesUp, type AcesUpMove, type AcesUpObservation, type AcesUpState, type AcesUpVariant, stateFromAcesUpObservation } from './acesup/index.js';
import { ACESUP_HELP } from './acesup/notation.js';
import { acesUpPresent, everyAcesUpMove } from './acesup/present.js';
import { ACESUP_VARIANTS } from './acesup/variant.js';
import { golf, type GolfMove, type GolfObservation, type GolfState, type GolfVariant, stateFromGolfObservation } from './golf/index.js';
import { GOLF_HELP } from './golf/notation.js';
import { everyGolfMove, golfPresent } from './golf/present.js';
import { reshuffledHole } from './golf/round.js';
import { GOLF_VARIANTS } from './golf/variant.js';

export { acesUp, golf };
/** Each game's whole module, for the library's users (`import { acesup } from 'kabal'`). */
export * as acesup from './acesup/index.js';
export * as golfRules from './golf/index.js';

/** How a game's deal is laid out, for help pages and deal-entry dialogs. */
export interface DealLayout {
  /** Cards in the deal for a variant (52, or more with jokers). */
  readonly cards: (shape: DealShape) => number;
  /** How many of the first cards are laid out at the start (the rest is the stock). */
  readonly laidOut: number;
}

/** Everything about one game. */
export interface GameModule<S, M, O, V> {
  readonly id: GameId;
  readonly rules: GameRules<S, M, O, V>;
  /** The variant options as data: flags and choices, what each implies, their words. */
  readonly variants: VariantSchema<V>;
  /** How the game looks and reads on screen (zones, targets, messages). */
  readonly present: Presentation<M, O, V>;
  /** Every well-formed move, legal or not: for conformance tests and fuzzers. */
  readonly everyMove: () => readonly M[];
  /** The deal's shape (its jokers) for a variant, and how it is laid out. */
  readonly dealShape: (variant: V) => DealShape;
  readonly dealLayout: DealLayout;
  /** Whether the game is played in rounds of several deals (Golf's nine holes). */
  readonly hasRounds: boolean;
  /** The same cards in a new, reproducible order, for a layout that cannot be won (present.isLocked). */
  readonly reshuffle?: (deal: Deal, hole: number, attempt: number) => Deal;
  /**
   * Rules whose every win is a legal win under `variant` too, and that the solver settles faster
   * (Aces Up free-discards: the same options with compulsory discards). Proofs that a deal can be
   * won (src/deals) use it; absent: the variant itself.
   */
  readonly proofVariant?: (variant: V) => V;
  /** The cards a player has not seen yet (the stock as a set, sorted), from the observation. */
  unseen(obs: O): readonly Card[];
  /** A full state that looks like `obs`, with `stock` (an order of the unseen cards) as its stock: for play over sampled stock orders. */
  withStock(obs: O, stock: readonly Card[]): S;
  /** The rules in short, the move notation and an example line, for the terminal's help page (English). */
  readonly help: { readonly rules: readonly string[]; readonly moves: readonly string[]; readonly example: string };
  /** How the simulator's reports name the game and its figures (English). */
  readonly report: GameReportWords;
}

/** The words of a simulation report for one game. */
export interface GameReportWords {
  readonly title: string;
  /** What the score is and which way is better. */
  readonly score: string;
  /** The label of the cards-left line, padded to the report's column. */
  readonly cardsLeft: string;
  /** The plot's x axis. */
  readonly axis: string;
}

const deckSize = (shape: DealShape): number => 52 + shape.jokers;

export const ACESUP_MODULE: GameModule<AcesUpState, AcesUpMove, AcesUpObservation, AcesUpVariant> = {
  id: 'acesup',
  rules: acesUp,
  variants: ACESUP_VARIANTS,
  present: acesUpPresent,
  everyMove: everyAcesUpMove,
  dealShape: acesUp.dealShape,
  dealLayout: { cards: deckSize, laidOut: 4 },
  hasRounds: false,
  proofVariant: (v) => (v.freeDiscards ? Object.freeze({ ...v, freeDiscards: false }) : v),
  unseen: (obs) => obs.unseen,
  withStock: stateFromAcesUpObservation,
  help: ACESUP_HELP,
  report: {
    title: 'Aces Up',
    score: 'score (cards discarded, higher is better)',
    cardsLeft: 'cards left:  ',
    axis: 'score: cards discarded (48 = won)',
  },
};

export const GOLF_MODULE: GameModule<GolfState, GolfMove, GolfObservation, GolfVariant> = {
  id: 'golf',
  rules: golf,
  variants: GOLF_VARIANTS,
  present: golfPresent,
  everyMove: everyGolfMove,
  dealShape: golf.dealShape,
  dealLayout: { cards: deckSize, laidOut: 35 },
  hasRounds: true,
  reshuffle: reshuffledHole,
  unseen: (obs) => obs.unseen,
  withStock: stateFromGolfObservation,
  help: GOLF_HELP,
  report: {
    title: 'Golf',
    score: 'score (hole score, lower is better)',
    cardsLeft: 'tableau left:',
    axis: 'hole score: cards left in the tableau (0 or less = won)',
  },
};

/** A function written once for every game. */
export type GameFn<R> = <S, M, O, V>(game: GameModule<S, M, O, V>) => R;

/** A module with a way to call a generic function on it, keeping its own type parameters. */
function entry<S, M, O, V>(module: GameModule<S, M, O, V>) {
  return { module, run: <R>(f: GameFn<R>): R => f(module) };
}

/** The games, by id. `satisfies` makes sure every id core knows has exactly one module. */
const GAMES = {
  acesup: entry(ACESUP_MODULE),
  golf: entry(GOLF_MODULE),
} as const satisfies Record<GameId, unknown>;

/** The game ids in the order menus list them. */
export const GAME_IDS: readonly GameId[] = Object.freeze(Object.keys(GAMES) as GameId[]);

/** Any game's module, for code that handles every game the same way. */
export type AnyGameModule = (typeof GAMES)[GameId]['module'];

/** Any game's rules. */
export type AnyRules = AnyGameModule['rules'];

/** Other names people use for the games (in the four languages). */
const ALIASES: ReadonlyMap<string, GameId> = new Map<string, GameId>([
  ['acesup', 'acesup'],
  ['aces-up', 'acesup'],
  ['idiot', 'acesup'],
  ['idiotkabal', 'acesup'],
  ['idioten', 'acesup'],
  ['idiotkabale', 'acesup'],
  ['golf', 'golf'],
]);

/**
 * Parses a game's name. Names are looked up in a Map, never as properties of an object, so
 * `__proto__`, `constructor` or `toString` are unknown games like any other word.
 */
export function parseGameId(text: string): Result<GameId> {
  const id = ALIASES.get(asciiLower(text.trim()));
  if (id !== undefined) return ok(id);
  const shown = text.length > 40 ? `${text.slice(0, 37)}…` : text;
  return err(parseError('ERR_GAME', `unknown game "${shown}" (use ${GAME_IDS.join(' or ')})`, { token: text }));
}

/** A game's module by id (the id is trusted: parse text with parseGameId first). */
export function gameModule(id: GameId): AnyGameModule {
  return entryOf(id).module;
}

function entryOf(id: GameId): (typeof GAMES)[GameId] {
  if (!Object.hasOwn(GAMES, id)) throw new Error(`no game "${String(id)}"`);
  return GAMES[id];
}

export function rulesFor(id: GameId): AnyRules {
  return gameModule(id).rules;
}

/** The module whose rules these are (the rules objects of the registry are the only ones there are). */
export function moduleOf<S, M, O, V>(rules: GameRules<S, M, O, V>): GameModule<S, M, O, V> {
  const m = gameModule(rules.id);
  if ((m.rules as unknown) !== rules) throw new Error(`the rules of "${rules.id}" are not the registry's`);
  return m as unknown as GameModule<S, M, O, V>;
}

/** Runs a generic function with a game's module, so code written once serves every game. */
export function withGame<R>(id: GameId, f: GameFn<R>): R {
  return entryOf(id).run(f);
}

/** Every game's message texts, for a front end that shows any game. */
export const GAME_MESSAGES: readonly Catalogue[] = GAME_IDS.map((id) => gameModule(id).present.messages);
