// The guided first game on screen (fetched when the lesson opens): a dialog over the page with the
// lesson's own table (a game of its own, never saved or counted), the step's words, the zone and
// card to try marked on the table (data-teach on the zone the table already names by data-drop),
// the stock's button, Skip, and a live region that says each step. It waits for the player to make
// the step's move; another move is taken back with a word. Keys: Tab and Enter on the cards, the
// digits and D as at the table; Esc skips.

import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { displayCard } from '../../src/core/cards.js';
import { formatMessage, type Message } from '../../src/core/i18n.js';
import { unwrap } from '../../src/core/result.js';
import { WEB_GAMES, webGameInfo } from '../games/index.js';
import { GameController } from '../model/controller.js';
import { useSource } from '../model/source.js';
import { typedSpec } from '../model/spec.js';
import { Flip } from '../table/flip.js';
import { useTableInput } from '../table/input.js';
import { cardNameIn, sentence, type Speech } from '../words/i18n.js';
import { type Lesson, lessonProgress } from './lesson.js';
import { TEACH_WORDS } from './words.js';
import './teach.css';

export interface GuideProps {
  readonly lesson: Lesson;
  readonly speech: Speech;
  /** The lesson was finished (every step done) or skipped; the dialog is closed. */
  readonly onEnd: (how: 'done' | 'skipped') => void;
  /** Every step done: the player asked for another game's lesson. */
  readonly onOther: (game: Lesson['game']) => void;
}

