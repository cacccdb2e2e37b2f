// A third game that exists only in the tests, to show that a game is its own folder and one entry
// in the list: "Pairs". The whole deck is the stock; turn cards one at a time onto a waste pile, and
// take the top two waste cards away when they are a pair (the same rank; under `same-colour`, also
// the same colour). Taking a pair is a choice: turning first may make a better pair. The game ends
// when no move is left; it is won when every card is taken away. Score: cards taken away.
//
// It is written against the engine's interfaces only (GameRules, GameModule, Game) and never
// touches a file outside this folder, as a real game's folders would not.

import { type Card, isRed, rankOf } from '../../core/cards.js';
import type { Deal, DealShape } from '../../core/deal.js';
import type { GameId, GameRules } from '../../core/game.js';
import { cardArg, type Catalogue, msg } from '../../core/i18n.js';
import { type MoveZones, type Presentation, type TableLayout, zoneRef } from '../../core/present.js';
import { asciiLower, err, ok, parseError } from '../../core/result.js';
import { formatVariantText, parseVariantText, type VariantSchema } from '../../core/variant.js';
import { deckSize, type GameModule } from '../../games/module.js';
import type { Game } from '../../registry/types.js';
import type { SolveGoal, SolveOptions, SolveResult, Solver } from '../../solve/types.js';
import type { Strategy, TaggedObservation } from '../../strategy/types.js';

/** Not one of the ids core knows (declaring it would make the real lists incomplete): a test's id. */
export const PAIRS_ID = 'pairs' as GameId;

export interface PairsVariant {
  readonly sameColour: boolean;
}
export interface PairsState {
  readonly kind: 'pairs-state';
  readonly variant: PairsVariant;
  readonly deal: Deal;
  readonly next: number;
  /** Bottom to top. */
  readonly waste: readonly Card[];
  /** In the order they were taken away. */
  readonly gone: readonly Card[];
}
export type PairsMove = { readonly type: 'turn' } | { readonly type: 'pair' };
export interface PairsObservation {
  readonly kind: 'pairs-observation';
  readonly variant: PairsVariant;
  readonly waste: readonly Card[];
  readonly gone: readonly Card[];
  readonly stockCount: number;
  readonly unseen: readonly Card[];
}

const TURN: PairsMove = { type: 'turn' };
const PAIR: PairsMove = { type: 'pair' };
const SHAPE: DealShape = { jokers: 0 };

export const PAIRS_VARIANTS: VariantSchema<PairsVariant> = {
  game: PAIRS_ID,
  defaultVariant: { sameColour: false },
  defaultNames: ['standard'],
  options: [
    {
      kind: 'flag',
      name: 'same-colour',
      field: 'sameColour',
      words: {
        en: { label: 'Same colour', description: 'A pair must also be of one colour.' },
        nb: { label: 'Samme farge', description: 'Et par må også ha samme farge.' },
        sv: { label: 'Samma färg', description: 'Ett par måste också ha samma färg.' },
        da: { label: 'Samme farve', description: 'Et par skal også have samme farve.' },
      },
    },
  ],
};

function pairOnTop(s: { readonly variant: PairsVariant; readonly waste: readonly Card[] }): boolean {
  const a = s.waste.at(-1);
  const b = s.waste.at(-2);
  return a !== undefined && b !== undefined && rankOf(a) === rankOf(b) && (!s.variant.sameColour || isRed(a) === isRed(b));
}

function legalMoves(s: PairsState): PairsMove[] {
  const out: PairsMove[] = [];
  if (pairOnTop(s)) out.push(PAIR);
  if (s.next < s.deal.length) out.push(TURN);
  return out;
}

const isLegal = (s: PairsState, m: PairsMove): boolean => legalMoves(s).some((l) => l.type === m.type);

