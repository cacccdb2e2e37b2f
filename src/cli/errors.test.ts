// Echoing user text: control characters escaped, long texts shortened, the token inside a parser's message too.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clip, ECHO_MAX, parseMessage, quote, safeMessage } from './errors.js';

// eslint-disable-next-line no-control-regex -- what must never reach the terminal
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('echoed input', () => {
  it('escapes escape sequences and other controls', () => {
    expect(quote('\x1b]0;owned\x07AS')).toBe('"\\x1b]0;owned\\x07AS"');
    expect(clip('a\tb\rc\u202ed')).toBe('a\\tb\\rc\\u202ed');
    expect(safeMessage('line 1: "\x1b[31mQQ"\nline 2: fine')).toBe('line 1: "\\x1b[31mQQ"\nline 2: fine');
  });

  it('shortens a long token and says how long it was', () => {
    const big = 'Z'.repeat(1 << 20);
    const shown = quote(big);
    expect(shown.length).toBeLessThan(100);
    expect(shown).toBe(`"${'Z'.repeat(ECHO_MAX - 1)}… (1,048,576 characters)"`);
    expect(safeMessage(`card 1 (column 1): "${big}" is not a card`).length).toBeLessThan(500);
  });

  it('shortens the token inside a parser message, keeping the rest', () => {
    const token = `${'X'.repeat(5000)}\x1b[2J`;
    const m = parseMessage({ message: `card 3 (column 7): "${token}" is not a card`, token });
    expect(m.startsWith('card 3 (column 7): "XXXX')).toBe(true);
    expect(m.endsWith('" is not a card')).toBe(true);
    expect(m.length).toBeLessThan(120);
    expect(parseMessage({ message: 'no token here' })).toBe('no token here');
  });

  it('never lets a control character through, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        expect(CONTROL.test(clip(s))).toBe(false);
        expect(CONTROL.test(safeMessage(s))).toBe(false);
        expect([...clip(s)].length).toBeLessThanOrEqual(ECHO_MAX * 6 + 30);
      }),
      { numRuns: 2000 },
    );
  });
});
