// The coach's heavy work in a Web Worker (src/coach), so the table never freezes:
//   hint    the fair player's move, from the observation and its legal moves only (no state is sent);
//   chance  the chance to win from here, from the observation only, refined and reported about
//           every 100 ms until every order is played or `stop` comes;
//   review  a finished game (review-run.ts: the coach library's review of every move, then the
//           fair player's chance where something was decided), reported as it fills.
// Work runs in slices with a timer between them, so a `stop` message is read between two slices.
/// <reference lib="webworker" />
import type { GameId } from '../../src/core/game.js';
import type { Message } from '../../src/core/i18n.js';
import type { View } from '../../src/core/present.js';
import { unwrap } from '../../src/core/result.js';
import { type Game, withGame } from '../../src/registry/index.js';
import { ChanceEstimator, chanceMessages, type ChanceReport, fairHint } from '../../src/coach/index.js';
import type { ReviewData } from './review.js';
import { ReviewRun } from './review-run.js';

export type CoachRequest =
  | { readonly kind: 'hint'; readonly game: GameId; readonly variant: string; readonly obs: unknown; readonly legal: readonly string[] }
  | { readonly kind: 'chance'; readonly game: GameId; readonly variant: string; readonly obs: unknown }
  | { readonly kind: 'review'; readonly game: GameId; readonly variant: string; readonly deal: string; readonly moves: readonly string[] }
  | { readonly kind: 'stop' };

export type CoachReply =
  | { readonly kind: 'hint'; readonly move: string | undefined; readonly message: Message | undefined; readonly player: string }
  | { readonly kind: 'chance'; readonly report: ChanceReport; readonly messages: Message[] }
  | { readonly kind: 'review'; readonly data: ReviewData; readonly done: number; readonly total: number }
  | { readonly kind: 'error'; readonly message: string };

/** A request or a reply with the number of the request it belongs to. */
export type Asked<T> = T & { readonly id: number };

declare const self: DedicatedWorkerGlobalScope;

/** How long a slice works before the worker reports and reads its messages. */
const SLICE_MS = 100;

let stopped = false;
let timer: ReturnType<typeof setTimeout> | undefined;
/** The request being answered: every reply carries it, so the page can drop replies to an older one. */
let asked = 0;

const post = (r: CoachReply): void => self.postMessage({ ...r, id: asked } satisfies Asked<CoachReply>);

/** Runs `work` (true while there is more) in slices, calling `report` after each and once at the end. */
function sliced(work: () => boolean, report: (final: boolean) => void): void {
  const slice = (): void => {
    const t0 = performance.now();
    let more = true;
    while (more && !stopped && performance.now() - t0 < SLICE_MS) more = work();
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
  post({ kind: 'hint', move: h?.text, message: h?.message, player: h?.player ?? '' });
}

function chance<S, M, O, V>(g: Game<S, M, O, V>, req: Extract<CoachRequest, { kind: 'chance' }>): void {
  const variant = unwrap(g.rules.parseVariant(req.variant));
  const est = new ChanceEstimator(g, variant, req.obs as O);
  let report: ChanceReport = est.report();
  sliced(
    () => {
      report = est.step(SLICE_MS);
      return !est.done;
    },
    (final) => {
      if (final && !est.done) est.cancel();
      const r = final ? est.report() : report;
      post({ kind: 'chance', report: r, messages: chanceMessages(r) });
    },
  );
}

function review<S, M, O, V>(g: Game<S, M, O, V>, req: Extract<CoachRequest, { kind: 'review' }>): void {
  const run = new ReviewRun(g, req.variant, req.deal, req.moves);
  sliced(
    () => run.work(20),
    () => {
      const p = run.done();
      post({ kind: 'review', data: run.data(), done: p.done, total: p.total });
    },
  );
}

self.onmessage = (e: MessageEvent<Asked<CoachRequest>>) => {
  const req = e.data;
  if (req.kind === 'stop') {
    stopped = true;
    return;
  }
  if (timer !== undefined) clearTimeout(timer);
  stopped = false;
  asked = req.id;
  try {
    withGame(req.game, (g) => (req.kind === 'hint' ? hint(g, req) : req.kind === 'chance' ? chance(g, req) : review(g, req)));
  } catch (err) {
    post({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
