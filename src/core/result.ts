// Results for untrusted input: parsing never throws; it returns a code, a message and where it went wrong.

export type Result<T, E = ParseError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Where and why a piece of text was rejected. `position` is the 1-based token number, `column` the 1-based character offset. */
export interface ParseError {
  readonly code: string;
  readonly message: string;
  readonly token?: string;
  readonly position?: number;
  readonly column?: number;
}

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E = ParseError>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

export function parseError(code: string, message: string, where: { token?: string; position?: number; column?: number } = {}): ParseError {
  return { code, message, ...where };
}

/** Unwraps a result where failure would be a programmer error (tests, known-good constants). */
export function unwrap<T>(r: Result<T, ParseError>): T {
  if (r.ok) return r.value;
  throw new Error(`${r.error.code}: ${r.error.message}`);
}

/**
 * Splits text into tokens at white space (and at any extra separator characters given), keeping
 * each token's 1-based column. Every Unicode white space character separates, the no-break and
 * ideographic spaces included, so text pasted from a web page or a word processor reads the same
 * as typed text (docs/engine.md, "Unicode spaces").
 */
export function tokenize(text: string, extraSeparators = ''): { text: string; column: number }[] {
  const isSep = (c: string): boolean => WHITE_SPACE.test(c) || extraSeparators.includes(c);
  const out: { text: string; column: number }[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && isSep(text.charAt(i))) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !isSep(text.charAt(i))) i++;
    out.push({ text: text.slice(start, i), column: start + 1 });
  }
  return out;
}

const WHITE_SPACE = /^\s$/u;

/**
 * The first character of a token that no card or move is written with (outside printable ASCII),
 * named by its code point, for error messages: `U+200B`. Undefined when there is none.
 */
export function oddCharacter(text: string): string | undefined {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x21 || code > 0x7e) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return undefined;
}

/**
 * Case folding for the notations, ASCII letters only. String#toUpperCase maps some other letters
 * onto ASCII ones ("ſ" long s to "S", "ﬀ" to "FF"; toLowerCase the Kelvin sign "K" to "k"), which
 * would let a card like "Tſ" pass as "TS" although every character outside printable ASCII is
 * refused in a card or a move (docs/engine.md).
 */
export function asciiUpper(text: string): string {
  return text.replace(/[a-z]+/g, (s) => s.toUpperCase());
}

export function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/** A long piece of input is shortened in a message (the error keeps the whole token). */
export function clip(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
