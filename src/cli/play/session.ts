// One player's session at the terminal: the commands typed and the text to show, over the play
// session both front ends share (src/play/session.ts: the game in progress, undo and redo, the
// app's forced moves, rounds, holes and reshuffles). No input or output happens here (see
// loop.ts), so every command can be tested directly. The position is only ever drawn through the
// observation: the stock order is never shown, and the solver's answers are labelled "with the
// stock known".

import type { GameRules } from '../../core/game.js';
import type { HistoryEntry } from '../../core/history.js';
import { formatGameRecord } from '../../core/record.js';
import type { Round, RoundRules } from '../../core/round.js';
import { type DealSource, type RoundStart, Session } from '../../play/session.js';
import { parseMessage, safeMessage } from '../errors.js';
import type { LayoutOptions } from '../layout.js';
import { renderPosition } from '../render.js';
import { parsePlayLine, type PlayCommand } from './commands.js';
import type { PlayGame } from './games.js';
import { helpText } from './help.js';
import { scorecardText } from './round.js';

/** What a solver answers about a position, with the stock order known (src/solve). */
export interface AdvisorAnswer<M> {
  readonly verdict: 'solved' | 'unsolvable' | 'unknown';
  readonly winnable: boolean;
  readonly bestScore: number;
  readonly moves: readonly M[];
}

export interface Advisor<S, M> {
  /** The best line from the position with the full deal known, searched for at most `timeMs`. */
  best(state: S, timeMs: number): AdvisorAnswer<M>;
  /** Whether the position can be won with the full deal known (may stop at the first win). */
  win(state: S, timeMs: number): AdvisorAnswer<M>;
}

/**
 * The coach (src/coach) as the play screen uses it: each answer is a few English lines. It is
 * handed the state but takes only the observation from it (the player's view).
 */
export interface PlayCoach<S> {
  /** The fair player's move here, in words. */
  hint(state: S): string[];
  /**
   * The chance to win from here, as a job the loop runs in slices (showing its progress, and
   * stopping it on Ctrl-C): over `samples` stock orders, or without a number until the figure is
   * settled (its interval at most 4 points either side, or every order played).
   */
  chance(state: S, samples?: number): CoachJob;
  /**
   * Whether nothing is left to decide, whatever the order of the unseen cards: decided from the
   * observation only (src/coach/finish.ts), so offering `finish` tells nothing about the stock.
   */
  finishable?(state: S): boolean;
}

/** Long coach work at the terminal: run in slices, so the game can show progress and stop it. */
export interface CoachJob {
  /** Works for about `ms` milliseconds; returns a line of progress, or undefined once finished. */
  step(ms: number): string | undefined;
  /** Stops the work; `lines` then gives the figures so far. */
  cancel(): void;
  /** The answer (after the last step, or after cancel). */
  lines(): string[];
}

/** Runs a job to its end at once (a session driven without a loop: tests, scripts). */
export function finishJob(job: CoachJob): void {
  while (job.step(1000) !== undefined);
}

export interface SessionOptions<S, M, V> {
  readonly variant: V;
  /** The first game's deal (for a round, leave it out: the round gives each hole's deal). */
  readonly source?: DealSource;
  /** The deal for `new`: deal number `n`, or a random one. */
  readonly newDeal: (n?: number) => DealSource;
  /** A round of several deals (the game must be played in rounds), and how `new` begins the next round. */
  readonly round?: RoundStart;
  readonly newRound?: (n?: number) => RoundStart;
  /** Make the game's forced moves automatically; the game's default when left out. */
  readonly auto?: boolean;
  readonly layout?: LayoutOptions;
  readonly advisor?: Advisor<S, M>;
  /** The fair hint and the chance to win. */
  readonly coach?: PlayCoach<S>;
  /** Moves to replay at the start (a game record's), all legal: the game goes on from there. */
  readonly moves?: readonly M[];
  /** CPU milliseconds the advisor may search for `hint` and `solve` (default 5000). */
  readonly advisorMs?: number;
}

/** What to show after a line of input. */
export interface Reply {
  /** Messages about what happened (or what was wrong). */
  readonly lines: readonly string[];
  /** The position changed (or the player asked to see it): draw the screen again. */
  readonly redraw: boolean;
  /** A page to show instead of the screen (help). */
  readonly page?: string;
  /** The player asked to quit. */
  readonly quit: boolean;
  /** Something on the line was not a command or not legal (the line stopped there). */
  readonly failed?: boolean;
}

