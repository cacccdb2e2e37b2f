// A language's speech: the app's words, every web game's, the coach's, and the engine's catalogues
// (each game's messages, the presentation helpers' and the coach library's), in that order.

import type { Catalogue } from '../../src/core/i18n.js';
import { COACH_MESSAGES } from '../../src/coach/messages.js';
import { PRESENT_MESSAGES } from '../../src/core/present.js';
import { GAME_MESSAGES } from '../games/engine.js';
import { COACH_WORDS } from '../coach/words.js';
import { DEALS_WORDS } from '../deals/words.js';
import { WEB_GAMES } from '../games/index.js';
import { APP_WORDS, type Arg, type Lang, type Speech, speechOver } from './i18n.js';
import { POLISH_WORDS, type PolishKey } from './app.js';
import { STORAGE_WORDS } from './storage.js';

/** Every catalogue the app speaks from (their keys do not overlap: web/words/i18n.test.ts checks). */
export const CATALOGUES: readonly Catalogue[] = [APP_WORDS, POLISH_WORDS, STORAGE_WORDS, ...WEB_GAMES.map((g) => g.words), COACH_WORDS, DEALS_WORDS, ...GAME_MESSAGES, PRESENT_MESSAGES, COACH_MESSAGES];

const made = new Map<Lang, Speech>();

export function speechFor(lang: Lang): Speech {
  let s = made.get(lang);
  if (!s) {
    s = speechOver(lang, CATALOGUES);
    made.set(lang, s);
  }
  return s;
}

/** The words of the table's surroundings (web/words/app.ts) by key, in a speech's language. */
export function polish(speech: Speech): (key: PolishKey, args?: Readonly<Record<string, Arg>>) => string {
  return (key, args) => speech.say(args === undefined ? { key } : { key, args });
}
