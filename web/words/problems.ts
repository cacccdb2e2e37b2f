// A bad link or a mistyped deal in words a player uses. The parsers (src/core, web/model/link.ts,
// web/deals/link.ts) give an error code, the token at fault and its place, in the engine's English
// with option syntax and column numbers; here each becomes one plain sentence in the player's
// language: what was wrong ("This link's deal number is too large") and, for a link, which game
// opens instead. Loaded only when there is a problem to say (main.tsx, the deal dialog), so its
// words stay out of the first load; keys start with "problem.".

import type { ParseError } from '../../src/core/result.js';
import type { GameId } from '../../src/core/game.js';
import { webGameInfo } from '../games/index.js';
import { type Lang, type Message, type Speech, speechOver } from './i18n.js';
import { words } from './book.js';
import { shortenEcho } from '../model/link.js';
import { CATALOGUES } from './speech.js';
import { dateLocale } from './numbers.js';

const en = {
  'problem.instead': '{problem} A new game of {game} was dealt instead.',
  'problem.noGame': 'This link gives a deal but not which game it is for.',
  'problem.unknownGame': 'This link asks for a game Kabal does not have ("{name}").',
  'problem.rules': 'The rules this link asks for could not be read.',
  'problem.dealAndCards': 'This link gives both a deal number and the cards; it should give one of them.',
  'problem.dealTooLarge': "This link's deal number is too large.",
  'problem.numberTooLarge': 'That deal number is too large: the largest is 4,294,967,295.',
  'problem.dealNotNumber': 'The deal number "{text}" is not a whole number.',
  'problem.card': 'Card {n}, "{text}", is not a card (write the rank, then the suit, like AS, TD or 10H).',
  'problem.duplicate': 'Card {n}, "{text}", is in the deal twice.',
  'problem.joker': 'Card {n} is a joker, one more than these rules have.',
  'problem.count': 'The deal has {n} {n|card|cards}; it needs {expected}.',
  'problem.dateForm': 'The date "{text}" is not written like 2027-03-05.',
  'problem.dateYear': 'Daily deals run from 2000 to 2099, not {year}.',
  'problem.dateMonth': 'The date "{text}" has no month {month}.',
  'problem.dateDay': 'The date "{text}" does not exist: that month has {days} days, not {day}.',
  'problem.future': 'The daily deal of {date} is not out yet.',
  'problem.dailyNoGame': 'This daily deal link does not say which game it is for.',
  'problem.dailyAndDeal': 'This daily deal link also names a deal; a daily deal link names only the day.',
  'problem.dailyAndDuel': 'This link asks for a daily deal and a challenge at once.',
  'problem.challenge': 'This challenge link is incomplete or damaged.',
  'problem.challengeMove': 'Move {n} of this challenge cannot be played on its deal.',
  'problem.other': 'This link could not be read.',
};

