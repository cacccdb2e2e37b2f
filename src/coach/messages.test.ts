// The coach's words speak plain language: no player ever reads the name of an algorithm or of one
// of our players (every strategy name of every game, and the words the issue named), in any of the
// four languages; sentences start with a capital letter; costs are said with their unit.

import { describe, expect, it } from 'vitest';
import { LANGS } from '../core/i18n.js';
import { forbiddenWords } from '../test-support/plain-words.js';
import { COACH_MESSAGES } from './messages.js';

describe('coach messages', () => {
  it('never name an algorithm or one of our players, in any language', () => {
    const bad = forbiddenWords();
    expect(bad.test('expectimax wins from here')).toBe(true);
    expect(bad.test('playing as our best player would')).toBe(false);
    for (const lang of LANGS) for (const [key, text] of Object.entries(COACH_MESSAGES[lang])) expect(bad.exec(text)?.[2], `${lang} ${key}: ${text}`).toBeUndefined();
    // The old words for the shuffles played out.
    for (const text of Object.values(COACH_MESSAGES.en)) expect(text).not.toMatch(/stock orders?/);
  });

  it('start every sentence with a capital letter (a move goes inside one)', () => {
    for (const lang of LANGS) {
      for (const [key, text] of Object.entries(COACH_MESSAGES[lang])) {
        // A capital, a number ("{n} shuffles …") or a plural form that starts with a capital.
        expect(/^(\p{Lu}|\{n\}|\{n\|\p{Lu})/u.test(text), `${lang} ${key}: ${text}`).toBe(true);
      }
    }
  });

  it('say every cost with its unit', () => {
    for (const lang of LANGS) {
      for (const game of ['acesup', 'golf']) {
        const text = COACH_MESSAGES[lang][`coach.review.cost.${game}`] ?? '';
        expect(text, `${lang} ${game}`).toMatch(/\{x\} \{n\|[^|}]+\|[^}]+\}/);
      }
    }
  });
});
