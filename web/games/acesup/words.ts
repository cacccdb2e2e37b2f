// Aces Up's web-only words in the four languages: its name and how the coach knows what it says. Everything about the game's moves and
// results is the engine's (src/games/acesup/messages.ts).

import { words } from '../../words/book.js';

const en = {
  'acesupWeb.name': 'Aces Up',
  'acesupWeb.coach': 'The hint and your chance come from our best player, which sees only what you see: the cards on the table and which cards are still in the stock, never their order. It plays the game out from here on many shuffles of the unseen cards. A cost is in cards discarded, on average over those shuffles. Figures with the stock known come from a solver that is told the stock\'s order, which no player can know: an upper bound.',
};

export const ACESUP_WORDS = words({
  en,
  nb: {
    'acesupWeb.name': 'Idiotkabal',
    'acesupWeb.coach': 'Tipset og sjansen din kommer fra vår beste spiller, som bare ser det du ser: kortene på bordet og hvilke kort som fortsatt er i bunken, aldri rekkefølgen. Den spiller spillet ut herfra på mange stokkinger av de usette kortene. En kostnad er i kastede kort, i snitt over disse stokkingene. Tall med kjent bunke kommer fra en løser som får vite rekkefølgen i bunken, noe ingen spiller kan vite: en øvre grense.',
  },
  sv: {
    'acesupWeb.name': 'Idioten',
    'acesupWeb.coach': 'Tipset och din chans kommer från vår bästa spelare, som bara ser det du ser: korten på bordet och vilka kort som fortfarande finns i talongen, aldrig deras ordning. Den spelar ut spelet härifrån på många blandningar av de osedda korten. En kostnad är i slängda kort, i snitt över dessa blandningar. Siffror med känd talong kommer från en lösare som får veta talongens ordning, vilket ingen spelare kan veta: en övre gräns.',
  },
  da: {
    'acesupWeb.name': 'Idiotkabale',
    'acesupWeb.coach': 'Tippet og din chance kommer fra vores bedste spiller, som kun ser det du ser: kortene på bordet og hvilke kort der stadig er i talonen, aldrig deres rækkefølge. Den spiller spillet ud herfra på mange blandinger af de usete kort. En pris er i smidte kort, i gennemsnit over disse blandinger. Tal med kendt talon kommer fra en løser, der får talonens rækkefølge at vide, hvad ingen spiller kan vide: en øvre grænse.',
  },
});
