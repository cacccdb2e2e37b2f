// A language's speech: the app's words, every web game's, the coach's, and the engine's catalogues
// (each game's messages, the presentation helpers' and the coach library's), in that order.

import type { Catalogue } from '../../src/core/i18n.js';
import { COACH_MESSAGES } from '../../src/coach/messages.js';
import { PRESENT_MESSAGES } from '../../src/core/present.js';
import { GAME_MESSAGES } from '../games/engine.js';
import { COACH_WORDS } from '../coach/words.js';
import { DEALS_WORDS } from '../deals/words.js';
import { WEB_GAMES } from '../games/index.js';
import { type Lang, type Speech, speechOver } from './i18n.js';
import { APP_WORDS } from './app-words.js';
import { TABLE_WORDS } from './table-words.js';
import { TEACH_MENU_WORDS } from '../teach/menu-words.js';
import { STORAGE_WORDS } from './storage.js';

/** Every catalogue the app speaks from (their keys do not overlap: web/words/i18n.test.ts checks). */
export const CATALOGUES: readonly Catalogue[] = [
  APP_WORDS.catalogue,
  TABLE_WORDS.catalogue,
  STORAGE_WORDS.catalogue,
  TEACH_MENU_WORDS.catalogue,
  ...WEB_GAMES.map((g) => g.words),
  COACH_WORDS.catalogue,
  DEALS_WORDS.catalogue, ...GAME_MESSAGES, PRESENT_MESSAGES, COACH_MESSAGES];

const made = new Map<Lang, Speech>();

export function speechFor(lang: Lang): Speech {
  let s = made.get(lang);
  if (!s) {
    s = speechOver(lang, CATALOGUES);
    made.set(lang, s);
  }
  return s;
}

