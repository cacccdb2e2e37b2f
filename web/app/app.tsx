// The app: the table is the page. Above it one header row (the games, the status line, Coach and
// the menu); below it, fixed in place, the hint place and the action bar (toolbar.tsx). What comes
// and goes floats over the table and moves nothing: the notices at the top, the end panel (with
// the summary and the round's scorecard) at the bottom, a won game's cascade under it, the Coach sheet (the coach, loaded later) over one side.
// The dialogs open from the menu. The controller and the settings publish their changes; this
// component draws their latest snapshot.

import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import type { GameController, GameView } from '../model/controller.js';
import { useDeals } from '../deals/deals.js';
import type { DealsLink } from '../deals/link.js';
import { DealDialog } from '../dialogs/deal.js';
import { RulesDialog } from '../dialogs/rules.js';
import { SettingsLoader } from '../dialogs/settings-lazy.js';
import { StatsDialog } from '../dialogs/stats.js';
import { EndPanel } from './end-panel.js';
import { WinCascade } from '../end/lazy.js';
import { WEB_GAMES } from '../games/index.js';
import { sentence, type Speech, SpeechContext } from '../words/i18n.js';
import type { SettingsStore } from '../storage/settings.js';
import { useSource } from '../model/source.js';
import { speechFor } from '../words/speech.js';
import { TABLE_WORDS } from '../words/table-words.js';
import { copyLink, StatusBar } from './status-bar.js';
import { StorageNotice } from './storage-notice.js';
import type { TabOwner } from '../storage/tab-owner.js';
import { Flip } from '../table/flip.js';
import { GameClock } from './game-clock.js';
import { LeftNotice } from './left-notice.js';
import { Menu, type MenuItem } from './menu.js';
import { CoachSheet } from './coach-sheet.js';
import { HintPlace, stockWhy } from './hint-place.js';
import { useTableInput } from '../table/input.js';
import { Toolbar } from './toolbar.js';
import { UpdateOffer } from './updates.js';
// Issue 34: the guided first game (web/teach): a menu item and its dialog.
import { useTeach } from '../teach/lazy.js';
// Issue 34: sound effects, when the player turns them on (web/sound).
import { useSounds } from '../sound/cues.js';

