// One game as the app plays it, typed by its game: the WebGame, the deal in play (a Session) and,
// for a game played in rounds, the round and the hole. The controller holds it through AnyPlay,
// which names no state or move type, so the controller and the components are written once.

import { h, type JSX } from 'preact';
import type { Deal } from '../src/core/deal.js';
import type { GameId, GameRecord } from '../src/core/game.js';
import { replay } from '../src/core/history.js';
import { unwrap } from '../src/core/result.js';
import { numberedDeal } from '../src/games/index.js';
import type { Message } from './i18n.js';
import type { Round, WebGame } from './games/types.js';
import { type ForcedMove, type Made, Session, type SessionSnapshot } from './session.js';
import { type GameSpec, randomDealNumber } from './spec.js';
import { type Dest, sameTarget, type TableProps, type Target } from './table/types.js';

/** What the screen shows of a game, worked out once per change. */
export interface PlayView {
  readonly game: GameId;
  readonly variant: string;
  readonly number: number | undefined;
  readonly position: number;
  readonly score: number;
  /** The rest of the status line (cards left, the hole of the round). */
  readonly status: readonly Message[];
  readonly over: boolean;
  /** How the game ended, once it has. */
  readonly verdict: Message | undefined;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly stockLabel: Message;
  readonly canStock: boolean;
  /** How many zones the digit keys pick. */
  readonly zones: number;
  /** Per zone, where its top card may go (empty: it cannot move). */
  readonly dests: readonly (readonly Dest[])[];
  /** Per zone, whether its top card has a legal move. */
  readonly movable: readonly boolean[];
  /** A layout that cannot be cleared, with the words for dealing it again. */
  readonly locked: { readonly notice: Message; readonly action: Message } | undefined;
  readonly round:
    | {
        readonly next: Message;
        readonly complete: boolean;
        /** The round's result, once it is complete. */
        readonly summary: readonly Message[];
        readonly scorecard: () => JSX.Element;
      }
    | undefined;
  readonly table: (p: TableProps) => JSX.Element;
}

/** A finished round, for the statistics. */
export interface FinishedRound {
  readonly variant: string;
  readonly scores: readonly number[];
  readonly total: number;
  readonly par: number;
}

export interface AnyPlay {
  readonly game: GameId;
  readonly spec: GameSpec;
  readonly over: boolean;
  readonly position: number;
  readonly playerMoves: number;
  readonly round: Round<unknown> | undefined;
  readonly hole: number;
  readonly reshuffles: number;
  measure(): { score: number; won: boolean; cardsLeft: number };
  record(): GameRecord;
  snapshot(): SessionSnapshot;
  /** Adds the ended deal's score to the round; the round when that completes it. */
  recordScore(score: number): FinishedRound | undefined;
  /** Plays the move from `zone` to `target`; what was done, or undefined when no legal move goes there. */
  move(zone: number, target: Target): Message[] | undefined;
  playStock(): Message[] | undefined;
  /** Plays a move given as text (a solver's hint), if it is legal here. */
  playText(text: string): Message[] | undefined;
  undo(): boolean;
  redo(): boolean;
  restart(): void;
  setForced(on: boolean): Message[];
  /** The next hole of the round (undefined when the round is complete or there is none). */
  nextHole(): AnyPlay | undefined;
  /** The same hole's cards shuffled again, when the layout is locked. */
  reshuffled(): AnyPlay | undefined;
  /** The same deal from the start, as a new game, in the same round and hole. */
  again(): AnyPlay;
  /** A line of play (move texts) in words, from the position the moves `from` lead to from the deal's start. */
  describeLine(from: readonly string[], line: readonly string[]): Message[];
  view(): PlayView;
}

export class Play<S, M, O, V> implements AnyPlay {
  private constructor(
    private readonly web: WebGame<S, M, O, V>,
    private readonly session: Session<S, M, O, V>,
    private roundState: Round<V> | undefined,
    readonly hole: number,
    readonly reshuffles: number,
    private forcedOn: boolean,
  ) {}

  /** A new game from a spec: a game played in rounds starts a round at its first hole. */
  static start<S, M, O, V>(web: WebGame<S, M, O, V>, spec: GameSpec, forcedOn: boolean, randomFirst: () => number): Play<S, M, O, V> {
    const v = web.rules.parseVariant(spec.variant);
    if (!v.ok) throw new Error(v.error.message);
    const session = new Session(web.rules, spec.deal, v.value, spec.number, forcing(web, forcedOn));
    // A round begun from a typed deal goes on with numbered deals from a random number.
    const round = web.round?.start(v.value, spec.number ?? randomFirst());
    return new Play(web, session, round, 0, 0, forcedOn);
  }

  /** A saved game (checked by records.checkCurrent). */
  static restore<S, M, O, V>(web: WebGame<S, M, O, V>, spec: GameSpec, snap: SessionSnapshot, round: Round<V> | undefined, hole: number, reshuffles: number, forcedOn: boolean, randomFirst: () => number): Play<S, M, O, V> {
    const v = web.rules.parseVariant(spec.variant);
    if (!v.ok) throw new Error(v.error.message);
    const session = Session.restore(web.rules, spec.deal, v.value, snap, forcing(web, forcedOn));
    const r = web.round ? (round ?? web.round.start(v.value, spec.number ?? randomFirst())) : undefined;
    return new Play(web, session, r, r ? hole : 0, reshuffles, forcedOn);
  }