export const PROBLEM_WORDS = words({
  en,
  nb: {
    'problem.instead': '{problem} Et nytt spill {game} er delt ut i stedet.',
    'problem.noGame': 'Denne lenken gir en utdeling, men ikke hvilket spill den er for.',
    'problem.unknownGame': 'Denne lenken ber om et spill Kabal ikke har («{name}»).',
    'problem.rules': 'Reglene denne lenken ber om, kunne ikke leses.',
    'problem.dealAndCards': 'Denne lenken gir både et utdelingsnummer og kortene; den skal gi bare det ene.',
    'problem.dealTooLarge': 'Utdelingsnummeret i denne lenken er for stort.',
    'problem.numberTooLarge': 'Det utdelingsnummeret er for stort: det største er 4 294 967 295.',
    'problem.dealNotNumber': 'Utdelingsnummeret «{text}» er ikke et helt tall.',
    'problem.card': 'Kort {n}, «{text}», er ikke et kort (skriv verdien og så fargen, som AS, TD eller 10H).',
    'problem.duplicate': 'Kort {n}, «{text}», er med to ganger i utdelingen.',
    'problem.joker': 'Kort {n} er en joker, én mer enn disse reglene har.',
    'problem.count': 'Utdelingen har {n} kort; den trenger {expected}.',
    'problem.dateForm': 'Datoen «{text}» er ikke skrevet som 2027-03-05.',
    'problem.dateYear': 'Dagens kabal finnes fra 2000 til 2099, ikke for {year}.',
    'problem.dateMonth': 'Datoen «{text}» har ingen måned {month}.',
    'problem.dateDay': 'Datoen «{text}» finnes ikke: den måneden har {days} dager, ikke {day}.',
    'problem.future': 'Dagens kabal for {date} er ikke ute ennå.',
    'problem.dailyNoGame': 'Denne lenken til dagens kabal sier ikke hvilket spill den er for.',
    'problem.dailyAndDeal': 'Denne lenken til dagens kabal nevner også en utdeling; en slik lenke nevner bare dagen.',
    'problem.dailyAndDuel': 'Denne lenken ber om både dagens kabal og en utfordring.',
    'problem.challenge': 'Denne utfordringslenken er ufullstendig eller skadet.',
    'problem.challengeMove': 'Trekk {n} i denne utfordringen kan ikke spilles på utdelingen.',
    'problem.other': 'Denne lenken kunne ikke leses.',
  },
  sv: {
    'problem.instead': '{problem} Ett nytt parti {game} har lagts ut i stället.',
    'problem.noGame': 'Den här länken anger en giv men inte vilket spel den gäller.',
    'problem.unknownGame': 'Den här länken ber om ett spel som Kabal inte har (”{name}”).',
    'problem.rules': 'Reglerna som den här länken ber om kunde inte läsas.',
    'problem.dealAndCards': 'Den här länken anger både ett givnummer och korten; den ska ange bara det ena.',
    'problem.dealTooLarge': 'Givnumret i den här länken är för stort.',
    'problem.numberTooLarge': 'Det givnumret är för stort: det största är 4 294 967 295.',
    'problem.dealNotNumber': 'Givnumret ”{text}” är inte ett heltal.',
    'problem.card': 'Kort {n}, ”{text}”, är inte ett kort (skriv valören och sedan färgen, som AS, TD eller 10H).',
    'problem.duplicate': 'Kort {n}, ”{text}”, finns två gånger i given.',
    'problem.joker': 'Kort {n} är en joker, en fler än de här reglerna har.',
    'problem.count': 'Given har {n} kort; den behöver {expected}.',
    'problem.dateForm': 'Datumet ”{text}” är inte skrivet som 2027-03-05.',
    'problem.dateYear': 'Dagens giv finns från 2000 till 2099, inte för {year}.',
    'problem.dateMonth': 'Datumet ”{text}” har ingen månad {month}.',
    'problem.dateDay': 'Datumet ”{text}” finns inte: den månaden har {days} dagar, inte {day}.',
    'problem.future': 'Dagens giv för {date} är inte ute än.',
    'problem.dailyNoGame': 'Den här länken till dagens giv säger inte vilket spel den gäller.',
    'problem.dailyAndDeal': 'Den här länken till dagens giv nämner också en giv; en sådan länk nämner bara dagen.',
    'problem.dailyAndDuel': 'Den här länken ber om både dagens giv och en utmaning.',
    'problem.challenge': 'Den här utmaningslänken är ofullständig eller skadad.',
    'problem.challengeMove': 'Drag {n} i den här utmaningen kan inte spelas på given.',
    'problem.other': 'Den här länken kunde inte läsas.',
  },
  da: {
    'problem.instead': '{problem} Et nyt spil {game} er lagt ud i stedet.',
    'problem.noGame': 'Dette link giver en kortgivning, men ikke hvilket spil det er til.',
    'problem.unknownGame': 'Dette link beder om et spil, som Kabal ikke har (»{name}«).',
    'problem.rules': 'Reglerne, som dette link beder om, kunne ikke læses.',
    'problem.dealAndCards': 'Dette link giver både et kortgivningsnummer og kortene; det skal kun give det ene.',
    'problem.dealTooLarge': 'Kortgivningsnummeret i dette link er for stort.',
    'problem.numberTooLarge': 'Det kortgivningsnummer er for stort: det største er 4.294.967.295.',
    'problem.dealNotNumber': 'Kortgivningsnummeret »{text}« er ikke et helt tal.',
    'problem.card': 'Kort {n}, »{text}«, er ikke et kort (skriv værdien og så kuløren, som AS, TD eller 10H).',
    'problem.duplicate': 'Kort {n}, »{text}«, er med to gange i kortgivningen.',
    'problem.joker': 'Kort {n} er en joker, én mere end disse regler har.',
    'problem.count': 'Kortgivningen har {n} kort; den skal have {expected}.',
    'problem.dateForm': 'Datoen »{text}« er ikke skrevet som 2027-03-05.',
    'problem.dateYear': 'Dagens kabale findes fra 2000 til 2099, ikke for {year}.',
    'problem.dateMonth': 'Datoen »{text}« har ingen måned {month}.',
    'problem.dateDay': 'Datoen »{text}« findes ikke: den måned har {days} dage, ikke {day}.',
    'problem.future': 'Dagens kabale for {date} er ikke ude endnu.',
    'problem.dailyNoGame': 'Dette link til dagens kabale siger ikke, hvilket spil det er til.',
    'problem.dailyAndDeal': 'Dette link til dagens kabale nævner også en kortgivning; sådan et link nævner kun dagen.',
    'problem.dailyAndDuel': 'Dette link beder om både dagens kabale og en udfordring.',
    'problem.challenge': 'Dette udfordringslink er ufuldstændigt eller beskadiget.',
    'problem.challengeMove': 'Træk {n} i denne udfordring kan ikke spilles på kortgivningen.',
    'problem.other': 'Dette link kunne ikke læses.',
  },
});

