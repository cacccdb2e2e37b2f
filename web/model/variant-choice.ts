// The deal dialog's variant options, drawn from each game's variants as data (the registry's
// VariantSchema): which options the player chose, the variant they make with what they imply
// (withOption), its canonical text, and each option in the player's language with what forces it
// on or rules it out. Kept pure, so it is tested without a browser. Nothing here knows a rule.

import type { GameId } from '../../src/core/game.js';
import type { Lang } from '../../src/core/i18n.js';
import { formatVariantText, optionState, parseVariantText, type VariantOptionSpec, type VariantSchema, withOption } from '../../src/core/variant.js';
import { withModule } from '../games/engine.js';

/** Option name to the chosen value: 'on' for a flag, a value's text for a choice. What the player chose, not what it implies. */
export type Chosen = Readonly<Record<string, string>>;

/** One option as the dialog shows it, in the player's language. */
export interface OptionView {
  readonly name: string;
  readonly kind: 'flag' | 'choice';
  readonly label: string;
  readonly description: string;
  /** 'on' or 'off' for a flag; the value's text for a choice. */
  readonly value: string;
  /** A choice's values: the text and the words for each. */
  readonly values: readonly { readonly text: string; readonly label: string }[];
  /** The label of the option that switches this one on, when one does. */
  readonly impliedBy?: string;
  /** The label of a chosen option this one cannot be combined with. */
  readonly excludedBy?: string;
}

export interface VariantForm {
  /** The variant text the chosen options make, as the engine writes it. */
  readonly text: string;
  readonly options: readonly OptionView[];
}

/** The variant the chosen options make, with every option they imply. */
export function variantOf<V>(schema: VariantSchema<V>, chosen: Chosen): V {
  let v = schema.defaultVariant;
  for (const o of schema.options) {
    const c = chosen[o.name];
    if (c !== undefined) v = withOption(schema, v, o.name, o.kind === 'flag' ? undefined : c);
  }
  return v;
}

/** The options a variant sets that no other option implies: what the dialog shows as chosen. */
export function chosenOf<V>(schema: VariantSchema<V>, v: V): Chosen {
  const out: Record<string, string> = {};
  for (const o of schema.options) {
    const st = optionState(schema, v, o.name);
    if (st.impliedBy !== undefined) continue;
    if (o.kind === 'flag' ? st.value === 'on' : v[o.field] !== schema.defaultVariant[o.field]) out[o.name] = st.value;
  }
  return out;
}

/** The options of a variant text (one the engine wrote, so it parses; otherwise none). */
export function chosenFrom(game: GameId, text: string): Chosen {
  return withModule(game, ({ variants }) => {
    const v = parseVariantText(variants, text);
    return v.ok ? chosenOf(variants, v.value) : {};
  });
}

export function withChoice(chosen: Chosen, name: string, value: string | undefined): Chosen {
  const next = { ...chosen };
  if (value === undefined) delete next[name];
  else next[name] = value;
  return next;
}

/** The chosen option that rules `o` out, either way round. */
function excluder<V>(schema: VariantSchema<V>, chosen: Chosen, o: VariantOptionSpec<V>): VariantOptionSpec<V> | undefined {
  return schema.options.find((x) => x.name !== o.name && chosen[x.name] !== undefined && ((x.excludes ?? []).includes(o.name) || (o.excludes ?? []).includes(x.name)));
}

/** The dialog's variant part for a game: the text the chosen options make, and every option in `lang`. */
export function variantForm(game: GameId, chosen: Chosen, lang: Lang): VariantForm {
  return withModule(game, ({ variants: schema }): VariantForm => {
    const v = variantOf(schema, chosen);
    const labelOf = (name: string | undefined): string | undefined => (name === undefined ? undefined : schema.options.find((x) => x.name === name)?.words[lang].label);
    const options = schema.options.map((o): OptionView => {
      const st = optionState(schema, v, o.name);
      const impliedBy = labelOf(st.impliedBy);
      const excludedBy = excluder(schema, chosen, o)?.words[lang].label;
      return {
        name: o.name,
        kind: o.kind,
        label: o.words[lang].label,
        description: o.words[lang].description,
        value: st.value,
        values: o.kind === 'choice' ? o.values.map((c) => ({ text: c.text, label: c.words[lang] })) : [],
        ...(impliedBy === undefined ? {} : { impliedBy }),
        ...(excludedBy === undefined ? {} : { excludedBy }),
      };
    });
    return { text: formatVariantText(schema, v), options };
  });
}

/** A variant in words: the label of each option set (a choice with its value), none for the standard rules. */
export function variantWords(game: GameId, text: string, lang: Lang): string[] {
  return withModule(game, ({ variants: schema }): string[] => {
    const v = parseVariantText(schema, text);
    if (!v.ok) return [text];
    const chosen = chosenOf(schema, v.value);
    return schema.options.flatMap((o) => {
      const c = chosen[o.name];
      if (c === undefined) return [];
      const words = o.words[lang].label;
      return o.kind === 'flag' ? [words] : [`${words}: ${o.values.find((x) => x.text === c)?.words[lang] ?? c}`];
    });
  });
}
