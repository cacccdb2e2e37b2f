// The daily calendar's words (calendar.tsx, share.ts) in the four languages; `{n|one|other}` picks
// the plural form (the engine's formatMessage).

import { type Catalogue, formatMessage, type Lang, msg } from '../../src/core/i18n.js';

const en = {
  'cal.prevMonth': 'Previous month',
  'cal.nextMonth': 'Next month',
  'cal.dayWon': '{date}: won, best score {score}',
  'cal.dayLost': '{date}: played, not won, best score {score}',
  'cal.dayNone': '{date}: not played',
  'cal.dayFuture': '{date}: not out yet',
  'cal.month': '{played} {played|day|days} played this month, {won} won',
  'cal.streak': '{n} {n|day|days} won in a row',
  'cal.legendWon': 'won',
  'cal.legendLost': 'played, not won',
  'cal.share': 'Share the result',
  'cal.shared': 'Shared.',
  'cal.copied': 'Copied: paste it anywhere.',
  'cal.shareFailed': 'Could not share or copy: {msg}',
  'cal.shareHead': 'Kabal daily deal, {game}, {date}',
  'cal.shareWon': 'Won, score {score}',
  'cal.shareLost': 'Not won, score {score}',
  'cal.shareRow': '{row} {n} {n|day|days} won in a row',
};

export type CalendarKey = keyof typeof en;

export const CALENDAR_WORDS: Catalogue = {
  en,
  nb: {
    'cal.prevMonth': 'Forrige måned',
    'cal.nextMonth': 'Neste måned',
    'cal.dayWon': '{date}: vunnet, beste poeng {score}',
    'cal.dayLost': '{date}: spilt, ikke vunnet, beste poeng {score}',
    'cal.dayNone': '{date}: ikke spilt',
    'cal.dayFuture': '{date}: ikke ute ennå',
    'cal.month': '{played} {played|dag|dager} spilt denne måneden, {won} vunnet',
    'cal.streak': '{n} {n|dag|dager} vunnet på rad',
    'cal.legendWon': 'vunnet',
    'cal.legendLost': 'spilt, ikke vunnet',
    'cal.share': 'Del resultatet',
    'cal.shared': 'Delt.',
    'cal.copied': 'Kopiert: lim det inn hvor du vil.',
    'cal.shareFailed': 'Kunne ikke dele eller kopiere: {msg}',
    'cal.shareHead': 'Kabal, dagens kabal, {game}, {date}',
    'cal.shareWon': 'Vunnet, {score} poeng',
    'cal.shareLost': 'Ikke vunnet, {score} poeng',
    'cal.shareRow': '{row} {n} {n|dag|dager} vunnet på rad',
  },
  sv: {
    'cal.prevMonth': 'Förra månaden',
    'cal.nextMonth': 'Nästa månad',
    'cal.dayWon': '{date}: vunnen, bästa poäng {score}',
    'cal.dayLost': '{date}: spelad, inte vunnen, bästa poäng {score}',
    'cal.dayNone': '{date}: inte spelad',
    'cal.dayFuture': '{date}: inte ute än',
    'cal.month': '{played} {played|dag|dagar} spelade den här månaden, {won} vunna',
    'cal.streak': '{n} {n|dag|dagar} vunna i rad',
    'cal.legendWon': 'vunnen',
    'cal.legendLost': 'spelad, inte vunnen',
    'cal.share': 'Dela resultatet',
    'cal.shared': 'Delat.',
    'cal.copied': 'Kopierat: klistra in det var du vill.',
    'cal.shareFailed': 'Kunde inte dela eller kopiera: {msg}',
    'cal.shareHead': 'Kabal, dagens giv, {game}, {date}',
    'cal.shareWon': 'Vunnen, {score} poäng',
    'cal.shareLost': 'Inte vunnen, {score} poäng',
    'cal.shareRow': '{row} {n} {n|dag|dagar} vunna i rad',
  },
  da: {
    'cal.prevMonth': 'Forrige måned',
    'cal.nextMonth': 'Næste måned',
    'cal.dayWon': '{date}: vundet, bedste point {score}',
    'cal.dayLost': '{date}: spillet, ikke vundet, bedste point {score}',
    'cal.dayNone': '{date}: ikke spillet',
    'cal.dayFuture': '{date}: ikke ude endnu',
    'cal.month': '{played} {played|dag|dage} spillet denne måned, {won} vundet',
    'cal.streak': '{n} {n|dag|dage} vundet i træk',
    'cal.legendWon': 'vundet',
    'cal.legendLost': 'spillet, ikke vundet',
    'cal.share': 'Del resultatet',
    'cal.shared': 'Delt.',
    'cal.copied': 'Kopieret: indsæt det, hvor du vil.',
    'cal.shareFailed': 'Kunne ikke dele eller kopiere: {msg}',
    'cal.shareHead': 'Kabal, dagens kabale, {game}, {date}',
    'cal.shareWon': 'Vundet, {score} point',
    'cal.shareLost': 'Ikke vundet, {score} point',
    'cal.shareRow': '{row} {n} {n|dag|dage} vundet i træk',
  },
};

/** A calendar message in a language (no cards in these words). */
export function calendarWords(lang: Lang, key: CalendarKey, args?: Readonly<Record<string, string | number>>): string {
  return formatMessage(args === undefined ? msg(key) : msg(key, args), [CALENDAR_WORDS], { lang, card: String });
}
