// The guided first game of Aces Up (web/teach): a fixed teaching deal and six steps, one rule each
// (a lower card of a suit is discarded, the deal, ace high, uncovered cards count, a move to an
// empty pile, the aim and the score). Loaded only when the lesson is opened. lesson.test.ts plays
// every step with the engine by tapping the zone each one points at.

import { parseCard } from '../../../src/core/cards.js';
import { msg } from '../../../src/core/i18n.js';
import { unwrap } from '../../../src/core/result.js';
import type { Lesson } from '../../teach/lesson.js';

const c = (text: string): { card: number } => ({ card: unwrap(parseCard(text)) });

// The first row 3♥ 9♣ K♥ 6♠, the second 2♣ 5♠ 8♦ A♠; the rest in a plain fixed order.
const DEAL = '3H 9C KH 6S 2C 5S 8D AS 2S KC 3S QC 4S JC 7S TC 8S 8C 9S 7C TS 6C JS 5C QS 4C KS 3C AH AC 2H KD 4H QD 5H JD 6H TD 7H 9D 8H 7D 9H 6D TH 5D JH 4D QH 3D AD 2D';

const en = {
  'teach.acesup.1': '{low} and {high} are both hearts. When two top cards share a suit, the lower one is discarded: tap {low}.',
  'teach.acesup.2': 'Nothing more can be discarded. Deal four new cards, one on each pile: tap Deal or the stock.',
  'teach.acesup.3': 'Ace is high: {ace} beats every other spade, so {low} is discarded. Tap {low}.',
  'teach.acesup.4': 'A discard uncovers the card beneath, and it counts too: {nine} is on top again and beats {two}. Tap {two}.',
  'teach.acesup.5': 'Pile 1 is empty. Any top card may move onto an empty pile: move {ace} there to free {six} beneath it. Tap {ace}.',
  'teach.acesup.6': 'Now {ace} beats {six}: tap {six}. The aim is to discard every card but the four aces; your score is the number of cards discarded.',
  'teach.acesup.done': 'That is Aces Up. Now try a game of your own.',
};

export const LESSON: Lesson = {
  game: 'acesup',
  variant: 'acesup',
  deal: DEAL,
  steps: [
    { text: msg('teach.acesup.1', { low: c('3H'), high: c('KH') }), point: 'pile:0', accept: ['x1'] },
    { text: msg('teach.acesup.2'), point: 'stock:0', accept: ['deal'] },
    { text: msg('teach.acesup.3', { ace: c('AS'), low: c('5S') }), point: 'pile:1', accept: ['x2'] },
    { text: msg('teach.acesup.4', { nine: c('9C'), two: c('2C') }), point: 'pile:0', accept: ['x1'] },
    { text: msg('teach.acesup.5', { ace: c('AS'), six: c('6S') }), point: 'pile:3', accept: ['4-1'] },
    { text: msg('teach.acesup.6', { ace: c('AS'), six: c('6S') }), point: 'pile:3', accept: ['x4'] },
  ],
  done: msg('teach.acesup.done'),
  words: {
    en,
    nb: {
      'teach.acesup.1': '{low} og {high} er begge hjerter. Når to kort øverst i haugene har samme sort, kastes det laveste: trykk på {low}.',
      'teach.acesup.2': 'Ingenting mer kan kastes. Legg ut fire nye kort, ett på hver haug: trykk på Legg ut eller på bunken.',
      'teach.acesup.3': 'Ess er høyest: {ace} slår alle andre spar, så {low} kastes. Trykk på {low}.',
      'teach.acesup.4': 'Et kast avdekker kortet under, og det teller også: {nine} ligger øverst igjen og slår {two}. Trykk på {two}.',
      'teach.acesup.5': 'Haug 1 er tom. Et hvilket som helst øverste kort kan flyttes til en tom haug: flytt {ace} dit for å frigjøre {six} under det. Trykk på {ace}.',
      'teach.acesup.6': 'Nå slår {ace} {six}: trykk på {six}. Målet er å kaste alle kort unntatt de fire essene; poengene er antall kastede kort.',
      'teach.acesup.done': 'Slik spilles Idiotkabal. Prøv nå et spill på egen hånd.',
    },
    sv: {
      'teach.acesup.1': '{low} och {high} är båda hjärter. När två översta kort har samma färg slängs det lägre: tryck på {low}.',
      'teach.acesup.2': 'Inget mer kan slängas. Lägg ut fyra nya kort, ett på varje hög: tryck på Lägg ut eller på talongen.',
      'teach.acesup.3': 'Ess är högst: {ace} slår alla andra spader, så {low} slängs. Tryck på {low}.',
      'teach.acesup.4': 'En slängning blottar kortet under, och det räknas också: {nine} ligger överst igen och slår {two}. Tryck på {two}.',
      'teach.acesup.5': 'Hög 1 är tom. Vilket översta kort som helst får flyttas till en tom hög: flytta {ace} dit för att frigöra {six} under det. Tryck på {ace}.',
      'teach.acesup.6': 'Nu slår {ace} {six}: tryck på {six}. Målet är att slänga alla kort utom de fyra essen; poängen är antalet slängda kort.',
      'teach.acesup.done': 'Så spelas Idioten. Prova nu ett eget spel.',
    },
    da: {
      'teach.acesup.1': '{low} og {high} er begge hjerter. Når to øverste kort har samme kulør, smides det laveste: tryk på {low}.',
      'teach.acesup.2': 'Der kan ikke smides mere. Læg fire nye kort ud, ét på hver bunke: tryk på Læg ud eller på talonen.',
      'teach.acesup.3': 'Es er højest: {ace} slår alle andre spar, så {low} smides. Tryk på {low}.',
      'teach.acesup.4': 'Et smid afdækker kortet nedenunder, og det tæller også: {nine} ligger øverst igen og slår {two}. Tryk på {two}.',
      'teach.acesup.5': 'Bunke 1 er tom. Et hvilket som helst øverste kort må flyttes til en tom bunke: flyt {ace} derhen for at frigøre {six} under det. Tryk på {ace}.',
      'teach.acesup.6': 'Nu slår {ace} {six}: tryk på {six}. Målet er at smide alle kort undtagen de fire esser; pointene er antallet af smidte kort.',
      'teach.acesup.done': 'Sådan spilles Idiotkabale. Prøv nu et spil på egen hånd.',
    },
  },
};
