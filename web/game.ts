// The game the app is showing, with its bookkeeping: the session (moves, undo, redo), its id, the
// Golf round it belongs to, and saving and counting results in the store. No Preact here, so it
// can be driven from tests; the App re-renders after each call.

import { type Deal, dealFromNumber, formatDeal, parseDeal } from '../src/core/deal.js';
import type { GameId } from '../src/core/game.js';
import { acesUp, golf } from '../src/games/index.js';
import { isLockedGolf, reshuffledHole } from '../src/games/golf/index.js';
import { formatLink } from './link.js';
import { type CurrentSave, type GameResult, type RoundState, SAVE_VERSION } from './records.js';
import { type AnySession, newSession, Session, type SessionOptions } from './session.js';
import type { Store } from './store.js';

export interface GameSpec {
  readonly game: GameId;
  readonly variant: string;
  readonly deal: Deal;
  readonly number?: number | undefined;
}

export function randomDealNumber(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] ?? 0;
}

export function numberedSpec(game: GameId, variant: string, n: number): GameSpec {
  if (game === 'acesup') {
    const v = acesUp.parseVariant(variant);
    if (!v.ok) throw new Error(v.error.message);
    return { game, variant: acesUp.formatVariant(v.value), deal: numbered(n, v.value.jokers ? 2 : 0), number: n };
  }
  const v = golf.parseVariant(variant);
  if (!v.ok) throw new Error(v.error.message);
  return { game, variant: golf.formatVariant(v.value), deal: numbered(n, v.value.jokers), number: n };
}

function numbered(n: number, jokers: 0 | 1 | 2): Deal {
  return dealFromNumber(n, { jokers });
}

function newId(): string {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return `${Date.now().toString(36)}-${(a[0] ?? 0).toString(36)}${(a[1] ?? 0).toString(36)}`;
}

export interface GameEvents {
  /** A game ended and was counted (or a Golf round finished). */
  onRecorded?: () => void;
  onSaved?: (position: number) => void;
  onError?: (message: string) => void;
}

