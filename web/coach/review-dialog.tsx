// The review of a finished game, filled in as the coach worker reports, made for a phone first:
// full screen there, nothing wider than the screen. A graph of the game move by move (the best
// score reachable with the stock known, and the chance to win seeing only what the player saw),
// drawn at its real width so its labels keep their size; a timeline to step through the game with
// the position drawn at each step; and a list with one short row per decision ("Move 14: …. The
// best move we know: …. Cost: about 2.1 cards on average."), runs of moves that decided nothing
// grouped and not judged, "a mistake" only where the cost shown says a better move exists.

import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import type { GameRecord } from '../../src/core/game.js';
import { Modal } from '../dialogs/modal.js';
import { sentence, useSpeech } from '../words/i18n.js';
import { CoachClient } from './client.js';
import { Explain } from './explain.js';
import { describeMove, describeMoves, layoutAt, moveZones } from './position.js';
import { Preview } from './preview.js';
import { bestAt, type ReviewData, reviewRows } from './review.js';
import { COACH_WORDS } from './words.js';

interface Progress {
  readonly data: ReviewData;
  readonly done: number;
  readonly total: number;
}

const H = 170;
const TOP = 14;
const BOTTOM = 22;
// Room for the score's labels on the left and the chance's (0%, 100%) on the right, in px at 12 px text.
const LEFT = 34;
const RIGHT = 42;
/** Labels are drawn at this size in CSS pixels: the graph's units are pixels (its viewBox is its width). */
export const GRAPH_LABEL_PX = 12;