export const pairs: GameRules<PairsState, PairsMove, PairsObservation, PairsVariant> = {
  id: PAIRS_ID,
  title: 'Pairs',
  defaultVariant: PAIRS_VARIANTS.defaultVariant,
  parseVariant: (text) => parseVariantText(PAIRS_VARIANTS, text),
  formatVariant: (v) => formatVariantText(PAIRS_VARIANTS, v),
  mainVariants: [{ sameColour: false }, { sameColour: true }],
  dealShape: () => SHAPE,
  start: (deal, variant) => ({ kind: 'pairs-state', variant, deal, next: 0, waste: [], gone: [] }),
  legalMoves,
  isLegal,
  applyMove(s, m) {
    if (!isLegal(s, m)) throw new Error(`illegal move "${m.type}"`);
    if (m.type === 'turn') return { ...s, next: s.next + 1, waste: [...s.waste, s.deal[s.next] as Card] };
    return { ...s, waste: s.waste.slice(0, -2), gone: [...s.gone, ...s.waste.slice(-2)] };
  },
  isTerminal: (s) => legalMoves(s).length === 0,
  isWon: (s) => s.gone.length === s.deal.length,
  score: (s) => s.gone.length,
  higherIsBetter: true,
  cardsLeft: (s) => s.deal.length - s.gone.length,
  observe: (s) => ({
    kind: 'pairs-observation',
    variant: s.variant,
    waste: s.waste,
    gone: s.gone,
    stockCount: s.deal.length - s.next,
    unseen: s.deal.slice(s.next).sort((a, b) => a - b),
  }),
  formatMove: (m) => (m.type === 'turn' ? 't' : 'p'),
  parseMove(text, state) {
    const t = asciiLower(text.trim());
    const m = t === 't' ? TURN : t === 'p' ? PAIR : undefined;
    if (m === undefined) return err(parseError('ERR_MOVE', `"${text}" is not a move (t turns a card, p takes a pair)`, { token: text }));
    if (state !== undefined && !isLegal(state, m)) return err(parseError('ERR_ILLEGAL', m.type === 'turn' ? 'the stock is empty' : 'the top two waste cards are not a pair', { token: text }));
    return ok(m);
  },
  key: (s) => `${s.next}|${s.waste.join(',')}`,
  dealOf: (s) => s.deal,
  variantOf: (s) => s.variant,
};

const WORDS: Catalogue = {
  en: {
    'pairs.stock': 'Stock',
    'pairs.waste': 'Waste',
    'pairs.gone': 'Taken away',
    'pairs.turn': 'Turn',
    'pairs.left': '{n} in the stock',
    'pairs.pair': 'pair {a} {b}',
    'pairs.doTurn': 'turn a card onto the waste',
    'pairs.doPair': 'take away {a} and {b}',
    'pairs.take': 'Take away',
    'pairs.turned': 'turned {card}',
    'pairs.taken': 'took away {a} and {b}',
    'pairs.noStock': 'the stock is empty',
    'pairs.noPair': 'the top two waste cards are not a pair',
    'pairs.won': 'Won: every card taken away.',
    'pairs.lost': 'Over: {n} {n|card|cards} left.',
    'pairs.score': 'score {n} (cards taken away)',
    'pairs.line': '{score} cards taken away, {left} left',
  },
  nb: {
    'pairs.stock': 'Bunke',
    'pairs.waste': 'Kasse',
    'pairs.gone': 'Tatt bort',
    'pairs.turn': 'Snu',
    'pairs.left': '{n} i bunken',
    'pairs.pair': 'par {a} {b}',
    'pairs.doTurn': 'snu et kort over på kassen',
    'pairs.doPair': 'ta bort {a} og {b}',
    'pairs.take': 'Ta bort',
    'pairs.turned': 'snudde {card}',
    'pairs.taken': 'tok bort {a} og {b}',
    'pairs.noStock': 'bunken er tom',
    'pairs.noPair': 'de to øverste kortene i kassen er ikke et par',
    'pairs.won': 'Vunnet: alle kort er tatt bort.',
    'pairs.lost': 'Slutt: {n} {n|kort|kort} igjen.',
    'pairs.score': 'poeng {n} (kort tatt bort)',
    'pairs.line': '{score} kort tatt bort, {left} igjen',
  },
  sv: {
    'pairs.stock': 'Talong',
    'pairs.waste': 'Slasktopp',
    'pairs.gone': 'Bortlagda',
    'pairs.turn': 'Vänd',
    'pairs.left': '{n} i talongen',
    'pairs.pair': 'par {a} {b}',
    'pairs.doTurn': 'vänd ett kort till slasktoppen',
    'pairs.doPair': 'lägg bort {a} och {b}',
    'pairs.take': 'Lägg bort',
    'pairs.turned': 'vände {card}',
    'pairs.taken': 'lade bort {a} och {b}',
    'pairs.noStock': 'talongen är tom',
    'pairs.noPair': 'de två översta korten i slasktoppen är inget par',
    'pairs.won': 'Vunnet: alla kort bortlagda.',
    'pairs.lost': 'Slut: {n} {n|kort|kort} kvar.',
    'pairs.score': 'poäng {n} (bortlagda kort)',
    'pairs.line': '{score} kort bortlagda, {left} kvar',
  },
  da: {
    'pairs.stock': 'Talon',
    'pairs.waste': 'Affald',
    'pairs.gone': 'Fjernet',
    'pairs.turn': 'Vend',
    'pairs.left': '{n} i talonen',
    'pairs.pair': 'par {a} {b}',
    'pairs.doTurn': 'vend et kort over på affaldet',
    'pairs.doPair': 'fjern {a} og {b}',
    'pairs.take': 'Fjern',
    'pairs.turned': 'vendte {card}',
    'pairs.taken': 'fjernede {a} og {b}',
    'pairs.noStock': 'talonen er tom',
    'pairs.noPair': 'de to øverste kort på affaldet er ikke et par',
    'pairs.won': 'Vundet: alle kort er fjernet.',
    'pairs.lost': 'Slut: {n} {n|kort|kort} tilbage.',
    'pairs.score': 'point {n} (kort fjernet)',
    'pairs.line': '{score} kort fjernet, {left} tilbage',
  },
};

