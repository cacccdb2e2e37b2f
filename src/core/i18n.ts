// Messages for people in the four languages of the project (English, Norwegian bokmål, Swedish,
// Danish). The engine never builds a sentence: it returns a message key with arguments, and each
// front end fills in the text in its language. A card stays a card number in the arguments, so
// the front end names it its own way (A♠, "spar ess", AS).

import type { Card } from './cards.js';

export const LANGS = ['en', 'nb', 'sv', 'da'] as const;
export type Lang = (typeof LANGS)[number];

/** A card argument: kept as the card so each front end can name it (symbol, words, text). */
export interface CardArg {
  readonly card: Card;
}

/** Several cards, written one after the other with a space between them. */
export interface CardsArg {
  readonly cards: readonly Card[];
}

/** An argument of a message: a number, a plain word (or move text), cards, or another message. */
export type MessageArg = number | string | CardArg | CardsArg | Message;

/** A message for a person: a key into a catalogue and its arguments. */
export interface Message {
  readonly key: string;
  readonly args?: Readonly<Record<string, MessageArg>>;
}

/**
 * Message texts by language and key. In a text, `{name}` is replaced by the argument, and
 * `{name|one|other}` picks the first form when the language's plural rule (Intl.PluralRules) calls
 * the argument "one" (1 and -1 in all four languages) and the second otherwise (the four languages
 * all have two plural forms).
 */
export type Catalogue = Readonly<Record<Lang, Readonly<Record<string, string>>>>;

export function msg(key: string, args?: Readonly<Record<string, MessageArg>>): Message {
  return args === undefined ? { key } : { key, args };
}

export function cardArg(card: Card): CardArg {
  return { card };
}

export function cardsArg(cards: readonly Card[]): CardsArg {
  return { cards };
}

export interface FormatOptions {
  readonly lang: Lang;
  /** How a card is written: `A♠` on a terminal, "ace of spades" for a screen reader. */
  readonly card: (card: Card) => string;
}

const PLACEHOLDER = /\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g;

/**
 * Writes a message in a language from the catalogues given (the first that has the key wins).
 * A missing key or argument is a programmer error and throws: the tests check every key in every
 * language (see the present tests), so a player never sees a raw key.
 */
export function formatMessage(m: Message, catalogues: readonly Catalogue[], o: FormatOptions): string {
  const text = lookUp(m.key, catalogues, o.lang);
  return text.replace(PLACEHOLDER, (_whole, name: string, one: string | undefined, other: string | undefined) => {
    const a = m.args?.[name];
    if (a === undefined) throw new Error(`message "${m.key}" (${o.lang}) needs the argument "${name}"`);
    if (one !== undefined && other !== undefined) {
      if (typeof a !== 'number') throw new Error(`message "${m.key}": "${name}" chooses a plural form and must be a number`);
      return pluralRule(o.lang).select(a) === 'one' ? one : other;
    }
    if (typeof a === 'number' || typeof a === 'string') return String(a);
    if ('card' in a) return o.card(a.card);
    if ('cards' in a) return a.cards.map(o.card).join(' ');
    return formatMessage(a, catalogues, o);
  });
}

const RULES = new Map<Lang, Intl.PluralRules>();

function pluralRule(lang: Lang): Intl.PluralRules {
  let r = RULES.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang === 'nb' ? 'nb-NO' : lang);
    RULES.set(lang, r);
  }
  return r;
}

function lookUp(key: string, catalogues: readonly Catalogue[], lang: Lang): string {
  for (const c of catalogues) {
    const t = c[lang][key];
    if (t !== undefined && Object.hasOwn(c[lang], key)) return t;
  }
  throw new Error(`no text for message "${key}" in ${lang}`);
}

/** The argument names a text uses, each once, sorted (to check that every language asks for the same ones). */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((x) => x[1] as string))].sort();
}
