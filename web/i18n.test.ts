// Words: the browser's language is picked, cards are named in each language, every language has
// every key (the app's and each game's), no two games use the same key, and messages nest.
import { describe, expect, it } from 'vitest';
import { WEB_GAMES } from './games/index.js';
import { APP_WORDS, cardNameIn, LANGS, pickLang } from './i18n.js';
import { speechFor } from './speech.js';

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

  it('every language has the same keys, and no game shares a key with the app or another game', () => {
    const sets = [Object.keys(APP_WORDS.en), ...WEB_GAMES.map((g) => Object.keys(g.words.en))];
    const seen = new Set<string>();
    for (const keys of sets) {
      for (const k of keys) {
        expect(seen.has(k), k).toBe(false);
        seen.add(k);
      }
    }
    for (const lang of LANGS) {
      expect(Object.keys(APP_WORDS[lang]).sort()).toEqual(Object.keys(APP_WORDS.en).sort());
      for (const g of WEB_GAMES) expect(Object.keys(g.words[lang]).sort()).toEqual(Object.keys(g.words.en).sort());
    }
  });

  it('a message is said with its arguments, nested messages and cards in the language', () => {
    const en = speechFor('en');
    expect(en.say({ key: 'moved', args: { card: { card: 25 }, target: { key: 'pile', args: { n: 3 } } } })).toBe('king of hearts moved to Pile 3');
    expect(speechFor('nb').say({ key: 'moved', args: { card: { card: 25 }, target: { key: 'pile', args: { n: 3 } } } })).toBe('hjerter konge flyttet til Haug 3');
    expect(en.t('score', { n: 7 })).toBe('Score: 7');
  });
});
