// The player's settings (language, theme, the table and the cards, the hand the phone is held in,
// sound, timer, whether the app makes forced moves by itself), kept per device in localStorage
// and published to whoever listens. Read as untrusted: each setting is checked on its own, so a
// bad or unknown value falls back to its default (said in `problems`) and never takes the others
// with it; keys this version does not know are kept when the settings are written again. A
// private window without storage keeps them for the visit.

import { parseError, type ParseError } from '../../src/core/result.js';
import { type Lang, LANGS, pickLang } from '../words/i18n.js';
import { Listeners, type Source } from '../model/source.js';

export interface Settings {
  readonly lang: Lang;
  readonly theme: Theme;
  /** Make forced moves (a game's forced discards) without waiting for the player. */
  readonly autoDiscard: boolean;
  /** The card faces: printed-card pips and figures, or a large index and one big suit. */
  readonly cardStyle: CardStyle;
  readonly cardBack: CardBack;
  /** The colour of the felt. */
  readonly table: TableColour;
  /** ♦ blue and ♣ green instead of two red and two black suits. */
  readonly fourColour: boolean;
  /** On a phone, the action bar's main button (Deal, Draw) and the stock on the left. */
  readonly leftHanded: boolean;
  /** Quiet sounds for a deal, a move, a refused move and a win (off unless chosen). */
  readonly sound: boolean;
  /** Show how long the game has taken (off unless chosen). */
  readonly timer: boolean;
}

export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const CARD_STYLES = ['classic', 'large'] as const;
export type CardStyle = (typeof CARD_STYLES)[number];
export const CARD_BACKS = ['blue', 'red', 'green'] as const;
export type CardBack = (typeof CARD_BACKS)[number];
export const TABLE_COLOURS = ['green', 'blue', 'burgundy', 'charcoal'] as const;
export type TableColour = (typeof TABLE_COLOURS)[number];

export const SETTINGS_KEY = 'kabal.settings';

/** What could not be used of the stored settings: `token` names the setting (absent: the whole text). */
export type SettingsProblem = ParseError;

export interface ReadSettings {
  readonly value: Settings;
  readonly problems: readonly SettingsProblem[];
  /** Stored keys this version does not know (a newer version's), kept when the settings are written. */
  readonly unknown: Readonly<Record<string, unknown>>;
}

const KNOWN = new Set(['lang', 'theme', 'autoDiscard', 'cardStyle', 'cardBack', 'table', 'fourColour', 'leftHanded', 'sound', 'timer']);

/**
 * Settings from stored JSON text (null: nothing stored) and the browser's languages. A missing
 * setting takes its default quietly; one that is there but unusable takes its default and is
 * named in `problems`. Settings saved before the four-colour deck was a setting of its own: the
 * large index was drawn in four colours, so it stays so.
 */
export function parseSettings(raw: string | null, browserLangs: readonly string[]): ReadSettings {
  const problems: SettingsProblem[] = [];
  let saved: Record<string, unknown> = {};
  if (raw !== null) {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch (e) {
      data = undefined;
      problems.push(parseError('settings.json', `the saved settings are not JSON (${e instanceof Error ? e.message : String(e)}); every setting is back to its default`));
    }
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) saved = data as Record<string, unknown>;
    else if (problems.length === 0) problems.push(parseError('settings.shape', `the saved settings are ${Array.isArray(data) ? 'a list' : data === null ? 'null' : `a ${typeof data}`}, not a set of named settings; every setting is back to its default`));
  }
  const has = (key: string): boolean => Object.prototype.hasOwnProperty.call(saved, key);
  const bad = (key: string, expected: string): void => {
    problems.push(parseError('settings.value', `setting "${key}" is ${JSON.stringify(saved[key])}, not ${expected}; its default is used`, { token: key }));
  };
  function oneOf<T extends string>(key: string, all: readonly T[], fallback: T = all[0] as T): T {
    const found = all.find((a) => a === saved[key]);
    if (found !== undefined) return found;
    if (has(key)) bad(key, `one of ${all.join(', ')}`);
    return fallback;
  }
  function flag(key: string, fallback: boolean): boolean {
    const v = saved[key];
    if (typeof v === 'boolean') return v;
    if (has(key)) bad(key, 'true or false');
    return fallback;
  }
  const storedLang = typeof saved.lang === 'string' && (LANGS as readonly string[]).includes(saved.lang) ? saved.lang : null;
  if (has('lang') && storedLang === null) bad('lang', `one of ${LANGS.join(', ')}`);
  const cardStyle = oneOf('cardStyle', CARD_STYLES);
  const value: Settings = {
    lang: pickLang(storedLang, browserLangs),
    theme: oneOf('theme', THEMES),
    autoDiscard: flag('autoDiscard', true),
    cardStyle,
    cardBack: oneOf('cardBack', CARD_BACKS),
    table: oneOf('table', TABLE_COLOURS),
    fourColour: flag('fourColour', !has('fourColour') && cardStyle === 'large'),
    leftHanded: flag('leftHanded', false),
    sound: flag('sound', false),
    timer: flag('timer', false),
  };
  const unknown = Object.fromEntries(Object.entries(saved).filter(([k]) => !KNOWN.has(k)));
  return { value, problems, unknown };
}

export class SettingsStore implements Source<Settings> {
  private value: Settings;
  private unknown: Readonly<Record<string, unknown>>;
  /** What the stored settings had wrong when last read (for the console; the player sees the defaults). */
  problems: readonly SettingsProblem[];
  private readonly listeners = new Listeners();

  constructor(
    private readonly storage: Storage | undefined,
    private readonly browserLangs: readonly string[],
  ) {
    const read = parseSettings(this.stored(), browserLangs);
    this.value = read.value;
    this.unknown = read.unknown;
    this.problems = read.problems;
  }

  private stored(): string | null {
    try {
      return this.storage?.getItem(SETTINGS_KEY) ?? null;
    } catch {
      return null;
    }
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
      this.storage?.setItem(SETTINGS_KEY, JSON.stringify({ ...this.unknown, ...next }));
    } catch {
      // Private mode: settings last for this visit only.
    }
    this.listeners.call();
  }

  /** The settings as another tab of this device has just stored them (the window's storage event). */
  reread(): void {
    const read = parseSettings(this.stored(), this.browserLangs);
    this.unknown = read.unknown;
    this.problems = read.problems;
    if (JSON.stringify(read.value) === JSON.stringify(this.value)) return;
    this.value = read.value;
    this.listeners.call();
  }
}
