// The service worker from the page's side: registered once the game is on screen, and a new
// version, once installed and waiting, offered to the player ("Update ready: reload"). It takes
// over only when the player asks, after the game in progress is saved; then the page reloads.

import type { JSX } from 'preact';
import { useSpeech } from '../words/i18n.js';
import { Listeners, type Source, useSource } from '../model/source.js';
import { TABLE_WORDS } from '../words/table-words.js';

class Updates implements Source<ServiceWorker | undefined> {
  private waiting: ServiceWorker | undefined;
  private readonly listeners = new Listeners();
  subscribe(listener: () => void): () => void {
    return this.listeners.add(listener);
  }
  getSnapshot(): ServiceWorker | undefined {
    return this.waiting;
  }
  offer(w: ServiceWorker): void {
    this.waiting = w;
    this.listeners.call();
  }
}

const updates = new Updates();
/** The player took the update: the next change of controller reloads the page. */
let taken = false;

/** Registers the service worker and watches for a new version; `beforeReload` saves the game. */
export function registerUpdates(beforeReload: () => Promise<void>): void {
  const sw = navigator.serviceWorker;
  // The first worker takes control without a reload; only the update the player took reloads.
  sw.addEventListener('controllerchange', () => {
    if (taken) void beforeReload().finally(() => location.reload());
    taken = false;
  });
  sw.register('./sw.js')
    .then((reg) => {
      const watch = (w: ServiceWorker | null): void => {
        if (!w) return;
        const ready = (): void => {
          if (w.state === 'installed' && sw.controller) updates.offer(w);
        };
        ready();
        w.addEventListener('statechange', ready);
      };
      watch(reg.waiting);
      reg.addEventListener('updatefound', () => watch(reg.installing));
      // A page left open for days still hears of a new version when it is shown again.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void reg.update().catch(() => undefined);
      });
    })
    .catch((e: unknown) => console.warn('service worker:', e));
}

/** "Update ready: reload", shown while a new version waits. */
export function UpdateOffer(): JSX.Element | null {
  const waiting = useSource(updates);
  const speech = useSpeech();
  if (!waiting) return null;
  return (
    <p class="notice update" role="status" data-testid="update-ready">
      {speech.say(TABLE_WORDS.m('table.updateReady'))}{' '}
      <button
        type="button"
        onClick={() => {
          taken = true;
          waiting.postMessage('take-over');
        }}
      >
        {speech.say(TABLE_WORDS.m('table.reload'))}
      </button>
    </p>
  );
}
