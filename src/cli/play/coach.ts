// The coach at the terminal (`hint` and `chance` in kabal play): the library's answers in English
// with the screen's card cells. Only the observation of the state is handed to the coach.

import type { Card } from '../../core/cards.js';
import { formatMessage, type Message } from '../../core/i18n.js';
import { PRESENT_MESSAGES, viewOf } from '../../core/present.js';
import type { Game } from '../../registry/index.js';
import { ChanceEstimator, chanceMessages, COACH_MESSAGES, fairHint } from '../../coach/index.js';
import { cardCell, type LayoutOptions } from '../layout.js';
import type { PlayCoach } from './session.js';

export function playCoach<S, M, O, V>(module: Game<S, M, O, V>, variant: V, layout: LayoutOptions = {}): PlayCoach<S> {
  const catalogues = [COACH_MESSAGES, module.present.messages, PRESENT_MESSAGES];
  const text = (m: Message): string => formatMessage(m, catalogues, { lang: 'en', card: (c: Card) => cardCell(c, layout) });
  const rules = module.rules;
  return {
    hint(state) {
      const h = fairHint(module, variant, viewOf(rules, state));
      if (h === undefined) return ['The fair player would stop here.'];
      return [`${text(h.message)} (${h.text}): the move ${h.player} would make, seeing only what you see${h.forced ? ' (the only legal move)' : ''}.`];
    },
    chance(state, samples) {
      const r = new ChanceEstimator(module, variant, rules.observe(state), { samples }).run();
      return [...chanceMessages(r).map(text), `(${(r.ms / 1000).toFixed(1)} s)`];
    },
  };
}
