// The deal dialog's variant options as plain data: which are chosen, the variant text they make
// (canonical, as the engine writes it), and which an other option already implies. Nothing here
// knows a rule: an option is implied when the engine's text is the same with it and without it.

import type { GameId } from '../src/core/game.js';
import { formatVariantOptions, parseVariantOptions } from '../src/core/variant.js';
import { canonicalVariant } from '../src/games/index.js';
import type { VariantChoice } from './games/types.js';

/** Option name to value: 'on' for a flag that is set, the chosen value of a choice. */
export type Chosen = Readonly<Record<string, string>>;

/** The options of a variant text (canonical, so it parses). */
export function chosenFrom(game: GameId, variant: string): Chosen {
  const opts = parseVariantOptions(variant, game);
  const out: Record<string, string> = {};
  if (opts.ok) for (const o of opts.value) out[o.name] = o.value ?? 'on';
  return out;
}

export function withChoice(chosen: Chosen, name: string, value: string | undefined): Chosen {
  const next = { ...chosen };
  if (value === undefined) delete next[name];
  else next[name] = value;
  return next;
}

function written(game: GameId, options: readonly VariantChoice[], chosen: Chosen): string {
  const parts: string[] = [];
  for (const o of options) {
    const v = chosen[o.name];
    if (v === undefined) continue;
    if (o.kind === 'flag') parts.push(o.name);
    else if (v !== o.values[0]) parts.push(`${o.name}=${v}`);
  }
  return formatVariantOptions(game, parts);
}

/** The variant text the options make: the engine's canonical form, or as written when it does not parse. */
export function variantTextOf(game: GameId, options: readonly VariantChoice[], chosen: Chosen): string {
  const text = written(game, options, chosen);
  const r = canonicalVariant(game, text);
  return r.ok ? r.value : text;
}

/** Set by another option (putt-putt sets queen-on-king): the text is the same with or without it. */
export function isImplied(game: GameId, options: readonly VariantChoice[], chosen: Chosen, name: string): boolean {
  return variantTextOf(game, options, withChoice(chosen, name, 'on')) === variantTextOf(game, options, withChoice(chosen, name, undefined));
}
