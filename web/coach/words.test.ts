// The coach's words: every language has every key with the same arguments, each key says
// "with the stock known" in its language exactly where the English one does, none names an
// algorithm or one of our players, and each starts with a capital.
import { describe, expect, it } from 'vitest';
import { placeholders } from '../../src/core/i18n.js';
import { LANGS } from '../words/i18n.js';
import { forbiddenWords } from '../../src/test-support/plain-words.js';
import { COACH_WORDS } from './words.js';

const STOCK_KNOWN = { en: /stock known/, nb: /kjent bunke/, sv: /känd talong/, da: /kendt talon/ } as const;

describe('coach words', () => {
  it('have the same keys and arguments in every language', () => {
    const en = COACH_WORDS.catalogue.en;
    for (const lang of LANGS) {
      const words: Readonly<Record<string, string>> = COACH_WORDS.catalogue[lang];
      expect(Object.keys(words).sort()).toEqual(Object.keys(en).sort());
      for (const [k, text] of Object.entries(en)) expect(placeholders(words[k] ?? ''), `${lang} ${k}`).toEqual(placeholders(text));
    }
  });

  it('label every answer that uses the stock order, in every language', () => {
    for (const [k, text] of Object.entries(COACH_WORDS.catalogue.en)) {
      const labelled = STOCK_KNOWN.en.test(text);
      for (const lang of LANGS) expect(STOCK_KNOWN[lang].test((COACH_WORDS.catalogue[lang])[k] ?? ''), `${lang} ${k}`).toBe(labelled);
    }
  });

  it('never name an algorithm or one of our players, and start with a capital', () => {
    const bad = forbiddenWords();
    for (const lang of LANGS) {
      for (const [k, text] of Object.entries(COACH_WORDS.catalogue[lang])) {
        expect(bad.exec(text)?.[2], `${lang} ${k}: ${text}`).toBeUndefined();
        expect(/^(\p{Lu}|\{|\d)/u.test(text) || k === 'coachUi.empty', `${lang} ${k}: ${text}`).toBe(true);
      }
    }
  });
});