/** The width the graph has, followed as the window changes (at least 300 px, as a phone gives). */
function useWidth(): [(el: HTMLElement | null) => void, number] {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [w, setW] = useState(320);
  useLayoutEffect(() => {
    if (!el) return;
    const measure = (): void => setW(Math.max(300, Math.round(el.clientWidth)));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return [setEl, w];
}

/** The evaluation graph: best score with the stock known (up is better) and the chance to win (0 to 100% on the same height). */
function Graph({ data, step, marks }: { data: ReviewData; step: number; marks: readonly number[] }): JSX.Element {
  const { show } = useSpeech();
  const [ref, W] = useWidth();
  const n = data.total;
  const positions = Array.from({ length: n + 1 }, (_, k) => bestAt(data, k));
  const bests = positions.flatMap((p) => (p ? [p.best] : []));
  const lo = Math.min(...bests, 0);
  const hi = Math.max(...bests, 1);
  const x = (k: number): number => LEFT + (n === 0 ? 0 : (k / n) * (W - LEFT - RIGHT));
  // Up is better: a game where lower scores are better is drawn upside down.
  const yBest = (v: number): number => {
    const f = hi === lo ? 0.5 : (v - lo) / (hi - lo);
    return H - BOTTOM - (data.higherIsBetter ? f : 1 - f) * (H - TOP - BOTTOM);
  };
  const yChance = (c: number): number => H - BOTTOM - c * (H - TOP - BOTTOM);
  const path = (pts: [number, number][]): string => pts.map(([a, b], i) => `${i === 0 ? 'M' : 'L'}${a.toFixed(1)},${b.toFixed(1)}`).join('');
  const best = path(positions.flatMap((p, k): [number, number][] => (p ? [[x(k), yBest(p.best)]] : [])));
  const chance = path(data.chances.flatMap((c, k): [number, number][] => (c === undefined ? [] : [[x(k), yChance(c)]])));
  const top = data.higherIsBetter ? hi : lo;
  const bottom = data.higherIsBetter ? lo : hi;
  const label = { 'font-size': GRAPH_LABEL_PX, fill: 'currentColor' };
  // The curve is played out by the quick player when the best one is too slow for so many games.
  const chanceName = show(COACH_WORDS.m(data.samplingPlayer === data.fairPlayer ? 'coachUi.graphChance' : 'coachUi.graphChanceQuick'));
  return (
    <figure class="graph" ref={ref}>
      <figcaption>{show(COACH_WORDS.m('coachUi.graph'))}</figcaption>
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${show(COACH_WORDS.m('coachUi.graph'))}: ${show(COACH_WORDS.m('coachUi.graphBest'))}, ${chanceName}`}>
        <line class="axis" x1={LEFT} y1={H - BOTTOM} x2={W - RIGHT} y2={H - BOTTOM} />
        <line class="axis" x1={LEFT} y1={TOP} x2={LEFT} y2={H - BOTTOM} />
        <line class="axis" x1={W - RIGHT} y1={TOP} x2={W - RIGHT} y2={H - BOTTOM} />
        <text x={LEFT - 4} y={TOP + 4} text-anchor="end" {...label}>
          {top}
        </text>
        <text x={LEFT - 4} y={H - BOTTOM} text-anchor="end" {...label}>
          {bottom}
        </text>
        <text x={W - RIGHT + 4} y={TOP + 4} {...label}>
          100%
        </text>
        <text x={W - RIGHT + 4} y={H - BOTTOM} {...label}>
          0%
        </text>
        <text x={LEFT} y={H - 4} {...label}>
          1
        </text>
        <text x={W - RIGHT} y={H - 4} text-anchor="end" {...label}>
          {n}
        </text>
        <path class="best" d={best} />
        <path class="chance" d={chance} />
        {marks.map((k) => (
          <circle key={k} class="mark" cx={x(k)} cy={yBest(bestAt(data, k)?.best ?? lo)} r={5} />
        ))}
        <line class="cursor" x1={x(step)} y1={TOP / 2} x2={x(step)} y2={H - BOTTOM} />
      </svg>
      <div class="legend">
        <span class="key-best">{show(COACH_WORDS.m('coachUi.graphBest'))}</span>
        <span class="key-chance">{chanceName}</span>
      </div>
    </figure>
  );
}

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
  const decimal = useMemo(() => {
    const f = new Intl.NumberFormat(lang === 'nb' ? 'nb-NO' : lang, { maximumFractionDigits: 1 });
    return (x: number): string => f.format(x);
  }, [lang]);
  const n = record.moves.length;
  const data = progress?.data;
  const rows = useMemo(
    () => (data ? reviewRows(record.game, data, (i) => said[i], (i, text) => describeMove({ ...record, moves: record.moves.slice(0, i) }, text), decimal) : []),
    [data, said, record, decimal],
  );
  // A mark after the move (at the position it made) on the graph: a mistake, or the win lost.
  const marks = (data?.moves ?? []).flatMap((m) => (m.mistake || m.threwAwayWin ? [m.ply] : []));
  const mistakes = (data?.moves ?? []).filter((m) => m.mistake).length;
  const lostAt = data?.moves.find((m) => m.threwAwayWin)?.ply;
  const last = step > 0 ? record.moves[step - 1] : undefined;
  // The move that led to the position shown: where its card came from and went.
  const marked = last === undefined ? undefined : moveZones({ ...record, moves: record.moves.slice(0, step - 1) }, last);
  const caption = step === 0 ? show(COACH_WORDS.m('coachUi.stepStart')) : `${show(COACH_WORDS.m('coachUi.atMove', { i: step, n }))}: ${said[step - 1] ? sentence(show(said[step - 1]!)) : ''}`;
  return (
    <Modal title={show(COACH_WORDS.m('coachUi.reviewTitle'))} onClose={onClose} wide>
      <div class="review" data-testid="review" data-done={data?.done ? '1' : '0'}>
        {progress && !data?.done ? (
          <p>
            <progress class="coach-progress" max={progress.total} value={progress.done} aria-label={show(COACH_WORDS.m('coachUi.reviewing', { i: progress.done, n: progress.total }))} /> {show(COACH_WORDS.m('coachUi.reviewing', { i: progress.done, n: progress.total }))}
          </p>
        ) : null}
        {data ? (
          <p role="status" data-testid="review-summary">
            {lostAt !== undefined ? `${show(COACH_WORDS.m('coachUi.winLostAt', { n: lostAt }))} ` : ''}
            {data.done ? (mistakes > 0 ? show(COACH_WORDS.m('coachUi.mistakes', { n: mistakes })) : show(COACH_WORDS.m('coachUi.noMistakes'))) : ''}
          </p>
        ) : null}
        {data ? <Graph data={data} step={step} marks={marks} /> : null}
        <div class="stepper">
          <button type="button" onClick={() => setStep(Math.max(0, step - 1))} disabled={step === 0}>
            {show(COACH_WORDS.m('coachUi.previous'))}
          </button>
          <button type="button" onClick={() => setStep(Math.min(n, step + 1))} disabled={step === n}>
            {show(COACH_WORDS.m('coachUi.next'))}
          </button>
          <input type="range" min={0} max={n} value={step} aria-label={show(COACH_WORDS.m('coachUi.colMove'))} onInput={(e) => setStep(Number(e.currentTarget.value))} />
          <span class="stepper-caption" aria-live="polite">
            {caption}
          </span>
        </div>
        <Preview layout={layoutAt({ ...record, moves: record.moves.slice(0, step) })} caption={show(COACH_WORDS.m('coachUi.position'))} marks={marked ? new Map([[marked.from, 'from'], [marked.to, 'to']]) : undefined} />
        <h3 class="review-head">{show(COACH_WORDS.m('coachUi.moveByMove'))}</h3>
        <ol class="review-list">
          {rows.map((r) => {
            const g = r.group;
            const verdict = g.forced ? '' : r.lostWin ? 'lostWin' : r.mistake ? 'mistake' : '';
            return (
              <li key={g.from} class={`review-item${g.forced ? ' forced' : ''}${r.mistake ? ' mistake' : ''}${r.lostWin ? ' lost' : ''}${step > g.from && step <= g.to ? ' current' : ''}`} data-verdict={verdict} data-mistake={r.mistake ? '1' : undefined}>
                <button type="button" class="review-move" onClick={() => setStep(g.to)}>
                  {sentence(show(r.head))}
                </button>
                {r.lostWin || r.mistake ? (
                  <span class="tags">
                    {r.lostWin ? <span class="tag">{show(COACH_WORDS.m('coachUi.lostWin'))}</span> : null}
                    {r.mistake ? <span class="tag mistake">{show(COACH_WORDS.m('coachUi.mistake'))}</span> : null}
                  </span>
                ) : null}
                {r.verdict.length > 0 ? <p class="review-verdict">{r.verdict.map((m) => sentence(show(m))).join(' ')}</p> : null}
                {r.stockKnown ? <p class="review-known">{sentence(show(r.stockKnown))}</p> : null}
                {r.mistake ? <p class="sr-only">{show(r.mistake)}</p> : null}
              </li>
            );
          })}
        </ol>
        <Explain game={record.game} />
      </div>
    </Modal>
  );
}
