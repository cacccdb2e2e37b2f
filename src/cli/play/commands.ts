// The words the play screen understands. A line may hold several commands, separated by commas,
// semicolons or spaces ("x1 x3 deal", "3, 4, t"); the whole line is checked before any of it runs.

import { err, ok, parseError, type Result } from '../../core/result.js';

export type PlayCommand =
  | { readonly kind: 'move'; readonly text: string }
  | { readonly kind: 'stock'; readonly text: string }
  | { readonly kind: 'undo'; readonly count: number }
  | { readonly kind: 'redo'; readonly count: number }
  | { readonly kind: 'restart' }
  | { readonly kind: 'new'; readonly number?: number }
  | { readonly kind: 'help' }
  | { readonly kind: 'quit' }
  | { readonly kind: 'moves' }
  | { readonly kind: 'auto'; readonly on?: boolean }
  | { readonly kind: 'hint'; readonly stock?: boolean }
  | { readonly kind: 'chance'; readonly samples?: number }
  | { readonly kind: 'solve' }
  | { readonly kind: 'reshuffle' }
  | { readonly kind: 'next' }
  | { readonly kind: 'show' }
  | { readonly kind: 'finish' };

type Simple = 'restart' | 'help' | 'quit' | 'moves' | 'solve' | 'reshuffle' | 'next' | 'show' | 'finish';

const SIMPLE = new Map<string, Simple>(Object.entries({
  restart: 'restart',
  help: 'help',
  h: 'help',
  '?': 'help',
  quit: 'quit',
  q: 'quit',
  exit: 'quit',
  moves: 'moves',
  m: 'moves',
  solve: 'solve',
  reshuffle: 'reshuffle',
  shuffle: 'reshuffle',
  next: 'next',
  show: 'show',
  look: 'show',
  finish: 'finish',
}) as [string, Simple][]);

const STOCK = new Set(['deal', 'd', 'turn', 't', 'draw']);
const MAX_REPEAT = 10_000;
const MAX_SAMPLES = 100_000;

/**
 * Parses one input line into commands. `isMove` says whether a piece of text is move notation of
 * the game being played (checked by the engine's parser, without a position). The error names the
 * word that is wrong and its place on the line.
 */
export function parsePlayLine(line: string, isMove: (text: string) => boolean): Result<PlayCommand[]> {
  const out: PlayCommand[] = [];
  let word = 0;
  for (const rawPiece of line.split(/[,;]/)) {
    const piece = rawPiece.trim();
    if (piece === '') continue;
    // A piece that is move notation as a whole ("2 4" in Aces Up) is one move.
    if (/\s/.test(piece) && isMove(piece)) {
      word++;
      out.push({ kind: 'move', text: piece });
      continue;
    }
    const tokens = piece.split(/\s+/);
    for (let i = 0; i < tokens.length; i++) {
      const tok = tokens[i] as string;
      const t = tok.toLowerCase();
      word++;
      const arg = tokens[i + 1];
      const simple = SIMPLE.get(t);
      if (simple !== undefined) out.push({ kind: simple });
      else if (STOCK.has(t)) out.push({ kind: 'stock', text: t });
      else if (t === 'hint') {
        // "hint" is the fair player's move; "hint stock" the solver's, with the stock known.
        if (arg?.toLowerCase() === 'stock') {
          out.push({ kind: 'hint', stock: true });
          i++;
          word++;
        } else out.push({ kind: 'hint' });
      } else if (t === 'chance') {
        if (arg !== undefined && /^\d+$/.test(arg)) {
          const n = Number(arg);
          if (n < 1 || n > MAX_SAMPLES) return err(parseError('ERR_COMMAND', `"chance ${arg}": the number of shuffles must be 1 to ${MAX_SAMPLES}`, { token: arg, position: word + 1 }));
          out.push({ kind: 'chance', samples: n });
          i++;
          word++;
        } else out.push({ kind: 'chance' });
      }
      else if (t === 'undo' || t === 'u' || t === 'redo' || t === 'r') {
        let count = 1;
        if (arg !== undefined && /^\d+$/.test(arg)) {
          count = Number(arg);
          if (count < 1 || count > MAX_REPEAT) return err(parseError('ERR_COMMAND', `"${tok} ${arg}": the count must be 1 to ${MAX_REPEAT}`, { token: arg, position: word + 1 }));
          i++;
          word++;
        }
        out.push({ kind: t.startsWith('u') ? 'undo' : 'redo', count });
      } else if (t === 'new') {
        if (arg !== undefined && /^\d+$/.test(arg)) {
          const n = Number(arg);
          if (n > 0xffffffff) return err(parseError('ERR_COMMAND', `"new ${arg}": a deal number is at most 4294967295`, { token: arg, position: word + 1 }));
          out.push({ kind: 'new', number: n });
          i++;
          word++;
        } else out.push({ kind: 'new' });
      } else if (t === 'auto') {
        const a = arg?.toLowerCase();
        if (a === 'on' || a === 'off') {
          out.push({ kind: 'auto', on: a === 'on' });
          i++;
          word++;
        } else out.push({ kind: 'auto' });
      } else if (t === 'discard' || t === 'play' || t === 'move') {
        // Words for the notation: "discard 2" is x2, "move 2 4" (or "move 2 to 4") is 2-4, "play 3" is 3.
        const a = tokens[i + 1];
        const skipTo = tokens[i + 2]?.toLowerCase() === 'to' ? 1 : 0;
        const b = tokens[i + 2 + skipTo];
        let text: string | undefined;
        let used = 1;
        if (t === 'move' && a !== undefined && b !== undefined && /^\d$/.test(a) && /^\d$/.test(b)) {
          text = `${a}-${b}`;
          used = 2 + skipTo;
        } else if (t === 'discard' && a !== undefined && /^\d$/.test(a)) text = `x${a}`;
        else if (t === 'play' && a !== undefined && /^\d$/.test(a)) text = a;
        if (text === undefined || !isMove(text)) {
          const phrase = `"${[tok, ...tokens.slice(i + 1, i + 1 + (t === 'move' ? 2 + skipTo : 1))].join(' ')}"${word === 1 ? '' : ` (word ${word} of the line)`}`;
          if (text !== undefined) return err(parseError('ERR_COMMAND', `${phrase} is not a move in this game`, { token: tok, position: word }));
          const shape = t === 'move' ? 'move 2 4 (from pile 2 onto pile 4)' : t === 'discard' ? 'discard 2 (the top card of pile 2)' : 'play 3 (the top card of column 3)';
          return err(parseError('ERR_COMMAND', `${phrase}: write ${shape}`, { token: tok, position: word }));
        }
        out.push({ kind: 'move', text });
        i += used;
        word += used;
      } else if (isMove(tok)) out.push({ kind: 'move', text: tok });
      else {
        const where = word === 1 ? '' : ` (word ${word} of the line)`;
        return err(parseError('ERR_UNKNOWN_WORD', `"${tok}"${where} is not a command or a move`, { token: tok, position: word }));
      }
    }
  }
  return ok(out);
}
