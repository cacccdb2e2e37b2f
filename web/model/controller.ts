// The game the app is showing, and its bookkeeping: the Play (deal, moves, round), its id, saving
// after each change and counting results in the store. It publishes a GameView after every change
// (subscribe/getSnapshot, read with useSource), so components draw what it knows and work out
// nothing themselves. No DOM here, so it is driven from unit tests too.

import { formatDeal, parseDeal } from '../../src/core/deal.js';
import type { GameId, GameRecord } from '../../src/core/game.js';
import { unwrap } from '../../src/core/result.js';
import type { Message } from '../words/i18n.js';
import { APP_WORDS } from '../words/app-words.js';
import { TABLE_WORDS } from '../words/table-words.js';
import { withWebGame } from '../games/index.js';
import { formatLink } from './link.js';
import { type Answer, type AnyPlay, Play, type PlayView } from './play.js';
import { checkRound, type CurrentSave, type GameResult, SAVE_VERSION } from '../storage/records.js';
import { Saver } from '../storage/saver.js';
import { type Source, Listeners } from './source.js';
import { type GameSpec, numberedSpec, randomDealNumber, specFromText } from './spec.js';
import type { Store } from '../storage/store.js';
import type { Motion } from '../table/flip.js';
import type { ZoneRef } from '../../src/core/present.js';


export interface GameView extends PlayView {
  /** Goes up by one with every change. */
  readonly serial: number;
  /** The game's id in the statistics (a new deal, or a replay after the end, gets a new one). */
  readonly id: string;
  /** The address that names this game (a query string). */
  readonly link: string;
  /** What the last change did and what can be played now, in words (the engine's announce). */
  readonly news: readonly Message[];
  readonly motion: Motion;
  /** When the game began (ms since the epoch), for the timer. */
  readonly startedAt: number;
  /** The game in progress just left for this one (counted as played, not won), which the player may go back to until the first move here. */
  readonly left: { readonly game: GameId; readonly moves: number } | undefined;
  /** When the game was counted as ended (ms since the epoch), in this visit; a finished game brought back by a reload has its time in its stored result. */
  readonly endedAt: number | undefined;
}

export interface ControllerOptions {
  /** The app makes forced moves (a game's forced discards) by itself. */
  readonly forcedMoves: boolean;
}

export interface GameEvents {
  /** A game ended and was counted (or a round finished). */
  onRecorded?: () => void;
  /** The game `id` at `position` is written to the store. */
  onSaved?: (id: string, position: number) => void;
  onError?: (message: string) => void;
  /** A write was refused: another tab has taken the game. */
  onLost?: () => void;
}

function newId(): string {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return `${Date.now().toString(36)}-${(a[0] ?? 0).toString(36)}${(a[1] ?? 0).toString(36)}`;
}

function startPlay(spec: GameSpec, options: ControllerOptions): AnyPlay {
  return withWebGame(spec.game, (web): AnyPlay => Play.start(web, spec, options.forcedMoves, randomDealNumber));
}

export class GameController implements Source<GameView> {
  private play: AnyPlay;
  private id = newId();
  private startedAt = Date.now();
  private endedAt: number | undefined;
  private recorded = false;
  /** The writes, in order, retried when they fail (its status is shown on the page). */
  readonly saver: Saver;
  private readonly listeners = new Listeners();
  private view: GameView;
  /** The game left by the last new game, as it was: its save and its result in the store. */
  private left: { save: CurrentSave; moves: number } | undefined;

  constructor(
    readonly store: Store | undefined,
    private options: ControllerOptions,
    spec: GameSpec,
    private readonly events: GameEvents = {},
  ) {
    this.saver = new Saver(store, { onError: (msg) => events.onError?.(msg), onLost: () => events.onLost?.() });
    this.play = startPlay(spec, options);
    this.view = this.makeView(0, this.play.opening(), 'fresh');
  }

  /** Brings back a saved game (already checked by records.checkCurrent). */
  static restore(store: Store | undefined, options: ControllerOptions, save: CurrentSave, events: GameEvents = {}): GameController {
    const snap = save.snapshot;
    const spec = specFromText(snap.game, snap.variant, snap.deal, snap.number);
    const g = new GameController(store, options, spec, events);
    g.play = withWebGame(spec.game, (web): AnyPlay => {
      // The stored round and deals were checked against this game's rules; check them again to have them typed.
      const { rules, round: rr } = web.module;
      const round = rr && save.round ? unwrap(checkRound(rules, rr, save.round, 0)) : undefined;
      const original = save.original === undefined ? undefined : unwrap(parseDeal(save.original, rules.dealShape(unwrap(rules.parseVariant(spec.variant)))));
      return Play.restore(web, { spec, snapshot: snap, round, hole: save.hole ?? 0, reshuffles: save.reshuffles ?? 0, ...(original ? { original } : {}) }, options.forcedMoves, randomDealNumber);
    });
    g.id = save.id;
    g.startedAt = save.startedAt;
    g.recorded = save.recorded;
    g.view = g.makeView(0, [], 'fresh');
    return g;
  }