export function Guide({ lesson, speech, onEnd, onOther }: GuideProps): JSX.Element {
  const { lang } = speech;
  const controller = useMemo(() => new GameController(undefined, { forcedMoves: false }, unwrap(typedSpec(lesson.game, lesson.variant, lesson.deal, {}))), [lesson]);
  const view = useSource(controller);
  const flip = useMemo(() => new Flip(), []);
  // The page's key handler never sees a key while the lesson is open (see below): keys off here.
  const input = useTableInput(controller, view, true, speech);
  const progress = lessonProgress(lesson, controller.record().moves);
  const step = progress.kind === 'step' ? lesson.steps[progress.step] : undefined;
  const root = useRef<HTMLDialogElement>(null);
  const ended = useRef(false);
  // The serial of the position a stray move was taken back to, while it is shown.
  const [stray, setStray] = useState<number | null>(null);

  const words = (m: Message, card: (c: number) => string): string => sentence(formatMessage(m, [TEACH_WORDS.catalogue, lesson.words], { lang, card }));
  const spokenCard = (c: number): string => cardNameIn(lang, c);
  const game = speech.say(webGameInfo(lesson.game).title);
  const title = TEACH_WORDS.text(lang, 'teach.title', { game });
  const count = progress.kind === 'step' ? TEACH_WORDS.text(lang, 'teach.stepOf', { n: progress.step + 1, of: lesson.steps.length }) : '';
  const shown = step ? words(step.text, displayCard) : words(lesson.done, displayCard);
  const spoken = step ? `${count}. ${words(step.text, spokenCard)}` : words(lesson.done, spokenCard);
  const strayNow = stray !== null && stray === view.serial;

  const end = (how: 'done' | 'skipped'): void => {
    if (ended.current) return;
    ended.current = true;
    if (root.current?.open) root.current.close();
    onEnd(how);
  };

  // The table is drawn once the dialog is open: its cards are sized to the room it has then.
  const [shownOpen, setShownOpen] = useState(false);
  useEffect(() => {
    const d = root.current;
    if (d && !d.open) d.showModal();
    setShownOpen(true);
  }, []);

  // A move that is not the step's is taken back at once, with a word.
  useEffect(() => {
    if (progress.kind !== 'stray') return;
    controller.undo();
    setStray(controller.getSnapshot().serial);
  }, [view.serial]);

  // Mark what to try: the zone, its top card, and the stock's button for a deal or a draw. The
  // table keeps attributes it does not set, and this runs after every drawing.
  useLayoutEffect(() => {
    const d = root.current;
    if (!d) return;
    for (const el of d.querySelectorAll('[data-teach]')) el.removeAttribute('data-teach');
    if (!step) return;
    const zone = d.querySelector(`.table [data-drop="${step.point}"]`);
    zone?.setAttribute('data-teach', 'zone');
    zone?.querySelector('button.card')?.setAttribute('data-teach', 'card');
    if (step.point.startsWith('stock:')) d.querySelector('.teach-stock')?.setAttribute('data-teach', 'button');
  });

  // On opening and at each new step the focus goes to the thing to try (after a move the card
  // that had it is gone), so a keyboard player goes on with Enter; at the end, to "Play a game".
  const at = progress.kind === 'step' ? progress.step : progress.kind;
  useEffect(() => {
    const d = root.current;
    const next = d?.querySelector<HTMLElement>('button[data-teach]') ?? d?.querySelector<HTMLElement>('.teach-done .primary');
    next?.focus();
  }, [at, stray, shownOpen]);

  // While the lesson is open its keys are the table's keys (the digits, D) and no key reaches the
  // page's game behind it, wherever the focus is.
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const d = root.current;
      const el = e.target as Element | null;
      if (!d || e.key === 'Escape' || e.key === 'Tab') return;
      e.stopImmediatePropagation();
      if (e.ctrlKey || e.metaKey || e.altKey || (el !== null && el.closest('input, textarea, select') !== null)) return;
      const k = e.key.toLowerCase();
      if (/^[1-9]$/.test(k)) {
        const zone = controller.getSnapshot().keyZones[Number(k) - 1];
        if (zone) {
          e.preventDefault();
          input.table.onTap(zone);
        }
      } else if (k === 'd') {
        e.preventDefault();
        input.stock();
      }
    };
    addEventListener('keydown', onKey, { capture: true });
    return () => removeEventListener('keydown', onKey, { capture: true });
  });

  const live = input.note?.spoken ?? (strayNow ? TEACH_WORDS.text(lang, 'teach.stray') : spoken);
  return (
    <dialog ref={root} class="teach" aria-labelledby="teach-title" aria-describedby="teach-say" data-lesson={lesson.game} data-step={progress.kind === 'step' ? progress.step + 1 : progress.kind} onClose={() => end(progress.kind === 'done' ? 'done' : 'skipped')}>
      <div class="teach-inner">
        <div class="teach-head">
          <h2 id="teach-title">{title}</h2>
          {count ? <span class="teach-count">{count}</span> : null}
        </div>
        <div class="teach-say" id="teach-say" data-testid="teach-say">
          <p>{shown}</p>
          {strayNow ? <p class="teach-stray">{TEACH_WORDS.text(lang, 'teach.stray')}</p> : null}
        </div>
        {progress.kind === 'done' ? (
          <div class="end-actions teach-done">
            <button type="button" class="primary" onClick={() => end('done')}>
              {TEACH_WORDS.text(lang, 'teach.finish')}
            </button>
            {WEB_GAMES.filter((g) => g.id !== lesson.game).map((g) => (
              <button key={g.id} type="button" onClick={() => onOther(g.id)}>
                {TEACH_WORDS.text(lang, 'teach.another', { game: speech.say(g.title) })}
              </button>
            ))}
          </div>
        ) : (
          <div class="end-actions teach-actions">
            <button type="button" class="teach-stock" onClick={input.stock} disabled={!view.stock.enabled}>
              {speech.say(view.stock.label)}
            </button>
            <button type="button" class="teach-skip" onClick={() => end('skipped')}>
              {TEACH_WORDS.text(lang, 'teach.skip')}
            </button>
          </div>
        )}
        <div ref={input.shake} class="teach-table">
          {shownOpen ? view.table({ ...input.table, flip, motion: view.motion, serial: view.serial }) : null}
        </div>
        <p class={`table-note${input.note?.refused ? ' refused' : ''}`}>{input.note?.shown ?? ''}</p>
        <div class="sr-only" aria-live="polite" role="status" data-testid="teach-live">
          {live}
        </div>
      </div>
    </dialog>
  );
}
