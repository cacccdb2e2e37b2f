// One game as the app plays it, typed by its game: the web game over the play session both front
// ends share (src/play/session.ts: the deal in play with its history, which marks the moves the
// app made by itself, undo, redo, restart, and for a game played in rounds the round, the hole and
// the reshuffles of a locked hole). Every question about the position goes to the engine's
// presentation helpers (tap, drop, targetsFrom, stockButton, movableZones, announce), so nothing
// here decides a rule. The controller holds it through AnyPlay, which names no state or move type,
// so the controller and the components are written once.

import { h, type JSX } from 'preact';
import type { Deal } from '../../src/core/deal.js';
import type { GameId, GameRecord } from '../../src/core/game.js';
import { type HistoryEntry, type MoveMaker, replay } from '../../src/core/history.js';
import { announce, drop, type MadeMove, movableZones, stockButton, tap, type TableLayout, targetsFrom, type View, viewOf, type ZoneRef, zoneKey } from '../../src/core/present.js';
import { unwrap } from '../../src/core/result.js';
import { Session } from '../../src/play/session.js';
import type { Round, WebGame } from '../games/types.js';
import type { Message } from '../words/i18n.js';
import { TABLE_WORDS } from '../words/table-words.js';
import type { SavedSnapshot } from '../storage/records.js';
import type { GameSpec } from './spec.js';
import { Table } from '../table/table.js';
import type { Dest, TableProps } from '../table/types.js';

