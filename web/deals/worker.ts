// The proofs of this feature in a Web Worker, so the table never freezes: the daily deal of a date
// (src/deals/daily.ts) or one random deal proved winnable (src/deals/winnable.ts). Progress after
// every candidate; the page cancels by terminating the worker.
/// <reference lib="webworker" />
import { formatDeal } from '../../src/core/deal.js';
import type { GameId, GameRules } from '../../src/core/game.js';
import { dailyDeal } from '../../src/deals/daily.js';
import { parseDate } from '../../src/deals/date.js';
import { winnableDeals } from '../../src/deals/winnable.js';
import { withGame } from '../../src/registry/index.js';

export type ProveRequest =
  | { readonly kind: 'daily'; readonly game: GameId; readonly variant: string; readonly date: string }
  | { readonly kind: 'winnable'; readonly game: GameId; readonly variant: string; readonly seed: number };

export type ProveReply =
  | { readonly kind: 'progress'; readonly tried: number }
  | { readonly kind: 'done'; readonly number: number; readonly deal: string }
  | { readonly kind: 'error'; readonly message: string };

declare const self: DedicatedWorkerGlobalScope;

const post = (r: ProveReply): void => self.postMessage(r);

function run<S, M, O, V>(rules: GameRules<S, M, O, V>, req: ProveRequest): void {
  const v = rules.parseVariant(req.variant);
  if (!v.ok) return post({ kind: 'error', message: v.error.message });
  if (req.kind === 'daily') {
    const date = parseDate(req.date);
    if (!date.ok) return post({ kind: 'error', message: date.error.message });
    const r = dailyDeal(rules, v.value, date.value, (k) => post({ kind: 'progress', tried: k + 1 }));
    if (!r.ok) return post({ kind: 'error', message: r.error.message });
    return post({ kind: 'done', number: r.value.number, deal: formatDeal(r.value.deal) });
  }
  let tried = 0;
  for (const d of winnableDeals(rules, v.value, { seed: req.seed, onCandidate: () => post({ kind: 'progress', tried: ++tried }) })) {
    return post({ kind: 'done', number: d.number, deal: formatDeal(d.deal) });
  }
  post({ kind: 'error', message: `no deal of ${tried} tried could be proved winnable` });
}

self.onmessage = (e: MessageEvent<ProveRequest>) => {
  try {
    withGame(e.data.game, (g) => run(g.rules, e.data));
  } catch (err) {
    post({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
