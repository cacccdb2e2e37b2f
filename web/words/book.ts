// The one way a web catalogue of words is made and used. A catalogue is written as four tables of
// texts, English first (the reference) and Norwegian (bokmål), Swedish and Danish with exactly
// English's keys (the types check it), each key written out in full as `area.name`
// (`coachUi.chance`, `deals.daily`), the area the catalogue's, as in the engine's catalogues.
// `words(...)` turns the four into a word book: its `catalogue` is joined into a Speech
// (web/words/speech.ts), `m(key, args)` makes a message with its key checked, and `text(lang, key,
// args)` writes one of its texts directly (placeholders, plural forms `{n|one|other}` and cards as
// on a card, through the engine's formatMessage) for words fetched later that no Speech holds.

import { displayCard } from '../../src/core/cards.js';
import { type Catalogue, formatMessage, type Lang, type Message, type MessageArg } from '../../src/core/i18n.js';

/** One language's words for a set of keys. */
export type Words<K extends string> = Readonly<Record<K, string>>;

/** The arguments of a message. */
export type Args = Readonly<Record<string, MessageArg>>;

/** A message in one word book's words (its key one of the book's): a Message like any other. */
export interface WordMessage<K extends string> extends Message {
  readonly key: K;
}

/** A language's table with exactly the reference's keys: a missing key or an extra one is a type error. */
type Same<K extends string, T> = Words<K> & { readonly [X in Exclude<keyof T, K>]: never };

/** A catalogue of words with its keys checked: see the top of this file. */
export interface WordBook<K extends string> {
  readonly catalogue: Catalogue;
  /** A message in these words (the key checked), for a Speech that holds this catalogue. */
  readonly m: (key: K, args?: Args) => WordMessage<K>;
  /** One of these texts in a language, with its arguments filled in, without a Speech. */
  readonly text: (lang: Lang, key: K, args?: Args) => string;
}

export function words<E extends Words<string>, N extends Same<keyof E & string, N>, S extends Same<keyof E & string, S>, D extends Same<keyof E & string, D>>(all: {
  readonly en: E;
  readonly nb: N;
  readonly sv: S;
  readonly da: D;
}): WordBook<keyof E & string> {
  const catalogue: Catalogue = all;
  const only: readonly Catalogue[] = [catalogue];
  const m = (key: keyof E & string, args?: Args): WordMessage<keyof E & string> => (args === undefined ? { key } : { key, args });
  return { catalogue, m, text: (lang, key, args) => formatMessage(m(key, args), only, { lang, card: displayCard }) };
}