// eslint-disable-next-line no-control-regex -- colour escapes take no room on the screen
const ANSI = /\x1b\[[0-9;]*m/g;
const visibleLength = (s: string): number => [...s.replace(ANSI, '')].length;

/** Breaks a sentence into lines of at most `width` visible characters. */
export function wrapText(text: string, width = 78): string[] {
  return wrapItems('', text.split(' '), ' ', width);
}

/** Joins items into lines of at most `width` visible characters. */
export function wrapItems(first: string, items: readonly string[], sep: string, width = 78): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  const indent = ' '.repeat(visibleLength(first));
  for (const item of items) {
    const add = empty ? item : sep + item;
    if (!empty && visibleLength(line) + visibleLength(add) > width) {
      lines.push(line.trimEnd());
      line = indent + item;
    } else line += add;
    empty = false;
  }
  lines.push(line.trimEnd());
  return lines;
}

export class PlaySession<S, M, O, V> {
  /** The deal in play, its history and its round (src/play/session.ts). */
  private session: Session<S, M, O, V>;
  /**
   * The solver's line from the last hint, with the position key before each of its moves. Following
   * a hint continues this line instead of searching again: a fresh search from the next position
   * may pick another, equally good line, and hints would then send a card back and forth between
   * two empty piles forever.
   */
  private plan: { deal: unknown; keys: string[]; moves: readonly M[]; answer: AdvisorAnswer<M> } | undefined;
  private startLines: string[] = [];
  private readonly rules: GameRules<S, M, O, V>;
  private readonly layout: LayoutOptions;

  constructor(
    readonly game: PlayGame<S, M, O, V>,
    private readonly opts: SessionOptions<S, M, V>,
  ) {
    this.rules = game.rules;
    this.layout = opts.layout ?? {};
    if (opts.round === undefined && opts.source === undefined) throw new Error('PlaySession needs a deal source or a round');
    // A record's moves are replayed; a move the screen would have made by itself counts as its own,
    // so undo treats it as it would have in play.
    const moves = opts.moves ?? [];
    this.session = Session.start(game.module, {
      variant: opts.variant,
      auto: opts.auto ?? game.autoDefault(opts.variant),
      ...(opts.round === undefined ? { deal: opts.source } : { round: opts.round }),
      ...(moves.length > 0 ? { moves } : {}),
    });
    if (moves.length === 0) this.startLines = this.begun();
    else {
      this.startLines = [`Replayed ${moves.length} move${moves.length === 1 ? '' : 's'} of the record.`];
      const made = this.session.history.entries.length;
      if (made > moves.length) this.startLines.push(this.autoLine(moves.length, made));
    }
  }

  get state(): S {
    return this.session.state;
  }

  get auto(): boolean {
    return this.session.auto;
  }

  /** Move texts played so far (the player's and the automatic ones). */
  get played(): string[] {
    return this.session.history.played.map((m) => this.rules.formatMove(m));
  }

  get isOver(): boolean {
    return this.session.over;
  }

  /** The game record of the current deal (rules §7): the deal, ` | `, every move played, the automatic ones too. */
  get record(): string {
    const h = this.session.history;
    return formatGameRecord(this.rules, h.deal, h.played);
  }

  get roundScores(): readonly number[] | undefined {
    return this.session.round?.scores;
  }

  /** The round in play and the game's round rules, when this is a round. */
  private get round(): { rules: RoundRules<V>; round: Round<V>; hole: number } | undefined {
    const round = this.session.round;
    const rules = this.game.module.round;
    return round === undefined || rules === undefined ? undefined : { rules, round, hole: this.session.hole };
  }

  private get roundOver(): boolean {
    return this.session.roundComplete;
  }

  /** Messages from starting the first game (automatic discards of the first row), shown once. */
  takeStartLines(): string[] {
    const out = this.startLines;
    this.startLines = [];
    return out;
  }

  // ---- Drawing ------------------------------------------------------------------------------

