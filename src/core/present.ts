// What a front end needs to show a game and take input for it, shared by the terminal and the
// web (after chessground: the UI is handed the legal destinations and reports what the player
// did; it decides no rule). Each game writes a Presentation (src/games/<game>/present.ts); the
// helpers here answer a tap, a drop, the stock button and the live region for any game, only by
// filtering the engine's legal moves.
//
// Everything here reads the observation, never the full state, so no text can name a stock card.

import type { Card } from './cards.js';
import type { GameRules } from './game.js';
import { type Catalogue, type Message, msg } from './i18n.js';

/** Where cards lie on the table. */
export type ZoneKind = 'pile' | 'column' | 'waste' | 'discards' | 'stock';

/** One zone: its kind and, for piles and columns, its index from 0 (0 for the single zones). */
export interface ZoneRef {
  readonly kind: ZoneKind;
  readonly index: number;
}

export function zoneRef(kind: ZoneKind, index = 0): ZoneRef {
  return { kind, index };
}

/** A zone as text, `pile:0`, for maps and DOM attributes. */
export function zoneKey(z: ZoneRef): string {
  return `${z.kind}:${z.index}`;
}

export function sameZone(a: ZoneRef, b: ZoneRef): boolean {
  return a.kind === b.kind && a.index === b.index;
}

export interface Zone {
  readonly ref: ZoneRef;
  /** Its name on screen ("Pile 2", "Waste"). */
  readonly name: Message;
  /** The cards a player sees there, bottom to top (none for the stock: its order is hidden). */
  readonly cards: readonly Card[];
  /** How many cards lie there, hidden ones included. */
  readonly count: number;
  /** How to draw it: every card fanned, the top card only, or face down with a count. */
  readonly show: 'fan' | 'top' | 'count';
}

/** The table as rows of zones, top row first, each row left to right. */
export interface TableLayout {
  readonly rows: readonly (readonly Zone[])[];
}

/** What a player sees and may do: the observation and the engine's legal moves in it. */
export interface View<O, M> {
  readonly obs: O;
  readonly legal: readonly M[];
}

export function viewOf<S, M, O, V>(rules: GameRules<S, M, O, V>, state: S): View<O, M> {
  return { obs: rules.observe(state), legal: rules.legalMoves(state) };
}

/** Where a move takes a card from and where it goes (the stock move goes from the stock). */
export interface MoveZones {
  readonly from: ZoneRef;
  readonly to: ZoneRef;
}

/** The per-game part: drawn by each game in src/games/<game>/present.ts. */
export interface Presentation<M, O, V> {
  /** The game's message texts, in every language. */
  readonly messages: Catalogue;
  /** The zones of the table, with their cards, from the observation. */
  layout(obs: O): TableLayout;
  /** The stock move (deal, turn) and the button's name. */
  readonly stockMove: M;
  readonly stockButton: Message;
  /** Where a move takes a card from and to. */
  zonesOf(move: M): MoveZones;
  /** The move a tap on a zone would mean if it were legal, to say why it is not (a discard, a play). */
  primaryMove(zone: ZoneRef): M | undefined;
  /** Whether the game has forced moves the app may make by itself (Aces Up's discards). */
  readonly hasForcedMoves: boolean;
  /** Whether the app makes the forced moves by itself unless the player says otherwise. */
  autoDefault(variant: V): boolean;
  /** The next move the app may make by itself (a forced discard), if any. Never a choice. */
  forcedMove(view: View<O, M>): M | undefined;
  /** A short label for a legal move: the card it concerns ("5♠"), or the stock left. */
  label(obs: O, move: M): Message;
  /** A legal move in words, before it is made ("discard 5♠ from pile 2"). */
  describe(obs: O, move: M): Message;
  /** A legal move as a button on its target ("Move to Pile 4", "Discard"). */
  targetLabel(obs: O, move: M): Message;
  /** What a move did, in the past tense, naming only cards that are face up after it. */
  done(before: O, after: O, move: M): Message;
  /** Why a well-formed move is not legal here: the engine's reason. */
  whyIllegal(view: View<O, M>, move: M): Message;
  /** The end of the game: won or lost, the score and the cards left. Only for a finished game. */
  verdict(obs: O): Message;
  /** A score in words ("score 41 (cards discarded)", "hole score -2"). */
  scoreName(score: number): Message;
  /** The score and the cards left in one sentence, for a finished game or one in progress. */
  scoreLine(obs: O, over: boolean): Message;
  /** Whether no play can win this layout, so the same cards may be dealt again. */
  isLocked(obs: O): boolean;
  /** What the player should know about the position (a locked layout), if anything. */
  notes(obs: O): readonly Message[];
}

