// Words: the browser's language is picked, cards are named in each language, every web catalogue
// is a word book whose keys are written `area.name` with the same keys and arguments in every
// language, no two catalogues (the web's, the engine's) share a key, and messages nest, with cards
// said and shown.
import { describe, expect, it } from 'vitest';
import { type Catalogue, placeholders } from '../../src/core/i18n.js';
import { WEB_GAMES } from '../games/index.js';
import { cardNameIn, LANGS, pickLang, sentence } from './i18n.js';
import { CATALOGUES, speechFor } from './speech.js';
import { APP_WORDS } from './app-words.js';
import { TABLE_WORDS } from './table-words.js';
import { PROBLEM_WORDS } from './problems.js';
import { STORAGE_WORDS } from './storage.js';
import { COACH_WORDS } from '../coach/words.js';
import { DEALS_WORDS } from '../deals/words.js';
import { CALENDAR_WORDS } from '../deals/calendar-words.js';
import { SETTINGS_WORDS } from './settings.js';
import { END_WORDS } from '../end/words.js';
import { STATS_WORDS } from '../stats/words.js';
import { TEACH_WORDS } from '../teach/words.js';
import { TEACH_MENU_WORDS } from '../teach/menu-words.js';

/** Every catalogue of the web: those in the first load and those fetched later. */
const WEB_CATALOGUES: readonly Catalogue[] = [
  ...[APP_WORDS, TABLE_WORDS, STORAGE_WORDS, PROBLEM_WORDS, COACH_WORDS, DEALS_WORDS, CALENDAR_WORDS, END_WORDS, STATS_WORDS, TEACH_WORDS, TEACH_MENU_WORDS, SETTINGS_WORDS].map((b) => b.catalogue),
  ...WEB_GAMES.map((g) => g.words),
];

describe('languages', () => {
  it('pick the browser language and name cards in each', () => {
    expect(pickLang(null, ['nn-NO', 'en'])).toBe('nb');
    expect(pickLang(null, ['sv-SE'])).toBe('sv');
    expect(pickLang('da', ['sv'])).toBe('da');
    expect(pickLang('xx', ['fr'])).toBe('en');
    expect(cardNameIn('en', 0)).toBe('ace of spades');
    expect(cardNameIn('nb', 12)).toBe('spar konge');
    expect(cardNameIn('sv', 22)).toBe('hjärter 10');
    expect(cardNameIn('da', 52)).toBe('joker');
  });

  it('every web catalogue writes its keys `area.name`, one area to a catalogue', () => {
    const areas = new Map<string, Catalogue>();
    for (const c of WEB_CATALOGUES) {
      const keys = Object.keys(c.en);
      expect(keys.length).toBeGreaterThan(0);
      for (const k of keys) expect(k, k).toMatch(/^[a-z][a-zA-Z]*\.[a-zA-Z0-9.]+$/);
      const area = keys[0]!.split('.')[0]!;
      expect(keys.filter((k) => !k.startsWith(`${area}.`)), area).toEqual([]);
      expect(areas.get(area), `two catalogues use the area ${area}`).toBeUndefined();
      areas.set(area, c);
    }
  });

  it('every language has the same keys with the same arguments, and no two catalogues share a key', () => {
    const seen = new Set<string>();
    for (const c of [...new Set([...CATALOGUES, ...WEB_CATALOGUES])]) {
      for (const k of Object.keys(c.en)) {
        expect(seen.has(k), k).toBe(false);
        seen.add(k);
      }
    }
    for (const c of WEB_CATALOGUES) {
      for (const lang of LANGS) {
        expect(Object.keys(c[lang]).sort()).toEqual(Object.keys(c.en).sort());
        for (const [k, text] of Object.entries(c.en)) expect(placeholders(c[lang][k] ?? ''), `${lang} ${k}`).toEqual(placeholders(text));
      }
    }
  });

  it("a word book's text fills in arguments, plurals and cards without a Speech", () => {
    expect(TABLE_WORDS.text('en', 'table.cardsLeftN', { n: 1 })).toBe('1 card left');
    expect(TABLE_WORDS.text('sv', 'table.cardsLeftN', { n: 3 })).toBe('3 kort kvar');
    expect(TABLE_WORDS.text('en', 'table.landedOn', { card: { card: 32 }, zone: 'Pile 2' })).toBe('7♦ landed on Pile 2');
    expect(TABLE_WORDS.m('table.moveCount', { n: 2 })).toEqual({ key: 'table.moveCount', args: { n: 2 } });
    expect(() => STATS_WORDS.text('en', 'stats.roundOf', { total: 3 })).toThrow(/needs the argument/);
  });

  it('a message is said with its arguments, nested messages, plurals and cards in the language', () => {
    const en = speechFor('en');
    const moved = { key: 'acesup.describe.move', args: { card: { card: 32 }, from: 2, to: 4 } };
    expect(sentence(en.show(moved))).toBe('Move the 7♦ from Pile 2 to the empty Pile 4');
    expect(en.say(moved)).toBe('move the 7 of diamonds from Pile 2 to the empty Pile 4');
    expect(speechFor('nb').say(moved)).toBe('flytt ruter 7 fra haug 2 til den tomme haugen 4');
    expect(en.t('app.hintMove', { move: sentence(en.show(moved)) })).toBe('Hint (with the stock known): Move the 7♦ from Pile 2 to the empty Pile 4');
    expect(en.t('app.imported', { games: 1, rounds: 2 })).toBe('Imported 1 game and 2 rounds.');
    expect(en.t('app.score', { n: 7 })).toBe('Score: 7');
  });
});