/** A mistake in deal text or a deal number (a link's, or one typed in the deal dialog), in words; undefined when it is not one. */
export function dealTextProblem(e: ParseError, inLink: boolean): Message | undefined {
  const n = e.position ?? 0;
  const text = e.token ?? '';
  switch (e.code) {
    case 'ERR_CARD':
      return PROBLEM_WORDS.m('problem.card', { n, text });
    case 'ERR_DUPLICATE':
      return PROBLEM_WORDS.m('problem.duplicate', { n, text });
    case 'ERR_JOKER':
      return PROBLEM_WORDS.m('problem.joker', { n });
    case 'ERR_COUNT': {
      const expected = Number(/has (\d+) cards/.exec(e.message)?.[1] ?? 52);
      return PROBLEM_WORDS.m('problem.count', { n, expected });
    }
    case 'ERR_DEAL_NUMBER':
      return /too large/.test(e.message) ? PROBLEM_WORDS.m(inLink ? 'problem.dealTooLarge' : 'problem.numberTooLarge') : PROBLEM_WORDS.m('problem.dealNotNumber', { text: text.trim() });
    default:
      return undefined;
  }
}

/** A date of a daily link that is not a real date, in words. */
function dateProblem(e: ParseError, dateText: string): Message {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateText.trim());
  if (!m) return PROBLEM_WORDS.m('problem.dateForm', { text: dateText.trim() });
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 2000 || year > 2099) return PROBLEM_WORDS.m('problem.dateYear', { year });
  if (month < 1 || month > 12) return PROBLEM_WORDS.m('problem.dateMonth', { text: m[0], month });
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return PROBLEM_WORDS.m('problem.dateDay', { text: m[0], days, day });
}

/**
 * What was wrong with a link, in words, from the parser's error and the address (which part was at
 * fault: the game, the rules, the deal, the cards, the day, the challenge). `longDate` writes a
 * date (YYYY-MM-DD) in the player's language.
 */
export function linkProblem(e: ParseError, search: string, longDate: (iso: string) => string): Message {
  const params = new URLSearchParams(search);
  const text = e.message;
  if (e.code === 'ERR_GAME') return PROBLEM_WORDS.m('problem.unknownGame', { name: (params.get('game') ?? '').trim() });
  if (e.code === 'ERR_VARIANT') return PROBLEM_WORDS.m('problem.rules');
  if (e.code === 'ERR_DATE') return dateProblem(e, params.get('daily') ?? '');
  if (e.code === 'ERR_FUTURE') return PROBLEM_WORDS.m('problem.future', { date: longDate((params.get('daily') ?? '').trim()) });
  if (text.startsWith('link moves')) {
    const n = /move (\d+)/.exec(text)?.[1];
    return n === undefined ? PROBLEM_WORDS.m('problem.challenge') : PROBLEM_WORDS.m('problem.challengeMove', { n: Number(n) });
  }
  const deal = dealTextProblem(e, true);
  if (deal) return deal;
  if (text.startsWith('link score') || text.includes('a challenge needs')) return PROBLEM_WORDS.m('problem.challenge');
  if (text.includes('daily=… or duel=…')) return PROBLEM_WORDS.m('problem.dailyAndDuel');
  if (text.includes('a daily deal needs game')) return PROBLEM_WORDS.m('problem.dailyNoGame');
  if (text.includes('a daily deal link gives no deal')) return PROBLEM_WORDS.m('problem.dailyAndDeal');
  if (text.includes('not both')) return PROBLEM_WORDS.m('problem.dealAndCards');
  if (text.includes('but no game')) return PROBLEM_WORDS.m('problem.noGame');
  return PROBLEM_WORDS.m('problem.other');
}

/** A date written YYYY-MM-DD, in the player's language ("5 December 2027"); the text itself when it is not one. */
export function longDate(iso: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(dateLocale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

const speeches = new Map<Lang, Speech>();

/** The page's speech with these words joined in. */
export function problemSpeech(lang: Lang): Speech {
  let s = speeches.get(lang);
  if (!s) {
    s = speechOver(lang, [PROBLEM_WORDS.catalogue, ...CATALOGUES]);
    speeches.set(lang, s);
  }
  return s;
}

/** A bad link's notice: what was wrong, then the game dealt instead; overlong echoed tokens cut. */
export function badLinkNotice(e: ParseError, search: string, instead: GameId, lang: Lang): string {
  const s = problemSpeech(lang);
  const problem = s.say(linkProblem(e, search, (iso) => longDate(iso, lang)));
  return shortenEcho(s.say({ key: 'problem.instead', args: { problem, game: s.say(webGameInfo(instead).title) } }));
}

/** A mistake in a deal number or typed cards, in the deal dialog. */
export function dealProblemText(e: ParseError, lang: Lang): string {
  return problemSpeech(lang).say(dealTextProblem(e, false) ?? { key: 'problem.other' });
}
