// The statistics' pictures for one game and variant (fetched when the statistics open): the score
// distribution and the last 50 games as SVG drawn here (no chart library: two bar charts are a
// few dozen lines), each with the same figures in a table a screen reader reads (the SVG is
// hidden from it); and for a game played in rounds, the rounds' figures.

import type { JSX } from 'preact';
import type { VariantStats } from '../model/stats.js';
import type { GameResult } from '../storage/records.js';
import type { Lang } from '../words/i18n.js';
import { formatDecimal, locale } from '../words/numbers.js';
import { type Bin, type Recent, recentGames, roundFigures, scoreBins } from './figures.js';
import { STATS_WORDS } from './words.js';
import './stats.css';

// Both charts: a 320 × 150 box, scaled to the dialog's width; the plot inside the margins.
const W = 320;
const H = 150;
const LEFT = 26;
const RIGHT = 6;
const TOP = 10;
const BOTTOM = 124;
const PLOT = W - LEFT - RIGHT;
const RECENT = 50;

const signed = (lang: Lang, n: number, digits = 0): string => new Intl.NumberFormat(locale(lang), { signDisplay: 'exceptZero', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
const range = (b: Bin): string => (b.lo === b.hi ? String(b.lo) : `${b.lo}–${b.hi}`);

function Distribution({ bins, lang }: { bins: readonly Bin[]; lang: Lang }): JSX.Element {
  const max = Math.max(1, ...bins.map((b) => b.count));
  const bw = PLOT / Math.max(1, bins.length);
  // Labels under every k-th bar, so they never overlap (about ten fit across).
  const every = Math.max(1, Math.ceil(bins.length / (bins.some((b) => b.lo !== b.hi) ? 6 : 10)));
  const title = STATS_WORDS.text(lang, 'stats.distTitle');
  return (
    <figure class="st-chart" data-chart="distribution">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
        <line x1={LEFT} x2={W - RIGHT} y1={BOTTOM} y2={BOTTOM} class="st-axis-line" />
        <text x={LEFT - 4} y={TOP + 8} text-anchor="end" class="st-label">
          {max}
        </text>
        <text x={LEFT - 4} y={BOTTOM} text-anchor="end" class="st-label">
          0
        </text>
        {bins.map((b, i) => {
          const h = (b.count / max) * (BOTTOM - TOP);
          return (
            <g key={b.lo}>
              {b.count > 0 ? <rect x={LEFT + i * bw + 1} y={BOTTOM - h} width={Math.max(1, bw - 2)} height={h} class="st-bar" data-score={range(b)} data-count={b.count} /> : null}
              {i % every === 0 ? (
                <text x={LEFT + i * bw + bw / 2} y={BOTTOM + 14} text-anchor="middle" class="st-label">
                  {range(b)}
                </text>
              ) : null}
            </g>
          );
        })}
        <text x={LEFT + PLOT / 2} y={H - 1} text-anchor="middle" class="st-label">
          {STATS_WORDS.text(lang, 'stats.score')}
        </text>
      </svg>
      <table class="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{STATS_WORDS.text(lang, 'stats.score')}</th>
            <th scope="col">{STATS_WORDS.text(lang, 'stats.games')}</th>
          </tr>
        </thead>
        <tbody>
          {bins
            .filter((b) => b.count > 0)
            .map((b) => (
              <tr key={b.lo}>
                <td>{range(b)}</td>
                <td>{b.count}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}

function RecentChart({ recent, average, lang }: { recent: readonly Recent[]; average: number; lang: Lang }): JSX.Element {
  const scores = recent.map((r) => r.score);
  // A true zero line: a game whose score can go below zero (a round's hole cleared with stock left) reads below it.
  const lo = Math.min(0, ...scores);
  const hi = Math.max(1, ...scores);
  const y = (s: number): number => BOTTOM - ((s - lo) / (hi - lo)) * (BOTTOM - TOP);
  const bw = PLOT / RECENT;
  const title = STATS_WORDS.text(lang, 'stats.recentTitle', { n: recent.length });
  const avg = formatDecimal(lang, average);
  return (
    <figure class="st-chart" data-chart="recent">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
        <line x1={LEFT} x2={W - RIGHT} y1={y(0)} y2={y(0)} class="st-axis-line" />
        <text x={LEFT - 4} y={y(hi) + 8} text-anchor="end" class="st-label">
          {hi}
        </text>
        <text x={LEFT - 4} y={y(0) + 3} text-anchor="end" class="st-label">
          0
        </text>
        {lo < 0 ? (
          <text x={LEFT - 4} y={y(lo)} text-anchor="end" class="st-label">
            {lo}
          </text>
        ) : null}
        {recent.map((r, i) => {
          const top = Math.min(y(0), y(r.score));
          const h = Math.max(1, Math.abs(y(r.score) - y(0)));
          return <rect key={i} x={LEFT + i * bw + 0.6} y={top} width={Math.max(1, bw - 1.2)} height={h} class={`st-game${r.won ? ' won' : ''}`} data-score={r.score} />;
        })}
        <line x1={LEFT} x2={W - RIGHT} y1={y(average)} y2={y(average)} class="st-average" />
      </svg>
      <p class="st-legend" aria-hidden="true">
        <span class="st-key won" /> {STATS_WORDS.text(lang, 'stats.won')} <span class="st-key" /> {STATS_WORDS.text(lang, 'stats.lost')}{' '}
        <svg class="st-key-line" viewBox="0 0 16 8" width="16" height="8">
          <line x1="0" x2="16" y1="4" y2="4" class="st-average" />
        </svg>{' '}
        {STATS_WORDS.text(lang, 'stats.average', { avg })}
      </p>
      <table class="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{STATS_WORDS.text(lang, 'stats.game')}</th>
            <th scope="col">{STATS_WORDS.text(lang, 'stats.score')}</th>
            <th scope="col">{STATS_WORDS.text(lang, 'stats.result')}</th>
          </tr>
        </thead>
        <tbody>
          {recent.map((r, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>{r.score}</td>
              <td>{STATS_WORDS.text(lang, r.won ? 'stats.won' : 'stats.lost')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export function StatsCharts({ stats, games, lang }: { stats: VariantStats; games: readonly GameResult[]; lang: Lang }): JSX.Element {
  const recent = recentGames(games, stats.variant, RECENT);
  const rounds = roundFigures(stats.rounds);
  return (
    <div class="st-pictures">
      {stats.distribution.length > 0 ? <Distribution bins={scoreBins(stats.distribution)} lang={lang} /> : null}
      {recent.length > 0 ? <RecentChart recent={recent} average={stats.averageScore ?? 0} lang={lang} /> : null}
      {rounds ? (
        <dl class="st-rounds" data-testid="round-figures">
          <div>
            <dt>{STATS_WORDS.text(lang, 'stats.roundsPlayed')}</dt>
            <dd data-stat="rounds">{rounds.played}</dd>
          </div>
          <div>
            <dt>{STATS_WORDS.text(lang, 'stats.bestRound')}</dt>
            <dd data-stat="bestRound">{STATS_WORDS.text(lang, 'stats.roundOf', { total: rounds.best.total, toPar: signed(lang, rounds.best.total - rounds.best.par), par: rounds.best.par })}</dd>
          </div>
          <div>
            <dt>{STATS_WORDS.text(lang, 'stats.averageRound')}</dt>
            <dd data-stat="averageRound">{formatDecimal(lang, rounds.averageTotal)}</dd>
          </div>
          <div>
            <dt>{STATS_WORDS.text(lang, 'stats.averageToPar')}</dt>
            <dd data-stat="averageToPar">{signed(lang, rounds.averageToPar, 1)}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}
