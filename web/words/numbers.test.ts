// Numbers and plurals per language: percentages and decimals through Intl.NumberFormat, and the
// plural forms of the app's sentences through Intl.PluralRules.
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPercent } from './numbers.js';
import { speechFor } from './speech.js';

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
    const said = (lang: 'en' | 'nb' | 'sv' | 'da', n: number): string => speechFor(lang).say({ key: 'cardsLeftN', args: { n } });
    expect(said('en', 1)).toBe('1 card left');
    expect(said('en', 2)).toBe('2 cards left');
    expect(said('en', 0)).toBe('0 cards left');
    expect(said('nb', 1)).toBe('1 kort igjen');
    expect(said('sv', 3)).toBe('3 kort kvar');
    expect(said('da', 1)).toBe('1 kort tilbage');
    expect(speechFor('en').say({ key: 'moveCount', args: { n: 1 } })).toBe('1 move');
    expect(speechFor('en').say({ key: 'moveCount', args: { n: 12 } })).toBe('12 moves');
    expect(speechFor('en').say({ key: 'imported', args: { games: 1, rounds: 2 } })).toBe('Imported 1 game and 2 rounds.');
    expect(speechFor('nb').say({ key: 'imported', args: { games: 1, rounds: 1 } })).toBe('Importerte 1 spill og 1 runde.');
  });
});
