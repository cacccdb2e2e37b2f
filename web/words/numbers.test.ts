// Numbers and plurals per language: percentages and decimals through Intl.NumberFormat, and the
// plural forms of the app's sentences through Intl.PluralRules.
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPercent } from './numbers.js';
import { speechFor } from './speech.js';
import { END_WORDS } from '../end/words.js';

describe('numbers and plurals', () => {
  it('writes percentages and decimals the way each language does', () => {
    // Intl puts a no-break space before the per cent sign in the Nordic languages.
    const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(formatPercent('en', 0.03)).toBe('3.0%');
    expect(plain(formatPercent('nb', 0.03))).toBe('3,0 %');
    expect(plain(formatPercent('sv', 0.03))).toBe('3,0 %');
    expect(plain(formatPercent('da', 0.03))).toBe('3,0 %');
    expect(formatDecimal('en', 3.25)).toBe('3.3');
    expect(formatDecimal('da', 3.25)).toBe('3,3');
    expect(formatDecimal('sv', -2.5)).toMatch(/^[-−]2,5$/);
  });

  it('says "1 card left" and "2 cards left", and the same in every language', () => {
    const said = (lang: 'en' | 'nb' | 'sv' | 'da', n: number): string => speechFor(lang).say({ key: 'table.cardsLeftN', args: { n } });
    expect(said('en', 1)).toBe('1 card left');
    expect(said('en', 2)).toBe('2 cards left');
    expect(said('en', 0)).toBe('0 cards left');
    expect(said('nb', 1)).toBe('1 kort igjen');
    expect(said('sv', 3)).toBe('3 kort kvar');
    expect(said('da', 1)).toBe('1 kort tilbage');
    expect(speechFor('en').say({ key: 'table.moveCount', args: { n: 1 } })).toBe('1 move');
    expect(speechFor('en').say({ key: 'table.moveCount', args: { n: 12 } })).toBe('12 moves');
    expect(speechFor('en').say({ key: 'app.imported', args: { games: 1, rounds: 2 } })).toBe('Imported 1 game and 2 rounds.');
    expect(speechFor('nb').say({ key: 'app.imported', args: { games: 1, rounds: 1 } })).toBe('Importerte 1 spill og 1 runde.');
  });

  it('agrees the adjective with the count in the Nordic languages: "1 drag möjligt", "2 drag möjliga"', () => {
    const now = (lang: 'en' | 'nb' | 'sv' | 'da', n: number): string => speechFor(lang).say({ key: 'present.now', args: { n } });
    expect([now('en', 1), now('en', 2)]).toEqual(['1 move now', '2 moves now']);
    expect([now('sv', 1), now('sv', 2)]).toEqual(['1 drag möjligt nu', '2 drag möjliga nu']);
    expect([now('nb', 1), now('nb', 2)]).toEqual(['1 mulig trekk nå', '2 mulige trekk nå']);
    expect([now('da', 1), now('da', 2)]).toEqual(['1 muligt træk nu', '2 mulige træk nu']);
    const streak = (lang: 'en' | 'nb' | 'sv' | 'da', n: number): string => END_WORDS.text(lang, 'end.dailyWon', { date: 'x', n });
    expect([streak('en', 1), streak('sv', 2), streak('nb', 1), streak('da', 3)].map((s) => s.split(', ').pop())).toEqual(['1 day in a row', '2 dagar i rad', '1 dag på rad', '3 dage i træk']);
  });
});