  title(): string {
    // The rules by their options as typed after --variant ("putt-putt, jokers=2"), not the game's code again.
    const text = this.rules.formatVariant(this.opts.variant);
    const open = text.indexOf('(');
    const parts = [this.rules.title, open < 0 ? 'standard rules' : text.slice(open + 1, -1).split(',').join(', ')];
    const { original: s, reshuffles } = this.session;
    if (s.number !== undefined) parts.push(`deal ${s.number}`);
    else if (s.origin !== undefined) parts.push(`deal from ${s.origin}`);
    if (reshuffles > 0) parts.push(`reshuffled${reshuffles > 1 ? ` ×${reshuffles}` : ''}`);
    const r = this.round;
    if (r) parts.push(`hole ${r.hole + 1} of ${r.rules.holes}`);
    if (this.game.hasAuto) parts.push(`auto discards ${this.session.auto ? 'on' : 'off'}`);
    return parts.join(' · ');
  }

  movesLine(): string[] {
    const s = this.state;
    const items = this.rules.legalMoves(s).map((m) => `${this.rules.formatMove(m)} (${this.game.label(s, m, this.layout)})`);
    return wrapItems('Moves: ', items, '  ');
  }

  /** The whole screen: title, layout, and either the legal moves or the end of the game. */
  screen(): string {
    const s = this.state;
    const out = [this.title(), '', renderPosition(this.rules, s, this.layout), ''];
    const note = this.game.startNote(s);
    if (note !== undefined && !this.isOver) out.push(...wrapText(note), '');
    const r = this.round;
    if (r) {
      if (this.roundOver) {
        out.push(scorecardText(r.rules, r.round), '', this.game.text(r.rules.end(r.round), {}), 'Type new for a new round, or quit.');
        return out.join('\n');
      }
      out.push(this.game.text(r.rules.status(r.round), {}));
    }
    if (this.isOver) {
      out.push(...wrapText(this.game.verdict(s)), `Record: ${this.record}`);
      if (r) {
        // The hole's score is counted when the player types next; until then the card shows it.
        out.push('', scorecardText(r.rules, this.withHoleScore(r), r.hole), '');
        const last = r.hole + 1 >= r.rules.holes;
        out.push(...wrapText(`Type next ${last ? 'to finish the round' : `for hole ${r.hole + 2}`}, undo to take back a move, or restart to replay the hole.`));
      } else out.push(...wrapText('Type new for a new deal, restart to play this one again, undo to take back a move, or quit.'));
    } else {
      out.push(...this.movesLine());
      if (this.finishable()) out.push('Nothing is left to decide: type finish to play the rest.');
      out.push('Type a move, or help for the commands (u undo, r redo, q quit).');
    }
    return out.join('\n');
  }

  /** What is printed when the session ends: the moves played and where the game stands. */
  summary(): string {
    const s = this.state;
    const lines: string[] = [];
    const played = this.played;
    lines.push(`Moves played (${played.length}): ${played.length === 0 ? '(none)' : played.join(' ')}`);
    const over = this.isOver;
    lines.unshift(`Record (the whole deal, stock order included): ${this.record}`);
    lines.push(this.game.text(this.game.present.scoreLine(this.rules.observe(s), over), this.layout));
    const r = this.round;
    if (r) {
      // A finished hole not yet recorded with `next` is shown with its score.
      const done = this.roundOver;
      const card = !done && over ? this.withHoleScore(r) : r.round;
      lines.push(scorecardText(r.rules, card, done ? undefined : r.hole));
    }
    return lines.join('\n');
  }

  /** The round with the finished hole's score, counted or not yet. */
  private withHoleScore(r: { rules: RoundRules<V>; round: Round<V> }): Round<V> {
    return this.session.holeCounted ? r.round : r.rules.record(r.round, this.rules.score(this.state));
  }

  // ---- Commands ------------------------------------------------------------------------------

  /** Runs one line of input. Never throws on bad input: the reply says what was wrong. */
  run(line: string): Reply {
    const g = this.lineSteps(line);
    for (let r = g.next(); ; r = g.next()) {
      if (r.done === true) return r.value;
      finishJob(r.value);
    }
  }

  /** As `run`, with each coach job handed to `runJob` (the loop shows its progress and stops it on Ctrl-C). */
  async runAsync(line: string, runJob: (job: CoachJob) => Promise<void>): Promise<Reply> {
    const g = this.lineSteps(line);
    for (let r = g.next(); ; r = g.next()) {
      if (r.done === true) return r.value;
      await runJob(r.value);
    }
  }

