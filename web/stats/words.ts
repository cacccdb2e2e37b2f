// The words of the statistics' pictures (charts.tsx) in the four languages; loaded with them.

import type { Lang } from '../words/i18n.js';

const en = {
  distTitle: 'How your scores spread',
  score: 'Score',
  games: 'Games',
  recentTitle: 'The last {n} games, oldest first',
  game: 'Game',
  result: 'Result',
  won: 'won',
  lost: 'not won',
  average: 'average {avg}',
  rounds: 'Rounds',
  roundsPlayed: 'Rounds played',
  bestRound: 'Best round',
  averageRound: 'Average round',
  averageToPar: 'Average against par',
  roundOf: '{total} ({toPar} against par {par})',
};

export type StatsKey = keyof typeof en;

export const STATS_WORDS: Readonly<Record<Lang, Readonly<Record<StatsKey, string>>>> = {
  en,
  nb: {
    distTitle: 'Hvordan poengene dine fordeler seg',
    score: 'Poeng',
    games: 'Spill',
    recentTitle: 'De siste {n} spillene, eldste først',
    game: 'Spill',
    result: 'Resultat',
    won: 'vunnet',
    lost: 'ikke vunnet',
    average: 'snitt {avg}',
    rounds: 'Runder',
    roundsPlayed: 'Runder spilt',
    bestRound: 'Beste runde',
    averageRound: 'Snittrunde',
    averageToPar: 'Snitt mot par',
    roundOf: '{total} ({toPar} mot par {par})',
  },
  sv: {
    distTitle: 'Hur dina poäng fördelar sig',
    score: 'Poäng',
    games: 'Spel',
    recentTitle: 'De senaste {n} spelen, äldst först',
    game: 'Spel',
    result: 'Resultat',
    won: 'vunnet',
    lost: 'inte vunnet',
    average: 'snitt {avg}',
    rounds: 'Rundor',
    roundsPlayed: 'Spelade rundor',
    bestRound: 'Bästa runda',
    averageRound: 'Snittrunda',
    averageToPar: 'Snitt mot par',
    roundOf: '{total} ({toPar} mot par {par})',
  },
  da: {
    distTitle: 'Hvordan dine point fordeler sig',
    score: 'Point',
    games: 'Spil',
    recentTitle: 'De seneste {n} spil, ældste først',
    game: 'Spil',
    result: 'Resultat',
    won: 'vundet',
    lost: 'ikke vundet',
    average: 'gennemsnit {avg}',
    rounds: 'Runder',
    roundsPlayed: 'Runder spillet',
    bestRound: 'Bedste runde',
    averageRound: 'Gennemsnitlig runde',
    averageToPar: 'Gennemsnit mod par',
    roundOf: '{total} ({toPar} mod par {par})',
  },
};

export function statsWord(lang: Lang, key: StatsKey, args?: Readonly<Record<string, string | number>>): string {
  return STATS_WORDS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (args?.[name] === undefined ? whole : String(args[name])));
}
