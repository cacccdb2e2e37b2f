// Variants as data. Each game describes its options once (a flag or a choice of values, what an
// option implies, what it cannot be combined with, and its words in every language), and the
// text form `game(option,option=value)` (OpenSpiel's way of naming games with parameters), the
// dialogs and the help pages are all drawn from that description.

import type { Lang } from './i18n.js';
import { asciiLower, clip, err, ok, parseError, type Result } from './result.js';

/** A short label and one plain sentence of what an option does, in one language. */
export interface OptionWords {
  readonly label: string;
  readonly description: string;
}

export type Words = Readonly<Record<Lang, OptionWords>>;

/** The names of the fields of V that hold a boolean. */
export type FlagField<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V];

/** An option that is on or off: `aces-only`. */
export interface FlagOption<V> {
  readonly kind: 'flag';
  /** The option's name in the text form. */
  readonly name: string;
  readonly field: FlagField<V>;
  /** Values that also mean "on" when written `name=value` (a flag may accept `name=2`). */
  readonly onValues?: readonly string[];
  /** Options this one switches on too (putt-putt implies queen-on-king). */
  readonly implies?: readonly string[];
  /** Options it cannot be combined with. */
  readonly excludes?: readonly string[];
  readonly words: Words;
}

/** One value of a choice, with its text and its words. */
export interface ChoiceValue<T> {
  readonly text: string;
  readonly value: T;
  readonly words: Readonly<Record<Lang, string>>;
}

/** An option with a value from a fixed list: `jokers=2`, `par=36`. The default is never written. */
export interface ChoiceOption<V, K extends keyof V = keyof V> {
  readonly kind: 'choice';
  readonly name: string;
  readonly field: K;
  readonly values: readonly ChoiceValue<V[K]>[];
  readonly excludes?: readonly string[];
  readonly words: Words;
}

export type VariantOptionSpec<V> = FlagOption<V> | ChoiceOption<V>;

export interface VariantSchema<V> {
  /** The game's id, the name before the parenthesis. */
  readonly game: string;
  readonly defaultVariant: V;
  /** The options, in the order the canonical text writes them. */
  readonly options: readonly VariantOptionSpec<V>[];
  /** Other names for the default rules ("standard", "strict"). */
  readonly defaultNames: readonly string[];
}

/** One option as written in a variant text. */
export interface VariantOption {
  /** The option's name, in lower case. */
  readonly name: string;
  readonly value?: string;
  /** The option as written (trimmed), for error messages. */
  readonly raw: string;
  /** 1-based column of the option in the text. */
  readonly column: number;
}

/**
 * Splits `game(option,option=value)` into options, in one pass. Also accepts the bare option
 * list (`aces-only,fill-first`), an empty text, or the game's name alone. `defaultNames` are the
 * words that also mean the default rules (the caller's; "standard" when none is given).
 */
export function parseVariantOptions(text: string, game: string, defaultNames: readonly string[] = ['standard', 'strict']): Result<VariantOption[]> {
  const t = text.trim();
  if (t === '' || t === game || defaultNames.includes(t)) return ok([]);
  let body = t;
  let offset = text.indexOf(t) + 1;
  const open = t.indexOf('(');
  if (open >= 0) {
    const name = t.slice(0, open).trim();
    if (name !== game) {
      return err(parseError('ERR_VARIANT', `variant "${clip(text)}" is for game "${clip(name)}", not "${game}"`, { token: name, column: offset }));
    }
    if (!t.endsWith(')')) return err(parseError('ERR_VARIANT', `variant "${clip(text)}": missing ")" at the end`, { column: offset + t.length }));
    body = t.slice(open + 1, -1);
    offset += open + 1;
  }
  const options: VariantOption[] = [];
  if (body.trim() === '') return ok(options);
  const seen = new Set<string>();
  let col = offset;
  for (const raw of body.split(',')) {
    const part = raw.trim();
    const column = col + raw.indexOf(part);
    col += raw.length + 1;
    if (part === '') return err(parseError('ERR_VARIANT', `variant "${clip(text)}": empty option at column ${column}`, { column }));
    const eq = part.indexOf('=');
    const written = (eq >= 0 ? part.slice(0, eq) : part).trim();
    const name = asciiLower(written);
    const value = eq >= 0 ? asciiLower(part.slice(eq + 1).trim()) : undefined;
    if (seen.has(name)) return err(parseError('ERR_VARIANT', `variant "${clip(text)}": option "${clip(name)}" is given twice`, { token: part, column }));
    seen.add(name);
    options.push(value === undefined ? { name, raw: part, column } : { name, value, raw: part, column });
  }
  return ok(options);
}


export function formatVariantOptions(game: string, options: readonly string[]): string {
  return options.length === 0 ? game : `${game}(${options.join(',')})`;
}

export function unknownOption(text: string, o: VariantOption, known: readonly string[]): Result<never> {
  return err(
    parseError('ERR_VARIANT', `variant "${clip(text)}": unknown option "${clip(o.name)}" at column ${o.column} (known: ${known.join(', ')})`, {
      token: o.raw.split('=')[0]?.trim() ?? o.raw,
      column: o.column,
    }),
  );
}