  subscribe(listener: () => void): () => void {
    return this.listeners.add(listener);
  }
  getSnapshot(): GameView {
    return this.view;
  }

  get game(): GameId {
    return this.play.game;
  }
  get spec(): GameSpec {
    return this.play.spec;
  }
  /** The record up to the current position (for the solver). */
  record(): GameRecord {
    return this.play.record();
  }

  sameGame(spec: GameSpec): boolean {
    const s = this.spec;
    return s.game === spec.game && s.variant === spec.variant && formatDeal(s.deal) === formatDeal(spec.deal);
  }

  snapshot(): CurrentSave {
    const p = this.play;
    return {
      version: SAVE_VERSION,
      id: this.id,
      startedAt: this.startedAt,
      recorded: this.recorded,
      snapshot: p.snapshot(),
      ...(p.round ? { round: p.round, hole: p.hole } : {}),
      reshuffles: p.reshuffles,
      ...(p.original ? { original: formatDeal(p.original) } : {}),
    };
  }

  private makeView(serial: number, news: readonly Message[], motion: Motion): GameView {
    const left = this.left ? { game: this.left.save.snapshot.game, moves: this.left.moves } : undefined;
    return { ...this.play.view(), serial, id: this.id, link: formatLink(this.spec, formatDeal), news, motion, left, startedAt: this.startedAt, endedAt: this.endedAt };
  }

  /** Counts a finished game once, saves, and tells the listeners. Any change but a new game ends the offer to go back to the game left. */
  private changed(news: readonly Message[], motion: Motion, keepLeft = false): void {
    if (!keepLeft) this.left = undefined;
    if (this.play.over && !this.recorded) {
      this.recorded = true;
      const result = this.result(false);
      this.endedAt = result.endedAt;
      const finished = this.play.countHole();
      // The round ends with its last hole, at the same time: the end panel finds it by that time.
      this.saver.addResult(result, finished ? { ...finished, endedAt: result.endedAt } : undefined, () => this.events.onRecorded?.());
    }
    this.save();
    this.view = this.makeView(this.view.serial + 1, news, motion);
    this.listeners.call();
  }

  /**
   * Saves the position, unless `stored` (what the store already holds) is that position exactly:
   * then it only says so. A page that brings back the saved game so writes nothing as it opens, and
   * the player's first move is written at once instead of waiting behind a write of the same thing
   * (a page closed right after that move kept it only if the first write had ended).
   */
  save(stored?: CurrentSave): void {
    const snap = this.snapshot();
    if (stored !== undefined && sameJson(snap, stored)) {
      this.events.onSaved?.(this.id, this.play.position);
      return;
    }
    const { id } = this;
    const position = this.play.position;
    this.saver.saveCurrent(snap, () => this.events.onSaved?.(id, position));
  }

  /** Waits until every pending write is done, or has failed (tests, page hide, export). */
  flush(): Promise<void> {
    return this.saver.flush();
  }

