// The words of the guided first game that the first load needs: the menu's item, and what is said
// when the lesson cannot be fetched (offline before it was ever cached). The rest is words.ts.

import type { Lang } from '../words/i18n.js';

const WORDS: Readonly<Record<Lang, { readonly learn: string; readonly failed: string }>> = {
  en: { learn: 'Learn to play', failed: 'The lesson could not be loaded: {msg}' },
  nb: { learn: 'Lær å spille', failed: 'Leksjonen kunne ikke lastes: {msg}' },
  sv: { learn: 'Lär dig spela', failed: 'Lektionen kunde inte laddas: {msg}' },
  da: { learn: 'Lær at spille', failed: 'Lektionen kunne ikke indlæses: {msg}' },
};

export function learnLabel(lang: Lang): string {
  return WORDS[lang].learn;
}

export function loadFailed(lang: Lang, msg: string): string {
  return WORDS[lang].failed.replace('{msg}', msg);
}