export class GameController {
  current: AnySession;
  id: string;
  startedAt: number;
  recorded: boolean;
  round: RoundState | undefined;
  hole: number;
  reshuffles: number;
  /** The last Golf round finished (shown on the end panel). */
  lastRound: RoundState | undefined;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    readonly store: Store | undefined,
    private options: SessionOptions,
    spec: GameSpec,
    private readonly events: GameEvents = {},
  ) {
    this.current = newSession(spec.game, spec.variant, spec.deal, spec.number, options);
    this.id = newId();
    this.startedAt = Date.now();
    this.recorded = false;
    this.round = spec.game === 'golf' ? { variant: this.current.s.variantText, first: spec.number ?? null, scores: [] } : undefined;
    this.hole = 0;
    this.reshuffles = 0;
  }

  /** Brings back a saved game (already checked by records.checkCurrent). */
  static restore(store: Store | undefined, options: SessionOptions, save: CurrentSave, events: GameEvents = {}): GameController {
    const snap = save.snapshot;
    const spec = specFromText(snap.game, snap.variant, snap.deal, snap.number);
    const g = new GameController(store, options, spec, events);
    if (spec.game === 'acesup') {
      const v = acesUp.parseVariant(spec.variant);
      if (!v.ok) throw new Error(v.error.message);
      g.current = { game: 'acesup', s: Session.restore(acesUp, spec.deal, v.value, snap, options) };
    } else {
      const v = golf.parseVariant(spec.variant);
      if (!v.ok) throw new Error(v.error.message);
      g.current = { game: 'golf', s: Session.restore(golf, spec.deal, v.value, snap, options) };
    }
    g.id = save.id;
    g.startedAt = save.startedAt;
    g.recorded = save.recorded;
    g.round = spec.game === 'golf' ? (save.round ?? { variant: spec.variant, first: spec.number ?? null, scores: [] }) : undefined;
    g.hole = save.hole ?? 0;
    g.reshuffles = save.reshuffles ?? 0;
    return g;
  }

  get game(): GameId {
    return this.current.game;
  }
  get spec(): GameSpec {
    const s = this.current.s;
    return { game: this.current.game, variant: s.variantText, deal: s.deal, number: s.number };
  }
  get link(): string {
    return formatLink(this.spec, formatDeal);
  }
  get over(): boolean {
    return this.current.s.over;
  }
  get locked(): boolean {
    return this.current.game === 'golf' && isLockedGolf(this.current.s.state);
  }

  sameGame(spec: GameSpec): boolean {
    const s = this.spec;
    return s.game === spec.game && s.variant === spec.variant && formatDeal(s.deal) === formatDeal(spec.deal);
  }

  setOptions(options: SessionOptions): void {
    this.options = options;
    this.current.s.setOptions(options);
    this.afterChange();
  }

  snapshot(): CurrentSave {
    return {
      version: SAVE_VERSION,
      id: this.id,
      startedAt: this.startedAt,
      recorded: this.recorded,
      snapshot: this.current.s.snapshot(),
      ...(this.round ? { round: this.round, hole: this.hole } : {}),
      reshuffles: this.reshuffles,
    };
  }

  /** Call after every change: counts a finished game once, then saves. */
  afterChange(): void {
    if (this.over && !this.recorded) {
      this.recorded = true;
      const result = this.result(false);
      let finishedRound: RoundState | undefined;
      if (this.round && this.round.scores.length === this.hole) {
        this.round = { ...this.round, scores: [...this.round.scores, result.score] };
        if (this.round.scores.length === 9) finishedRound = this.round;
      }
      this.enqueue(async () => {
        if (!this.store) return;
        await this.store.addResult(result);
        if (finishedRound) {
          const par = golf.parseVariant(finishedRound.variant);
          await this.store.addRound({
            variant: finishedRound.variant,
            scores: finishedRound.scores,
            total: finishedRound.scores.reduce((a, b) => a + b, 0),
            par: par.ok ? par.value.par : 45,
            endedAt: Date.now(),
          });
        }
        this.events.onRecorded?.();
      });
      if (finishedRound) this.lastRound = finishedRound;
    }
    this.save();
  }

  private enqueue(job: () => Promise<void>): void {
    this.saving = this.saving.then(job).catch((e: unknown) => this.events.onError?.(e instanceof Error ? e.message : String(e)));
  }

  save(): void {
    const snap = this.snapshot();
    const position = this.current.s.position;
    this.enqueue(async () => {
      if (this.store) await this.store.saveCurrent(snap);
      this.events.onSaved?.(position);
    });
  }

  /** Waits until every pending write is done (tests, page hide). */
  flush(): Promise<void> {
    return this.saving;
  }

  private result(abandoned: boolean): GameResult {
    const c = this.current;
    const rec = c.s.record();
    const { score, won, cardsLeft } = c.game === 'acesup' ? measure(c.s) : measure(c.s);
    return {
      id: this.id,
      game: rec.game,
      variant: rec.variant,
      deal: rec.deal,
      ...(rec.number === undefined ? {} : { number: rec.number }),
      moves: rec.moves,
      score,
      won: won && !abandoned,
      cardsLeft,
      endedAt: Date.now(),
      abandoned,
    };
  }

  /** Leaving a game the player has started: it counts as played and not won. */
  private abandon(): void {
    if (this.recorded || this.current.s.playerMoves === 0) return;
    this.recorded = true;
    const result = this.result(true);
    this.enqueue(async () => {
      if (this.store) await this.store.addResult(result);
      this.events.onRecorded?.();
    });
  }

  private replace(spec: GameSpec): void {
    this.current = newSession(spec.game, spec.variant, spec.deal, spec.number, this.options);
    this.id = newId();
    this.startedAt = Date.now();
    this.recorded = false;
  }

  /** A new game: Aces Up starts afresh; Golf starts a new nine-hole round at hole 1. */
  start(spec: GameSpec): void {
    this.abandon();
    this.replace(spec);
    this.round = spec.game === 'golf' ? { variant: spec.variant, first: spec.number ?? null, scores: [] } : undefined;
    this.hole = 0;
    this.reshuffles = 0;
    this.lastRound = undefined;
    this.afterChange();
  }

  /** Golf: the next hole of the round (a new round after nine). */
  nextHole(): void {
    if (this.current.game !== 'golf' || !this.round) return;
    if (this.round.scores.length >= 9) {
      this.start(numberedSpec('golf', this.round.variant, randomDealNumber()));
      return;
    }
    const hole = this.round.scores.length;
    const n = this.round.first === null ? randomDealNumber() : (this.round.first + hole) >>> 0;
    this.abandon();
    this.replace(numberedSpec('golf', this.round.variant, n));
    this.hole = hole;
    this.reshuffles = 0;
    this.afterChange();
  }

  /** Golf: the same hole's cards shuffled again (for a locked layout). Not counted as a game. */
  reshuffle(): void {
    if (this.current.game !== 'golf') return;
    const attempt = this.reshuffles + 1;
    const deal = reshuffledHole(this.current.s.deal, this.hole, attempt);
    this.replace({ game: 'golf', variant: this.current.s.variantText, deal });
    this.reshuffles = attempt;
    this.afterChange();
  }

  /** The same deal from the start. A finished game's replay counts as a new game. */
  restart(): void {
    if (this.recorded) {
      const spec = this.spec;
      this.replace(spec);
    } else this.current.s.restart();
    this.afterChange();
  }
}

/** The engine's score, win and cards left for a session's current position. */
function measure<S, M, O, V>(s: Session<S, M, O, V>): { score: number; won: boolean; cardsLeft: number } {
  return { score: s.rules.score(s.state), won: s.rules.isWon(s.state), cardsLeft: s.rules.cardsLeft(s.state) };
}

/** Builds a spec from stored texts (already validated). */
export function specFromText(game: GameId, variant: string, dealText: string, number: number | undefined): GameSpec {
  const shape = game === 'acesup' ? acesUpShape(variant) : golfShape(variant);
  const d = parseDeal(dealText, shape);
  if (!d.ok) throw new Error(d.error.message);
  return { game, variant, deal: d.value, number };
}

function acesUpShape(variant: string): { jokers: 0 | 1 | 2 } {
  const v = acesUp.parseVariant(variant);
  if (!v.ok) throw new Error(v.error.message);
  return acesUp.dealShape(v.value);
}
function golfShape(variant: string): { jokers: 0 | 1 | 2 } {
  const v = golf.parseVariant(variant);
  if (!v.ok) throw new Error(v.error.message);
  return golf.dealShape(v.value);
}