  /** The commands of a line in turn; a command with long work yields its job and goes on when it is finished. */
  private *lineSteps(line: string): Generator<CoachJob, Reply, void> {
    if (line.trim() === '') return { lines: [], redraw: true, quit: false };
    const parsed = parsePlayLine(line, (t) => this.rules.parseMove(t).ok);
    if (!parsed.ok) {
      // Text that looks like a move attempt gets the notation's own explanation.
      // The typed text in a message is escaped and shortened: it may hold terminal escapes or be huge.
      const tok = parsed.error.token ?? '';
      const asMove = parsed.error.code === 'ERR_UNKNOWN_WORD' && /^[xjc]?\d/i.test(tok) ? this.rules.parseMove(tok) : undefined;
      if (asMove !== undefined && !asMove.ok) return { lines: [`${safeMessage(parseMessage(asMove.error))}.`], redraw: false, quit: false, failed: true };
      return { lines: [`${safeMessage(parseMessage(parsed.error))}. Type help for the commands${this.isOver ? '' : `, or one of the legal moves: ${this.legalTexts().join(' ')}`}.`], redraw: false, quit: false, failed: true };
    }
    const lines: string[] = [];
    let redraw = false;
    let failed = false;
    const cmds = parsed.value;
    for (let i = 0; i < cmds.length; i++) {
      const cmd = cmds[i] as PlayCommand;
      const r = this.exec(cmd);
      lines.push(...r.lines);
      if (r.job !== undefined) {
        yield r.job;
        lines.push(...r.job.lines());
      }
      redraw ||= r.changed;
      if (r.page !== undefined || r.quit) return { lines, redraw, quit: r.quit, ...(r.page === undefined ? {} : { page: r.page }) };
      if (r.failed) {
        failed = true;
        if (i + 1 < cmds.length) lines.push(`(the rest of the line was not run: ${cmds.length - i - 1} more command${cmds.length - i - 1 === 1 ? '' : 's'})`);
        break;
      }
    }
    return { lines, redraw, quit: false, ...(failed ? { failed } : {}) };
  }

  /** Words worth completing: the legal moves, then the commands. */
  completions(): string[] {
    const cmds = ['undo', 'redo', 'restart', 'new', 'moves', 'show', 'help', 'quit'];
    if (this.finishable()) cmds.push('finish');
    if (this.game.hasAuto) cmds.push('auto');
    if (this.opts.coach || this.opts.advisor) cmds.push('hint');
    if (this.opts.coach) cmds.push('chance');
    if (this.opts.advisor) cmds.push('solve');
    if (this.session.canReshuffle) cmds.push('reshuffle');
    if (this.round) cmds.push('next');
    return [...this.legalTexts(), ...cmds];
  }

  private legalTexts(): string[] {
    return this.rules.legalMoves(this.state).map((m) => this.rules.formatMove(m));
  }

