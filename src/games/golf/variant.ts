// Golf variants as plain data (SPEC §4), and their text form `golf(putt-putt,jokers=2)`.

import type { DealShape } from '../../core/deal.js';
import { err, ok, parseError, type Result } from '../../core/result.js';
import { formatVariantOptions, parseVariantOptions, unknownOption } from '../../core/variant.js';

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

const OPTIONS = ['queen-on-king', 'putt-putt', 'jokers', 'empty-waste', 'par'] as const;

export function parseGolfVariant(text: string): Result<GolfVariant> {
  const parsed = parseVariantOptions(text, 'golf');
  if (!parsed.ok) return parsed;
  let v: GolfVariant = STRICT;
  for (const o of parsed.value) {
    const bad = (why: string): Result<never> => err(parseError('ERR_VARIANT', `variant "${text}": ${why}`, { token: o.value === undefined ? o.name : `${o.name}=${o.value}`, column: o.column }));
    switch (o.name) {
      case 'queen-on-king':
      case 'empty-waste':
      case 'putt-putt':
        if (o.value !== undefined) return bad(`option "${o.name}" takes no value`);
        if (o.name === 'queen-on-king') v = { ...v, queenOnKing: true };
        else if (o.name === 'empty-waste') v = { ...v, emptyWaste: true };
        else v = { ...v, puttPutt: true, queenOnKing: true };
        break;
      case 'jokers':
        if (o.value !== '1' && o.value !== '2') return bad('write jokers=1 or jokers=2');
        v = { ...v, jokers: o.value === '1' ? 1 : 2 };
        break;
      case 'par':
        if (o.value !== '45' && o.value !== '36') return bad('par is 45 (standard) or 36 (the table rule)');
        v = { ...v, par: o.value === '36' ? 36 : 45 };
        break;
      default:
        return unknownOption(text, o, OPTIONS);
    }
  }
  return ok(Object.freeze(v));
}

export function formatGolfVariant(v: GolfVariant): string {
  const opts: string[] = [];
  if (v.puttPutt) opts.push('putt-putt');
  else if (v.queenOnKing) opts.push('queen-on-king');
  if (v.jokers > 0) opts.push(`jokers=${v.jokers}`);
  if (v.emptyWaste) opts.push('empty-waste');
  if (v.par === 36) opts.push('par=36');
  return formatVariantOptions('golf', opts);
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
