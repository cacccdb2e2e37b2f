// The review of a finished game, filled in as the coach worker reports: a graph of the game move
// by move (the best score reachable with the stock known, and the fair player's chance), a
// timeline to step through the game with the position drawn at each step, and a table with one
// row per decision (forced moves grouped): the best score with the stock known before and after,
// the fair player's move and what the player's choice cost, the move that threw away a win and
// the mistakes marked.

import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { GameRecord } from '../../src/core/game.js';
import { Modal } from '../dialogs/modal.js';
import { type Message, sentence, useSpeech } from '../words/i18n.js';
import { CoachClient } from './client.js';
import { describeMove, describeMoves, layoutAt, moveZones } from './position.js';
import { Preview } from './preview.js';
import { bestAt, groupMoves, type ReviewData } from './review.js';
import { cm } from './words.js';

interface Progress {
  readonly data: ReviewData;
  readonly done: number;
  readonly total: number;
}

const W = 600;
const H = 160;
const PAD = 24;
// Room on the right for the chance's scale (0%, 100%).
const RIGHT = 44;

/** The evaluation graph: best score with the stock known (up is better) and the fair chance (0 to 100% on the same height). */
function Graph({ data, step, marks }: { data: ReviewData; step: number; marks: readonly number[] }): JSX.Element {
  const { show } = useSpeech();
  const n = data.total;
  const player = data.samplingPlayer;
  const positions = Array.from({ length: n + 1 }, (_, k) => bestAt(data, k));
  const bests = positions.flatMap((p) => (p ? [p.best] : []));
  const lo = Math.min(...bests, 0);
  const hi = Math.max(...bests, 1);
  const x = (k: number): number => PAD + (n === 0 ? 0 : (k / n) * (W - PAD - RIGHT));
  // Up is better: a game where lower scores are better is drawn upside down.
  const yBest = (v: number): number => {
    const f = hi === lo ? 0.5 : (v - lo) / (hi - lo);
    return H - PAD - (data.higherIsBetter ? f : 1 - f) * (H - 2 * PAD);
  };
  const yChance = (c: number): number => H - PAD - c * (H - 2 * PAD);
  const path = (pts: [number, number][]): string => pts.map(([a, b], i) => `${i === 0 ? 'M' : 'L'}${a.toFixed(1)},${b.toFixed(1)}`).join('');
  const best = path(positions.flatMap((p, k): [number, number][] => (p ? [[x(k), yBest(p.best)]] : [])));
  const chance = path(data.chances.flatMap((c, k): [number, number][] => (c === undefined ? [] : [[x(k), yChance(c)]])));
  const top = data.higherIsBetter ? hi : lo;
  const bottom = data.higherIsBetter ? lo : hi;
  return (
    <figure class="graph">
      <figcaption>{show(cm('coachUi.graph'))}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${show(cm('coachUi.graph'))}: ${show(cm('coachUi.graphBest'))}, ${show(cm('coachUi.graphChance', { player }))}`}>
        <line class="axis" x1={PAD} y1={H - PAD} x2={W - RIGHT} y2={H - PAD} />
        <line class="axis" x1={PAD} y1={PAD} x2={PAD} y2={H - PAD} />
        <text x={2} y={PAD + 4} font-size="11" fill="currentColor">
          {top}
        </text>
        <text x={2} y={H - PAD} font-size="11" fill="currentColor">
          {bottom}
        </text>
        <text x={W - 4} y={PAD + 4} font-size="11" fill="currentColor" text-anchor="end">
          100%
        </text>
        <text x={W - 4} y={H - PAD} font-size="11" fill="currentColor" text-anchor="end">
          0%
        </text>
        <path class="best" d={best} />
        <path class="chance" d={chance} />
        {marks.map((k) => (
          <circle key={k} class="mark" cx={x(k)} cy={yBest(bestAt(data, k)?.best ?? lo)} r={4} />
        ))}
        <line class="cursor" x1={x(step)} y1={PAD / 2} x2={x(step)} y2={H - PAD} />
      </svg>
      <div class="legend">
        <span class="key-best">{show(cm('coachUi.graphBest'))}</span>
        <span class="key-chance">{show(cm('coachUi.graphChance', { player }))}</span>
      </div>
    </figure>
  );
}

const fmt = (lang: string, x: number): string => new Intl.NumberFormat(lang === 'nb' ? 'nb-NO' : lang, { maximumFractionDigits: 1 }).format(x);

export function ReviewDialog({ record, onClose }: { record: GameRecord; onClose: () => void }): JSX.Element {
  const { show, lang } = useSpeech();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [step, setStep] = useState(record.moves.length);
  const client = useMemo(() => new CoachClient((r) => (r.kind === 'review' ? setProgress({ data: r.data, done: r.done, total: r.total }) : undefined)), []);
  useEffect(() => {
    client.ask({ kind: 'review', game: record.game, variant: record.variant, deal: record.deal, moves: record.moves });
    return () => client.close();
  }, [client, record]);
  const said = useMemo(() => describeMoves(record), [record]);
  const n = record.moves.length;
  const data = progress?.data;
  const reviewed = data?.moves ?? [];
  const groups = groupMoves(reviewed.map((m) => m.forced));
  // A mark after the move (at the position it made) on the graph.
  const marks = reviewed.flatMap((m) => (m.mistake || m.threwAwayWin ? [m.ply] : []));
  const lostAt = reviewed.find((m) => m.threwAwayWin)?.ply;
  const word = (m: Message | undefined): string => (m ? sentence(show(m)) : '');
  const last = step > 0 ? record.moves[step - 1] : undefined;
  // The move that led to the position shown: where its card came from and went.
  const marked = last === undefined ? undefined : moveZones({ ...record, moves: record.moves.slice(0, step - 1) }, last);
  const caption = step === 0 ? show(cm('coachUi.stepStart')) : `${show(cm('coachUi.atMove', { i: step, n }))}: ${word(said[step - 1])}`;
  const best = (k: number): string => {
    const p = data ? bestAt(data, k) : undefined;
    return p ? `${p.best}${p.winnable ? ` (${show(cm('coachUi.won'))})` : ''}` : '…';
  };
  return (
    <Modal title={show(cm('coachUi.reviewTitle'))} onClose={onClose} wide>
      <div data-testid="review" data-done={data?.done ? '1' : '0'}>
        {progress && !data?.done ? (
          <p>
            <progress class="coach-progress" max={progress.total} value={progress.done} aria-label={show(cm('coachUi.reviewing', { i: progress.done, n: progress.total }))} /> {show(cm('coachUi.reviewing', { i: progress.done, n: progress.total }))}
          </p>
        ) : null}
        {data ? <Graph data={data} step={step} marks={marks} /> : null}
        {data ? (
          <p role="status" data-testid="review-summary">
            {lostAt !== undefined ? `${show(cm('coachUi.winLostAt', { n: lostAt }))} ` : ''}
            {data.done ? (marks.length > 0 ? show(cm('coachUi.mistakes', { n: marks.length })) : show(cm('coachUi.noMistakes'))) : ''}
          </p>
        ) : null}
        <div class="stepper">
          <button type="button" onClick={() => setStep(Math.max(0, step - 1))} disabled={step === 0}>
            {show(cm('coachUi.previous'))}
          </button>
          <button type="button" onClick={() => setStep(Math.min(n, step + 1))} disabled={step === n}>
            {show(cm('coachUi.next'))}
          </button>
          <input type="range" min={0} max={n} value={step} aria-label={show(cm('coachUi.colMove'))} onInput={(e) => setStep(Number((e.currentTarget).value))} />
          <span aria-live="polite">{caption}</span>
        </div>
        <Preview
          layout={layoutAt({ ...record, moves: record.moves.slice(0, step) })}
          caption={show(cm('coachUi.position'))}
          marks={marked ? new Map([[marked.from, 'from'], [marked.to, 'to']]) : undefined}
        />
        <table class="review-table">
          <thead>
            <tr>
              <th scope="col">{show(cm('coachUi.colMove'))}</th>
              <th scope="col">{show(cm('coachUi.colBefore'))}</th>
              <th scope="col">{show(cm('coachUi.colAfter'))}</th>
              <th scope="col">{show(cm('coachUi.colFair', { player: data?.fairPlayer ?? '' }))}</th>
              <th scope="col">{show(cm('coachUi.colCost'))}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => {
              const m = reviewed[g.from];
              const v = g.forced || !m ? '' : m.threwAwayWin ? 'lostWin' : m.mistake ? 'mistake' : '';
              const fairWords = !m || m.fairMove === null ? '' : m.fairMove === m.text ? show(cm('coachUi.same')) : word(describeMove({ ...record, moves: record.moves.slice(0, g.from) }, m.fairMove));
              return (
                <tr key={g.from} class={`${v === 'lostWin' ? 'lost' : v}${step > g.from && step <= g.to ? ' current' : ''}`} data-verdict={v}>
                  <td>
                    <button type="button" onClick={() => setStep(g.to)}>
                      {g.forced ? show(cm('coachUi.forced', { n: g.to - g.from })) : `${g.from + 1}. ${word(said[g.from])}`}
                    </button>
                    {v === 'lostWin' ? <span class="tag">{show(cm('coachUi.lostWin'))}</span> : v === 'mistake' ? <span class="tag mistake">{show(cm('coachUi.mistake'))}</span> : null}
                  </td>
                  <td>{best(g.from)}</td>
                  <td>{best(g.to)}</td>
                  <td>{g.forced ? '' : fairWords}</td>
                  <td>{g.forced || m?.fairLoss == null ? '' : fmt(lang, m.fairLoss)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
