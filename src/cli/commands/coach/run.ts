// `kabal hint` and `kabal review`: reads the game records, checks every one before any work (a bad
// record is named with its line, token and place: exit status 2), then runs the coach on each and
// prints plain sentences or JSON lines. The coach sees only what a player sees, except where its
// figures say "with the stock known".

import type { Card } from '../../../core/cards.js';
import type { Deal } from '../../../core/deal.js';
import { formatMessage, type Message, msg } from '../../../core/i18n.js';
import { PRESENT_MESSAGES, viewOf } from '../../../core/present.js';
import { parseGameRecord } from '../../../core/record.js';
import { type Game, withGame } from '../../../registry/index.js';
import {
  ChanceEstimator,
  chanceMessages,
  type ChanceReport,
  mergeChance,
  CHANCE_MAX_STATES,
  COACH_MESSAGES,
  type ChanceFigure,
  decisionWords,
  fairHint,
  forcedWords,
  GameReview,
  groupForced,
  hintWords,
  isFairPlayer,
  REVIEW_MAX_STATES,
  REVIEW_SAMPLES,
  type ReviewStep,
  type ReviewSummary,
} from '../../../coach/index.js';
import { CliError, parseMessage, quote } from '../../errors.js';
import { Output, parseGameArg, parseNumberArg, parsePositiveInt, parseVariantArg, readLines } from '../../io.js';
import { cardCell } from '../../layout.js';
import { runOrdered, siblingModule } from '../../../sim/pool.js';
import { parseThreads } from '../journaled-run.js';
import { type ChancePart, type ChancePartSpec, chanceOptions, chancePartRunner, viewAfter } from './chance-parts.js';
import type { CoachCommandOptions } from './options.js';

/** How often the progress line on standard error is redrawn (only on a terminal). */
const PROGRESS_MS = 250;

