// Aces Up variants (rules §3): the options as data, with their words in every language, and the
// text form `acesup(aces-only,fill-first)` drawn from them.

import { type DealShape } from '../../core/deal.js';
import type { Result } from '../../core/result.js';
import { formatVariantText, isDefaultVariant, parseVariantText, type VariantSchema, withOption } from '../../core/variant.js';

export interface AcesUpVariant {
  /** Only a card of the keeping rank (ace; king under aces-low) may be moved onto an empty pile. */
  readonly acesOnly: boolean;
  /** No deal while a pile is empty and a card from a pile of two or more could fill it. */
  readonly fillFirst: boolean;
  /** Ace ranks lowest; the kings are the cards that stay. */
  readonly acesLow: boolean;
  /** Two jokers (54 cards); a joker on top may be played onto another top card, both discarded. */
  readonly jokers: boolean;
  /** Discards are optional and a deal may be made while discards are possible. */
  readonly freeDiscards: boolean;
}

export const STANDARD: AcesUpVariant = Object.freeze({ acesOnly: false, fillFirst: false, acesLow: false, jokers: false, freeDiscards: false });

/** The options as data: the text form, the dialogs and the help pages are drawn from this. */
export const ACESUP_VARIANTS: VariantSchema<AcesUpVariant> = {
  game: 'acesup',
  defaultVariant: STANDARD,
  defaultNames: ['standard'],
  options: [
    {
      kind: 'flag',
      name: 'aces-only',
      field: 'acesOnly',
      words: {
        en: { label: 'Aces only', description: 'Only an ace (a king under aces low) may go on an empty pile.' },
        nb: { label: 'Bare ess', description: 'Bare et ess (en konge når esset er lavest) kan legges på en tom haug.' },
        sv: { label: 'Bara ess', description: 'Bara ett ess (en kung när esset är lägst) får läggas på en tom hög.' },
        da: { label: 'Kun esser', description: 'Kun et es (en konge, når esset er lavest) må lægges på en tom bunke.' },
      },
    },
    {
      kind: 'flag',
      name: 'fill-first',
      field: 'fillFirst',
      words: {
        en: { label: 'Fill first', description: 'No new deal while a pile is empty and a card from a pile of two or more could fill it.' },
        nb: { label: 'Fyll først', description: 'Ingen ny utdeling mens en haug er tom og et kort fra en haug med to eller flere kort kunne fylt den.' },
        sv: { label: 'Fyll först', description: 'Ingen ny giv medan en hög är tom och ett kort från en hög med två eller fler kort kunde fylla den.' },
        da: { label: 'Fyld først', description: 'Ingen ny omgang, mens en bunke er tom og et kort fra en bunke med to eller flere kort kunne fylde den.' },
      },
    },
    {
      kind: 'flag',
      name: 'aces-low',
      field: 'acesLow',
      words: {
        en: { label: 'Aces low', description: 'The ace ranks lowest: the four kings are the cards that stay.' },
        nb: { label: 'Ess lavest', description: 'Esset er lavest: de fire kongene er kortene som blir liggende.' },
        sv: { label: 'Ess lägst', description: 'Esset är lägst: de fyra kungarna är korten som blir kvar.' },
        da: { label: 'Es lavest', description: 'Esset er lavest: de fire konger er de kort, der bliver liggende.' },
      },
    },
    {
      kind: 'flag',
      name: 'jokers',
      field: 'jokers',
      onValues: ['2'],
      words: {
        en: { label: 'Jokers', description: 'Two jokers join the deck; a joker on top may be played onto another top card, and both are discarded.' },
        nb: { label: 'Jokere', description: 'To jokere er med i kortstokken; en joker øverst kan legges på et annet øverste kort, og begge kastes.' },
        sv: { label: 'Jokrar', description: 'Två jokrar finns i leken; en joker överst får läggas på ett annat översta kort, och båda slängs.' },
        da: { label: 'Jokere', description: 'To jokere er med i spillet; en joker øverst må lægges på et andet øverste kort, og begge smides.' },
      },
    },
    {
      kind: 'flag',
      name: 'free-discards',
      field: 'freeDiscards',
      words: {
        en: { label: 'Free discards', description: 'Discards are your choice, and you may deal while a discard is still possible.' },
        nb: { label: 'Frie kast', description: 'Du velger selv når du kaster, og du kan legge ut nye kort selv om et kast er mulig.' },
        sv: { label: 'Fria slängningar', description: 'Du väljer själv när du slänger, och du får lägga ut nya kort fast en slängning är möjlig.' },
        da: { label: 'Frie smid', description: 'Du vælger selv, hvornår du smider, og du må lægge nye kort ud, selv om et smid er muligt.' },
      },
    },
  ],
};

export function parseAcesUpVariant(text: string): Result<AcesUpVariant> {
  return parseVariantText(ACESUP_VARIANTS, text);
}

export function formatAcesUpVariant(v: AcesUpVariant): string {
  return formatVariantText(ACESUP_VARIANTS, v);
}

/** No option set: the standard rules (every option of the schema, so a new one is covered too). */
export function isStandardAcesUp(v: AcesUpVariant): boolean {
  return isDefaultVariant(ACESUP_VARIANTS, v);
}

export function acesUpDealShape(v: AcesUpVariant): DealShape {
  return { jokers: v.jokers ? 2 : 0 };
}

function variant(...names: string[]): AcesUpVariant {
  return names.reduce((v, n) => withOption(ACESUP_VARIANTS, v, n), STANDARD);
}

export const ACESUP_MAIN_VARIANTS: readonly AcesUpVariant[] = [
  STANDARD,
  variant('aces-only'),
  variant('fill-first'),
  variant('aces-low'),
  variant('jokers'),
  variant('free-discards'),
  variant('aces-only', 'fill-first'),
  variant('free-discards', 'jokers'),
  variant('aces-low', 'aces-only', 'fill-first', 'jokers', 'free-discards'),
];

/** The rule sets docs/results.md measures (`npm run report`), with their sections' titles. */
export const ACESUP_REPORT_RULE_SETS = [
  { variant: 'acesup', title: 'Aces Up, standard rules', main: true },
  { variant: 'acesup(aces-only)', title: 'Aces Up, aces-only (only an ace may go on an empty pile)', main: true },
  { variant: 'acesup(fill-first)', title: 'Aces Up, fill-first (no deal while a pile is empty and another holds two or more cards)', main: false },
  { variant: 'acesup(aces-low)', title: 'Aces Up, aces-low (ace ranks lowest; the kings stay)', main: false },
  { variant: 'acesup(jokers)', title: 'Aces Up, jokers (two jokers; a joker removes any top card)', main: false },
  { variant: 'acesup(free-discards)', title: "Aces Up, free-discards (discards are the player's choice)", main: false, slowSolver: true },
] as const;