  private exec(cmd: PlayCommand): { lines: string[]; changed: boolean; failed?: boolean; page?: string; quit: boolean; job?: CoachJob } {
    const done = (lines: string[], changed = false) => ({ lines, changed, quit: false });
    const fail = (line: string) => ({ lines: [line], changed: false, failed: true, quit: false });
    switch (cmd.kind) {
      case 'move':
      case 'stock':
        return this.move(cmd.kind === 'stock' ? undefined : cmd.text, cmd.text);
      case 'undo': {
        const r = this.undo(cmd.count);
        return r.ok ? done(r.lines, true) : fail(r.lines.join(' '));
      }
      case 'redo': {
        const r = this.redo(cmd.count);
        return r.ok ? done(r.lines, true) : fail(r.lines.join(' '));
      }
      case 'restart': {
        if (this.roundOver) return fail('The round is over: type new for a new round, or quit.');
        this.session.restart();
        const lines = [`Restarted ${this.round ? `hole ${this.session.hole + 1}` : 'the deal'} from the beginning.`, ...this.begun()];
        return done(lines, true);
      }
      case 'new': {
        const auto = this.session.auto;
        if (this.round && this.opts.newRound) {
          this.session = Session.start(this.game.module, { variant: this.opts.variant, auto, round: this.opts.newRound(cmd.number) });
          const n = this.session.source.number;
          return done([`New round${n === undefined ? '' : ` from deal ${n}`}.`, ...this.begun()], true);
        }
        const src = this.opts.newDeal(cmd.number);
        this.session = Session.start(this.game.module, { variant: this.opts.variant, auto, deal: src });
        return done([`New game${src.number === undefined ? '' : `: deal ${src.number}`}.`, ...this.begun()], true);
      }
      case 'help':
        return { lines: [], changed: false, page: helpText(this.game, { advisor: this.opts.advisor !== undefined, round: this.round !== undefined, coach: this.opts.coach !== undefined }), quit: false };
      case 'quit':
        return { lines: [], changed: false, quit: true };
      case 'moves':
        return done(this.movesList());
      case 'show':
        return done([], true);
      case 'auto':
        return this.setAuto(cmd.on);
      case 'hint':
        return cmd.stock === true ? this.advise('hint') : this.coachSays((c, s) => c.hint(s));
      case 'chance':
        return this.coachJob((c, s) => c.chance(s, cmd.samples));
      case 'finish':
        return this.finish();
      case 'solve':
        return this.advise(cmd.kind);
      case 'reshuffle': {
        if (this.roundOver) return fail('The round is over: type new for a new round, or quit.');
        const { session } = this;
        if (!session.locked) return fail(`reshuffle is offered only for a locked layout${this.round ? '' : ' (type new for another deal)'}.`);
        const next = session.reshuffled();
        if (next === undefined) return fail(`The ${this.round ? 'hole' : 'game'} is over: reshuffle is offered only while a locked layout is played (undo or restart first).`);
        this.session = next;
        return done([`Reshuffled the same cards (reshuffle ${next.reshuffles}).`, ...this.begun()], true);
      }
      case 'next': {
        const r = this.round;
        if (!r) return fail(`next moves on to the next hole of a round (kabal play ${this.rules.id} --round); type new for another deal.`);
        if (this.roundOver) return fail('The round is over: type new for a new round, or quit.');
        if (!this.isOver) return fail(`Finish hole ${r.hole + 1} first (moves are left: ${this.legalTexts().join(' ')}).`);
        const score = this.rules.score(this.state);
        const counted = this.session.countHole() ?? r.round;
        const next = this.session.nextHole();
        if (next === undefined) return done([`Hole ${r.hole + 1}: ${score}.`, this.game.text(r.rules.end(counted), {})], true);
        this.session = next;
        return done([`Hole ${r.hole + 1}: ${score}. On to hole ${next.hole + 1}.`, ...this.begun()], true);
      }
    }
  }

  /** What the app did by itself at the start of the deal (the forced moves of the opening position, when auto is on). */
  private begun(): string[] {
    const made = this.session.history.entries.length;
    return made > 0 ? [this.autoLine(0, made)] : [];
  }

  /** "Auto: discarded 5♣ (x3)." for the app's moves at entries [from, to) of the history. */
  private autoLine(from: number, to: number): string {
    const parts: string[] = [];
    const h = this.session.history;
    for (let i = from; i < to; i++) {
      const e = h.entries[i] as HistoryEntry<M>;
      parts.push(`${this.game.label(h.stateAt(i), e.move, this.layout)} (${this.rules.formatMove(e.move)})`);
    }
    return `Auto: discarded ${parts.join(', ')}.`;
  }

  private move(text: string | undefined, typed: string): { lines: string[]; changed: boolean; failed?: boolean; quit: boolean } {
    const fail = (line: string) => ({ lines: [line], changed: false, failed: true, quit: false });
    const s = this.state;
    if (this.roundOver) return fail('The round is over: type new for a new round, or quit.');
    if (this.isOver) {
      return fail(`The ${this.round ? 'hole' : 'game'} is over: ${this.round ? 'type next to go on, undo or restart' : 'type new, restart or undo'}.`);
    }
    let m: M;
    if (text === undefined) {
      m = this.game.stockMove;
      if (!this.rules.isLegal(s, m)) return fail(`Cannot ${this.game.stockWord}: ${this.game.whyIllegal(s, m, this.layout)}.`);
    } else {
      const r = this.rules.parseMove(text, s);
      if (!r.ok) {
        const bare = this.rules.parseMove(text);
        if (!bare.ok) return fail(`${safeMessage(parseMessage(r.error))}.`);
        return fail(`Cannot play ${typed}: ${this.game.whyIllegal(s, bare.value, this.layout)}.`);
      }
      m = r.value;
    }
    const at = this.session.history.position;
    const made = this.session.play(m);
    const lines = [`${this.game.done(s, this.session.history.stateAt(at + 1), m, this.layout)}.`];
    if (made.length > 1) lines.push(this.autoLine(at + 1, at + made.length));
    return { lines, changed: true, quit: false };
  }