  private result(abandoned: boolean): GameResult {
    const rec = this.play.record();
    const { score, won, cardsLeft } = this.play.measure();
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

  /** Leaving a game the player has started: it counts as played and not won (kept, so the player may go back to it). */
  private abandon(): void {
    this.left = undefined;
    if (this.recorded || this.play.playerMoves === 0) return;
    this.left = { save: this.snapshot(), moves: this.play.playerMoves };
    this.recorded = true;
    const result = this.result(true);
    this.saver.addResult(result, undefined, () => this.events.onRecorded?.());
  }

  /** Another deal in play: a new game for the statistics. */
  private replace(play: AnyPlay): void {
    this.play = play;
    this.id = newId();
    this.startedAt = Date.now();
    this.endedAt = undefined;
    this.recorded = false;
  }

  // ---- what the player does ------------------------------------------------------------------

  /** What a tap, drop or stock press came to; a move made is published. */
  private answered(a: Answer): Answer {
    if (a.kind === 'played') this.changed(a.news, 'forward');
    return a;
  }

  /** A tap on a zone, with the zone picked up before (if any). */
  tap(zone: ZoneRef, selected?: ZoneRef): Answer {
    return this.answered(this.play.tap(zone, selected));
  }

  /** The top card of `from` dropped on `to`. */
  drop(from: ZoneRef, to: ZoneRef): Answer {
    return this.answered(this.play.drop(from, to));
  }

  /** Deal or draw. */
  playStock(): Answer {
    return this.answered(this.play.stock());
  }

  /** A move given as text (the solver's hint); false when it is not legal here. */
  playText(text: string): boolean {
    const said = this.play.playText(text);
    if (said) this.changed(said, 'forward');
    return said !== undefined;
  }

  undo(): boolean {
    const said = this.play.undo();
    if (said) this.changed([APP_WORDS.m('app.undone'), ...said], 'back');
    return said !== undefined;
  }

  redo(): boolean {
    const said = this.play.redo();
    if (said) this.changed([APP_WORDS.m('app.redone'), ...said], 'forward');
    return said !== undefined;
  }

  /** The same deal from the start. A finished game's replay counts as a new game. */
  restart(): void {
    let said: readonly Message[];
    if (this.recorded) {
      this.replace(this.play.again());
      said = this.play.opening();
    } else said = this.play.restart();
    this.changed([APP_WORDS.m('app.restart'), ...said], 'fresh');
  }

  /** A new game: a game played in rounds starts a new round at its first hole. */
  start(spec: GameSpec): void {
    this.abandon();
    this.replace(startPlay(spec, this.options));
    this.changed([APP_WORDS.m('app.newGameNews', { deal: spec.number === undefined ? APP_WORDS.m('app.customDeal') : APP_WORDS.m('app.dealNumber', { n: spec.number }) }), ...this.play.opening()], 'fresh', true);
  }

  /** Back to the game left by the last new game: its result is taken out of the statistics again. */
  goBack(): void {
    const left = this.left;
    if (!left) return;
    this.left = undefined;
    const id = left.save.id;
    this.saver.removeResult(id, () => this.events.onRecorded?.());
    this.bringBack(left.save, false);
  }

  /** A saved game (checked by records.checkCurrent, as from an imported file) in place of this one, which is left as New game leaves it. */
  adopt(save: CurrentSave): void {
    this.abandon();
    this.bringBack(save, true);
  }

  private bringBack(save: CurrentSave, keepLeft: boolean): void {
    const g = GameController.restore(this.store, this.options, save, this.events);
    this.play = g.play;
    this.id = save.id;
    this.startedAt = save.startedAt;
    this.endedAt = undefined;
    this.recorded = save.recorded;
    this.changed([TABLE_WORDS.m('table.backToGame'), ...this.play.now()], 'fresh', keepLeft);
  }

  /** A random numbered deal of the game and variant being played. */
  newGame(): void {
    this.start(unwrap(numberedSpec(this.game, this.view.variant, randomDealNumber())));
  }

  /** A random numbered deal of another game, in its standard rules. */
  switchGame(id: GameId): void {
    if (id !== this.game) this.start(unwrap(numberedSpec(id, id, randomDealNumber())));
  }

  /**
   * The next hole of the round; after the last, a new round, begun by `newRound` (the app's own New
   * game, which keeps to "winnable deals only" and the like; a random deal by default).
   */
  nextHole(newRound: () => void = () => this.newGame()): void {
    const said = this.view.round?.next;
    if (said === undefined) return;
    const next = this.play.nextHole();
    if (!next) {
      newRound();
      return;
    }
    this.abandon();
    this.replace(next);
    this.changed([said, ...this.play.opening()], 'fresh');
  }

  /** The same hole's cards shuffled again (for a locked layout). Not counted as a game. */
  reshuffle(): void {
    const said = this.view.reshuffle;
    const next = this.play.reshuffled();
    if (!next || said === undefined) return;
    this.replace(next);
    this.changed([said, ...this.play.opening()], 'fresh');
  }

  /** Whether the app makes forced moves by itself (the coach counts a line's moves as the move counter does). */
  get forcedMoves(): boolean {
    return this.options.forcedMoves;
  }

  setOptions(options: ControllerOptions): void {
    this.options = options;
    this.changed(this.play.setForced(options.forcedMoves), 'forward');
  }

  /** A line of play (move texts) in words, from the position the moves `from` lead to from the deal's start. */
  describeLine(from: readonly string[], line: readonly string[]): Message[] {
    return this.play.describeLine(from, line);
  }
}

/** Whether two plain JSON values (a stored save and a fresh one) hold the same data, whatever their keys' order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
