// The coach at the terminal (`hint` and `chance` in kabal play): the library's answers in English
// with the screen's card cells, and whether the rest of the game is forced (`finish`). Only the
// observation of the state is handed to the coach.

import type { Card } from '../../core/cards.js';
import { formatMessage, type Message, msg } from '../../core/i18n.js';
import { PRESENT_MESSAGES, viewOf } from '../../core/present.js';
import type { Game } from '../../registry/index.js';
import { ChanceEstimator, chanceMessages, type ChanceReport, COACH_MESSAGES, fairHint, hintWords, restIsForced } from '../../coach/index.js';
import { cardCell, type LayoutOptions } from '../layout.js';
import type { PlayCoach } from './session.js';

export function playCoach<S, M, O, V>(module: Game<S, M, O, V>, variant: V, layout: LayoutOptions = {}): PlayCoach<S> {
  const catalogues = [COACH_MESSAGES, module.present.messages, PRESENT_MESSAGES];
  const text = (m: Message): string => formatMessage(m, catalogues, { lang: 'en', card: (c: Card) => cardCell(c, layout) });
  const rules = module.rules;
  const pct = (x: number): number => Math.round(x * 100);
  return {
    hint(state) {
      const h = fairHint(module, variant, viewOf(rules, state));
      if (h === undefined) return [text(msg('coach.hint.stops'))];
      // Why: our best player's move, or late in a Golf game perfect play's, with its exact chance.
      return [`${text(h.message)} (${h.text}).`, hintWords(h).map(text).join(' ')];
    },
    chance(state, samples) {
      // A number asks for that many orders, played all; without one the run stops once settled.
      const est = new ChanceEstimator(module, variant, rules.observe(state), samples === undefined ? {} : { samples, halfWidth: 0 });
      let r: ChanceReport = est.report();
      return {
        step(ms) {
          if (est.done) return undefined;
          r = est.step(ms);
          if (r.done) return undefined;
          const sk = r.stockKnown;
          const played = `${r.chance.samples} of ${r.orders} shuffles played (${pct(r.chance.estimate)}% so far)`;
          return `Chance: ${r.settled && sk !== undefined ? `${played}; ${sk.samples + sk.unknown} solved with the stock known` : played}. Ctrl-C stops.`;
        },
        cancel() {
          est.cancel();
          r = est.report();
        },
        lines() {
          const stopped = r.cancelled ? ` Stopped after ${r.chance.samples} shuffles: the figures so far.` : '';
          return [...chanceMessages(r).map(text), `(${(r.ms / 1000).toFixed(1)} s.${stopped} ${text(msg('coach.explain'))} docs/coach.md)`];
        },
      };
    },
    finishable(state) {
      return restIsForced(module, rules.observe(state));
    },
  };
}
