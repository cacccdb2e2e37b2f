// Golf's web-only words in the four languages: its name and the round's buttons and scorecard.
// Everything about the game's moves, holes and rounds is the engine's (src/games/golf/messages.ts).

import { words } from '../../words/book.js';

const en = {
  'golfWeb.name': 'Golf',
  'golfWeb.coach': 'The hint and your chance come from our best player, which sees only what you see: the cards in the columns, the waste and which cards are still in the stock, never their order. It plays the hole out from here on many shuffles of the unseen cards. A cost is in strokes (cards left in the columns), on average over those shuffles. Figures with the stock known come from a solver that is told the stock\'s order, which no player can know: an upper bound.',
  'golfWeb.nextHole': 'Next hole',
  'golfWeb.newRound': 'New round',
  'golfWeb.holeHead': 'Hole',
  'golfWeb.scoreHead': 'Score',
  'golfWeb.scorecard': 'Scorecard',
  'golfWeb.toPar': '{n} against par so far',
  'golfWeb.reshuffle': 'Reshuffle this hole',
  'golfWeb.holeStatus': 'Hole {hole} of {holes} · total {total}, par {par} so far',
};

export const GOLF_WORDS = words({
  en,
  nb: {
    'golfWeb.coach': 'Tipset og sjansen din kommer fra vår beste spiller, som bare ser det du ser: kortene i kolonnene, kastebunken og hvilke kort som fortsatt er i bunken, aldri rekkefølgen. Den spiller hullet ut herfra på mange stokkinger av de usette kortene. En kostnad er i slag (kort igjen i kolonnene), i snitt over disse stokkingene. Tall med kjent bunke kommer fra en løser som får vite rekkefølgen i bunken, noe ingen spiller kan vite: en øvre grense.',
    'golfWeb.name': 'Golf',
    'golfWeb.nextHole': 'Neste hull',
    'golfWeb.newRound': 'Ny runde',
    'golfWeb.holeHead': 'Hull',
    'golfWeb.scoreHead': 'Poeng',
    'golfWeb.scorecard': 'Poengkort',
    'golfWeb.toPar': '{n} mot par så langt',
    'golfWeb.reshuffle': 'Stokk hullet på nytt',
    'golfWeb.holeStatus': 'Hull {hole} av {holes} · sum {total}, par {par} så langt',
  },
  sv: {
    'golfWeb.coach': 'Tipset och din chans kommer från vår bästa spelare, som bara ser det du ser: korten i kolumnerna, slänghögen och vilka kort som fortfarande finns i talongen, aldrig deras ordning. Den spelar ut hålet härifrån på många blandningar av de osedda korten. En kostnad är i slag (kort kvar i kolumnerna), i snitt över dessa blandningar. Siffror med känd talong kommer från en lösare som får veta talongens ordning, vilket ingen spelare kan veta: en övre gräns.',
    'golfWeb.name': 'Golf',
    'golfWeb.nextHole': 'Nästa hål',
    'golfWeb.newRound': 'Ny runda',
    'golfWeb.holeHead': 'Hål',
    'golfWeb.scoreHead': 'Poäng',
    'golfWeb.scorecard': 'Scorekort',
    'golfWeb.toPar': '{n} mot par hittills',
    'golfWeb.reshuffle': 'Blanda hålet igen',
    'golfWeb.holeStatus': 'Hål {hole} av {holes} · summa {total}, par {par} hittills',
  },
  da: {
    'golfWeb.coach': 'Tippet og din chance kommer fra vores bedste spiller, som kun ser det du ser: kortene i kolonnerne, bunken og hvilke kort der stadig er i talonen, aldrig deres rækkefølge. Den spiller hullet ud herfra på mange blandinger af de usete kort. En pris er i slag (kort tilbage i kolonnerne), i gennemsnit over disse blandinger. Tal med kendt talon kommer fra en løser, der får talonens rækkefølge at vide, hvad ingen spiller kan vide: en øvre grænse.',
    'golfWeb.name': 'Golf',
    'golfWeb.nextHole': 'Næste hul',
    'golfWeb.newRound': 'Ny runde',
    'golfWeb.holeHead': 'Hul',
    'golfWeb.scoreHead': 'Point',
    'golfWeb.scorecard': 'Scorekort',
    'golfWeb.toPar': '{n} mod par indtil nu',
    'golfWeb.reshuffle': 'Bland hullet igen',
    'golfWeb.holeStatus': 'Hul {hole} af {holes} · sum {total}, par {par} indtil nu',
  },
});