  /** "deal (with 1 automatic discard)", or "2 automatic discards" for the app's moves alone. */
  private describeStep(step: readonly HistoryEntry<M>[]): string {
    const player = step.filter((e) => e.by === 'player').map((e) => this.rules.formatMove(e.move));
    const app = step.length - player.length;
    const discards = `${app} automatic discard${app === 1 ? '' : 's'}`;
    if (player.length === 0) return discards;
    return app > 0 ? `${player.join(' ')} (with ${discards})` : player.join(' ');
  }

  private undo(count: number): { ok: boolean; lines: string[] } {
    if (this.roundOver) return { ok: false, lines: ['The round is over: type new for a new round, or quit.'] };
    const undone: string[] = [];
    // With auto off, the screen's own discards are a step of their own, so they can be taken back.
    for (let k = 0; k < count; k++) {
      const step = this.session.undo();
      if (step.length === 0) break;
      undone.push(this.describeStep(step));
    }
    if (undone.length === 0) return { ok: false, lines: ['Nothing to undo.'] };
    return { ok: true, lines: [`Undid ${undone.join(', ')}.`] };
  }

  private redo(count: number): { ok: boolean; lines: string[] } {
    if (this.roundOver) return { ok: false, lines: ['The round is over: type new for a new round, or quit.'] };
    const redone: string[] = [];
    for (let k = 0; k < count; k++) {
      const step = this.session.redo();
      if (step.length === 0) break;
      redone.push(this.describeStep(step));
    }
    if (redone.length === 0) return { ok: false, lines: ['Nothing to redo.'] };
    return { ok: true, lines: [`Redid ${redone.join(', ')}.`] };
  }

  private setAuto(on: boolean | undefined): { lines: string[]; changed: boolean; failed?: boolean; quit: boolean } {
    if (!this.game.hasAuto) return { lines: [`auto makes a game's forced moves by themselves; ${this.rules.title} has no forced moves.`], changed: false, failed: true, quit: false };
    const auto = on ?? !this.session.auto;
    const lines: string[] = [];
    // Where auto is off by default, discards are the player's choice (a free-discards variant).
    const free = !this.game.autoDefault(this.opts.variant);
    const at = this.session.history.position;
    const made = this.session.setAuto(auto);
    if (auto) {
      // The app makes only forced discards (present.forcedMove), and under free-discards none is forced.
      lines.push(free ? 'Auto discards on, but under free-discards no discard is forced: none is made for you, every discard is your choice.' : 'Auto discards on: discards are made for you as soon as they are possible.');
      if (made.length > 0) lines.push(this.autoLine(at, at + made.length));
    } else {
      lines.push(`Auto discards off: discard with x1..x4${free ? '' : ' (every possible discard must be made before the next deal)'}.`);
    }
    return { lines, changed: true, quit: false };
  }

  /** Whether `finish` is offered: the game goes on and the coach says nothing is left to decide. */
  private finishable(): boolean {
    return !this.isOver && this.opts.coach?.finishable?.(this.state) === true;
  }

  /** Plays the one legal move until the game ends, each an ordinary move (undo takes them back one by one). */
  private finish(): { lines: string[]; changed: boolean; failed?: boolean; quit: boolean } {
    if (this.isOver) return { lines: [`The ${this.round ? 'hole' : 'game'} is over.`], changed: false, quit: false };
    if (!this.finishable()) return { lines: ['finish is offered only when nothing is left to decide; there are choices ahead (moves shows them).'], changed: false, failed: true, quit: false };
    const before = this.session.history.position;
    for (;;) {
      const legal = this.rules.legalMoves(this.state);
      const only = legal[0];
      if (legal.length !== 1 || only === undefined) break;
      this.session.play(only);
    }
    const made = this.session.history.position - before;
    return { lines: [`Finished: played the last ${made} move${made === 1 ? '' : 's'}, each the only legal one.`], changed: true, quit: false };
  }

