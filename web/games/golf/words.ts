// Golf's web-only words in the four languages: its name and the round's buttons and scorecard.
// Everything about the game's moves, holes and rounds is the engine's (src/games/golf/messages.ts).

import type { Lang, Words } from '../../words/i18n.js';

const en = {
  golf: 'Golf',
  golfCoach: 'The hint and your chance come from our best player, which sees only what you see: the cards in the columns, the waste and which cards are still in the stock, never their order. It plays the hole out from here on many shuffles of the unseen cards. A cost is in strokes (cards left in the columns), on average over those shuffles. Figures with the stock known come from a solver that is told the stock\'s order, which no player can know: an upper bound.',
  nextHole: 'Next hole',
  newRound: 'New round',
  holeHead: 'Hole',
  scoreHead: 'Score',
  scorecard: 'Scorecard',
  toPar: '{n} against par so far',
  reshuffle: 'Reshuffle this hole',
  holeStatus: 'Hole {hole} of {holes} · total {total}, par {par} so far',
};

export type GolfKey = keyof typeof en;

export const WORDS: Readonly<Record<Lang, Words<GolfKey>>> = {
  en,
  nb: {
    golfCoach: 'Tipset og sjansen din kommer fra vår beste spiller, som bare ser det du ser: kortene i kolonnene, kastebunken og hvilke kort som fortsatt er i bunken, aldri rekkefølgen. Den spiller hullet ut herfra på mange stokkinger av de usette kortene. En kostnad er i slag (kort igjen i kolonnene), i snitt over disse stokkingene. Tall med kjent bunke kommer fra en løser som får vite rekkefølgen i bunken, noe ingen spiller kan vite: en øvre grense.',
    golf: 'Golf',
    nextHole: 'Neste hull',
    newRound: 'Ny runde',
    holeHead: 'Hull',
    scoreHead: 'Poeng',
    scorecard: 'Poengkort',
    toPar: '{n} mot par så langt',
    reshuffle: 'Stokk hullet på nytt',
    holeStatus: 'Hull {hole} av {holes} · sum {total}, par {par} så langt',
  },
  sv: {
    golfCoach: 'Tipset och din chans kommer från vår bästa spelare, som bara ser det du ser: korten i kolumnerna, slänghögen och vilka kort som fortfarande finns i talongen, aldrig deras ordning. Den spelar ut hålet härifrån på många blandningar av de osedda korten. En kostnad är i slag (kort kvar i kolumnerna), i snitt över dessa blandningar. Siffror med känd talong kommer från en lösare som får veta talongens ordning, vilket ingen spelare kan veta: en övre gräns.',
    golf: 'Golf',
    nextHole: 'Nästa hål',
    newRound: 'Ny runda',
    holeHead: 'Hål',
    scoreHead: 'Poäng',
    scorecard: 'Scorekort',
    toPar: '{n} mot par hittills',
    reshuffle: 'Blanda hålet igen',
    holeStatus: 'Hål {hole} av {holes} · summa {total}, par {par} hittills',
  },
  da: {
    golfCoach: 'Tippet og din chance kommer fra vores bedste spiller, som kun ser det du ser: kortene i kolonnerne, bunken og hvilke kort der stadig er i talonen, aldrig deres rækkefølge. Den spiller hullet ud herfra på mange blandinger af de usete kort. En pris er i slag (kort tilbage i kolonnerne), i gennemsnit over disse blandinger. Tal med kendt talon kommer fra en løser, der får talonens rækkefølge at vide, hvad ingen spiller kan vide: en øvre grænse.',
    golf: 'Golf',
    nextHole: 'Næste hul',
    newRound: 'Ny runde',
    holeHead: 'Hul',
    scoreHead: 'Point',
    scorecard: 'Scorekort',
    toPar: '{n} mod par indtil nu',
    reshuffle: 'Bland hullet igen',
    holeStatus: 'Hul {hole} af {holes} · sum {total}, par {par} indtil nu',
  },
};