/** What the screen shows of a game, worked out once per change. */
export interface PlayView {
  readonly game: GameId;
  readonly variant: string;
  readonly number: number | undefined;
  readonly position: number;
  readonly score: number;
  readonly cardsLeft: number;
  readonly over: boolean;
  /** The game ended in a win. */
  readonly won: boolean;
  /** The player's moves so far (the app's own forced moves not counted). */
  readonly moves: number;
  /** How the game ended, once it has. */
  readonly verdict: Message | undefined;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The stock button (Deal, Draw): its words, whether it may be pressed, and why not. */
  readonly stock: { readonly label: Message; readonly enabled: boolean; readonly why: Message | undefined };
  /** The engine's zones, with their names and cards. */
  readonly layout: TableLayout;
  /** The zones the digit keys pick, in order (the piles or columns). */
  readonly keyZones: readonly ZoneRef[];
  /** Per zone (by zoneKey), where its top card may go; a zone that is missing has no move. */
  readonly dests: ReadonlyMap<string, readonly Dest[]>;
  /** Zones (by zoneKey) whose top card has a legal move. */
  readonly movable: ReadonlySet<string>;
  /** What the player should know about the position (a locked layout). */
  readonly notes: readonly Message[];
  /**
   * Cards the app moved by itself in the last change (the opening discards, the discards after a
   * deal), by card: the zone (zoneKey) each lay in before, so the table can show them leaving it.
   */
  readonly arrivals: ReadonlyMap<number, string>;
  /** The words of the button that deals a locked layout's cards again, when it may. */
  readonly reshuffle: Message | undefined;
  readonly round:
    | {
        /** The round so far, in one line. */
        readonly status: Message;
        readonly next: Message;
        readonly complete: boolean;
        /** The holes' scores added up so far. */
        readonly total: number;
        /** The holes scored so far. */
        readonly played: number;
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

/** What the player's tap, drop or stock press came to. */
export type Answer =
  /** A move was made; `news` says what changed and what can be played now. */
  | { readonly kind: 'played'; readonly news: readonly Message[] }
  /** The card has several places to go: the player picks one (`card` is the card picked up). */
  | { readonly kind: 'choose'; readonly card: number | undefined }
  /** Nothing was made; `why` is the engine's reason (none when nothing was asked, a drop on the stock). */
  | { readonly kind: 'refused'; readonly why: Message | undefined };

export interface AnyPlay {
  readonly game: GameId;
  readonly spec: GameSpec;
  readonly over: boolean;
  readonly position: number;
  readonly playerMoves: number;
  readonly round: Round<unknown> | undefined;
  readonly hole: number;
  readonly reshuffles: number;
  /** The hole's deal before its reshuffles, when it was reshuffled (saved with the game). */
  readonly original: Deal | undefined;
  measure(): { score: number; won: boolean; cardsLeft: number };
  record(): GameRecord;
  snapshot(): SavedSnapshot;
  /** Counts the ended hole's score in the round, once; the round when that completes it. */
  countHole(): FinishedRound | undefined;
  /** A tap on a zone, with the zone picked up before (if any). */
  tap(zone: ZoneRef, selected?: ZoneRef): Answer;
  /** The top card of `from` dropped on `to`. */
  drop(from: ZoneRef, to: ZoneRef): Answer;
  /** The stock button: deal or draw. */
  stock(): Answer;
  /** Plays a move given as text (a solver's hint), if it is legal here; what changed. */
  playText(text: string): readonly Message[] | undefined;
  /** Takes back the player's last move (and the app's after it); what can be played now, or undefined when nothing was undone. */
  undo(): readonly Message[] | undefined;
  /** Plays the next undone move again; what it did and what can be played now, or undefined. */
  redo(): readonly Message[] | undefined;
  /** Back to the deal's start; what the app did by itself there and what can be played. */
  restart(): readonly Message[];
  /** The app's forced moves on or off; what the app did by itself at once and what can be played. */
  setForced(on: boolean): readonly Message[];
  /** What the app did by itself at the start and what can be played (for a game just dealt). */
  opening(): readonly Message[];
  /** What can be played now (for a game brought back in the middle). */
  now(): readonly Message[];
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

/** A saved game as Play.restore takes it (checked by records.checkCurrent). */
export interface SavedPlay {
  readonly spec: GameSpec;
  readonly snapshot: SavedSnapshot;
  readonly round: Round<unknown> | undefined;
  readonly hole: number;
  readonly reshuffles: number;
  /** The hole's deal before its reshuffles (left out: the deal on the table). */
  readonly original?: Deal;
}

export class Play<S, M, O, V> implements AnyPlay {
  private seen: { state: S; view: View<O, M> } | undefined;
  /** Where the last change began (the position its news was told from). */
  private lastFrom: number | undefined;

  private constructor(
    private readonly web: WebGame<S, M, O, V>,
    private readonly session: Session<S, M, O, V>,
  ) {}

  /** A new game from a spec: a game played in rounds starts a round at its first hole. */
  static start<S, M, O, V>(web: WebGame<S, M, O, V>, spec: GameSpec, forcedOn: boolean, randomFirst: () => number): Play<S, M, O, V> {
    const { module } = web;
    const variant = unwrap(module.rules.parseVariant(spec.variant));
    const deal = { deal: spec.deal, ...(spec.number === undefined ? {} : { number: spec.number }) };
    // A round begun from a typed deal goes on with numbered deals from a random number.
    const round = module.round ? { first: spec.number ?? randomFirst() } : undefined;
    return new Play(web, Session.start(module, { variant, deal, auto: forcedOn, ...(round ? { round } : {}) }));
  }

  /** A saved game (checked by records.checkCurrent, so a move that fails here is a programmer error). */
  static restore<S, M, O, V>(web: WebGame<S, M, O, V>, saved: SavedPlay, forcedOn: boolean, randomFirst: () => number): Play<S, M, O, V> {
    const { module } = web;
    const { spec, snapshot: snap } = saved;
    const variant = unwrap(module.rules.parseVariant(spec.variant));
    const by = snap.auto.map((a): MoveMaker => (a ? 'app' : 'player'));
    // The round was checked against this game's rules; a game played in rounds saved without one starts one.
    const round = module.round ? ((saved.round as Round<V> | undefined) ?? module.round.start(variant, spec.number ?? randomFirst())) : undefined;
    const session = Session.restore(module, {
      variant,
      deal: { deal: spec.deal, ...(spec.number === undefined ? {} : { number: spec.number }) },
      history: { moves: snap.moves, by, cursor: snap.cursor },
      auto: forcedOn,
      ...(round ? { round, hole: saved.hole } : {}),
      reshuffles: saved.reshuffles,
      ...(saved.original === undefined ? {} : { original: { deal: saved.original } }),
    });
    return new Play(web, unwrap(session));
  }

  private get history() {
    return this.session.history;
  }

  get game(): GameId {
    return this.web.id;
  }
  get spec(): GameSpec {
    const { rules } = this.web.module;
    const h = this.history;
    return { game: this.web.id, variant: rules.formatVariant(h.variant), deal: h.deal, number: h.number };
  }
  get over(): boolean {
    return this.current().legal.length === 0;
  }
  get position(): number {
    return this.history.position;
  }
  get playerMoves(): number {
    return this.history.playerMoves;
  }
  get round(): Round<V> | undefined {
    return this.session.round;
  }
  get hole(): number {
    return this.session.hole;
  }
  get reshuffles(): number {
    return this.session.reshuffles;
  }
  get original(): Deal | undefined {
    return this.session.reshuffles > 0 ? this.session.original.deal : undefined;
  }

  /** The observation and the legal moves of the position shown (worked out once per position). */
  private current(): View<O, M> {
    const state = this.history.state;
    if (this.seen?.state !== state) this.seen = { state, view: viewOf(this.web.module.rules, state) };
    return this.seen.view;
  }

  measure(): { score: number; won: boolean; cardsLeft: number } {
    const { rules } = this.web.module;
    const { state } = this.history;
    return { score: rules.score(state), won: rules.isWon(state), cardsLeft: rules.cardsLeft(state) };
  }
  record(): GameRecord {
    return this.session.record();
  }
  snapshot(): SavedSnapshot {
    const h = this.history;
    const snap = h.snapshot();
    const rec = h.record();
    return {
      game: rec.game,
      variant: rec.variant,
      deal: rec.deal,
      ...(rec.number === undefined ? {} : { number: rec.number }),
      moves: snap.moves,
      auto: snap.by.map((b) => b === 'app'),
      cursor: snap.cursor,
    };
  }

  countHole(): FinishedRound | undefined {
    const rr = this.web.module.round;
    // Only the hole being played, once: undoing after the end and playing on scores nothing new.
    const next = this.session.countHole();
    if (!rr || !next || !rr.complete(next)) return undefined;
    return { variant: this.web.module.rules.formatVariant(next.variant), scores: next.scores, total: rr.total(next), par: rr.par(next) };
  }

  /** The moves from `from` to the current position, with the observations around each, in words. */
  private news(from: number): Message[] {
    this.lastFrom = from;
    const { rules, present } = this.web.module;
    const made: MadeMove<M, O>[] = this.history.entries.slice(from, this.history.position).map((e: HistoryEntry<M>, i) => ({
      before: rules.observe(this.history.stateAt(from + i)),
      after: rules.observe(this.history.stateAt(from + i + 1)),
      move: e.move,
      by: e.by,
    }));
    const said = announce(present, made, this.current());
    // For a screen reader, after a deal: which card landed on which pile (the cards new to a
    // fanned zone since the change began), said right after the move itself.
    const landed = made.length === 0 ? [] : this.landed(made[0]!.before, made[0]!.after);
    return landed.length === 0 ? said : [...said.slice(0, 1), ...landed, ...said.slice(1)];
  }

  /** Cards that came into a fanned zone from out of sight (the stock), each with the zone's name. */
  private landed(before: O, after: O): Message[] {
    const { present } = this.web.module;
    const seen = new Set(present.layout(before).rows.flatMap((r) => r.flatMap((z) => z.cards)));
    const out: Message[] = [];
    for (const z of present.layout(after).rows.flat()) {
      if (z.show !== 'fan') continue;
      for (const c of z.cards) if (!seen.has(c)) out.push(TABLE_WORDS.m('table.landedOn', { card: { card: c }, zone: z.name }));
    }
    return out;
  }

  private make(move: M): Message[] {
    const from = this.history.position;
    this.session.play(move);
    return this.news(from);
  }

  private answer(r: { kind: 'play'; move: M } | { kind: 'none'; why?: Message }): Answer {
    return r.kind === 'play' ? { kind: 'played', news: this.make(r.move) } : { kind: 'refused', why: r.why };
  }

  tap(zone: ZoneRef, selected?: ZoneRef): Answer {
    const r = tap(this.web.module.present, this.current(), zone, selected);
    if (r.kind !== 'choose') return this.answer(r);
    const z = this.web.module.present.layout(this.current().obs).rows.flat().find((x) => zoneKey(x.ref) === zoneKey(r.from));
    return { kind: 'choose', card: z?.cards.at(-1) };
  }
  drop(from: ZoneRef, to: ZoneRef): Answer {
    const { present, everyMove } = this.web.module;
    return this.answer(drop(present, this.current(), from, to, everyMove()));
  }
  stock(): Answer {
    const { present } = this.web.module;
    return this.tap(present.zonesOf(present.stockMove).from);
  }
  playText(text: string): readonly Message[] | undefined {
    const r = this.web.module.rules.parseMove(text, this.history.state);
    return r.ok ? this.make(r.value) : undefined;
  }
  undo(): readonly Message[] | undefined {
    // With the app's moves off, a run of them (made while they were on) is undone on its own.
    const undone = this.session.undo();
    return undone.length === 0 ? undefined : this.news(this.history.position);
  }
  redo(): readonly Message[] | undefined {
    const from = this.history.position;
    return this.session.redo().length === 0 ? undefined : this.news(from);
  }
  restart(): readonly Message[] {
    this.session.restart();
    return this.news(0);
  }
  setForced(on: boolean): readonly Message[] {
    const from = this.history.position;
    this.session.setAuto(on);
    return this.news(from);
  }
  opening(): readonly Message[] {
    return this.news(0);
  }
  now(): readonly Message[] {
    return this.news(this.history.position);
  }

  nextHole(): AnyPlay | undefined {
    const next = this.session.nextHole();
    return next && new Play(this.web, next);
  }

  reshuffled(): AnyPlay | undefined {
    const next = this.session.reshuffled();
    return next && new Play(this.web, next);
  }

  again(): AnyPlay {
    return new Play(this.web, this.session.again());
  }

  describeLine(from: readonly string[], line: readonly string[]): Message[] {
    const { rules, present } = this.web.module;
    // The record and the solver's line were made by the engine from this deal: they replay.
    let state = unwrap(replay(rules, this.history.deal, this.history.variant, from)).state;
    const out: Message[] = [];
    for (const text of line) {
      const move = unwrap(rules.parseMove(text, state));
      out.push(present.describe(rules.observe(state), move));
      state = rules.applyMove(state, move);
    }
    return out;
  }

  /** The cards the app's own moves of the last change took from a fanned zone, and that zone. */
  private arrivals(now: TableLayout): Map<number, string> {
    const out = new Map<number, string>();
    const from = this.lastFrom;
    const hist = this.history;
    if (from === undefined || from >= hist.position) return out;
    // The app's moves are those after the player's last move in the change.
    const entries = hist.entries.slice(from, hist.position);
    let mid = from;
    entries.forEach((e, i) => {
      if (e.by === 'player') mid = from + i + 1;
    });
    if (mid === hist.position) return out;
    const { rules, present } = this.web.module;
    const where = new Map<number, string>();
    for (const z of now.rows.flat()) for (const c of z.cards) where.set(c, zoneKey(z.ref));
    for (const z of present.layout(rules.observe(hist.stateAt(mid))).rows.flat()) {
      if (z.show !== 'fan') continue;
      const key = zoneKey(z.ref);
      for (const c of z.cards) if (where.get(c) !== key) out.set(c, key);
    }
    return out;
  }

  view(): PlayView {
    const { web, history: hist } = this;
    const { rules, present } = web.module;
    const v = this.current();
    const over = v.legal.length === 0;
    const layout = present.layout(v.obs);
    const movable = movableZones(present, v.legal);
    const rr = web.round;
    const round = this.session.round;
    const stock = stockButton(present, v);
    const arrivals = this.arrivals(layout);
    return {
      game: web.id,
      variant: rules.formatVariant(hist.variant),
      number: hist.number,
      position: hist.position,
      score: rules.score(hist.state),
      cardsLeft: rules.cardsLeft(hist.state),
      over,
      won: over && rules.isWon(hist.state),
      moves: hist.playerMoves,
      verdict: over ? present.verdict(v.obs) : undefined,
      canUndo: this.session.canUndo,
      canRedo: this.session.canRedo,
      stock: { label: stock.label, enabled: stock.enabled, why: stock.why },
      layout,
      keyZones: layout.rows.flat().filter((z) => z.show === 'fan').map((z) => z.ref),
      dests: new Map(movable.map((z) => [zoneKey(z), targetsFrom(present, v, z).map((t): Dest => ({ to: t.to, label: t.label }))])),
      movable: new Set(movable.map(zoneKey)),
      notes: over ? [] : present.notes(v.obs),
      arrivals,
      reshuffle: rr && this.session.canReshuffle ? rr.reshuffleLabel : undefined,
      round:
        rr && round
          ? {
              status: rr.status(round, this.hole),
              next: rr.next(round),
              complete: this.session.roundComplete,
              total: web.module.round?.total(round) ?? 0,
              played: round.scores.length,
              summary: this.session.roundComplete ? rr.summary(round) : [],
              scorecard: () => h(rr.Scorecard, { round, hole: this.hole }),
            }
          : undefined,
      table: (p) => h(Table, { game: web.id, layout, look: web.look, arrivals, p }),
    };
  }
}