const topTwo = (o: PairsObservation): { a: ReturnType<typeof cardArg>; b: ReturnType<typeof cardArg> } => ({ a: cardArg(o.waste.at(-2) ?? 0), b: cardArg(o.waste.at(-1) ?? 0) });
const ZONES: Readonly<Record<PairsMove['type'], MoveZones>> = {
  turn: { from: zoneRef('stock'), to: zoneRef('waste') },
  pair: { from: zoneRef('waste'), to: zoneRef('discards') },
};

const present: Presentation<PairsMove, PairsObservation, PairsVariant> = {
  messages: WORDS,
  layout: (o): TableLayout => ({
    rows: [
      [
        { ref: zoneRef('stock'), name: msg('pairs.stock'), cards: [], count: o.stockCount, show: 'count' },
        { ref: zoneRef('waste'), name: msg('pairs.waste'), cards: o.waste, count: o.waste.length, show: 'fan' },
        { ref: zoneRef('discards'), name: msg('pairs.gone'), cards: o.gone, count: o.gone.length, show: 'top' },
      ],
    ],
  }),
  stockMove: TURN,
  stockButton: msg('pairs.turn'),
  zonesOf: (m) => ZONES[m.type],
  primaryMove: (z) => (z.kind === 'stock' ? TURN : z.kind === 'waste' ? PAIR : undefined),
  hasForcedMoves: false,
  autoDefault: () => false,
  forcedMove: () => undefined,
  label: (o, m) => (m.type === 'turn' ? msg('pairs.left', { n: o.stockCount }) : msg('pairs.pair', topTwo(o))),
  describe: (o, m) => (m.type === 'turn' ? msg('pairs.doTurn') : msg('pairs.doPair', topTwo(o))),
  targetLabel: (_o, m) => (m.type === 'turn' ? msg('pairs.turn') : msg('pairs.take')),
  done: (before, after, m) => (m.type === 'turn' ? msg('pairs.turned', { card: cardArg(after.waste.at(-1) ?? 0) }) : msg('pairs.taken', topTwo(before))),
  whyIllegal: (_v, m) => (m.type === 'turn' ? msg('pairs.noStock') : msg('pairs.noPair')),
  verdict: (o) => (o.waste.length === 0 && o.stockCount === 0 ? msg('pairs.won') : msg('pairs.lost', { n: o.waste.length + o.stockCount })),
  scoreName: (n) => msg('pairs.score', { n }),
  scoreLine: (o) => msg('pairs.line', { score: o.gone.length, left: o.waste.length + o.stockCount }),
  isLocked: () => false,
  notes: () => [],
};

export const PAIRS_MODULE: GameModule<PairsState, PairsMove, PairsObservation, PairsVariant> = {
  id: PAIRS_ID,
  rules: pairs,
  variants: PAIRS_VARIANTS,
  present,
  everyMove: () => [PAIR, TURN],
  dealLayout: { cards: deckSize, laidOut: 0 },
  unseen: (o) => o.unseen,
  // The cards seen, in an order that gives the same waste and the same cards taken away.
  withStock: (o, stock) => ({ kind: 'pairs-state', variant: o.variant, deal: [...o.gone, ...o.waste, ...stock], next: o.gone.length + o.waste.length, waste: o.waste, gone: o.gone }),
  help: {
    rules: ['Turn the stock onto the waste one card at a time; take away the top two waste cards when they are a pair.', 'Won when every card is taken away.'],
    moves: ['t  turn a card', 'p  take away the pair on top of the waste'],
    example: 't t p',
  },
  report: { title: 'Pairs', score: 'score (cards taken away, higher is better)', cardsLeft: 'cards left:', leftName: 'cards left', axis: 'cards left', ruleSets: [{ variant: PAIRS_ID, title: 'Standard', main: true }], successors: [] },
  aliases: ['pairs patience'],
};

