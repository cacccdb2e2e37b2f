// Start-up: read the settings, open the store, decide which game to show (the link first, then
// the saved game, then a fresh deal), keep the page's language and theme and the game's forced
// moves in step with the settings, and render. Problems become notices, never a broken page.

import { render } from 'preact';
import { formatDeal } from '../src/core/deal.js';
import type { GameId } from '../src/core/game.js';
import { GAME_IDS } from '../src/games/registry.js';
import { unwrap } from '../src/core/result.js';
import { App } from './app.js';
import { GameController } from './controller.js';
import { WEB_GAMES } from './games/index.js';
import { linkGame, parseLink, shortenEcho } from './link.js';
import type { CurrentSave } from './records.js';
import { type Settings, SettingsStore } from './settings.js';
import { speechFor } from './speech.js';
import { type GameSpec, numberedSpec, randomDealNumber } from './spec.js';
import { Store } from './store.js';
import { registerUpdates } from './updates.js';
import './style.css';

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

function applyToPage(s: Settings): void {
  document.documentElement.lang = s.lang;
  document.documentElement.dataset.theme = s.theme;
  document.documentElement.dataset.cards = s.cardStyle;
  document.documentElement.dataset.back = s.cardBack;
  // The page's title is the app's name and every game's, in the player's language.
  const { t, say } = speechFor(s.lang);
  const names = new Intl.ListFormat(s.lang === 'nb' ? 'nb-NO' : s.lang, { type: 'conjunction' }).format(WEB_GAMES.map((g) => say(g.title)));
  document.title = `${t('appTitle')} – ${names}`;
}

async function boot(): Promise<void> {
  const settings = new SettingsStore(storage(), navigator.languages);
  const { t } = speechFor(settings.getSnapshot().lang);
  const notices: string[] = [];
  const problem = (e: unknown): void => {
    notices.push(t('storedProblem', { msg: e instanceof Error ? e.message : String(e) }));
  };
  let store: Store | undefined;
  try {
    store = await Store.open();
  } catch (e) {
    problem(e);
  }
  let saved: CurrentSave | undefined;
  if (store) {
    try {
      const r = await store.loadCurrent();
      saved = r.value;
      if (r.problems.length > 0) notices.push(t('storedProblem', { msg: r.problems.join('; ') }));
    } catch (e) {
      problem(e);
    }
  }
  const options = { forcedMoves: settings.getSnapshot().autoDiscard };
  const link = parseLink(location.search);
  let wanted: GameSpec | undefined;
  // No game named: the first game, in its standard rules (whose variant text is the game's id).
  let fallbackGame: GameId = GAME_IDS[0] as GameId;
  let fallbackVariant: string = fallbackGame;
  if (!link.ok) {
    notices.push(shortenEcho(t('badLink', { msg: link.error.message })));
    fallbackGame = linkGame(location.search) ?? fallbackGame;
    fallbackVariant = fallbackGame;
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
  };
  const someSpec = (): GameSpec => wanted ?? unwrap(numberedSpec(fallbackGame, fallbackVariant, randomDealNumber()));
  const fresh = (): GameController => new GameController(store, options, someSpec(), events);
  let controller: GameController;
  if (saved && link.ok && (link.value.kind === 'none' || (wanted !== undefined && sameDeal(saved, wanted)))) {
    try {
      controller = GameController.restore(store, options, saved, events);
    } catch (e) {
      problem(e);
      controller = fresh();
    }
  } else if (saved && !saved.recorded && saved.snapshot.moves.length > 0) {
    // Another game was in progress: leave it the way New game would (counted as played).
    try {
      controller = GameController.restore(store, options, saved, events);
      controller.start(someSpec());
    } catch {
      controller = fresh();
    }
  } else {
    controller = fresh();
  }
  controller.save();

  applyToPage(settings.getSnapshot());
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
  render(<App controller={controller} settings={settings} notices={notices} />, app);
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