  private coachSays(ask: (coach: PlayCoach<S>, state: S) => string[]): { lines: string[]; changed: boolean; failed?: boolean; quit: boolean } {
    const coach = this.opts.coach;
    if (coach === undefined) return { lines: ['The coach (fair hint and chance) is not in this build.'], changed: false, failed: true, quit: false };
    if (this.isOver) return { lines: [`The ${this.round ? 'hole' : 'game'} is over.`], changed: false, quit: false };
    return { lines: ask(coach, this.state), changed: false, quit: false };
  }

  private coachJob(start: (coach: PlayCoach<S>, state: S) => CoachJob): { lines: string[]; changed: boolean; failed?: boolean; quit: boolean; job?: CoachJob } {
    const coach = this.opts.coach;
    if (coach === undefined || this.isOver) return this.coachSays(() => []);
    return { lines: [], changed: false, quit: false, job: start(coach, this.state) };
  }

  private advise(kind: 'hint' | 'solve'): { lines: string[]; changed: boolean; failed?: boolean; quit: boolean } {
    const advisor = this.opts.advisor;
    const reply = (line: string, failed = false) => ({ lines: [line], changed: false, failed, quit: false });
    if (advisor === undefined) return reply(`${kind} needs the solver, which this build does not have.`, true);
    if (this.isOver) return reply(`The ${this.round ? 'hole' : 'game'} is over: there is nothing left to search.`);
    const s = this.state;
    const ms = this.opts.advisorMs ?? 5000;
    const secs = `${Math.round(ms / 100) / 10} s of CPU time`;
    const scoreText = (n: number): string => this.game.text(this.game.present.scoreName(n), this.layout);
    if (kind === 'hint') {
      const { answer: a, move: first } = this.hintMove(advisor, ms);
      if (first === undefined) return reply(`Hint: no line was found within ${secs}.`);
      const text = `${this.rules.formatMove(first)} (${this.game.describe(s, first, this.layout)})`;
      const why =
        a.verdict === 'solved'
          ? `it leads to a win, ${scoreText(a.bestScore)}`
          : a.verdict === 'unsolvable'
            ? `no win is possible any more; it leads to the best reachable ${scoreText(a.bestScore)}`
            : `no verdict within ${secs}; the best line found so far reaches ${scoreText(a.bestScore)}`;
      return reply(`Hint, with the stock known: ${text}: ${why}.`);
    }
    const a = advisor.win(s, ms);
    const line =
      a.verdict === 'solved'
        ? 'With the stock known, this position can still be won.'
        : a.verdict === 'unsolvable'
          ? `With the stock known, this position can no longer be won; the best reachable is ${scoreText(a.bestScore)}.`
          : `No verdict within ${secs}; the best line found so far reaches ${scoreText(a.bestScore)}.`;
    return reply(`${line} (You do not see the stock order, so this is an upper bound on real play.)`);
  }

  /** The next move of the current plan if the player has kept to it, else a new search. */
  private hintMove(advisor: Advisor<S, M>, ms: number): { answer: AdvisorAnswer<M>; move: M | undefined } {
    const s = this.state;
    const key = this.rules.key(s);
    const plan = this.plan;
    if (plan !== undefined && plan.deal === this.rules.dealOf(s)) {
      const at = plan.keys.indexOf(key);
      const move = plan.moves[at];
      if (at >= 0 && move !== undefined && this.rules.isLegal(s, move)) return { answer: plan.answer, move };
    }
    const answer = advisor.best(s, ms);
    const keys: string[] = [];
    let t = s;
    for (const m of answer.moves) {
      keys.push(this.rules.key(t));
      if (!this.rules.isLegal(t, m)) break;
      t = this.rules.applyMove(t, m);
    }
    this.plan = { deal: this.rules.dealOf(s), keys, moves: answer.moves, answer };
    return { answer, move: answer.moves[0] };
  }

  private movesList(): string[] {
    const s = this.state;
    const legal = this.rules.legalMoves(s);
    if (legal.length === 0) return [`No legal moves: the ${this.round ? 'hole' : 'game'} is over.`];
    const texts = legal.map((m) => this.rules.formatMove(m));
    const w = Math.max(...texts.map((t) => t.length));
    return [`Legal moves (${legal.length}):`, ...legal.map((m, i) => `  ${(texts[i] as string).padEnd(w)}  ${this.game.describe(s, m, this.layout)}`)];
  }
}
