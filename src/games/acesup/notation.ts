// Move text for Aces Up: `deal`, `x2` (discard the top of pile 2), `2-4` (move the top of pile 2
// onto empty pile 4), `j1-3` (play the joker on pile 1 onto pile 3's top card). Piles are 1-4.
// On input also accepted: `d` for deal, `2>4`, `24` or `2 4` for a move (any Unicode space), `j13`
// for a joker play, and upper case.

import { asciiLower, clip, err, oddCharacter, ok, parseError, type Result } from '../../core/result.js';
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
  const t = asciiLower(text.trim());
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
    const odd = oddCharacter(t.replace(/\s/gu, ''));
    const holds = odd === undefined ? '' : ` (it holds the character ${odd})`;
    return err(parseError('ERR_MOVE', `"${clip(text)}" is not an Aces Up move${holds} (write deal, x2 to discard from pile 2, 2-4 to move pile 2 onto empty pile 4, j1-3 to play a joker)`, { token: text }));
  }
  if (state) {
    const legal = legalMovesAcesUp(state);
    // A plain move onto a non-empty pile from a joker is the joker play the player meant.
    if (m.type === 'move' && !legal.some((x) => sameMove(x, m))) {
      const asJoker: AcesUpMove = { type: 'joker', from: m.from, to: m.to };
      if (legal.some((x) => sameMove(x, asJoker))) return ok(asJoker);
    }
    if (!legal.some((x) => sameMove(x, m))) {
      return err(parseError('ERR_ILLEGAL', `"${clip(text)}" is not legal here${legal.length === 0 ? ' (the game is over)' : ''}`, { token: text }));
    }
  }
  return ok(m);
}

/** The rules in short and the move notation, for the terminal's help page (English). */
export const ACESUP_HELP = {
  rules: [
    'Aces Up: clear away every card but the four aces.',
    '  When two top cards share a suit, the lower one may be discarded (ace high).',
    '  Any top card may be moved onto an empty pile. Deal four new cards when',
    '  you are ready; under the standard rules every possible discard must be',
    '  made before the next deal.',
  ],
  moves: [
    'Moves (piles are numbered 1-4):',
    '  deal, d        deal a card onto each pile (also: turn, t, draw)',
    '  x2             discard the top card of pile 2 (also: discard 2)',
    '  2-4            move the top card of pile 2 onto the empty pile 4',
    '                 (also: 2>4, 24, move 2 4, move 2 to 4)',
    '  j1-3           jokers variant: play the joker on pile 1 onto pile 3',
  ],
  example: '"x1 x3 deal" or "1-2, deal"',
} as const;
