// The end-of-game summary's words (summary-panel.tsx, summary.ts) in the four languages, fetched
// with the summary; `{n|one|other}` picks the plural form (the engine's formatMessage). The
// panel's heading and buttons are in the first load (web/words/app.ts, web/words/i18n.ts).

import { type Catalogue, formatMessage, type Lang, type Message } from '../../src/core/i18n.js';

const en = {
  'end.score': 'Score',
  'end.moves': 'Moves',
  'end.time': 'Time',
  'end.cardsLeft': 'Cards left',
  'end.newBest': 'New personal best: {score} (before: {before})',
  'end.streakStart': 'A winning streak begins',
  'end.streak': '{n} {n|win|wins} in a row',
  'end.streakRecord': '{n} {n|win|wins} in a row: your longest streak yet',
  'end.roundBest': 'Your best round yet: {total} (before: {before})',
  'end.dailyWonOne': 'Daily deal won, {date}',
  'end.dailyWon': 'Daily deal won, {date}, {n} {n|day|days} in a row',
  'end.dailyLost': 'Daily deal, {date}: not won this time',
  'end.dailyLostStreak': 'Daily deal, {date}: not won this time. Daily streak: {n} {n|day|days}',
  'end.knownWorking': 'With the stock known, working out the best this deal allowed …',
  'end.knownWin': 'With the stock known, this deal could be won (score {best}).',
  'end.knownReached': 'With the stock known, {best} was the best this deal allowed: you reached it.',
  'end.knownBest': 'With the stock known, the best this deal allowed was a score of {best}; it could not be won.',
  'end.knownUnknown': 'With the stock known, the search stopped before an answer ({states} positions looked at).',
  'end.knownFailed': 'With the stock known, the best could not be worked out ({msg}).',
};

export type EndKey = keyof typeof en;

export const END_WORDS: Readonly<Record<Lang, Readonly<Record<EndKey, string>>>> = {
  en,
  nb: {
    'end.score': 'Poeng',
    'end.moves': 'Trekk',
    'end.time': 'Tid',
    'end.cardsLeft': 'Kort igjen',
    'end.newBest': 'Ny personlig rekord: {score} (før: {before})',
    'end.streakStart': 'En vinnerrekke begynner',
    'end.streak': '{n} {n|seier|seire} på rad',
    'end.streakRecord': '{n} {n|seier|seire} på rad: din lengste rekke hittil',
    'end.roundBest': 'Din beste runde hittil: {total} (før: {before})',
    'end.dailyWonOne': 'Dagens kabal vunnet, {date}',
    'end.dailyWon': 'Dagens kabal vunnet, {date}, {n} {n|dag|dager} på rad',
    'end.dailyLost': 'Dagens kabal, {date}: ikke vunnet denne gangen',
    'end.dailyLostStreak': 'Dagens kabal, {date}: ikke vunnet denne gangen. Daglig rekke: {n} {n|dag|dager}',
    'end.knownWorking': 'Med kjent bunke: regner ut det beste denne utdelingen tillot …',
    'end.knownWin': 'Med kjent bunke kunne denne utdelingen vinnes ({best} poeng).',
    'end.knownReached': 'Med kjent bunke var {best} poeng det beste denne utdelingen tillot: det nådde du.',
    'end.knownBest': 'Med kjent bunke var det beste denne utdelingen tillot {best} poeng; den kunne ikke vinnes.',
    'end.knownUnknown': 'Med kjent bunke: søket stoppet før et svar ({states} stillinger undersøkt).',
    'end.knownFailed': 'Med kjent bunke: det beste kunne ikke regnes ut ({msg}).',
  },
  sv: {
    'end.score': 'Poäng',
    'end.moves': 'Drag',
    'end.time': 'Tid',
    'end.cardsLeft': 'Kort kvar',
    'end.newBest': 'Nytt personbästa: {score} (förut: {before})',
    'end.streakStart': 'En vinstsvit börjar',
    'end.streak': '{n} {n|vinst|vinster} i rad',
    'end.streakRecord': '{n} {n|vinst|vinster} i rad: din längsta svit hittills',
    'end.roundBest': 'Din bästa runda hittills: {total} (förut: {before})',
    'end.dailyWonOne': 'Dagens giv vunnen, {date}',
    'end.dailyWon': 'Dagens giv vunnen, {date}, {n} {n|dag|dagar} i rad',
    'end.dailyLost': 'Dagens giv, {date}: inte vunnen den här gången',
    'end.dailyLostStreak': 'Dagens giv, {date}: inte vunnen den här gången. Daglig svit: {n} {n|dag|dagar}',
    'end.knownWorking': 'Med känd talong: räknar ut det bästa given tillät …',
    'end.knownWin': 'Med känd talong kunde given vinnas ({best} poäng).',
    'end.knownReached': 'Med känd talong var {best} poäng det bästa given tillät: det nådde du.',
    'end.knownBest': 'Med känd talong var det bästa given tillät {best} poäng; den kunde inte vinnas.',
    'end.knownUnknown': 'Med känd talong: sökningen stoppade före ett svar ({states} ställningar undersökta).',
    'end.knownFailed': 'Med känd talong: det bästa kunde inte räknas ut ({msg}).',
  },
  da: {
    'end.score': 'Point',
    'end.moves': 'Træk',
    'end.time': 'Tid',
    'end.cardsLeft': 'Kort tilbage',
    'end.newBest': 'Ny personlig rekord: {score} (før: {before})',
    'end.streakStart': 'En sejrsstime begynder',
    'end.streak': '{n} {n|sejr|sejre} i træk',
    'end.streakRecord': '{n} {n|sejr|sejre} i træk: din længste stime til nu',
    'end.roundBest': 'Din bedste runde til nu: {total} (før: {before})',
    'end.dailyWonOne': 'Dagens kabale vundet, {date}',
    'end.dailyWon': 'Dagens kabale vundet, {date}, {n} {n|dag|dage} i træk',
    'end.dailyLost': 'Dagens kabale, {date}: ikke vundet denne gang',
    'end.dailyLostStreak': 'Dagens kabale, {date}: ikke vundet denne gang. Daglig stime: {n} {n|dag|dage}',
    'end.knownWorking': 'Med kendt talon: regner det bedste ud, som kortgivningen tillod …',
    'end.knownWin': 'Med kendt talon kunne kortgivningen vindes ({best} point).',
    'end.knownReached': 'Med kendt talon var {best} point det bedste, kortgivningen tillod: det nåede du.',
    'end.knownBest': 'Med kendt talon var det bedste, kortgivningen tillod, {best} point; den kunne ikke vindes.',
    'end.knownUnknown': 'Med kendt talon: søgningen stoppede før et svar ({states} stillinger undersøgt).',
    'end.knownFailed': 'Med kendt talon: det bedste kunne ikke regnes ud ({msg}).',
  },
};

const CATALOGUE: readonly Catalogue[] = [END_WORDS];

/** A summary message in a language (no cards in these words). */
export function endWords(lang: Lang, m: Message): string {
  return formatMessage(m, CATALOGUE, { lang, card: String });
}
