// The coach's heavy work in a Web Worker (src/coach), so the table never freezes:
//   hint    the fair player's move, from the observation and its legal moves only (no state is sent);
//   chance  the chance to win from here, from the observation only, refined and reported about
//           every 100 ms (the first after 40 ms) until the run is done or `stop` comes; with
//           `shard` one part of a run that several workers share (client.ts adds them up);
//   review  a finished game (review-run.ts: the coach library's review of every move, then the
//           fair player's chance where something was decided), reported as it fills; with a
//           second worker on `review-help`, which finds the fair moves from the last decision
//           back and sends them (through the page) as `fair-moves`.
// Work runs in slices with a timer between them, so a `stop` message is read between two slices.
/// <reference lib="webworker" />
import type { GameId } from '../../src/core/game.js';
import type { Message } from '../../src/core/i18n.js';
import type { View } from '../../src/core/present.js';
import { unwrap } from '../../src/core/result.js';
import { type Game, withGame } from '../../src/registry/index.js';
import { ChanceEstimator, chanceMessages, type ChanceReport, fairHint, hintWords } from '../../src/coach/index.js';
import type { ReviewData } from './review.js';
import { type FairMoveFound, ReviewHelp, ReviewRun } from './review-run.js';

export type CoachRequest =
  | { readonly kind: 'hint'; readonly game: GameId; readonly variant: string; readonly obs: unknown; readonly legal: readonly string[] }
  | {
      readonly kind: 'chance';
      readonly game: GameId;
      readonly variant: string;
      readonly obs: unknown;
      /** This worker's part of the run, when several workers share it (the client adds the reports up). */
      readonly shard?: { readonly index: number; readonly count: number };
      /** Orders on which `best` plays too, to measure the stand-in's bias (ChanceOptions.vsBest). */
      readonly vsBest?: number;
    }
  | { readonly kind: 'review'; readonly game: GameId; readonly variant: string; readonly deal: string; readonly moves: readonly string[] }
  /** The second worker of a review: the fair moves from the last decision back, replied as `fair-moves`. */
  | { readonly kind: 'review-help'; readonly game: GameId; readonly variant: string; readonly deal: string; readonly moves: readonly string[] }
  /** Fair moves from the second worker, for the review under way (not a new request). */
  | { readonly kind: 'fair-moves'; readonly found: readonly FairMoveFound[] }
  | { readonly kind: 'stop' };

export type CoachReply =
  /** `why`: why this is the hint, in plain words (our best player's move, or perfect play's with its exact chance). */
  | { readonly kind: 'hint'; readonly move: string | undefined; readonly message: Message | undefined; readonly why: readonly Message[]; readonly player: string }
  | { readonly kind: 'chance'; readonly report: ChanceReport; readonly messages: Message[] }
  | { readonly kind: 'review'; readonly data: ReviewData; readonly done: number; readonly total: number; readonly ready: boolean }
  | { readonly kind: 'fair-moves'; readonly found: readonly FairMoveFound[]; readonly done: boolean }
  | { readonly kind: 'error'; readonly message: string };

/** A request or a reply with the number of the request it belongs to. */
export type Asked<T> = T & { readonly id: number };

declare const self: DedicatedWorkerGlobalScope;

/** How long a slice works before the worker reports and reads its messages (the first one is shorter, for a first figure soon). */
const SLICE_MS = 100;
const FIRST_SLICE_MS = 40;

let stopped = false;
let timer: ReturnType<typeof setTimeout> | undefined;
/** The request being answered: every reply carries it, so the page can drop replies to an older one. */
let asked = 0;

const post = (r: CoachReply): void => self.postMessage({ ...r, id: asked } satisfies Asked<CoachReply>);

/** Runs `work` (true while there is more) in slices, calling `report` after each and once at the end. */
function sliced(work: () => boolean, report: (final: boolean) => void): void {
  let first = true;
  const slice = (): void => {
    const t0 = performance.now();
    const ms = first ? FIRST_SLICE_MS : SLICE_MS;
    first = false;
    let more = true;
    while (more && !stopped && performance.now() - t0 < ms) more = work();
    const final = !more || stopped;
    report(final);
    if (!final) timer = setTimeout(slice, 0);
  };
  slice();
}

function hint<S, M, O, V>(g: Game<S, M, O, V>, req: Extract<CoachRequest, { kind: 'hint' }>): void {
  const variant = unwrap(g.rules.parseVariant(req.variant));
  const obs = req.obs as O;
  const view: View<O, M> = { obs, legal: req.legal.map((t) => unwrap(g.rules.parseMove(t))) };
  const h = fairHint(g, variant, view);
  post({ kind: 'hint', move: h?.text, message: h?.message, why: h === undefined ? [] : hintWords(h), player: h?.player ?? '' });
}

function chance<S, M, O, V>(g: Game<S, M, O, V>, req: Extract<CoachRequest, { kind: 'chance' }>): void {
  const variant = unwrap(g.rules.parseVariant(req.variant));
  const est = new ChanceEstimator(g, variant, req.obs as O, { ...(req.shard === undefined ? {} : { shard: req.shard }), ...(req.vsBest === undefined ? {} : { vsBest: req.vsBest }) });
  let report: ChanceReport = est.report();
  sliced(
    () => {
      // A few orders at a time, so the slice ends close to its time.
      report = est.step(10);
      return !est.done;
    },
    (final) => {
      if (final && !est.done) est.cancel();
      const r = final ? est.report() : report;
      post({ kind: 'chance', report: r, messages: chanceMessages(r) });
    },
  );
}

/** The review under way, for the fair moves the second worker finds. */
let reviewing: ReviewRun<unknown, unknown, unknown, unknown> | undefined;

function review<S, M, O, V>(g: Game<S, M, O, V>, req: Extract<CoachRequest, { kind: 'review' }>): void {
  const run = new ReviewRun(g, req.variant, req.deal, req.moves);
  reviewing = run as unknown as ReviewRun<unknown, unknown, unknown, unknown>;
  sliced(
    () => run.work(20),
    () => {
      const p = run.done();
      post({ kind: 'review', data: run.data(), done: p.done, total: p.total, ready: p.ready });
    },
  );
}

function reviewHelp<S, M, O, V>(g: Game<S, M, O, V>, req: Extract<CoachRequest, { kind: 'review-help' }>): void {
  const help = new ReviewHelp(g, req.variant, req.deal, req.moves);
  let found: FairMoveFound[] = [];
  sliced(
    () => {
      const f = help.next();
      if (f !== undefined) found.push(f);
      return f !== undefined;
    },
    (final) => {
      if (found.length > 0 || final) post({ kind: 'fair-moves', found, done: final });
      found = [];
    },
  );
}

self.onmessage = (e: MessageEvent<Asked<CoachRequest>>) => {
  const req = e.data;
  if (req.kind === 'stop') {
    stopped = true;
    return;
  }
  if (req.kind === 'fair-moves') {
    if (req.id === asked) for (const f of req.found) reviewing?.provide(f.at, f.move);
    return;
  }
  reviewing = undefined;
  if (timer !== undefined) clearTimeout(timer);
  stopped = false;
  asked = req.id;
  try {
    withGame(req.game, (g) => (req.kind === 'hint' ? hint(g, req) : req.kind === 'chance' ? chance(g, req) : req.kind === 'review' ? review(g, req) : reviewHelp(g, req)));
  } catch (err) {
    post({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
