// A bad link or a mistyped deal in plain words: every kind of link the parsers refuse, in every
// language, says what was wrong without codes, option syntax or column numbers.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/core/i18n.js';
import { parseLink } from '../model/link.js';
import { parseDealsLink } from '../deals/link.js';
import { badLinkNotice, dealProblemText } from './problems.js';
import { parseDealNumber } from '../../src/core/deal.js';

const TODAY = { year: 2026, month: 12, day: 5 };

/** The notice for a link, from whichever parser refuses it (the daily or duel one first, as main.tsx reads them). */
function notice(search: string, lang: (typeof LANGS)[number] = 'en'): string {
  const deals = parseDealsLink(search, TODAY);
  const r = deals.ok ? parseLink(search) : deals;
  if (r.ok) throw new Error(`${search} was accepted`);
  return badLinkNotice(r.error, search, 'golf', lang);
}

const CASES: [string, string][] = [
  ['?game=chess', 'This link asks for a game Kabal does not have ("chess").'],
  ['?game=golf&variant=golf(bogus)', 'The rules this link asks for could not be read.'],
  ['?game=golf&deal=1&cards=AS', 'This link gives both a deal number and the cards; it should give one of them.'],
  ['?game=golf&deal=99999999999', "This link's deal number is too large."],
  ['?game=golf&deal=12x', 'The deal number "12x" is not a whole number.'],
  ['?game=golf&cards=AS-ZZ', 'Card 2, "ZZ", is not a card (write the rank, then the suit, like AS, TD or 10H).'],
  ['?game=golf&cards=AS-AS', 'Card 2, "AS", is in the deal twice.'],
  ['?game=golf&cards=AS-JK', 'Card 2 is a joker, one more than these rules have.'],
  ['?game=golf&cards=AS-2S', 'The deal has 2 cards; it needs 52.'],
  ['?deal=5', 'This link gives a deal but not which game it is for.'],
  ['?game=golf&daily=2027-13-01', 'The date "2027-13-01" has no month 13.'],
  ['?game=golf&daily=2027-02-29', 'The date "2027-02-29" does not exist: that month has 28 days, not 29.'],
  ['?game=golf&daily=1999-05-01', 'Daily deals run from 2000 to 2099, not 1999.'],
  ['?game=golf&daily=5 May', 'The date "5 May" is not written like 2027-03-05.'],
  ['?daily=2024-02-29', 'This daily deal link does not say which game it is for.'],
  ['?game=golf&daily=2024-02-29&duel=1', 'This link asks for a daily deal and a challenge at once.'],
  ['?game=golf&duel=1&deal=3&moves=x9', 'Move 1 of this challenge cannot be played on its deal.'],
  ['?game=golf&duel=1&deal=3&score=abc&moves=t', 'This challenge link is incomplete or damaged.'],
];

describe('bad links in words', () => {
  for (const [search, said] of CASES) {
    it(search, () => {
      expect(notice(search)).toBe(`${said} A new game of Golf was dealt instead.`);
    });
  }

  it('says a future daily deal with its date in the language, and no code in any language', () => {
    expect(notice('?game=golf&daily=2099-06-01')).toMatch(/^The daily deal of (1 June 2099|June 1, 2099) is not out yet\./);
    for (const lang of LANGS) {
      for (const [search] of CASES) {
        const text = notice(search, lang);
        expect(text, `${lang} ${search}`).not.toMatch(/golf\(|bogus|column|known:|ERR_|\(at most|\{|\}/);
        expect(text.length, `${lang} ${search}`).toBeGreaterThan(20);
      }
    }
  });

  it('says a mistyped deal number in the deal dialog without the link', () => {
    const r = parseDealNumber('99999999999');
    if (r.ok) throw new Error('accepted');
    expect(dealProblemText(r.error, 'en')).toBe('That deal number is too large: the largest is 4,294,967,295.');
    expect(dealProblemText(r.error, 'sv')).toBe('Det givnumret är för stort: det största är 4 294 967 295.');
  });
});
