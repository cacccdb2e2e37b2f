// Words: the browser's language is picked, cards are named in each language, every language has
// every key (the app's and each web game's), no two catalogues the app speaks from (the app's,
// each web game's, the engine's) share a key, and messages nest, with cards said and shown.
import { describe, expect, it } from 'vitest';
import { type Catalogue, placeholders } from '../../src/core/i18n.js';
import { WEB_GAMES } from '../games/index.js';
import { APP_WORDS, cardNameIn, LANGS, pickLang, sentence } from './i18n.js';
import { CATALOGUES, speechFor } from './speech.js';
import { PROBLEM_WORDS } from './problems.js';
import { STORAGE_WORDS } from './storage.js';
import { SETTINGS_WORDS } from './settings.js';
import { END_WORDS } from '../end/words.js';

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

  it('every language has the same keys with the same arguments, and no two catalogues share a key', () => {
    const seen = new Set<string>();
    for (const c of [...CATALOGUES, PROBLEM_WORDS, END_WORDS, SETTINGS_WORDS] as readonly Catalogue[]) {
      for (const k of Object.keys(c.en)) {
        expect(seen.has(k), k).toBe(false);
        seen.add(k);
      }
    }
    for (const c of [APP_WORDS, STORAGE_WORDS, PROBLEM_WORDS, SETTINGS_WORDS, ...WEB_GAMES.map((g) => g.words)] as readonly Catalogue[]) {
      for (const lang of LANGS) {
        expect(Object.keys(c[lang]).sort()).toEqual(Object.keys(c.en).sort());
        for (const [k, text] of Object.entries(c.en)) expect(placeholders(c[lang][k] ?? ''), `${lang} ${k}`).toEqual(placeholders(text));
      }
    }
  });

  it('a message is said with its arguments, nested messages, plurals and cards in the language', () => {
    const en = speechFor('en');
    const moved = { key: 'acesup.describe.move', args: { card: { card: 32 }, from: 2, to: 4 } };
    expect(sentence(en.show(moved))).toBe('Move the 7♦ from Pile 2 to the empty Pile 4');
    expect(en.say(moved)).toBe('move the 7 of diamonds from Pile 2 to the empty Pile 4');
    expect(speechFor('nb').say(moved)).toBe('flytt ruter 7 fra haug 2 til den tomme haugen 4');
    expect(en.t('hintMove', { move: sentence(en.show(moved)) })).toBe('Hint (with the stock known): Move the 7♦ from Pile 2 to the empty Pile 4');
    expect(en.t('imported', { games: 1, rounds: 2 })).toBe('Imported 1 game and 2 rounds.');
    expect(en.t('score', { n: 7 })).toBe('Score: 7');
  });
});
