// Aces Up variants as plain data (SPEC §3), and their text form `acesup(aces-only,fill-first)`.

import { type DealShape } from '../../core/deal.js';
import { err, ok, parseError, type Result } from '../../core/result.js';
import { formatVariantOptions, parseVariantOptions, unknownOption } from '../../core/variant.js';

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

const OPTIONS = ['aces-only', 'fill-first', 'aces-low', 'jokers', 'free-discards'] as const;
type OptionName = (typeof OPTIONS)[number];
const FIELD: Record<OptionName, keyof AcesUpVariant> = {
  'aces-only': 'acesOnly',
  'fill-first': 'fillFirst',
  'aces-low': 'acesLow',
  jokers: 'jokers',
  'free-discards': 'freeDiscards',
};

export function parseAcesUpVariant(text: string): Result<AcesUpVariant> {
  const parsed = parseVariantOptions(text, 'acesup');
  if (!parsed.ok) return parsed;
  const v: Record<keyof AcesUpVariant, boolean> = { ...STANDARD };
  for (const o of parsed.value) {
    if (!(OPTIONS as readonly string[]).includes(o.name)) return unknownOption(text, o, OPTIONS);
    const name = o.name as OptionName;
    if (o.value !== undefined && !(name === 'jokers' && o.value === '2')) {
      return err(parseError('ERR_VARIANT', `variant "${text}": option "${name}" takes no value${name === 'jokers' ? ' (the house rule has two jokers: write "jokers")' : ''}`, { token: `${o.name}=${o.value}`, column: o.column }));
    }
    v[FIELD[name]] = true;
  }
  return ok(Object.freeze(v));
}

export function formatAcesUpVariant(v: AcesUpVariant): string {
  return formatVariantOptions(
    'acesup',
    OPTIONS.filter((o) => v[FIELD[o]]),
  );
}

/** No option set: the standard rules (every option of the table, so a new one is covered too). */
export function isStandardAcesUp(v: AcesUpVariant): boolean {
  return OPTIONS.every((o) => !v[FIELD[o]]);
}

export function acesUpDealShape(v: AcesUpVariant): DealShape {
  return { jokers: v.jokers ? 2 : 0 };
}

function variant(...names: OptionName[]): AcesUpVariant {
  const v: Record<keyof AcesUpVariant, boolean> = { ...STANDARD };
  for (const n of names) v[FIELD[n]] = true;
  return Object.freeze(v);
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
