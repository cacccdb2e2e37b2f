// How a message (the engine's Message: a key with arguments, possibly nested) becomes text in the
// player's language: the language picked, cards named, and the Speech a component speaks with.
// Code only: the words are in the catalogues (app-words.ts for the app's own, each made with
// `words()` of book.ts; speech.ts joins them with the engine's catalogues, which hold everything
// about the rules).

import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { displayCard } from '../../src/core/cards.js';
import { type Catalogue, formatMessage, type Lang, LANGS, type Message, type MessageArg } from '../../src/core/i18n.js';
import { APP_WORDS, type AppKey } from './app-words.js';

export { type AppKey, type Lang, LANGS, type Message };
export const LANG_NAMES: Record<Lang, string> = { en: 'English', nb: 'Norsk (bokmål)', sv: 'Svenska', da: 'Dansk' };

/** The language to start in: a saved choice, else the first browser language we have. */
export function pickLang(saved: string | null, browser: readonly string[]): Lang {
  if (saved !== null && (LANGS as readonly string[]).includes(saved)) return saved as Lang;
  for (const b of browser) {
    const base = b.toLowerCase().split('-')[0] ?? '';
    if (base === 'no' || base === 'nn' || base === 'nb') return 'nb';
    if ((LANGS as readonly string[]).includes(base)) return base as Lang;
  }
  return 'en';
}

export type Arg = MessageArg;

const SUIT_NAMES: Record<Lang, readonly string[]> = {
  en: ['spades', 'hearts', 'diamonds', 'clubs'],
  nb: ['spar', 'hjerter', 'ruter', 'kløver'],
  sv: ['spader', 'hjärter', 'ruter', 'klöver'],
  da: ['spar', 'hjerter', 'ruder', 'klør'],
};
const RANK_NAMES: Record<Lang, readonly string[]> = {
  en: ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'],
  nb: ['ess', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'knekt', 'dame', 'konge'],
  sv: ['ess', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'knekt', 'dam', 'kung'],
  da: ['es', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'knægt', 'dame', 'konge'],
};

/** A card's spoken name: English "ace of spades"; the Nordic languages say the suit first ("spar ess"). */
export function cardNameIn(lang: Lang, card: number): string {
  if (card >= 52) return 'joker';
  const rank = RANK_NAMES[lang][card % 13] ?? '?';
  const suit = SUIT_NAMES[lang][Math.floor(card / 13)] ?? '?';
  return lang === 'en' ? `${rank} of ${suit}` : `${suit} ${rank}`;
}

/**
 * Everything a component needs to speak: the app's words by key (`t`, the one shortcut: every other
 * catalogue's words are said as `say(BOOK.m(key))`), any message, and card names.
 * `say` names cards in words ("7 of clubs"), for accessible names and the live region; `show`
 * writes them as on a card ("7♣"), for text on screen.
 */
export interface Speech {
  readonly lang: Lang;
  readonly t: (key: AppKey, args?: Readonly<Record<string, Arg>>) => string;
  readonly say: (m: Message) => string;
  readonly show: (m: Message) => string;
  readonly card: (card: number) => string;
}

/** A speech over one language's catalogues (the app's, every web game's and the engine's, joined by speech.ts). */
export function speechOver(lang: Lang, catalogues: readonly Catalogue[]): Speech {
  const card = (c: number): string => cardNameIn(lang, c);
  const say = (m: Message): string => formatMessage(m, catalogues, { lang, card });
  const show = (m: Message): string => formatMessage(m, catalogues, { lang, card: displayCard });
  return { lang, say, show, card, t: (key, args) => say(args === undefined ? { key } : { key, args }) };
}

/** A text as a sentence: the engine's move phrases start in lower case ("move the 7♣ …"). */
export function sentence(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export const SpeechContext = createContext<Speech>(speechOver('en', [APP_WORDS.catalogue]));

/** The current language's speech (App provides it). */
export function useSpeech(): Speech {
  return useContext(SpeechContext);
}
