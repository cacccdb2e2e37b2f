// Golf's web-only words in the four languages: its name and the round's buttons and scorecard.
// Everything about the game's moves, holes and rounds is the engine's (src/games/golf/messages.ts).

import type { Lang, Words } from '../../words/i18n.js';

const en = {
  golf: 'Golf',
  nextHole: 'Next hole',
  newRound: 'New round',
  holeHead: 'Hole',
  scoreHead: 'Score',
  scorecard: 'Scorecard',
  toPar: '{n} against par so far',
  reshuffle: 'Reshuffle this hole',
};

export type GolfKey = keyof typeof en;

export const WORDS: Readonly<Record<Lang, Words<GolfKey>>> = {
  en,
  nb: {
    golf: 'Golf',
    nextHole: 'Neste hull',
    newRound: 'Ny runde',
    holeHead: 'Hull',
    scoreHead: 'Poeng',
    scorecard: 'Poengkort',
    toPar: '{n} mot par så langt',
    reshuffle: 'Stokk hullet på nytt',
  },
  sv: {
    golf: 'Golf',
    nextHole: 'Nästa hål',
    newRound: 'Ny runda',
    holeHead: 'Hål',
    scoreHead: 'Poäng',
    scorecard: 'Scorekort',
    toPar: '{n} mot par hittills',
    reshuffle: 'Blanda hålet igen',
  },
  da: {
    golf: 'Golf',
    nextHole: 'Næste hul',
    newRound: 'Ny runde',
    holeHead: 'Hul',
    scoreHead: 'Point',
    scorecard: 'Scorekort',
    toPar: '{n} mod par indtil nu',
    reshuffle: 'Bland hullet igen',
  },
};