  get game(): GameId {
    return this.web.id;
  }
  get spec(): GameSpec {
    const s = this.session;
    return { game: this.web.id, variant: s.variantText, deal: s.deal, number: s.number };
  }
  get over(): boolean {
    return this.session.over;
  }
  get position(): number {
    return this.session.position;
  }
  get playerMoves(): number {
    return this.session.playerMoves;
  }
  get round(): Round<V> | undefined {
    return this.roundState;
  }

  measure(): { score: number; won: boolean; cardsLeft: number } {
    const { rules, state } = this.session;
    return { score: rules.score(state), won: rules.isWon(state), cardsLeft: rules.cardsLeft(state) };
  }
  record(): GameRecord {
    return this.session.record();
  }
  snapshot(): SessionSnapshot {
    return this.session.snapshot();
  }

  recordScore(score: number): FinishedRound | undefined {
    const rr = this.web.round;
    const round = this.roundState;
    // Only the hole being played, once: undoing after the end and playing on scores nothing new.
    if (!rr || !round || round.scores.length !== this.hole) return undefined;
    const next = rr.record(round, score);
    this.roundState = next;
    if (!rr.complete(next)) return undefined;
    return { variant: this.web.rules.formatVariant(next.variant), scores: next.scores, total: rr.total(next), par: rr.par(next) };
  }

  private said(made: readonly Made<S, M>[]): Message[] {
    return made.map((x) => this.web.describe(x.before, x.move));
  }

  move(zone: number, target: Target): Message[] | undefined {
    const s = this.session;
    const d = this.web.destinations(s.state, s.legal, zone).find((x) => sameTarget(x.dest.target, target));
    return d ? this.said(s.play(d.move)) : undefined;
  }
  playStock(): Message[] | undefined {
    const mv = this.web.stockMove(this.session.legal);
    return mv === undefined ? undefined : this.said(this.session.play(mv));
  }
  playText(text: string): Message[] | undefined {
    const r = this.web.rules.parseMove(text, this.session.state);
    return r.ok ? this.said(this.session.play(r.value)) : undefined;
  }
  undo(): boolean {
    return this.session.undo();
  }
  redo(): boolean {
    return this.session.redo();
  }
  restart(): void {
    this.session.restart();
  }
  setForced(on: boolean): Message[] {
    this.forcedOn = on;
    return this.said(this.session.setForced(forcing(this.web, on)));
  }

  private withDeal(deal: Deal, number: number | undefined, hole: number, reshuffles: number): Play<S, M, O, V> {
    const s = this.session;
    return new Play(this.web, new Session(s.rules, deal, s.variant, number, forcing(this.web, this.forcedOn)), this.roundState, hole, reshuffles, this.forcedOn);
  }

  nextHole(): AnyPlay | undefined {
    const rr = this.web.round;
    const round = this.roundState;
    if (!rr || !round || rr.complete(round)) return undefined;
    const hole = round.scores.length;
    // A round the web starts always has numbered holes; one that has none goes on with random numbers.
    const n = rr.holeNumber(round, hole) ?? randomDealNumber();
    return this.withDeal(numberedDeal(this.session.rules, this.session.variant, n), n, hole, 0);
  }

  reshuffled(): AnyPlay | undefined {
    const rr = this.web.round;
    if (!rr) return undefined;
    const attempt = this.reshuffles + 1;
    return this.withDeal(rr.reshuffled(this.session.deal, this.hole, attempt), undefined, this.hole, attempt);
  }

  again(): AnyPlay {
    return this.withDeal(this.session.deal, this.session.number, this.hole, this.reshuffles);
  }

  describeLine(from: readonly string[], line: readonly string[]): Message[] {
    const rules = this.web.rules;
    // The record and the solver's line were made by the engine from this deal: they replay.
    let state = unwrap(replay(rules, this.session.deal, this.session.variant, from)).state;
    const out: Message[] = [];
    for (const text of line) {
      const move = unwrap(rules.parseMove(text, state));
      out.push(this.web.describe(state, move));
      state = rules.applyMove(state, move);
    }
    return out;
  }

  view(): PlayView {
    const { web, session: s } = this;
    const state = s.state;
    const legal = s.legal;
    const over = legal.length === 0;
    const rr = web.round;
    const round = this.roundState;
    const obs = web.rules.observe(state);
    const dests = Array.from({ length: web.zones }, (_, z) => web.destinations(state, legal, z).map((d) => d.dest));
    return {
      game: web.id,
      variant: s.variantText,
      number: s.number,
      position: s.position,
      score: web.rules.score(state),
      status: [...web.status(state), ...(rr && round ? [rr.status(round, this.hole)] : [])],
      over,
      verdict: over ? web.verdict(state) : undefined,
      canUndo: s.canUndo,
      canRedo: s.canRedo,
      stockLabel: web.stockLabel,
      canStock: web.stockMove(legal) !== undefined,
      zones: web.zones,
      dests,
      movable: dests.map((d) => d.length > 0),
      locked: rr && rr.locked(state) && !over ? { notice: rr.lockedNotice, action: rr.reshuffleLabel } : undefined,
      round:
        rr && round
          ? {
              next: rr.next(round),
              complete: rr.complete(round),
              summary: rr.complete(round) ? rr.summary(round) : [],
              scorecard: () => h(rr.Scorecard, { round, hole: this.hole }),
            }
          : undefined,
      table: (p) => h(web.Table, { obs, p }),
    };
  }
}

function forcing<S, M, O, V>(web: WebGame<S, M, O, V>, on: boolean): ForcedMove<S, M> | undefined {
  return on ? (state, legal) => web.forcedMove(state, legal) : undefined;
}