type DialogName = 'rules' | 'stats' | 'settings' | 'deal' | null;
// The menu's dialogs, in the order of their buttons.
const MENU = [
  ['deal', 'app.chooseDeal'],
  ['rules', 'app.rules'],
  ['stats', 'app.stats'],
  ['settings', 'app.settings'],
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
  const [coachOpen, setCoachOpen] = useState(false);
  // The round's scorecard over the table, while the player wants it (the end panel always shows it).
  const [cardOpen, setCardOpen] = useState(false);
  // The serial of the position the bar's Hint was pressed in (the hint belongs to it).
  const [hintAsk, setHintAsk] = useState<number | null>(null);
  // When the link was last copied: "Link copied" floats for a moment.
  const [copied, setCopied] = useState<number | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const t = setTimeout(() => setCopied(null), 2500);
    return () => clearTimeout(t);
  }, [copied]);
  const teach = useTeach(view, speech, !inert); // issue 34: the guided first game
  useSounds(view, input.note, settings.sound && !inert);

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
    // A tap or a key during a glide finishes every glide at once: the next move is never kept waiting.
    const finish = (): void => flip.finishAll();
    addEventListener('resize', onResize);
    addEventListener('pointerdown', finish, true);
    addEventListener('keydown', finish, true);
    return () => {
      // Drawn again after "Play here": not ready until this effect (and the keys') has run again.
      delete document.documentElement.dataset.ready;
      removeEventListener('resize', onResize);
      removeEventListener('pointerdown', finish, true);
      removeEventListener('keydown', finish, true);
    };
  }, [flip]);

  const why = stockWhy(view);
  const items: MenuItem[] = [
    { name: 'restart', label: t('app.restart'), run: () => controller.restart() },
    ...MENU.map(([name, label]) => ({ name, label: t(label) })),
    deals.menu,
    teach.menu,
    { name: 'copy', label: t('app.copyLink'), run: () => copyLink(t('app.copyLink'), () => setCopied(Date.now())) },
  ];
  const over = view.over || deals.busy;

  return (
    <SpeechContext.Provider value={speech}>
      <div class={`app${coachOpen ? ' coach-open' : ''}${over ? ' has-end' : ''}`}>
        <header class="bar" inert={inert}>
          <h1>{t('app.appTitle')}</h1>
          <nav class="games" aria-label={t('app.gameLabel')}>
            {WEB_GAMES.map((g) => (
              <button key={g.id} type="button" aria-pressed={view.game === g.id} onClick={() => deals.switchGame(g.id)}>
                {say(g.title)}
              </button>
            ))}
          </nav>
          <StatusBar view={view} title={deals.title} scorecard={view.over ? undefined : { open: cardOpen, toggle: () => setCardOpen(!cardOpen) }}>
            <GameClock view={view} timer={settings.timer} />
          </StatusBar>
          <div class="bar-end">
            <button type="button" class="coach-toggle" aria-expanded={coachOpen} aria-controls="coach-sheet" onClick={() => setCoachOpen(!coachOpen)}>
              {speech.say(TABLE_WORDS.m('table.coach'))}
            </button>
            <Menu items={items} onPick={(name) => setDialog(name as DialogName)} />
          </div>
        </header>
        <main inert={inert}>
          <div class="table-place" ref={input.shake}>
            {deals.placeholder ?? view.table({ ...input.table, flip, motion: view.motion, serial: view.serial })}
          </div>
        </main>
        <div class="floats">
          {/* The other tab's notice and its "Play here" stay live while the rest of the page is inert. */}
          <StorageNotice controller={controller} tab={tabOwner} onPlayHere={onPlayHere} />
          <div class="floats-rest" inert={inert}>
          {notices.map((n, i) => (
            <div key={i} class="notice" role="alert">
              <p>{n}</p>
              <button type="button" onClick={() => setNotices(notices.filter((_, j) => j !== i))}>
                {speech.say(TABLE_WORDS.m('table.dismiss'))}
              </button>
            </div>
          ))}
          <UpdateOffer />
          {view.left ? <LeftNotice controller={controller} left={view.left} /> : null}
          {copied !== null ? (
            <p class="notice toast" role="status" key={copied}>
              {t('app.linkCopied')}
            </p>
          ) : null}
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
          {view.round && cardOpen && !view.over ? (
            <div class="scorecard-float" id="scorecard-float">
              {view.round.scorecard()}
            </div>
          ) : null}
          {view.over ? null : deals.panel}
          </div>
        </div>
        <div class="ends" inert={inert}>
          {view.over ? (
            <EndPanel controller={controller} view={view} onNewGame={deals.newGame} timer={settings.timer} daily={deals.endDaily} after={deals.panel}>
              {view.round ? view.round.scorecard() : null}
            </EndPanel>
          ) : null}
        </div>
        <div inert={inert}>
          <HintPlace controller={controller} view={view} note={input.note} ask={hintAsk} />
          <Toolbar controller={controller} view={view} onNewGame={deals.newGame} onStock={input.stock} onHint={() => setHintAsk(view.serial)} stockWhy={why !== undefined} />
        </div>
        <CoachSheet controller={controller} view={view} open={coachOpen} onClose={() => setCoachOpen(false)} />
        <WinCascade view={view} />
        <div class="sr-only" aria-live="polite" role="status" data-testid="announcer">
          {input.note?.spoken ?? news(speech, view)}
        </div>
        {dialog === 'rules' ? <RulesDialog game={view.game} keys={view.keyZones.length} onClose={close} /> : null}
        {dialog === 'stats' ? <StatsDialog game={controller} onClose={close} /> : null}
        {dialog === 'settings' ? <SettingsLoader settings={settings} onChange={(next) => settingsStore.set(next)} onClose={close} extra={deals.setting} /> : null}
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
