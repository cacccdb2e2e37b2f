// Aces Up's web-only words in the four languages: its name. Everything about the game's moves and
// results is the engine's (src/games/acesup/messages.ts).

import type { Lang, Words } from '../../words/i18n.js';

const en = {
  acesup: 'Aces Up',
};

export type AcesUpKey = keyof typeof en;

export const WORDS: Readonly<Record<Lang, Words<AcesUpKey>>> = {
  en,
  nb: { acesup: 'Idiotkabal' },
  sv: { acesup: 'Idioten' },
  da: { acesup: 'Idiotkabale' },
};
