// The scorecard of a Golf round: every hole's score, the running total and par (the engine's
// roundPar, a share of it per hole), with the hole being played marked.

import type { JSX } from 'preact';
import { type GolfRound, HOLES, roundPar, roundTotal } from '../../../src/games/golf/index.js';
import { useSpeech } from '../../i18n.js';
import { say as m } from './say.js';

export function Scorecard({ round, hole }: { readonly round: GolfRound; readonly hole: number }): JSX.Element {
  const { t, say } = useSpeech();
  const holes = Array.from({ length: HOLES }, (_, i) => i);
  const perHole = roundPar(round) / HOLES;
  return (
    <section class="scorecard" aria-label={say(m('scorecard'))}>
      <table>
        <caption>
          {say(m('scorecard'))} · {say(m('holeOf', { n: Math.min(HOLES, hole + 1), holes: HOLES }))}
        </caption>
        <thead>
          <tr>
            <th scope="col">{say(m('holeHead'))}</th>
            {holes.map((i) => (
              <th key={i} scope="col" class={i === hole ? 'current' : ''}>
                {i + 1}
              </th>
            ))}
            <th scope="col">{t('total')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{say(m('scoreHead'))}</th>
            {holes.map((i) => (
              <td key={i}>{round.scores[i] ?? ''}</td>
            ))}
            <td>{roundTotal(round)}</td>
          </tr>
          <tr>
            <th scope="row">{t('par')}</th>
            {holes.map((i) => (
              <td key={i}>{perHole}</td>
            ))}
            <td>{roundPar(round)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
