// The app: header, toolbar, the table of the current game, the end panel, and the dialogs. State
// lives in the GameController (game.ts); this component turns player input into engine moves
// and re-renders after each change.

import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameId } from '../src/core/game.js';
import type { AcesUpMove, AcesUpState } from '../src/games/acesup/index.js';
import type { GolfMove } from '../src/games/golf/index.js';
import { acesUpMovesFrom, acesUpMoveTo, acesUpTargetOf, golfMovesFrom, golfMoveTo } from './controller.js';
import { DealDialog, RulesDialog, SettingsDialog, StatsDialog } from './dialogs.js';
import { Flip } from './flip.js';
import { type GameController, numberedSpec, randomDealNumber, type GameSpec } from './game.js';
import { cardNameIn, type Lang, translator, type T } from './i18n.js';
import { AcesUpTable, GolfTable, type Target, type TableProps } from './tables.js';
import { SolverPanel } from './solver-panel.js';

export interface Settings {
  readonly lang: Lang;
  readonly theme: 'auto' | 'light' | 'dark';
  readonly autoDiscard: boolean;
}

type DialogName = 'rules' | 'stats' | 'settings' | 'deal' | null;

export interface AppProps {
  readonly game: GameController;
  readonly settings: Settings;
  readonly saveSettings: (s: Settings) => void;
  readonly notices: readonly string[];
}

function describeMove(t: T, name: (c: number) => string, game: GameController, before: GameController['current']['s']['state'], m: AcesUpMove | GolfMove): string {
  if (game.current.game === 'acesup') {
    const s = before as import('../src/games/acesup/index.js').AcesUpState;
    const mv = m as AcesUpMove;
    const top = (p: number): string => {
      const pile = s.piles[p] ?? [];
      const c = pile[pile.length - 1];
      return c === undefined ? '' : name(c);
    };
    switch (mv.type) {
      case 'deal':
        return t('dealt');
      case 'discard':
        return t('discarded', { card: top(mv.pile) });
      case 'move':
        return t('moved', { card: top(mv.from), target: t('pile', { n: mv.to + 1 }) });
      case 'joker':
        return t('jokerPlayed', { card: top(mv.to) });
    }
  }
  const s = before as import('../src/games/golf/index.js').GolfState;
  const mv = m as GolfMove;
  if (mv.type === 'turn') {
    const c = s.deal[s.next];
    return t('turned', { card: c === undefined ? '' : name(c) });
  }
  const col = s.columns[mv.column] ?? [];
  const c = col[col.length - 1];
  return t('played', { card: c === undefined ? '' : name(c) });
}

