// Move text for Golf: `1`..`7` plays that column's top card onto the waste; `t` turns a stock
// card. On input also accepted: `c3`, `turn`, `draw`, `d`.

import { err, ok, parseError, type Result } from '../../core/result.js';
import { type GolfMove, type GolfState, isLegalGolf } from './rules.js';

export function formatGolfMove(m: GolfMove): string {
  return m.type === 'turn' ? 't' : String(m.column + 1);
}

export function parseGolfMove(text: string, state?: GolfState): Result<GolfMove> {
  const t = text.trim().toLowerCase();
  let m: GolfMove | undefined;
  let match: RegExpExecArray | null;
  if (t === 't' || t === 'turn' || t === 'draw' || t === 'd') m = { type: 'turn' };
  else if ((match = /^c?([1-7])$/.exec(t))) m = { type: 'play', column: Number(match[1]) - 1 };
  if (!m) return err(parseError('ERR_MOVE', `"${text}" is not a Golf move (write a column 1-7 to play its top card, or t to turn a stock card)`, { token: text }));
  if (state && !isLegalGolf(state, m)) {
    return err(parseError('ERR_ILLEGAL', `"${text}" is not legal here`, { token: text }));
  }
  return ok(m);
}
