// The words of the guided first game that the first load needs: the menu's item, and what is said
// when the lesson cannot be fetched (offline before it was ever cached). The rest is words.ts.
// Joined in web/words/speech.ts; keys start with "teachMenu.".

import { words } from '../words/book.js';

export const TEACH_MENU_WORDS = words({
  en: { 'teachMenu.learn': 'Learn to play', 'teachMenu.failed': 'The lesson could not be loaded: {msg}' },
  nb: { 'teachMenu.learn': 'Lær å spille', 'teachMenu.failed': 'Leksjonen kunne ikke lastes: {msg}' },
  sv: { 'teachMenu.learn': 'Lär dig spela', 'teachMenu.failed': 'Lektionen kunde inte laddas: {msg}' },
  da: { 'teachMenu.learn': 'Lær at spille', 'teachMenu.failed': 'Lektionen kunne ikke indlæses: {msg}' },
});
