// The scorecard of a Golf round: every hole's par and score, the running total and par, and the
// total against par so far, all from the engine's round (scorecard, toPar), with the hole being
// played marked.

import { GOLF_WORDS } from './words.js';
import type { JSX } from 'preact';
import { formatToPar, type GolfRound, roundPar, roundTotal, scorecard, toPar } from '../../../src/games/golf/index.js';
import { useSpeech } from '../../words/i18n.js';

export function Scorecard({ round, hole }: { readonly round: GolfRound; readonly hole: number }): JSX.Element {
  const { t, say } = useSpeech();
  const holes = scorecard(round);
  return (
    <section class="scorecard" aria-label={say(GOLF_WORDS.m('golfWeb.scorecard'))}>
      <table>
        <caption>
          {say(GOLF_WORDS.m('golfWeb.scorecard'))} · {say(GOLF_WORDS.m('golfWeb.toPar', { n: formatToPar(toPar(round)) }))}
        </caption>
        <thead>
          <tr>
            <th scope="col">{say(GOLF_WORDS.m('golfWeb.holeHead'))}</th>
            {holes.map((h) => (
              <th key={h.hole} scope="col" class={h.hole === hole + 1 ? 'current' : ''}>
                {h.hole}
              </th>
            ))}
            <th scope="col">{t('app.total')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{say(GOLF_WORDS.m('golfWeb.scoreHead'))}</th>
            {holes.map((h) => (
              <td key={h.hole}>{h.score ?? ''}</td>
            ))}
            <td>{roundTotal(round)}</td>
          </tr>
          <tr>
            <th scope="row">{t('app.par')}</th>
            {holes.map((h) => (
              <td key={h.hole}>{h.par}</td>
            ))}
            <td>{roundPar(round)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
