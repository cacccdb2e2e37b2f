// Move text for Aces Up: `deal`, `x2` (discard the top of pile 2), `2-4` (move the top of pile 2
// onto empty pile 4), `j1-3` (play the joker on pile 1 onto pile 3's top card). Piles are 1-4.
// On input also accepted: `d` for deal, `2>4` or `24` for a move, `j13` for a joker play.

import { err, ok, parseError, type Result } from '../../core/result.js';
import { type AcesUpMove, type AcesUpState, legalMovesAcesUp, sameMove } from './rules.js';

export function formatAcesUpMove(m: AcesUpMove): string {
  switch (m.type) {
    case 'deal':
      return 'deal';
    case 'discard':
      return `x${m.pile + 1}`;
    case 'move':
      return `${m.from + 1}-${m.to + 1}`;
    case 'joker':
      return `j${m.from + 1}-${m.to + 1}`;
  }
}

export function parseAcesUpMove(text: string, state?: AcesUpState): Result<AcesUpMove> {
  const t = text.trim().toLowerCase();
  let m: AcesUpMove | undefined;
  let match: RegExpExecArray | null;
  if (t === 'deal' || t === 'd') m = { type: 'deal' };
  else if ((match = /^x([1-4])$/.exec(t))) m = { type: 'discard', pile: Number(match[1]) - 1 };
  else if ((match = /^(j?)([1-4])\s*[->]?\s*([1-4])$/.exec(t))) {
    const from = Number(match[2]) - 1;
    const to = Number(match[3]) - 1;
    if (from === to) return err(parseError('ERR_MOVE', `"${text}": a card cannot move onto its own pile`, { token: text }));
    m = match[1] === 'j' ? { type: 'joker', from, to } : { type: 'move', from, to };
  }
  if (!m) {
    return err(parseError('ERR_MOVE', `"${text}" is not an Aces Up move (write deal, x2 to discard from pile 2, 2-4 to move pile 2 onto empty pile 4, j1-3 to play a joker)`, { token: text }));
  }
  if (state) {
    const legal = legalMovesAcesUp(state);
    // A plain move onto a non-empty pile from a joker is the joker play the player meant.
    if (m.type === 'move' && !legal.some((x) => sameMove(x, m))) {
      const asJoker: AcesUpMove = { type: 'joker', from: m.from, to: m.to };
      if (legal.some((x) => sameMove(x, asJoker))) return ok(asJoker);
    }
    if (!legal.some((x) => sameMove(x, m))) {
      return err(parseError('ERR_ILLEGAL', `"${text}" is not legal here${legal.length === 0 ? ' (the game is over)' : ''}`, { token: text }));
    }
  }
  return ok(m);
}
