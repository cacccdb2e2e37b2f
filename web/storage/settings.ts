// The player's settings (language, theme, whether the app makes forced moves by itself), kept in
// localStorage and published to whoever listens. Read as untrusted: anything unknown falls back
// to the default, and a private window without storage keeps them for the visit.

import { type Lang, pickLang } from '../words/i18n.js';
import { Listeners, type Source } from '../model/source.js';

export interface Settings {
  readonly lang: Lang;
  readonly theme: 'auto' | 'light' | 'dark';
  /** Make forced moves (a game's forced discards) without waiting for the player. */
  readonly autoDiscard: boolean;
  /** The card faces: printed-card pips and figures, or a large index in four colours. */
  readonly cardStyle: CardStyle;
  readonly cardBack: CardBack;
  /** Show how long the game has taken (off unless chosen). */
  readonly timer: boolean;
}

export const CARD_STYLES = ['classic', 'large'] as const;
export type CardStyle = (typeof CARD_STYLES)[number];
export const CARD_BACKS = ['blue', 'red', 'green'] as const;
export type CardBack = (typeof CARD_BACKS)[number];

function oneOf<T extends string>(all: readonly T[], x: unknown): T {
  return all.find((a) => a === x) ?? (all[0] as T);
}

export const SETTINGS_KEY = 'kabal.settings';

/** Settings from stored JSON text (null: nothing stored) and the browser's languages. */
export function parseSettings(raw: string | null, browserLangs: readonly string[]): Settings {
  let saved: Record<string, unknown> = {};
  try {
    const data: unknown = raw === null ? {} : JSON.parse(raw);
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) saved = data as Record<string, unknown>;
  } catch {
    saved = {};
  }
  return {
    lang: pickLang(typeof saved.lang === 'string' ? saved.lang : null, browserLangs),
    theme: saved.theme === 'light' || saved.theme === 'dark' ? saved.theme : 'auto',
    autoDiscard: saved.autoDiscard !== false,
    cardStyle: oneOf(CARD_STYLES, saved.cardStyle),
    cardBack: oneOf(CARD_BACKS, saved.cardBack),
    timer: saved.timer === true,
  };
}

export class SettingsStore implements Source<Settings> {
  private value: Settings;
  private readonly listeners = new Listeners();

  constructor(private readonly storage: Storage | undefined, browserLangs: readonly string[]) {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(SETTINGS_KEY) ?? null;
    } catch {
      raw = null;
    }
    this.value = parseSettings(raw, browserLangs);
  }

  getSnapshot(): Settings {
    return this.value;
  }

  subscribe(listener: () => void): () => void {
    return this.listeners.add(listener);
  }

  set(next: Settings): void {
    this.value = next;
    try {
      this.storage?.setItem(SETTINGS_KEY, JSON.stringify(next));
    } catch {
      // Private mode: settings last for this visit only.
    }
    this.listeners.call();
  }
}
