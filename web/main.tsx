// Start-up: read the settings, open the store, decide which game to show (the link first, then
// the saved game, then a fresh deal), keep the page's language and theme and the game's forced
// moves in step with the settings, and render. Problems become notices, never a broken page.

// The page's base look first; each part's own CSS (imported by its module) comes after it.
import './style.css';
import { render } from 'preact';
import { formatDeal } from '../src/core/deal.js';
import type { GameId } from '../src/core/game.js';
import { GAME_IDS } from './games/engine.js';
import { ok, unwrap } from '../src/core/result.js';
import { App } from './app/app.js';
import { readDealsLink } from './deals/deals.js';
import type { DealsLink } from './deals/link.js';
import { GameController } from './model/controller.js';
import { WEB_GAMES } from './games/index.js';
import { linkGame, parseLink } from './model/link.js';
import type { CurrentSave } from './storage/records.js';
import { SETTINGS_KEY, type Settings, SettingsStore } from './storage/settings.js';
import { speechFor } from './words/speech.js';
import { type GameSpec, numberedSpec, randomDealNumber } from './model/spec.js';
import { Store } from './storage/store.js';
import { TabOwner } from './storage/tab-owner.js';
import { registerUpdates } from './app/updates.js';

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/** The settings on the page's root: its language, and data attributes the CSS draws the look from. */
function applyToPage(s: Settings): void {
  const root = document.documentElement;
  root.lang = s.lang;
  root.dataset.theme = s.theme;
  root.dataset.cards = s.cardStyle;
  root.dataset.back = s.cardBack;
  root.dataset.table = s.table;
  root.dataset.suits = s.fourColour ? 'four' : 'two';
  root.dataset.hand = s.leftHanded ? 'left' : 'right';
  // The browser's own bars take the felt's colour (the CSS has it for the theme and table chosen).
  // style.css gives --felt as light-dark(…), so the shade is read for the scheme in force.
  const dark = s.theme === 'dark' || (s.theme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  const felt = getComputedStyle(root).getPropertyValue(dark ? '--felt-dark' : '--felt-light').trim();
  if (felt !== '') document.querySelector('meta[name="theme-color"]')?.setAttribute('content', felt);
  // The page's title is the app's name and every game's, in the player's language.
  const { t, say } = speechFor(s.lang);
  const names = new Intl.ListFormat(s.lang === 'nb' ? 'nb-NO' : s.lang, { type: 'conjunction' }).format(WEB_GAMES.map((g) => say(g.title)));
  document.title = `${t('app.appTitle')} – ${names}`;
}

async function boot(): Promise<void> {
  const settings = new SettingsStore(storage(), navigator.languages);
  if (settings.problems.length > 0) console.warn('kabal settings:', settings.problems.map((p) => p.message).join('; '));
  // Settings changed in another tab of this device show here at once.
  window.addEventListener('storage', (e: StorageEvent) => {
    if (e.key === SETTINGS_KEY || e.key === null) settings.reread();
  });
  const speech = speechFor(settings.getSnapshot().lang);
  const { t } = speech;
  const notices: string[] = [];
  const problem = (e: unknown): void => {
    notices.push(t('app.storedProblem', { msg: e instanceof Error ? e.message : String(e) }));
  };
  let store: Store | undefined;
  try {
    store = await Store.open();
  } catch (e) {
    problem(e);
  }
  // The saved game belongs to one tab: this one, unless another tab has it already.
  const tab = new TabOwner(store);
  let owned = true;
  try {
    owned = await tab.start();
  } catch (e) {
    problem(e);
  }
  const loadSaved = async (): Promise<CurrentSave | undefined> => {
    if (!store) return undefined;
    try {
      const r = await store.loadCurrent();
      if (r.problems.length > 0) notices.push(t('app.storedProblem', { msg: r.problems.join('; ') }));
      return r.value;
    } catch (e) {
      problem(e);
      return undefined;
    }
  };
  let saved = await loadSaved();
  const options = { forcedMoves: settings.getSnapshot().autoDiscard };
  // A daily deal or a challenge: the game on the table stays until the player chooses (web/deals).
  const dealsRead = readDealsLink(location.search);
  const deals: DealsLink = dealsRead.ok ? dealsRead.value : { kind: 'none' };
  const link = !dealsRead.ok ? dealsRead : deals.kind === 'none' ? parseLink(location.search) : ok({ kind: 'none' as const });
  let wanted: GameSpec | undefined;
  // No game named: the first game, in its standard rules (whose variant text is the game's id).
  let fallbackGame: GameId = GAME_IDS[0] as GameId;
  let fallbackVariant: string = fallbackGame;
  if (!link.ok) {
    fallbackGame = linkGame(location.search) ?? fallbackGame;
    fallbackVariant = fallbackGame;
    // What was wrong, in plain words, and which game opens instead (its words are loaded only now).
    const { badLinkNotice } = await import('./words/problems.js');
    notices.push(badLinkNotice(link.error, location.search, fallbackGame, speech.lang));
  } else if (link.value.kind === 'game') {
    wanted = link.value.game;
  } else if (link.value.kind === 'partial') {
    fallbackGame = link.value.game;
    fallbackVariant = link.value.variant;
  }
  const root = document.documentElement;
  const events = {
    onSaved: (id: string, position: number) => {
      root.dataset.saved = `${id}:${position}`;
    },
    onRecorded: () => {
      root.dataset.recorded = String(Number(root.dataset.recorded ?? '0') + 1);
    },
    onError: (msg: string) => console.error('kabal storage:', msg),
    onLost: () => tab.lose(),
  };
  const someSpec = (): GameSpec => wanted ?? unwrap(numberedSpec(fallbackGame, fallbackVariant, randomDealNumber()));
  const fresh = (): GameController => new GameController(store, options, someSpec(), events);
  // The link counts when this tab first plays; after a take-over the saved game goes on.
  let useLink = true;
  // The game this tab plays once it owns the saved game: the link's, the saved one, or a fresh deal.
  const decide = (): GameController => {
    if (saved && (!useLink || (link.ok && (link.value.kind === 'none' || (wanted !== undefined && sameDeal(saved, wanted)))))) {
      try {
        return GameController.restore(store, options, saved, events);
      } catch (e) {
        problem(e);
        return fresh();
      }
    }
    if (saved && !saved.recorded && saved.snapshot.moves.length > 0) {
      // Another game was in progress: leave it the way New game would (counted as played).
      try {
        const c = GameController.restore(store, options, saved, events);
        c.start(someSpec());
        return c;
      } catch {
        return fresh();
      }
    }
    return fresh();
  };
  let controller: GameController;
  if (owned) {
    controller = decide();
    // Written only if it is not what the store holds already (a reload writes nothing).
    controller.save(saved);
  } else {
    // Another tab plays: show its game as saved, written by nobody here.
    controller = saved ? GameController.restore(store, options, saved, events) : fresh();
    controller.saver.stop();
  }

  applyToPage(settings.getSnapshot());
  // Under "Like the system" the felt's shade follows the system's theme: the browser's bars too.
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => applyToPage(settings.getSnapshot()));
  let forced = options.forcedMoves;
  settings.subscribe(() => {
    const s = settings.getSnapshot();
    applyToPage(s);
    if (s.autoDiscard !== forced) {
      forced = s.autoDiscard;
      controller.setOptions({ forcedMoves: forced });
    }
  });

  const app = document.getElementById('app');
  if (!app) throw new Error('index.html has no #app');
  let shown = 0;
  const show = (): void => {
    render(<App key={shown} controller={controller} settings={settings} notices={notices} tab={tab} onPlayHere={() => void playHere()} deals={deals} />, app);
  };
  // The owner is asked for the game: its writes go out first, then it stops.
  tab.onYield = async () => {
    await controller.flush();
    controller.saver.stop();
  };
  tab.subscribe(() => {
    if (!tab.getSnapshot().owned) controller.saver.stop();
  });
  // "Play here": the game as the other tab left it. The link this tab was opened with counts the
  // first time only; later the saved game is the one to go on with.
  const playHere = async (): Promise<void> => {
    await tab.takeOver();
    notices.length = 0;
    saved = await loadSaved();
    controller = decide();
    useLink = false;
    controller.save();
    shown++;
    show();
  };
  if (owned) useLink = false;
  show();
  addEventListener('pagehide', () => void controller.flush());
  if ('serviceWorker' in navigator && location.protocol !== 'file:' && import.meta.env.PROD) {
    registerUpdates(() => controller.flush());
  }
}

function sameDeal(saved: CurrentSave, spec: GameSpec): boolean {
  const s = saved.snapshot;
  return s.game === spec.game && s.variant === spec.variant && s.deal === formatDeal(spec.deal);
}

void boot().catch((e: unknown) => {
  const app = document.getElementById('app');
  if (app) app.textContent = `Kabal could not start: ${e instanceof Error ? e.message : String(e)}`;
});