export function App({ game, settings, saveSettings, notices: initialNotices }: AppProps): JSX.Element {
  const [, setTick] = useState(0);
  const rerender = (): void => setTick((x) => x + 1);
  const [selected, setSelected] = useState(-1);
  const [dialog, setDialog] = useState<DialogName>(null);
  const [announce, setAnnounce] = useState('');
  const [notices, setNotices] = useState<readonly string[]>(initialNotices);
  const [statsVersion, setStatsVersion] = useState(0);
  const flip = useMemo(() => new Flip(), []);
  const t = useMemo(() => translator(settings.lang), [settings.lang]);
  const name = useMemo(() => (c: number) => cardNameIn(settings.lang, c), [settings.lang]);
  const shake = useRef<HTMLDivElement>(null);

  const cur = game.current;
  const s = cur.s;
  const over = game.over;

  useEffect(() => {
    document.documentElement.lang = settings.lang === 'nb' ? 'nb' : settings.lang;
    document.documentElement.dataset.theme = settings.theme;
  }, [settings.lang, settings.theme]);

  // The address always names the current game (a shareable link).
  useEffect(() => {
    document.documentElement.dataset.position = `${game.id}:${game.current.s.position}`;
    const link = game.link;
    if (location.search !== link) history.replaceState(null, '', link);
  });

  useEffect(() => {
    document.documentElement.dataset.ready = '1';
    performance.mark('kabal-ready');
    const onResize = (): void => flip.reset();
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, [flip]);

  const after = (text: string): void => {
    setSelected(-1);
    game.afterChange();
    let msg = text;
    if (game.over) msg += `. ${endMessage(t, game)}`;
    setAnnounce(msg);
    rerender();
  };

  const playMoves = (moves: readonly (AcesUpMove | GolfMove)[]): void => {
    flip.newFrom = '.stock';
    const texts: string[] = [];
    for (const m of moves) {
      const before = game.current.s.state;
      if (game.current.game === 'acesup') {
        const sess = game.current.s;
        let st = before as AcesUpState;
        for (const made of sess.play(m as AcesUpMove)) {
          texts.push(describeMove(t, name, game, st, made));
          st = sess.rules.applyMove(st, made);
        }
      } else {
        game.current.s.play(m as GolfMove);
        texts.push(describeMove(t, name, game, before, m));
      }
    }
    after(texts.join(', '));
  };

  const refuse = (): void => {
    setAnnounce(t('illegal'));
    const el = shake.current;
    if (el && !matchMedia('(prefers-reduced-motion: reduce)').matches) el.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-6px)' }, { transform: 'translateX(6px)' }, { transform: 'translateX(0)' }], { duration: 200 });
  };

  const targetsFor = (index: number): { target: Target; label: string }[] => {
    if (index < 0 || cur.game !== 'acesup') return [];
    return acesUpMovesFrom(cur.s.legal, index).flatMap((m): { target: Target; label: string }[] => {
      const tg = acesUpTargetOf(m);
      if (!tg) return [];
      if (tg.kind !== 'pile') return [{ target: tg, label: t('discardThis') }];
      const pile = t('pile', { n: tg.index + 1 });
      const label = m.type === 'joker' ? t('playJokerOn', { target: pile }) : t('moveTo', { target: pile });
      return [{ target: tg, label }];
    });
  };

  // After a move made from the keyboard, keep focus on the table (the card that had it is gone).
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    const i = refocus.current;
    if (i === null) return;
    refocus.current = null;
    const root = document.querySelector('.table');
    const here = root?.querySelector<HTMLElement>(`[data-drop="pile:${i}"] button`);
    const any = root?.querySelector<HTMLElement>('button.card.movable') ?? root?.querySelector<HTMLElement>('button');
    (here ?? any ?? document.querySelector<HTMLElement>('.toolbar .primary'))?.focus();
  });

  const tap = (index: number): void => {
    if (document.activeElement?.closest('.table')) refocus.current = index;
    if (cur.game === 'acesup') {
      if (selected >= 0 && selected !== index) {
        const m = acesUpMoveTo(cur.s.legal, selected, { kind: 'pile', index });
        if (m) return playMoves([m]);
      }
      const moves = acesUpMovesFrom(cur.s.legal, index);
      if (moves.length === 1 && moves[0]) return playMoves([moves[0]]);
      if (moves.length > 1) {
        setSelected(selected === index ? -1 : index);
        setAnnounce(t('chooseTarget', { card: name(cur.s.state.piles[index]?.at(-1) ?? -1) }));
        return;
      }
      return refuse();
    }
    const moves = golfMovesFrom(cur.s.legal, index);
    if (moves[0]) return playMoves([moves[0]]);
    refuse();
  };

  const onTarget = (target: Target): void => {
    if (cur.game !== 'acesup' || selected < 0) return;
    if (document.activeElement?.closest('.table')) refocus.current = selected;
    const m = acesUpMoveTo(cur.s.legal, selected, target);
    if (m) playMoves([m]);
    else refuse();
  };

  const onDrop = (from: number, target: Target): boolean => {
    if (cur.game === 'acesup') {
      const m = acesUpMoveTo(cur.s.legal, from, target);
      if (!m) return false;
      playMoves([m]);
      return true;
    }
    const m = golfMoveTo(cur.s.legal, from, target);
    if (!m) return false;
    playMoves([m]);
    return true;
  };

  const dealOrDraw = (): void => {
    if (cur.game === 'acesup') {
      const m = cur.s.legal.find((x) => x.type === 'deal');
      if (m) playMoves([m]);
      else refuse();
    } else {
      const m = cur.s.legal.find((x) => x.type === 'turn');
      if (m) playMoves([m]);
      else refuse();
    }
  };

  const undo = (): void => {
    if (game.current.s.undo()) {
      flip.newFrom = game.game === 'acesup' ? '.discards' : '.waste';
      after(t('undone'));
    }
  };
  const redo = (): void => {
    if (game.current.s.redo()) {
      flip.newFrom = '.stock';
      after(t('redone'));
    }
  };

  const startSpec = (spec: GameSpec): void => {
    flip.reset();
    game.start(spec);
    setNotices([]);
    after(`${t('newGame')}: ${spec.number === undefined ? t('customDeal') : t('dealNumber', { n: spec.number })}`);
  };
  const newGame = (): void => startSpec(numberedSpec(game.game, game.current.s.variantText, randomDealNumber()));
  const switchGame = (id: GameId): void => {
    if (id !== game.game) startSpec(numberedSpec(id, id, randomDealNumber()));
  };

  // Keyboard: digits pick a pile/column (or, with a card picked up, its target), D deals/draws.
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const el = e.target as HTMLElement | null;
      if (dialog !== null || (el && (el.closest('input, textarea, select, dialog') !== null))) return;
      const k = e.key.toLowerCase();
      if ((e.ctrlKey || e.metaKey) && k === 'z' && !e.shiftKey) {
        e.preventDefault();
        undo();
      } else if ((e.ctrlKey || e.metaKey) && (k === 'y' || (k === 'z' && e.shiftKey))) {
        e.preventDefault();
        redo();
      } else if (e.ctrlKey || e.metaKey || e.altKey) {
        return;
      } else if (k === 'd') {
        dealOrDraw();
      } else if (k === 'escape') {
        setSelected(-1);
      } else if (/^[1-7]$/.test(k)) {
        const i = Number(k) - 1;
        if (i < (cur.game === 'acesup' ? 4 : 7)) tap(i);
      } else if ((k === 'x' || k === '0') && selected >= 0) {
        onTarget({ kind: 'discard' });
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  });

  const movable = (cur.game === 'acesup' ? [0, 1, 2, 3].map((i) => acesUpMovesFrom(cur.s.legal, i).length > 0) : [0, 1, 2, 3, 4, 5, 6].map((i) => golfMovesFrom(cur.s.legal, i).length > 0));
  const tableProps: TableProps = {
    t,
    name,
    flip,
    selected,
    targets: targetsFor(selected),
    movable,
    onTap: tap,
    onTarget,
    onDrop,
    onStock: dealOrDraw,
  };
  const canDeal = cur.game === 'acesup' ? cur.s.legal.some((m) => m.type === 'deal') : cur.s.legal.some((m) => m.type === 'turn');
  const score = cur.game === 'acesup' ? cur.s.rules.score(cur.s.state) : cur.s.rules.score(cur.s.state);

  return (
    <div class="app">
      <header class="bar">
        <h1>{t('appTitle')}</h1>
        <nav class="games" aria-label={t('gameLabel')}>
          {(['acesup', 'golf'] as const).map((id) => (
            <button key={id} type="button" aria-pressed={game.game === id} onClick={() => switchGame(id)}>
              {t(id)}
            </button>
          ))}
        </nav>
        <div class="menu">
          <button type="button" onClick={() => setDialog('deal')}>{t('chooseDeal')}</button>
          <button type="button" onClick={() => setDialog('rules')}>{t('rules')}</button>
          <button type="button" onClick={() => setDialog('stats')}>{t('stats')}</button>
          <button type="button" onClick={() => setDialog('settings')}>{t('settings')}</button>
        </div>
      </header>
      <main>
        {notices.map((n, i) => (
          <p key={i} class="notice" role="alert">
            {n}
          </p>
        ))}
        <div class="toolbar">
          <button type="button" onClick={newGame}>{t('newGame')}</button>
          <button type="button" onClick={() => { flip.reset(); game.restart(); after(t('restart')); }}>{t('restart')}</button>
          <button type="button" onClick={undo} disabled={!s.canUndo}>{t('undo')}</button>
          <button type="button" onClick={redo} disabled={!s.canRedo}>{t('redo')}</button>
          <button type="button" class="primary" onClick={dealOrDraw} disabled={!canDeal}>{cur.game === 'acesup' ? t('deal') : t('draw')}</button>
        </div>
        <div class="status">
          <strong class="score" data-testid="score">{t('score', { n: score })}</strong>
          {cur.game === 'acesup' ? <span>{t('cardsLeft', { n: cur.s.rules.cardsLeft(cur.s.state) })}</span> : null}
          {cur.game === 'golf' ? <span>{t('holeOf', { n: Math.min(9, game.hole + 1) })}</span> : null}
          <span>{s.number === undefined ? t('customDeal') : t('dealNumber', { n: s.number })}</span>
          <code class="variant" title={t('variant')}>{s.variantText}</code>
          <CopyLink t={t} />
        </div>
        <div ref={shake}>
          {cur.game === 'acesup' ? <AcesUpTable obs={cur.s.rules.observe(cur.s.state)} p={tableProps} /> : <GolfTable obs={cur.s.rules.observe(cur.s.state)} p={tableProps} />}
        </div>
        {game.locked && !over ? (
          <div class="notice locked" role="status">
            <p>{t('locked')}</p>
            <button type="button" onClick={() => { flip.reset(); game.reshuffle(); after(t('reshuffle')); }}>{t('reshuffle')}</button>
          </div>
        ) : null}
        {over ? <EndPanel t={t} game={game} onNew={newGame} onNext={() => { flip.reset(); game.nextHole(); after(t('nextHole')); }} onRestart={() => { flip.reset(); game.restart(); after(t('restart')); }} /> : null}
        {cur.game === 'golf' && game.round ? <Scorecard t={t} game={game} /> : null}
        <SolverPanel key={`${game.id}`} t={t} game={game} onPlay={(m) => playMoves([m])} />
        <p class="help">{t('keyboardHelp')}</p>
        <div class="sr-only" aria-live="polite" role="status" data-testid="announcer">
          {announce}
        </div>
      </main>
      {dialog === 'rules' ? <RulesDialog t={t} lang={settings.lang} game={game.game} onClose={() => setDialog(null)} /> : null}
      {dialog === 'stats' ? <StatsDialog t={t} game={game} version={statsVersion} onImported={() => setStatsVersion((v) => v + 1)} onClose={() => setDialog(null)} /> : null}
      {dialog === 'settings' ? (
        <SettingsDialog
          t={t}
          settings={settings}
          onChange={(next) => {
            saveSettings(next);
            if (next.autoDiscard !== settings.autoDiscard) {
              game.setOptions({ autoDiscard: next.autoDiscard });
              rerender();
            }
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'deal' ? (
        <DealDialog
          t={t}
          game={game}
          onStart={(spec) => {
            setDialog(null);
            startSpec(spec);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

function endMessage(t: T, game: GameController): string {
  const c = game.current;
  if (c.game === 'acesup') {
    const st = c.s.state;
    return c.s.rules.isWon(st) ? t('wonAcesUp') : t('lostAcesUp', { n: c.s.rules.score(st), left: c.s.rules.cardsLeft(st) });
  }
  const st = c.s.state;
  const score = c.s.rules.score(st);
  return c.s.rules.isWon(st) ? t('wonGolf', { n: score }) : t('lostGolf', { n: score });
}

function EndPanel({ t, game, onNew, onNext, onRestart }: { t: T; game: GameController; onNew: () => void; onNext: () => void; onRestart: () => void }): JSX.Element {
  const round = game.round;
  const roundDone = round !== undefined && round.scores.length >= 9;
  const total = round ? round.scores.reduce((a, b) => a + b, 0) : 0;
  const par = round ? (round.variant.includes('par=36') ? 36 : 45) : 45;
  return (
    <section class="end" role="status" aria-label={t('result')}>
      <p class="end-message">{endMessage(t, game)}</p>
      {roundDone ? (
        <p>
          {t('roundOver', { total, par })} {total <= 0 ? t('perfect') : total <= par ? t('underPar') : t('overPar')}
        </p>
      ) : null}
      <div class="end-actions">
        {game.game === 'golf' ? (
          <button type="button" class="primary" onClick={onNext}>
            {roundDone ? t('newRound') : t('nextHole')}
          </button>
        ) : (
          <button type="button" class="primary" onClick={onNew}>
            {t('nextGame')}
          </button>
        )}
        <button type="button" onClick={onRestart}>
          {t('restart')}
        </button>
      </div>
    </section>
  );
}

function Scorecard({ t, game }: { t: T; game: GameController }): JSX.Element {
  const round = game.round!;
  const perHole = round.variant.includes('par=36') ? 4 : 5;
  let running = 0;
  return (
    <section class="scorecard" aria-label={t('scorecard')}>
      <table>
        <caption>
          {t('scorecard')} · {t('holeOf', { n: Math.min(9, game.hole + 1) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('hole', { n: '' }).trim()}</th>
            {Array.from({ length: 9 }, (_, i) => (
              <th key={i} scope="col" class={i === game.hole ? 'current' : ''}>
                {i + 1}
              </th>
            ))}
            <th scope="col">{t('total')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('score', { n: '' }).replace(/[:\s]+$/, '')}</th>
            {Array.from({ length: 9 }, (_, i) => {
              const sc = round.scores[i];
              if (sc !== undefined) running += sc;
              return <td key={i}>{sc ?? ''}</td>;
            })}
            <td>{running}</td>
          </tr>
          <tr>
            <th scope="row">{t('par')}</th>
            {Array.from({ length: 9 }, (_, i) => (
              <td key={i}>{perHole}</td>
            ))}
            <td>{perHole * 9}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function CopyLink({ t }: { t: T }): JSX.Element {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      class="link"
      onClick={() => {
        const url = location.href;
        navigator.clipboard.writeText(url).then(
          () => setCopied(true),
          () => {
            prompt(t('copyLink'), url);
          },
        );
      }}
    >
      {copied ? t('linkCopied') : t('copyLink')}
    </button>
  );
}
