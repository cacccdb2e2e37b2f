// The text form of a variant: `game(option,option=value)`, as OpenSpiel names games with
// parameters. Each game turns the option list into its own plain-data variant.

import { err, ok, parseError, type Result } from './result.js';

export interface VariantOption {
  readonly name: string;
  readonly value?: string;
  /** 1-based column of the option in the text. */
  readonly column: number;
}

/**
 * Splits `acesup(aces-only,fill-first)` into options. Also accepts the bare option list
 * (`aces-only,fill-first`), an empty text, `standard`, or the game name alone, all meaning the
 * default rules when no option is given.
 */
export function parseVariantOptions(text: string, game: string): Result<VariantOption[]> {
  const t = text.trim();
  if (t === '' || t === game || t === 'standard' || t === 'strict') return ok([]);
  let body = t;
  let offset = text.indexOf(t) + 1;
  const open = t.indexOf('(');
  if (open >= 0) {
    const name = t.slice(0, open).trim();
    if (name !== game) {
      return err(parseError('ERR_VARIANT', `variant "${text}" is for game "${name}", not "${game}"`, { token: name, column: offset }));
    }
    if (!t.endsWith(')')) return err(parseError('ERR_VARIANT', `variant "${text}": missing ")" at the end`, { token: t, column: offset + t.length }));
    body = t.slice(open + 1, -1);
    offset += open + 1;
  }
  const options: VariantOption[] = [];
  let col = offset;
  for (const raw of body.split(',')) {
    const part = raw.trim();
    const column = col + raw.indexOf(part);
    col += raw.length + 1;
    if (part === '') {
      if (body.trim() === '') break;
      return err(parseError('ERR_VARIANT', `variant "${text}": empty option at column ${column}`, { column }));
    }
    const eq = part.indexOf('=');
    const name = (eq >= 0 ? part.slice(0, eq) : part).trim().toLowerCase();
    const value = eq >= 0 ? part.slice(eq + 1).trim().toLowerCase() : undefined;
    if (options.some((o) => o.name === name)) {
      return err(parseError('ERR_VARIANT', `variant "${text}": option "${name}" is given twice`, { token: part, column }));
    }
    options.push(value === undefined ? { name, column } : { name, value, column });
  }
  return ok(options);
}

export function formatVariantOptions(game: string, options: readonly string[]): string {
  return options.length === 0 ? game : `${game}(${options.join(',')})`;
}

export function unknownOption(text: string, o: VariantOption, known: readonly string[]): Result<never> {
  return err(
    parseError('ERR_VARIANT', `variant "${text}": unknown option "${o.name}" at column ${o.column} (known: ${known.join(', ')})`, {
      token: o.name,
      column: o.column,
    }),
  );
}
