// The app: the header (games, menu), the toolbar, the status line, the table of the current game,
// the end panel, the round's scorecard, the coach (loaded later: the solver's answers, hints, the
// chance to win, the review) and the dialogs. The controller and the settings publish their
// changes; this component draws their latest snapshot.

import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { CoachArea } from '../coach/lazy.js';
import type { GameController, GameView } from '../model/controller.js';
import { useDeals } from '../deals/deals.js';
import type { DealsLink } from '../deals/link.js';
import { Celebration } from './celebrate.js';
import { DealDialog } from '../dialogs/deal.js';
import { RulesDialog } from '../dialogs/rules.js';
import { SettingsDialog } from '../dialogs/settings.js';
import { StatsDialog } from '../dialogs/stats.js';
import { EndPanel } from './end-panel.js';
import { WEB_GAMES } from '../games/index.js';
import { sentence, type Speech, SpeechContext } from '../words/i18n.js';
import type { SettingsStore } from '../storage/settings.js';
import { useSource } from '../model/source.js';
import { speechFor } from '../words/speech.js';
import { StatusBar } from './status-bar.js';
import { StorageNotice } from './storage-notice.js';
import type { TabOwner } from '../storage/tab-owner.js';
import { Flip } from '../table/flip.js';
import { GameClock } from './game-clock.js';
import { LeftNotice } from './left-notice.js';
import { Menu } from './menu.js';
import { useTableInput } from '../table/input.js';
import { Toolbar } from './toolbar.js';
import { UpdateOffer } from './updates.js';
// Issue 34: the guided first game (web/teach): a menu item and its dialog.
import { useTeach } from '../teach/lazy.js';

type DialogName = 'rules' | 'stats' | 'settings' | 'deal' | null;
// The menu's dialogs, in the order of their buttons.
const MENU = [
  ['deal', 'chooseDeal'],
  ['rules', 'rules'],
  ['stats', 'stats'],
  ['settings', 'settings'],
] as const;

export interface AppProps {
  readonly controller: GameController;
  readonly settings: SettingsStore;
  /** Problems found while starting (a bad link, unreadable saved data). */
  readonly notices: readonly string[];
  /** Which tab plays the game; in another tab's game the page is inert but for "Play here". */
  readonly tab: TabOwner;
  readonly onPlayHere: () => void;
  /** A daily deal or a challenge the address asks for (web/deals). */
  readonly deals?: DealsLink;
}

/** What the live region says after a change: what was done, then what can be played now or how the game ended (the engine's announce). */
function news(speech: Speech, view: GameView): string {
  return view.news.map((m) => sentence(speech.say(m))).join('. ');
}

export function App({ controller, settings: settingsStore, notices: startNotices, tab: tabOwner, onPlayHere, deals: dealsLink = { kind: 'none' } }: AppProps): JSX.Element {
  const view = useSource(controller);
  const settings = useSource(settingsStore);
  const inert = !useSource(tabOwner).owned;
  const speech = speechFor(settings.lang);
  const { t, say } = speech;
  const [dialog, setDialog] = useState<DialogName>(null);
  const [notices, setNotices] = useState(startNotices);
  const flip = useMemo(() => new Flip(), []);
  const input = useTableInput(controller, view, dialog !== null || inert, speech);
  const close = (): void => setDialog(null);
  // A new game the player asked for clears the start-up notices.
  const begin = (f: () => void): void => {
    setNotices([]);
    f();
  };
  const deals = useDeals(controller, view, dealsLink, begin, speech);
  const teach = useTeach(view, speech, !inert); // issue 34: the guided first game

  // Once the table is drawn: the address names the game shown (a shareable link), then the
  // marker says which position is on screen (tests wait for it, so the address is written by then).
  useLayoutEffect(() => {
    if (location.search !== view.link) history.replaceState(null, '', view.link);
    document.documentElement.dataset.position = `${view.id}:${view.position}`;
  });

  useEffect(() => {
    document.documentElement.dataset.ready = '1';
    performance.mark('kabal-ready');
    const onResize = (): void => flip.reset();
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, [flip]);

  return (
    <SpeechContext.Provider value={speech}>
      <div class="app">
        <header class="bar" inert={inert}>
          <h1>{t('appTitle')}</h1>
          <nav class="games" aria-label={t('gameLabel')}>
            {WEB_GAMES.map((g) => (
              <button key={g.id} type="button" aria-pressed={view.game === g.id} onClick={() => deals.switchGame(g.id)}>
                {say(g.title)}
              </button>
            ))}
          </nav>
          <Menu items={[...MENU.map(([name, label]) => ({ name, label: t(label) })), deals.menu, teach.menu]} onPick={(name) => setDialog(name as DialogName)} />
        </header>
        <StorageNotice controller={controller} tab={tabOwner} onPlayHere={onPlayHere} />
        <main inert={inert}>
          {notices.map((n, i) => (
            <p key={i} class="notice" role="alert">
              {n}
            </p>
          ))}
          <UpdateOffer />
          {view.left ? <LeftNotice controller={controller} left={view.left} /> : null}
          <Toolbar controller={controller} view={view} onNewGame={deals.newGame} onStock={input.stock} />
          <StatusBar view={view}>
            <GameClock view={view} timer={settings.timer} />
          </StatusBar>
          <div ref={input.shake}>{view.table({ ...input.table, flip, motion: view.motion, serial: view.serial })}</div>
          <p class={`table-note${input.note?.refused ? ' refused' : ''}`} data-testid="table-note">
            {input.note?.shown ?? ''}
          </p>
          {view.notes.length > 0 ? (
            <div class="notice locked" role="status">
              {view.notes.map((n, i) => (
                <p key={i}>{say(n)}</p>
              ))}
              {view.reshuffle ? (
                <button type="button" onClick={() => controller.reshuffle()}>
                  {say(view.reshuffle)}
                </button>
              ) : null}
            </div>
          ) : null}
          <Celebration view={view} />
          {view.over ? <EndPanel controller={controller} view={view} onNewGame={deals.newGame} /> : null}
          {deals.panel}
          {view.round ? view.round.scorecard() : null}
          <CoachArea key={view.id} controller={controller} view={view} />
          <p class="help">{t('keyboardHelp')}</p>
          <div class="sr-only" aria-live="polite" role="status" data-testid="announcer">
            {input.note?.spoken ?? news(speech, view)}
          </div>
        </main>
        {dialog === 'rules' ? <RulesDialog game={view.game} onClose={close} /> : null}
        {dialog === 'stats' ? <StatsDialog game={controller} onClose={close} /> : null}
        {dialog === 'settings' ? <SettingsDialog settings={settings} onChange={(next) => settingsStore.set(next)} onClose={close} extra={deals.setting} /> : null}
        {deals.dialogs}
        {teach.layer}
        {dialog === 'deal' ? (
          <DealDialog
            game={view.game}
            variant={view.variant}
            number={view.number}
            onStart={(spec) => {
              close();
              begin(() => controller.start(spec));
            }}
            onClose={close}
          />
        ) : null}
      </div>
    </SpeechContext.Provider>
  );
}