function progress(line: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${line}`);
}

/** Most bad records named in one error. */
const MAX_BAD = 20;

interface Loaded<M> {
  readonly line: number;
  readonly deal: Deal;
  readonly moves: readonly M[];
}

interface Settings {
  readonly samples: number | undefined;
  readonly maxStates: number | undefined;
  readonly seed: number | undefined;
  readonly player: string | undefined;
  readonly chance: number | undefined;
}

function settingsOf(opts: CoachCommandOptions): Settings {
  return {
    samples: parsePositiveInt(opts.samples, '--samples', 1_000_000),
    maxStates: parsePositiveInt(opts.maxStates, '--max-states'),
    seed: opts.seed === undefined ? undefined : parseNumberArg(opts.seed, '--seed'),
    player: opts.player,
    chance: parsePositiveInt(opts.chance, '--chance', 1_000_000),
  };
}

/** Every record of the input, parsed; up to 20 bad ones named at once. */
async function loadRecords<S, M, O, V>(module: Game<S, M, O, V>, variant: V, input: string | undefined): Promise<Loaded<M>[]> {
  const path = input === undefined || input === '-' ? undefined : input;
  if (path === undefined && process.stdin.isTTY) throw new CliError('no game records given: use --input FILE, or pipe records (the deal, " | ", the moves) to standard input');
  const name = path ?? 'standard input';
  const out: Loaded<M>[] = [];
  const bad: string[] = [];
  for await (const { line, text } of readLines(path)) {
    const t = text.trim();
    if (t === '' || t.startsWith('#')) continue;
    const r = parseGameRecord(module.rules, variant, t);
    if (r.ok) out.push({ line, deal: r.value.deal, moves: r.value.moves });
    else if (bad.push(`${name} line ${line}: ${parseMessage(r.error)}`) >= MAX_BAD) break;
  }
  if (bad.length > 0) throw new CliError(bad.join('\n'));
  if (out.length === 0) throw new CliError(`no game records in ${name} (one a line: the deal, " | ", then the moves; blank lines and lines starting with # are skipped)`);
  return out;
}

function checkPlayer<S, M, O, V>(module: Game<S, M, O, V>, variant: V, player: string | undefined): void {
  if (player !== undefined && !isFairPlayer(module, module.rules.formatVariant(variant), player)) {
    throw new CliError(`--player: ${quote(player)} is not a fair player of ${module.rules.title} (kabal strategies ${module.id} lists them; clairvoyant is not a player)`);
  }
}

/** English text with the terminal's cards. */
function texter<S, M, O, V>(module: Game<S, M, O, V>, ascii: boolean): (m: Message) => string {
  const catalogues = [COACH_MESSAGES, module.present.messages, PRESENT_MESSAGES];
  return (m) => formatMessage(m, catalogues, { lang: 'en', card: (c: Card) => cardCell(c, { ascii }) });
}

const round = (x: number, digits = 4): number => Math.round(x * 10 ** digits) / 10 ** digits;
const plural = (n: number, one: string, other = `${one}s`): string => `${n} ${n === 1 ? one : other}`;

/** What a coach command works on: the game, the rule set, its records and how to put words. */
interface RecordRun<S, M, O, V> {
  readonly module: Game<S, M, O, V>;
  readonly variant: V;
  readonly records: readonly Loaded<M>[];
  readonly opts: CoachCommandOptions;
  readonly st: Settings;
  readonly text: (m: Message) => string;
  readonly out: Output;
}

/** Parses the game, rule set, settings and records of a coach command, then runs `body` on them. */
async function withRecords(game: string, opts: CoachCommandOptions, body: <S, M, O, V>(run: RecordRun<S, M, O, V>) => Promise<void>): Promise<number> {
  const id = parseGameArg(game);
  const st = settingsOf(opts);
  return withGame(id, async (module) => {
    const variant = parseVariantArg(module.rules, opts.variant);
    checkPlayer(module, variant, st.player);
    const records = await loadRecords(module, variant, opts.input);
    await body({ module, variant, records, opts, st, text: texter(module, opts.ascii ?? false), out: new Output() });
    return 0;
  });
}

/** Runs `each` on every record in turn, flushing after each. */
async function forEachRecord(game: string, opts: CoachCommandOptions, each: <S, M, O, V>(run: RecordRun<S, M, O, V>, rec: Loaded<M>, k: number) => void): Promise<number> {
  return withRecords(game, opts, async (run) => {
    for (const [k, rec] of run.records.entries()) {
      each(run, rec, k);
      await run.out.flush();
    }
  });
}

/** Worker threads for a hint's chance: as the web game, one a core up to four (0 or 1: this thread). */
function hintThreads(text: string | undefined): number {
  const n = parseThreads(text, (s) => process.stderr.write(`kabal hint: ${s}\n`));
  return text === undefined ? Math.min(n, 4) : n;
}

export async function runHint(game: string, opts: CoachCommandOptions): Promise<number> {
  const threads = hintThreads(opts.threads);
  if (threads <= 1) return forEachRecord(game, opts, hint);
  return withRecords(game, opts, (run) => hintsOnThreads(run, threads));
}

/** The position at the end of a record, as a player sees it. */
function viewAtEnd<S, M, O, V>(module: Game<S, M, O, V>, variant: V, rec: Loaded<M>): ReturnType<typeof viewOf<S, M, O, V>> {
  return viewAfter(module, variant, rec.deal, rec.moves);
}

/** What the chance of a hint is played with (in this thread or in parts on worker threads). */
function chanceSpec<S, M, O, V>({ module, variant, st }: RecordRun<S, M, O, V>): ChancePartSpec {
  return { game: module.id, variant: module.rules.formatVariant(variant), samples: st.samples, maxStates: st.maxStates ?? CHANCE_MAX_STATES, seed: st.seed, player: st.player };
}

function hint<S, M, O, V>(run: RecordRun<S, M, O, V>, rec: Loaded<M>, k: number): void {
  const { module, variant, records } = run;
  // From here on the coach is handed what a player sees, never the state.
  const view = viewAtEnd(module, variant, rec);
  const est = new ChanceEstimator(module, variant, view.obs, chanceOptions(chanceSpec(run)));
  let chance = est.report();
  while (!est.done) {
    chance = est.step(PROGRESS_MS);
    progress(`record ${k + 1} of ${records.length}: ${chance.chance.samples} of at most ${chance.orders} stock orders played${chance.settled ? `, ${(chance.stockKnown?.samples ?? 0) + (chance.stockKnown?.unknown ?? 0)} solved with the stock known` : ''}`);
  }
  progress('');
  printHint(run, rec, k, view, chance);
}

/**
 * The chances of all records split over worker threads, `threads` parts a record (the orders i
 * with i mod threads = part), added up as their parts come in; each record printed, in order, once
 * its parts are in. The figures depend on the thread count (each part stops by its own rule), not
 * on which thread played what.
 */
async function hintsOnThreads<S, M, O, V>(run: RecordRun<S, M, O, V>, threads: number): Promise<void> {
  const { module, variant, records } = run;
  const spec = chanceSpec(run);
  const batches = function* (): Generator<{ k: number; index: number }> {
    for (let k = 0; k < records.length; k++) for (let index = 0; index < threads; index++) yield { k, index };
  };
  let parts: ChanceReport[] = [];
  await runOrdered<{ k: number; index: number }, ChanceReport>({
    threads,
    batches: batches(),
    worker: { url: siblingModule(import.meta.url, 'chance-worker'), data: spec },
    inline: () => {
      const one = chancePartRunner(spec);
      return (b) => one(partOf(records, b, threads));
    },
    message: (b) => partOf(records, b, threads),
    deliver: async (b, report) => {
      parts.push(report);
      progress(`record ${b.k + 1} of ${records.length}: ${parts.length} of ${threads} parts of the chance in`);
      if (parts.length < threads) return;
      const rec = records[b.k]!;
      const chance = mergeChance(parts);
      parts = [];
      progress('');
      printHint(run, rec, b.k, viewAtEnd(module, variant, rec), chance);
      await run.out.flush();
    },
    window: threads * 2,
  });
}

function partOf<M>(records: readonly Loaded<M>[], b: { k: number; index: number }, count: number): ChancePart {
  const rec = records[b.k]!;
  return { deal: rec.deal, moves: rec.moves, index: b.index, count };
}

/** A record's hint (worked out here, on what a player sees) and its chance, in words or JSON. */
function printHint<S, M, O, V>({ module, variant, opts, st, text, out }: RecordRun<S, M, O, V>, rec: Loaded<M>, k: number, view: ReturnType<typeof viewOf<S, M, O, V>>, chance: ChanceReport): void {
  const h = fairHint(module, variant, view, st.player);
  if (opts.json) {
    const c = chance.chance;
    const sk = chance.stockKnown;
    out.line(
      JSON.stringify({
        move: h?.text ?? null,
        // `optimal`: the figure is perfect play's (the exact solver, the stock unseen), not a player's.
        chance: {
          estimate: round(c.estimate, 6),
          ci: c.ci.map((x) => round(x, 6)),
          samples: c.samples,
          exact: c.exact,
          optimal: chance.perfect !== undefined,
          ...(chance.perfect === undefined ? {} : { winOrders: chance.perfect.winOrders, orders: chance.perfect.orders, expectedScore: round(chance.perfect.expectedScore, 6) }),
        },
        stockKnown: sk === undefined ? null : { share: round(sk.share), ci: sk.ci.map((x) => round(x)), samples: sk.samples, exact: sk.exact, unknown: sk.unknown },
        words: h === undefined ? null : text(h.message),
        player: h?.player ?? chance.player,
        ...(h?.perfect === undefined ? {} : { equallyGood: h.perfect.equallyGood }),
        chancePlayer: chance.player,
        ...(chance.insteadOf === undefined ? {} : { insteadOf: chance.insteadOf }),
        meanScore: round(c.meanScore, 2),
        settled: chance.settled,
        line: rec.line,
        moves: rec.moves.length,
      }),
    );
  } else {
    if (k > 0) out.line('');
    out.line(`Record ${k + 1} (line ${rec.line}), after ${plural(rec.moves.length, 'move')}:`);
    if (view.legal.length === 0) out.line(text(module.present.verdict(view.obs)));
    else {
      if (h === undefined) out.line(text(msg('coach.hint.stops')));
      else {
        out.line(`${text(h.message)} (${h.text})`);
        out.line(hintWords(h, st.player !== undefined).map(text).join(' '));
      }
      for (const m of chanceMessages(chance, st.player !== undefined)) out.line(text(m));
      out.line(`${text(msg('coach.explain'))} docs/coach.md`);
    }
  }
}

export async function runReview(game: string, opts: CoachCommandOptions): Promise<number> {
  return forEachRecord(game, opts, review);
}

function review<S, M, O, V>({ module, variant, records, st, opts, text, out }: RecordRun<S, M, O, V>, rec: Loaded<M>, k: number): void {
  const job = new GameReview(module, variant, rec.deal, rec.moves, {
    samples: st.samples ?? REVIEW_SAMPLES,
    maxStates: st.maxStates ?? REVIEW_MAX_STATES,
    ...(st.seed === undefined ? {} : { seed: st.seed }),
    ...(st.player === undefined ? {} : { player: st.player }),
    ...(st.chance === undefined ? {} : { chanceSamples: st.chance }),
  });
  let r = job.progress();
  while (!job.done) {
    r = job.step(PROGRESS_MS);
    progress(`record ${k + 1} of ${records.length}: ${r.ready ? `every move reviewed, ${r.costsLeft} costs left to play out` : r.solved <= r.total ? `${r.solved} of ${r.total + 1} positions solved` : `move ${r.reviewed} of ${r.total} reviewed`}`);
  }
  progress('');
  const chanceAt = (k: number): ChanceFigure | undefined => r.chances[k];
  const summary = r.summary as ReviewSummary;
  if (opts.json) {
    for (const s of r.steps) {
      const c = chanceAt(s.ply);
      out.line(JSON.stringify({ ...stepJson(s, k), ...(c === undefined ? {} : { chanceAfter: round(c.estimate), chanceAfterCi: c.ci.map((x) => round(x)) }) }));
    }
    const c0 = chanceAt(0);
    out.line(JSON.stringify({ ...summaryJson(summary, k, rec.line), ...(c0 === undefined ? {} : { chanceAtStart: round(c0.estimate), chanceAtStartCi: c0.ci.map((x) => round(x)), chanceSamples: st.chance }) }));
  } else {
    if (k > 0) out.line('');
    for (const l of reviewText(module, variant, rec, r.steps, summary, k, text, chanceAt, st.player !== undefined)) out.line(l);
  }
}

function stepJson<M>(s: ReviewStep<M>, record: number): object {
  return {
    ply: s.ply,
    move: s.text,
    bestBefore: s.before.best,
    bestAfter: s.after.best,
    winnableBefore: s.before.winnable,
    winnableAfter: s.after.winnable,
    fairMove: s.fairMove,
    fairLoss: s.fairLoss === null ? null : round(s.fairLoss, 3),
    fairLossSe: s.fairLossSe === null ? null : round(s.fairLossSe, 3),
    samples: s.samples,
    forced: s.forced,
    exactBefore: s.before.exact,
    exactAfter: s.after.exact,
    threwAwayWin: s.threwAwayWin,
    mistake: s.mistake,
    record: record + 1,
  };
}

function summaryJson(s: ReviewSummary, record: number, line: number): object {
  return {
    summary: true,
    winLostAt: s.winLostAt,
    mistakes: s.mistakes,
    moves: s.moves,
    decisions: s.decisions,
    forced: s.forced,
    finalScore: s.finalScore,
    finished: s.finished,
    won: s.won,
    bestAtStart: s.start.best,
    winnableAtStart: s.start.winnable,
    exactAtStart: s.start.exact,
    fairLossTotal: round(s.fairLossTotal, 3),
    fairPlayer: s.fairPlayer,
    samplingPlayer: s.samplingPlayer,
    ...(s.insteadOf === undefined ? {} : { insteadOf: s.insteadOf }),
    samples: s.samples,
    maxStates: s.maxStates,
    record: record + 1,
    line,
  };
}

function reviewText<S, M, O, V>(
  module: Game<S, M, O, V>,
  variant: V,
  rec: Loaded<M>,
  steps: readonly ReviewStep<M>[],
  s: ReviewSummary,
  k: number,
  text: (m: Message) => string,
  chanceAt: (k: number) => ChanceFigure | undefined,
  named: boolean,
): string[] {
  const rules = module.rules;
  const score = (n: number): string => text(module.present.scoreName(n));
  const bound = (b: { best: number; exact: boolean }): string => `${score(b.best)}${b.exact ? '' : ' (the search stopped early: the best found so far)'}`;
  const out = [
    `Record ${k + 1} (line ${rec.line}): ${plural(s.moves, 'move')}, ${plural(s.decisions, 'decision')}, ${s.forced} with nothing to decide; ${s.finished ? `the game ended ${s.won ? 'won' : 'lost'} with` : 'the game is not finished; so far'} ${score(s.finalScore)}.`,
    s.start.winnable === true
      ? `With the stock known (an upper bound: a player cannot see the stock) the deal could be won (${bound(s.start)}).`
      : s.start.winnable === false
        ? `Even with the stock known the deal could not be won; the best reachable was ${bound(s.start)}.`
        : `With the stock known, the search stopped before an answer on the deal; the best line found reaches ${bound(s.start)}.`,
  ];
  // Words for a move need the position it was made in (what the player saw there).
  const states: S[] = [rules.start(rec.deal, variant)];
  for (const m of rec.moves) states.push(rules.applyMove(states[states.length - 1] as S, m));
  const said = (ply: number, move: M): Message => module.present.describe(rules.observe(states[ply - 1] as S), move);
  const decimal = (x: number): string => x.toFixed(1);
  const chanceWords = (c: ChanceFigure): string => {
    const pct = (x: number): number => Math.round(x * 100);
    const who = named ? 'the player you chose' : s.insteadOf === undefined ? 'our best player' : 'our quick player';
    return `Your chance to win after it, playing as ${who} would: ${c.exact ? `exactly ${pct(c.estimate)}%` : `about ${pct(c.estimate)}% (${pct(c.ci[0])}–${pct(c.ci[1])}%, ${plural(c.samples, 'shuffle')} of the unseen cards)`}.`;
  };
  for (const g of groupForced(steps)) {
    if (g.kind === 'forced') {
      const first = g.steps[0] as ReviewStep<M>;
      const last = g.steps[g.steps.length - 1] as ReviewStep<M>;
      out.push(`  ${text(forcedWords(module.present, first.ply, last.ply, g.steps.map((x) => x.text).join(' ')))}`);
      continue;
    }
    const st = g.step;
    const fair = st.fairMove === null || st.fairMove === st.text ? undefined : rules.parseMove(st.fairMove, states[st.ply - 1]);
    const w = decisionWords(module.id, st, said(st.ply, st.move), fair?.ok ? said(st.ply, fair.value) : undefined, decimal, st.text);
    const parts = [`  ${text(w.move)}`, ...w.verdict.map(text), text(w.stockKnown)];
    const c = chanceAt(st.ply);
    if (c !== undefined) parts.push(chanceWords(c));
    if (w.mistake) parts.push(text(w.mistake));
    out.push(parts.join(' '));
  }
  const unit = rules.higherIsBetter ? 'cards' : 'strokes';
  out.push(
    s.winLostAt === null ? (s.start.winnable === true && s.finished && !s.won ? 'No single move is marked as losing the win (a search stopped early).' : 'No move threw away a win.') : `With the stock known, the win was lost at move ${s.winLostAt}.`,
    s.mistakes.length === 0 ? 'No mistakes found.' : `Mistakes (a better move exists by the cost shown): ${s.mistakes.length === 1 ? 'move' : 'moves'} ${s.mistakes.join(', ')}.`,
    `Given up against the best moves we know, over all decisions: about ${Math.max(0, s.fairLossTotal).toFixed(1)} ${unit} on average (each decision played out on ${plural(s.samples, 'shuffle')} of the unseen cards).`,
    `${text(msg('coach.explain'))} docs/coach.md`,
  );
  return out;
}
