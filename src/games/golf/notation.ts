// Move text for Golf: `1`..`7` plays that column's top card onto the waste; `t` turns a stock
// card. On input also accepted: `c3`, `turn`, `draw`, `d`.

import { asciiLower, clip, err, oddCharacter, ok, parseError, type Result } from '../../core/result.js';
import { type GolfMove, type GolfState, isLegalGolf } from './rules.js';

export function formatGolfMove(m: GolfMove): string {
  return m.type === 'turn' ? 't' : String(m.column + 1);
}

export function parseGolfMove(text: string, state?: GolfState): Result<GolfMove> {
  const t = asciiLower(text.trim());
  let m: GolfMove | undefined;
  let match: RegExpExecArray | null;
  if (t === 't' || t === 'turn' || t === 'draw' || t === 'd') m = { type: 'turn' };
  else if ((match = /^c?([1-7])$/.exec(t))) m = { type: 'play', column: Number(match[1]) - 1 };
  if (!m) {
    const odd = oddCharacter(t);
    const holds = odd === undefined ? '' : ` (it holds the character ${odd})`;
    return err(parseError('ERR_MOVE', `"${clip(text)}" is not a Golf move${holds} (write a column 1-7 to play its top card, or t to turn a stock card)`, { token: text }));
  }
  if (state && !isLegalGolf(state, m)) {
    return err(parseError('ERR_ILLEGAL', `"${clip(text)}" is not legal here`, { token: text }));
  }
  return ok(m);
}

/** The rules in short and the move notation, for the terminal's help page (English). */
export const GOLF_HELP = {
  rules: [
    'Golf: clear the seven columns onto the waste.',
    "  A column's top card may go onto the waste when it is one rank above or",
    "  below the waste's top card, whatever the suit. Turn a stock card onto the",
    '  waste when you are stuck. Lower hole scores are better: the cards left in',
    '  the columns, or minus the stock left after a clear.',
  ],
  moves: [
    'Moves (columns are numbered 1-7):',
    "  3              play column 3's top card onto the waste (also: c3, play 3)",
    '  t, turn        turn the next stock card onto the waste (also: draw, d)',
  ],
  example: '"3 4 t" or "3, 4, t"',
} as const;