/** Looks an option up by its text name (a Map, so names like `__proto__` are just unknown). */
function optionIndex<V>(schema: VariantSchema<V>): Map<string, VariantOptionSpec<V>> {
  return new Map(schema.options.map((o) => [o.name, o]));
}

/** Sets an option on a variant, with what it implies. */
export function withOption<V>(schema: VariantSchema<V>, v: V, name: string, value?: string): V {
  const spec = schema.options.find((o) => o.name === name);
  if (spec === undefined) throw new Error(`${schema.game} has no option "${name}"`);
  const out: Record<keyof V, unknown> = { ...v };
  const set = (s: VariantOptionSpec<V>, val: string | undefined): void => {
    if (s.kind === 'flag') {
      out[s.field] = val !== 'off';
      if (val !== 'off') for (const i of s.implies ?? []) set(schema.options.find((o) => o.name === i) as VariantOptionSpec<V>, undefined);
      return;
    }
    const choice = s.values.find((c) => c.text === val);
    if (choice === undefined) throw new Error(`${schema.game} option "${s.name}" has no value "${String(val)}"`);
    out[s.field] = choice.value;
  };
  set(spec, value);
  return Object.freeze(out) as V;
}

/** What a dialog shows for one option: its value, and whether another option forces it on. */
export function optionState<V>(schema: VariantSchema<V>, v: V, name: string): { readonly value: string; readonly impliedBy?: string } {
  const spec = schema.options.find((o) => o.name === name);
  if (spec === undefined) throw new Error(`${schema.game} has no option "${name}"`);
  const value = currentValue(spec, v);
  const by = schema.options.find((o) => o.kind === 'flag' && v[o.field] === true && (o.implies ?? []).includes(name));
  return by === undefined ? { value } : { value, impliedBy: by.name };
}

/** A flag's value is "on" or "off"; a choice's is the text of its value. */
function currentValue<V>(spec: VariantOptionSpec<V>, v: V): string {
  if (spec.kind === 'flag') return v[spec.field] === true ? 'on' : 'off';
  return spec.values.find((c) => c.value === v[spec.field])?.text ?? String(v[spec.field]);
}

/** Parses a variant text by its schema: linear in the text's length. */
export function parseVariantText<V>(schema: VariantSchema<V>, text: string): Result<V> {
  const parsed = parseVariantOptions(text, schema.game, schema.defaultNames);
  if (!parsed.ok) return parsed;
  const index = optionIndex(schema);
  let v = schema.defaultVariant;
  const given: VariantOption[] = [];
  for (const o of parsed.value) {
    const spec = index.get(o.name);
    if (spec === undefined) return unknownOption(text, o, schema.options.map((s) => s.name));
    const token = o.raw;
    const bad = (why: string): Result<never> => err(parseError('ERR_VARIANT', `variant "${clip(text)}": ${why}`, { token, column: o.column }));
    if (spec.kind === 'flag') {
      if (o.value !== undefined && !(spec.onValues ?? []).includes(o.value)) {
        const also = spec.onValues === undefined ? '' : ` (write "${spec.name}")`;
        return bad(`option "${spec.name}" takes no value${also}`);
      }
      v = withOption(schema, v, spec.name);
    } else {
      const choice = o.value === undefined ? undefined : spec.values.find((c) => c.text === o.value);
      if (choice === undefined) return bad(`write ${spec.values.map((c) => `${spec.name}=${c.text}`).join(' or ')}`);
      v = withOption(schema, v, spec.name, choice.text);
    }
    given.push(o);
  }
  for (const o of given) {
    const spec = index.get(o.name) as VariantOptionSpec<V>;
    const clash = (spec.excludes ?? []).find((x) => given.some((g) => g.name === x));
    if (clash !== undefined) {
      return err(parseError('ERR_VARIANT', `variant "${clip(text)}": "${spec.name}" cannot be combined with "${clash}"`, { token: o.raw, column: o.column }));
    }
  }
  return ok(v);
}

/** The canonical text: the options set, in the schema's order, leaving out what another option implies. */
export function formatVariantText<V>(schema: VariantSchema<V>, v: V): string {
  const written: string[] = [];
  const implied = new Set<string>();
  for (const spec of schema.options) if (spec.kind === 'flag' && v[spec.field] === true) for (const i of spec.implies ?? []) implied.add(i);
  for (const spec of schema.options) {
    if (implied.has(spec.name)) continue;
    if (spec.kind === 'flag') {
      if (v[spec.field] === true) written.push(spec.name);
    } else if (v[spec.field] !== schema.defaultVariant[spec.field]) written.push(`${spec.name}=${currentValue(spec, v)}`);
  }
  return formatVariantOptions(schema.game, written);
}

/** Whether no option is set: the game's standard rules. */
export function isDefaultVariant<V>(schema: VariantSchema<V>, v: V): boolean {
  return schema.options.every((s) => v[s.field] === schema.defaultVariant[s.field]);
}
