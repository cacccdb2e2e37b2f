// The guided first game's own words (the steps' words are each lesson's, web/games/<game>/teach.ts),
// in the four languages, fetched with the guide. The menu's item and the loading failure are in
// menu-words.ts, in the first load.

import { words } from '../words/book.js';

const en = {
  'teach.title': 'Learn to play {game}',
  'teach.stepOf': 'Step {n} of {of}',
  'teach.skip': 'Skip the lesson',
  'teach.stray': 'Not that one this time: the lesson takes it back. Try the marked card.',
  'teach.finish': 'Play a game',
  'teach.another': 'Learn {game}',
  'teach.loading': 'Dealing the lesson …',
};

export const TEACH_WORDS = words({
  en,
  nb: {
    'teach.title': 'Lær å spille {game}',
    'teach.stepOf': 'Steg {n} av {of}',
    'teach.skip': 'Hopp over leksjonen',
    'teach.stray': 'Ikke det denne gangen: leksjonen tar trekket tilbake. Prøv det merkede kortet.',
    'teach.finish': 'Spill et spill',
    'teach.another': 'Lær {game}',
    'teach.loading': 'Deler ut leksjonen …',
  },
  sv: {
    'teach.title': 'Lär dig spela {game}',
    'teach.stepOf': 'Steg {n} av {of}',
    'teach.skip': 'Hoppa över lektionen',
    'teach.stray': 'Inte det den här gången: lektionen tar tillbaka draget. Prova det markerade kortet.',
    'teach.finish': 'Spela ett spel',
    'teach.another': 'Lär dig {game}',
    'teach.loading': 'Delar ut lektionen …',
  },
  da: {
    'teach.title': 'Lær at spille {game}',
    'teach.stepOf': 'Trin {n} af {of}',
    'teach.skip': 'Spring lektionen over',
    'teach.stray': 'Ikke det denne gang: lektionen tager trækket tilbage. Prøv det markerede kort.',
    'teach.finish': 'Spil et spil',
    'teach.another': 'Lær {game}',
    'teach.loading': 'Lægger lektionen ud …',
  },
});
