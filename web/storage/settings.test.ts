// The stored settings read as untrusted: nothing stored gives the defaults; each bad value falls
// back on its own and is named, the other settings kept; settings saved by earlier versions keep
// their look; keys of a newer version survive a write; a storage that throws keeps the settings
// for the visit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSettings, SETTINGS_KEY, type Settings, SettingsStore } from './settings.js';

const DEFAULTS: Settings = {
  lang: 'en',
  theme: 'auto',
  autoDiscard: true,
  cardStyle: 'classic',
  cardBack: 'blue',
  table: 'green',
  fourColour: false,
  leftHanded: false,
  sound: false,
  timer: false,
};

/** A Storage in memory; `broken` makes every call throw, as a browser with storage turned off does. */
class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  constructor(private readonly broken = false) {}
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    if (this.broken) throw new Error('SecurityError');
    return this.map.get(key) ?? null;
  }
  key(i: number): string | null {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.broken) throw new Error('QuotaExceededError');
    this.map.set(key, value);
  }
}

describe('parseSettings', () => {
  it('nothing stored: the defaults, in the browser’s language, with sound and the timer off', () => {
    const r = parseSettings(null, ['sv-SE', 'en']);
    expect(r.value).toEqual({ ...DEFAULTS, lang: 'sv' });
    expect(r.problems).toEqual([]);
  });

  it('every setting read back as it was written', () => {
    const chosen: Settings = { lang: 'da', theme: 'dark', autoDiscard: false, cardStyle: 'large', cardBack: 'green', table: 'burgundy', fourColour: true, leftHanded: true, sound: true, timer: true };
    expect(parseSettings(JSON.stringify(chosen), ['en'])).toEqual({ value: chosen, problems: [], unknown: {} });
  });

  it('text that is not JSON, or JSON that is not an object: the defaults, and the problem said', () => {
    for (const [raw, code] of [
      ['{"lang": "nb", ', 'settings.json'],
      ['', 'settings.json'],
      ['[1, 2]', 'settings.shape'],
      ['null', 'settings.shape'],
      ['"dark"', 'settings.shape'],
      ['42', 'settings.shape'],
    ] as const) {
      const r = parseSettings(raw, ['nb']);
      expect(r.value, raw).toEqual({ ...DEFAULTS, lang: 'nb' });
      expect(r.problems.map((p) => p.code), raw).toEqual([code]);
      expect(r.problems[0]?.message, raw).toMatch(/default/);
    }
  });

  it('a bad value falls back alone: the other settings are kept, and the bad one is named', () => {
    const raw = JSON.stringify({ lang: 'xx', theme: 'sepia', table: 'purple', cardBack: 7, cardStyle: null, fourColour: 'yes', leftHanded: 1, sound: 'on', timer: true, autoDiscard: false });
    const r = parseSettings(raw, ['da']);
    expect(r.value).toEqual({ ...DEFAULTS, lang: 'da', timer: true, autoDiscard: false });
    expect(r.problems.map((p) => p.token).sort()).toEqual(['cardBack', 'cardStyle', 'fourColour', 'lang', 'leftHanded', 'sound', 'table', 'theme']);
    expect(r.problems.every((p) => p.code === 'settings.value')).toBe(true);
    expect(r.problems.find((p) => p.token === 'table')?.message).toBe('setting "table" is "purple", not one of green, blue, burgundy, charcoal; its default is used');
  });

  it('settings saved by earlier versions: what they had is kept, what is new takes its default', () => {
    // Before the table colours, sound and the left-handed layout (and before the timer).
    const old = parseSettings(JSON.stringify({ lang: 'nb', theme: 'light', autoDiscard: false, cardStyle: 'classic', cardBack: 'red' }), ['en']);
    expect(old).toEqual({ value: { ...DEFAULTS, lang: 'nb', theme: 'light', autoDiscard: false, cardBack: 'red' }, problems: [], unknown: {} });
    // The large index used to be drawn in four colours: it stays so until the player says otherwise.
    expect(parseSettings(JSON.stringify({ cardStyle: 'large' }), ['en']).value.fourColour).toBe(true);
    expect(parseSettings(JSON.stringify({ cardStyle: 'large', fourColour: false }), ['en']).value.fourColour).toBe(false);
    expect(parseSettings(JSON.stringify({ cardStyle: 'classic' }), ['en']).value.fourColour).toBe(false);
    // The first settings ever stored: a language only.
    expect(parseSettings('{"lang":"sv"}', ['en']).value).toEqual({ ...DEFAULTS, lang: 'sv' });
  });

  it('any JSON at all gives whole settings, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string(), fc.dictionary(fc.constantFrom('lang', 'theme', 'table', 'cardBack', 'cardStyle', 'fourColour', 'leftHanded', 'sound', 'timer', 'autoDiscard', 'x'), fc.jsonValue()).map((o) => JSON.stringify(o))), (raw) => {
        const r = parseSettings(raw, ['en']);
        expect(Object.keys(r.value).sort()).toEqual(Object.keys(DEFAULTS).sort());
        for (const k of ['autoDiscard', 'fourColour', 'leftHanded', 'sound', 'timer'] as const) expect(typeof r.value[k]).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('SettingsStore', () => {
  it('writes every change, keeps a newer version’s keys, and reads what another tab stored', () => {
    const storage = new MemoryStorage();
    storage.setItem(SETTINGS_KEY, JSON.stringify({ lang: 'nb', table: 'mauve', futureThing: { a: 1 } }));
    const store = new SettingsStore(storage, ['en']);
    expect(store.getSnapshot()).toEqual({ ...DEFAULTS, lang: 'nb' });
    expect(store.problems.map((p) => p.token)).toEqual(['table']);
    let calls = 0;
    store.subscribe(() => calls++);
    store.set({ ...store.getSnapshot(), table: 'charcoal', sound: true });
    expect(calls).toBe(1);
    expect(JSON.parse(storage.getItem(SETTINGS_KEY) ?? '')).toEqual({ ...DEFAULTS, lang: 'nb', table: 'charcoal', sound: true, futureThing: { a: 1 } });
    // Another tab chose a blue table: read again, published once; the same settings again change nothing.
    storage.setItem(SETTINGS_KEY, JSON.stringify({ ...store.getSnapshot(), table: 'blue' }));
    store.reread();
    store.reread();
    expect([store.getSnapshot().table, calls]).toEqual(['blue', 2]);
  });

  it('a storage that throws: the defaults, and changes last for the visit', () => {
    const store = new SettingsStore(new MemoryStorage(true), ['da']);
    expect(store.getSnapshot()).toEqual({ ...DEFAULTS, lang: 'da' });
    store.set({ ...store.getSnapshot(), leftHanded: true });
    expect(store.getSnapshot().leftHanded).toBe(true);
  });
});