/** Message texts the helpers below use, shared by every game. */
export const PRESENT_MESSAGES: Catalogue = {
  en: {
    'present.noMove': '{card} has no move now: {why}',
    'present.now': '{n} {n|move|moves} now',
    'present.over': 'No moves left.',
    'present.byApp': 'then by itself: {what}',
  },
  nb: {
    'present.noMove': '{card} kan ikke flyttes nå: {why}',
    'present.now': '{n} {n|mulig|mulige} trekk nå',
    'present.over': 'Ingen trekk igjen.',
    'present.byApp': 'deretter av seg selv: {what}',
  },
  sv: {
    'present.noMove': '{card} kan inte flyttas nu: {why}',
    'present.now': '{n} drag {n|möjligt|möjliga} nu',
    'present.over': 'Inga drag kvar.',
    'present.byApp': 'sedan av sig självt: {what}',
  },
  da: {
    'present.noMove': '{card} kan ikke flyttes nu: {why}',
    'present.now': '{n} {n|muligt|mulige} træk nu',
    'present.over': 'Ingen træk tilbage.',
    'present.byApp': 'derefter af sig selv: {what}',
  },
};

/** A destination of a card: the zone, the move that takes it there, and the words for its button. */
export interface Target<M> {
  readonly to: ZoneRef;
  readonly move: M;
  readonly label: Message;
}

/** The legal moves that take the top card of `from` somewhere. */
export function movesFrom<M, O, V>(p: Presentation<M, O, V>, legal: readonly M[], from: ZoneRef): M[] {
  return legal.filter((m) => sameZone(p.zonesOf(m).from, from));
}

/** Where the top card of `from` may go (chessground's destinations), each with its move and label. */
export function targetsFrom<M, O, V>(p: Presentation<M, O, V>, view: View<O, M>, from: ZoneRef): Target<M>[] {
  return movesFrom(p, view.legal, from).map((move) => ({ to: p.zonesOf(move).to, move, label: p.targetLabel(view.obs, move) }));
}

/** The legal move from one zone to another (a drop), if there is one. */
export function moveBetween<M, O, V>(p: Presentation<M, O, V>, legal: readonly M[], from: ZoneRef, to: ZoneRef): M | undefined {
  return legal.find((m) => {
    const z = p.zonesOf(m);
    return sameZone(z.from, from) && sameZone(z.to, to);
  });
}

/** What a drop means: the move it makes, or nothing, with the engine's reason when a move was asked for. */
export type DropResult<M> = { readonly kind: 'play'; readonly move: M } | { readonly kind: 'none'; readonly why?: Message };

/**
 * The top card of `from` dropped on `to`. `every` is every well-formed move (the registry's
 * `everyMove()`): the ones between the two zones are what the drop asks for, so a refused drop
 * gets the engine's reason for the first of them. When no move goes between them at all (a card
 * dropped on the stock), nothing was asked and there is no reason to give.
 */
