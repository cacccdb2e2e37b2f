// Start-up: read the settings, open the store, decide which game to show (the link first, then
// the saved game, then a fresh deal), and render. Problems become notices, never a broken page.

import { render } from 'preact';
import { formatDeal } from '../src/core/deal.js';
import { App, type Settings } from './app.js';
import { GameController, numberedSpec, randomDealNumber, type GameSpec } from './game.js';
import { pickLang, translator } from './i18n.js';
import { parseLink } from './link.js';
import type { CurrentSave } from './records.js';
import { Store } from './store.js';
import './style.css';

const SETTINGS_KEY = 'kabal.settings';

function loadSettings(): Settings {
  let saved: Partial<Settings> = {};
  try {
    const raw = localStorage.getItem(SETTINGS_KEY);
    if (raw !== null) saved = JSON.parse(raw) as Partial<Settings>;
  } catch {
    saved = {};
  }
  const theme = saved.theme === 'light' || saved.theme === 'dark' ? saved.theme : 'auto';
  return {
    lang: pickLang(typeof saved.lang === 'string' ? saved.lang : null, navigator.languages),
    theme,
    autoDiscard: saved.autoDiscard !== false,
  };
}

async function boot(): Promise<void> {
  let settings = loadSettings();
  const t = translator(settings.lang);
  const notices: string[] = [];
  let store: Store | undefined;
  try {
    store = await Store.open();
  } catch (e) {
    notices.push(t('storedProblem', { msg: e instanceof Error ? e.message : String(e) }));
  }
  let saved: CurrentSave | undefined;
  if (store) {
    try {
      const r = await store.loadCurrent();
      saved = r.value;
      if (r.problems.length > 0) notices.push(t('storedProblem', { msg: r.problems.join('; ') }));
    } catch (e) {
      notices.push(t('storedProblem', { msg: e instanceof Error ? e.message : String(e) }));
    }
  }
  const options = { autoDiscard: settings.autoDiscard };
  const link = parseLink(location.search);
  let wanted: GameSpec | undefined;
  let fallbackGame: 'acesup' | 'golf' = 'acesup';
  let fallbackVariant = 'acesup';
  if (!link.ok) {
    notices.push(t('badLink', { msg: link.error.message }));
  } else if (link.value.kind === 'game') {
    wanted = link.value.game;
  } else if (link.value.kind === 'partial') {
    fallbackGame = link.value.game;
    fallbackVariant = link.value.variant;
  }
  const events = {};
  let game: GameController;
  const fresh = (): GameController => new GameController(store, options, wanted ?? numberedSpec(fallbackGame, fallbackVariant, randomDealNumber()), events);
  if (saved && (link.ok && (link.value.kind === 'none' || (wanted !== undefined && sameDeal(saved, wanted))))) {
    try {
      game = GameController.restore(store, options, saved, events);
    } catch (e) {
      notices.push(t('storedProblem', { msg: e instanceof Error ? e.message : String(e) }));
      game = fresh();
    }
  } else if (saved && !saved.recorded && saved.snapshot.moves.length > 0) {
    // Another game was in progress: leave it the way New game would (counted as played).
    try {
      game = GameController.restore(store, options, saved, events);
      game.start(wanted ?? numberedSpec(fallbackGame, fallbackVariant, randomDealNumber()));
    } catch {
      game = fresh();
    }
  } else {
    game = fresh();
  }
  game.save();
  const root = document.getElementById('app');
  if (!root) throw new Error('index.html has no #app');
  const saveSettings = (next: Settings): void => {
    settings = next;
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
    } catch {
      // Private mode: settings last for this visit only.
    }
    draw();
  };
  const draw = (): void => render(<App game={game} settings={settings} saveSettings={saveSettings} notices={notices} />, root);
  Object.assign(events, {
    onSaved: (position: number) => {
      document.documentElement.dataset.saved = `${game.id}:${position}`;
    },
    onRecorded: () => {
      document.documentElement.dataset.recorded = String(Number(document.documentElement.dataset.recorded ?? '0') + 1);
    },
    onError: (msg: string) => console.error('kabal storage:', msg),
  });
  draw();
  addEventListener('pagehide', () => void game.flush());
  if ('serviceWorker' in navigator && location.protocol !== 'file:' && import.meta.env.PROD) {
    navigator.serviceWorker.register('./sw.js').catch((e: unknown) => console.warn('service worker:', e));
  }
}

function sameDeal(saved: CurrentSave, spec: GameSpec): boolean {
  const s = saved.snapshot;
  return s.game === spec.game && s.variant === spec.variant && s.deal === formatDeal(spec.deal);
}

void boot().catch((e: unknown) => {
  const root = document.getElementById('app');
  if (root) root.textContent = `Kabal could not start: ${e instanceof Error ? e.message : String(e)}`;
});
