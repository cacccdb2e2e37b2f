// A language's speech: the app's words joined with every game's.

import { APP_WORDS, type Lang, type Speech, speechOver } from './i18n.js';
import { gameWords } from './games/index.js';

const made = new Map<Lang, Speech>();

export function speechFor(lang: Lang): Speech {
  let s = made.get(lang);
  if (!s) {
    s = speechOver(lang, { ...gameWords(lang), ...APP_WORDS[lang] });
    made.set(lang, s);
  }
  return s;
}