export function drop<M, O, V>(p: Presentation<M, O, V>, view: View<O, M>, from: ZoneRef, to: ZoneRef, every: readonly M[]): DropResult<M> {
  const m = moveBetween(p, view.legal, from, to);
  if (m !== undefined) return { kind: 'play', move: m };
  const asked = sameZone(from, to) ? undefined : moveBetween(p, every, from, to);
  return asked === undefined ? { kind: 'none' } : { kind: 'none', why: p.whyIllegal(view, asked) };
}

/** What a tap means: a move to make, targets to choose from, or nothing (with the reason). */
export type TapResult<M> =
  | { readonly kind: 'play'; readonly move: M }
  | { readonly kind: 'choose'; readonly from: ZoneRef; readonly targets: readonly Target<M>[] }
  | { readonly kind: 'none'; readonly why: Message };

/**
 * A tap on a zone, with the zone picked up before (if any). With a card picked up, a tap on a
 * zone it may go to makes that move. Otherwise a card with one destination goes there; with
 * several the player chooses; with none the answer says why (the engine's reason).
 */
export function tap<M, O, V>(p: Presentation<M, O, V>, view: View<O, M>, zone: ZoneRef, selected?: ZoneRef): TapResult<M> {
  if (selected !== undefined && !sameZone(selected, zone)) {
    const m = moveBetween(p, view.legal, selected, zone);
    if (m !== undefined) return { kind: 'play', move: m };
  }
  if (zone.kind === 'stock') {
    const b = stockButton(p, view);
    return b.enabled ? { kind: 'play', move: p.stockMove } : { kind: 'none', why: b.why ?? b.label };
  }
  const targets = targetsFrom(p, view, zone);
  const only = targets[0];
  if (only !== undefined && targets.length === 1) return { kind: 'play', move: only.move };
  if (targets.length > 1) return { kind: 'choose', from: zone, targets };
  const primary = p.primaryMove(zone);
  return { kind: 'none', why: primary === undefined ? msg('present.over') : p.whyIllegal(view, primary) };
}

export interface StockButtonState<M> {
  readonly label: Message;
  readonly move: M;
  readonly enabled: boolean;
  /** Why it is disabled (discards first, fill first, the stock is empty, the game is over). */
  readonly why?: Message;
}

/** The stock button (Deal, Draw): its label, whether it may be pressed, and why not. */
export function stockButton<M, O, V>(p: Presentation<M, O, V>, view: View<O, M>): StockButtonState<M> {
  const z = p.zonesOf(p.stockMove);
  const enabled = moveBetween(p, view.legal, z.from, z.to) !== undefined;
  return enabled ? { label: p.stockButton, move: p.stockMove, enabled } : { label: p.stockButton, move: p.stockMove, enabled, why: p.whyIllegal(view, p.stockMove) };
}

/** Which zones have a card with at least one legal move (to mark them movable). */
export function movableZones<M, O, V>(p: Presentation<M, O, V>, legal: readonly M[]): ZoneRef[] {
  const out: ZoneRef[] = [];
  for (const m of legal) {
    const from = p.zonesOf(m).from;
    if (!out.some((z) => sameZone(z, from))) out.push(from);
  }
  return out;
}

/** One move made, with the observations around it and who made it. */
export interface MadeMove<M, O> {
  readonly before: O;
  readonly after: O;
  readonly move: M;
  readonly by: 'player' | 'app';
}

/**
 * Live-region text after a move: what changed (the player's move, then what the app did by
 * itself) and what can be played now (each legal move in words), or the verdict at the end.
 */
export function announce<M, O, V>(p: Presentation<M, O, V>, made: readonly MadeMove<M, O>[], now: View<O, M>): Message[] {
  const out: Message[] = [];
  for (const m of made) {
    const d = p.done(m.before, m.after, m.move);
    out.push(m.by === 'app' && out.length > 0 ? msg('present.byApp', { what: d }) : d);
  }
  if (now.legal.length === 0) {
    out.push(p.verdict(now.obs));
    return out;
  }
  out.push(msg('present.now', { n: now.legal.length }), ...now.legal.map((m) => p.describe(now.obs, m)));
  return out;
}
