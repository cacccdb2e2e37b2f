// Golf variants (rules §4): the options as data, with their words in every language, and the text
// form `golf(putt-putt,jokers=2)` drawn from them.

import type { DealShape } from '../../core/deal.js';
import type { Result } from '../../core/result.js';
import { formatVariantText, parseVariantText, type VariantSchema } from '../../core/variant.js';

export interface GolfVariant {
  /** A queen may be played on a king. */
  readonly queenOnKing: boolean;
  /** King and ace are adjacent both ways (implies queenOnKing). */
  readonly puttPutt: boolean;
  /** Wild cards in the deck: 0, 1 or 2. */
  readonly jokers: 0 | 1 | 2;
  /** The waste starts empty instead of with the first stock card. */
  readonly emptyWaste: boolean;
  /** Par for a nine-hole round: 45 (5 a hole), or the table rule 36 (4 a hole). Play is unchanged. */
  readonly par: 45 | 36;
}

export const STRICT: GolfVariant = Object.freeze({ queenOnKing: false, puttPutt: false, jokers: 0, emptyWaste: false, par: 45 });

/** The options as data: the text form, the dialogs and the help pages are drawn from this. */
export const GOLF_VARIANTS: VariantSchema<GolfVariant> = {
  game: 'golf',
  defaultVariant: STRICT,
  defaultNames: ['standard', 'strict'],
  options: [
    {
      kind: 'flag',
      name: 'queen-on-king',
      field: 'queenOnKing',
      words: {
        en: { label: 'Queen on king', description: 'A queen may be played on a king.' },
        nb: { label: 'Dame på konge', description: 'En dame kan legges på en konge.' },
        sv: { label: 'Dam på kung', description: 'En dam får läggas på en kung.' },
        da: { label: 'Dame på konge', description: 'En dame må lægges på en konge.' },
      },
    },
    {
      kind: 'flag',
      name: 'putt-putt',
      field: 'puttPutt',
      implies: ['queen-on-king'],
      words: {
        en: { label: 'Putt-putt', description: 'King and ace are neighbours both ways, and a queen may go on a king.' },
        nb: { label: 'Putt-putt', description: 'Konge og ess er naboer begge veier, og en dame kan legges på en konge.' },
        sv: { label: 'Putt-putt', description: 'Kung och ess är grannar åt båda hållen, och en dam får läggas på en kung.' },
        da: { label: 'Putt-putt', description: 'Konge og es er naboer begge veje, og en dame må lægges på en konge.' },
      },
    },
    {
      kind: 'choice',
      name: 'jokers',
      field: 'jokers',
      values: [
        { text: '0', value: 0, words: { en: 'No jokers', nb: 'Ingen jokere', sv: 'Inga jokrar', da: 'Ingen jokere' } },
        { text: '1', value: 1, words: { en: 'One joker', nb: 'Én joker', sv: 'En joker', da: 'Én joker' } },
        { text: '2', value: 2, words: { en: 'Two jokers', nb: 'To jokere', sv: 'Två jokrar', da: 'To jokere' } },
      ],
      words: {
        en: { label: 'Jokers', description: 'Wild cards: a joker may be played on any card, and any card on a joker.' },
        nb: { label: 'Jokere', description: 'Ville kort: en joker kan legges på hvilket som helst kort, og hvilket som helst kort på en joker.' },
        sv: { label: 'Jokrar', description: 'Vilda kort: en joker får läggas på vilket kort som helst, och vilket kort som helst på en joker.' },
        da: { label: 'Jokere', description: 'Vilde kort: en joker må lægges på ethvert kort, og ethvert kort på en joker.' },
      },
    },
    {
      kind: 'flag',
      name: 'empty-waste',
      field: 'emptyWaste',
      words: {
        en: { label: 'Empty waste', description: "The waste starts empty: the first card may be any column's top card, or a card from the stock." },
        nb: { label: 'Tom kastebunke', description: 'Kastebunken starter tom: det første kortet kan være et hvilket som helst øverste kort i en kolonne, eller et kort fra bunken.' },
        sv: { label: 'Tom slänghög', description: 'Slänghögen börjar tom: det första kortet kan vara vilket översta kort som helst i en kolumn, eller ett kort från talongen.' },
        da: { label: 'Tom aflægningsbunke', description: 'Aflægningsbunken starter tom: det første kort kan være et hvilket som helst øverste kort i en kolonne eller et kort fra talonen.' },
      },
    },
    {
      kind: 'choice',
      name: 'par',
      field: 'par',
      values: [
        { text: '45', value: 45, words: { en: '45 (5 a hole)', nb: '45 (5 per hull)', sv: '45 (5 per hål)', da: '45 (5 pr. hul)' } },
        { text: '36', value: 36, words: { en: '36 (4 a hole)', nb: '36 (4 per hull)', sv: '36 (4 per hål)', da: '36 (4 pr. hul)' } },
      ],
      words: {
        en: { label: 'Par', description: 'Par for a round of nine holes: 45 (five a hole), or 36 (four a hole) by the table rule; play is the same.' },
        nb: { label: 'Par', description: 'Par for en runde på ni hull: 45 (fem per hull), eller 36 (fire per hull) etter bordregelen; spillet er det samme.' },
        sv: { label: 'Par', description: 'Par för en runda på nio hål: 45 (fem per hål), eller 36 (fyra per hål) enligt bordsregeln; spelet är detsamma.' },
        da: { label: 'Par', description: 'Par for en runde på ni huller: 45 (fem pr. hul), eller 36 (fire pr. hul) efter bordreglen; spillet er det samme.' },
      },
    },
  ],
};

export function parseGolfVariant(text: string): Result<GolfVariant> {
  return parseVariantText(GOLF_VARIANTS, text);
}

export function formatGolfVariant(v: GolfVariant): string {
  return formatVariantText(GOLF_VARIANTS, v);
}

export function golfDealShape(v: GolfVariant): DealShape {
  return { jokers: v.jokers };
}

const g = (over: Partial<GolfVariant>): GolfVariant => Object.freeze({ ...STRICT, ...over });

export const GOLF_MAIN_VARIANTS: readonly GolfVariant[] = [
  STRICT,
  g({ queenOnKing: true }),
  g({ puttPutt: true, queenOnKing: true }),
  g({ jokers: 1 }),
  g({ jokers: 2 }),
  g({ emptyWaste: true }),
  g({ par: 36 }),
  g({ puttPutt: true, queenOnKing: true, jokers: 2, emptyWaste: true }),
];

/** The rule sets docs/results.md measures (`npm run report`), with their sections' titles. */
export const GOLF_REPORT_RULE_SETS = [
  { variant: 'golf', title: 'Golf, strict rules', main: true },
  { variant: 'golf(queen-on-king)', title: 'Golf, queen-on-king', main: true },
  { variant: 'golf(putt-putt)', title: 'Golf, putt-putt (ranks wrap)', main: true },
  { variant: 'golf(jokers=1)', title: 'Golf, one joker (wild)', main: false },
  { variant: 'golf(jokers=2)', title: 'Golf, two jokers (wild)', main: false },
  { variant: 'golf(empty-waste)', title: 'Golf, empty-waste (the waste starts empty)', main: false },
] as const;