/**
 * The exact solver with the stock known: a depth-first search over every line, each position
 * settled once (by its key), the best score first; within `maxStates` positions or `unknown`.
 */
class PairsSolver implements Solver<PairsMove> {
  done = false;
  private readonly memo = new Map<string, { score: number; move?: PairsMove }>();
  private states = 0;
  private ms = 0;
  constructor(
    private readonly start: PairsState,
    private readonly goal: SolveGoal,
  ) {}

  run(opts: SolveOptions = {}): SolveResult<PairsMove> {
    const t0 = Date.now();
    const limit = this.states + (opts.maxStates ?? 2_000_000);
    const whole = this.start.deal.length;
    const best = (s: PairsState): number | undefined => {
      const k = pairs.key(s);
      const known = this.memo.get(k);
      if (known !== undefined) return known.score;
      if (++this.states > limit || opts.signal?.aborted) return undefined;
      let top = s.gone.length;
      let move: PairsMove | undefined;
      for (const m of legalMoves(s)) {
        const v = best(pairs.applyMove(s, m));
        if (v === undefined) return undefined;
        if (move === undefined || v > top) [top, move] = [v, m];
        if (this.goal === 'win' && top === whole) break;
      }
      this.memo.set(k, move === undefined ? { score: top } : { score: top, move });
      return top;
    };
    const score = best(this.start);
    this.ms += Date.now() - t0;
    if (score === undefined) return { verdict: 'unknown', winnable: false, bestScore: this.start.gone.length, moves: [], states: this.states, ms: this.ms };
    this.done = true;
    const moves: PairsMove[] = [];
    for (let s = this.start, m = this.memo.get(pairs.key(s))?.move; m !== undefined; m = this.memo.get(pairs.key(s))?.move) {
      moves.push(m);
      s = pairs.applyMove(s, m);
    }
    const won = score === whole;
    return { verdict: won ? 'solved' : 'unsolvable', winnable: won, bestScore: score, moves, states: this.states, ms: this.ms };
  }
}

type PairsSeen = PairsObservation & TaggedObservation;
const fair = (name: string, takeFirst: boolean, description: string): Strategy<PairsSeen, PairsMove> => ({
  name,
  description,
  cost: 'cheap',
  deterministic: true,
  choose: (_o, legal) => (takeFirst ? legal[0] : legal.at(-1)) ?? null,
});

export const PAIRS: Game<PairsState, PairsMove, PairsObservation, PairsVariant> = {
  ...PAIRS_MODULE,
  solver: {
    solve: (s, opts, goal = 'best') => new PairsSolver(s, goal).run(opts),
    create: (s, goal) => new PairsSolver(s, goal),
    lineHints: { movesNeeded: (s, gone) => Math.ceil(gone / 2) + s.deal.length - s.next, rank: (m) => (m.type === 'pair' ? 0 : 1) },
  },
  players: {
    fair: [fair('turn-first', false, 'Turns while the stock lasts, then takes the pairs it can.'), fair('take-first', true, 'Takes every pair as soon as it shows.')],
    clairvoyant: {
      name: 'clairvoyant',
      description: 'Not a player: the exact solver with the stock known.',
      cost: 'cheap',
      play(s) {
        const r = new PairsSolver(s, 'best').run();
        return { verdict: r.verdict, score: r.bestScore, moves: r.moves.map(pairs.formatMove), won: r.winnable, cardsLeft: s.deal.length - r.bestScore };
      },
    },
    strongest: { fallback: 'take-first', byVariant: {} },
  },
  ends: {
    scoreRange: (cards) => [0, cards],
    problem: (cards, score, won, left) => (score + left !== cards ? 'score and cards left must add up to the deck' : won !== (left === 0) ? 'a win takes every card away' : score % 2 !== 0 ? 'cards go in pairs' : undefined),
  },
  coach: { fastEnough: ['take-first'], fastEnoughUnder: {} },
};
