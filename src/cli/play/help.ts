// The in-game help page (the `help` command), written for each game.

import type { PlayGame } from './games.js';

export function helpText<S, M, O, V>(game: PlayGame<S, M, O, V>, o: { advisor: boolean; round: boolean }): string {
  const lines: string[] = [];
  if (game.rules.id === 'acesup') {
    lines.push(
      'Aces Up: clear away every card but the four aces.',
      '  When two top cards share a suit, the lower one may be discarded (ace high).',
      '  Any top card may be moved onto an empty pile. Deal four new cards when',
      '  you are ready; under the standard rules every possible discard must be',
      '  made before the next deal.',
      '',
      'Moves (piles are numbered 1-4):',
      '  deal, d        deal a card onto each pile (also: turn, t, draw)',
      '  x2             discard the top card of pile 2 (also: discard 2)',
      '  2-4            move the top card of pile 2 onto the empty pile 4',
      '                 (also: 2>4, 24, move 2 4, move 2 to 4)',
      '  j1-3           jokers variant: play the joker on pile 1 onto pile 3',
      '  auto [on|off]  make discards automatically as soon as they are possible',
      '                 (on by default; off under free-discards, your choice there)',
    );
  } else {
    lines.push(
      'Golf: clear the seven columns onto the waste.',
      "  A column's top card may go onto the waste when it is one rank above or",
      "  below the waste's top card, whatever the suit. Turn a stock card onto the",
      '  waste when you are stuck. Lower hole scores are better: the cards left in',
      '  the columns, or minus the stock left after a clear.',
      '',
      'Moves (columns are numbered 1-7):',
      "  3              play column 3's top card onto the waste (also: c3, play 3)",
      '  t, turn        turn the next stock card onto the waste (also: draw, d)',
      '  reshuffle      shuffle the same cards again (only for a locked layout)',
    );
    if (o.round) lines.push('  next           when a hole is over: record its score, go to the next');
  }
  lines.push(
    '',
    'Commands:',
    '  undo, u [N]    take back the last move (or N moves)',
    '  redo, r [N]    play an undone move again',
    '  restart        start this deal again from the beginning',
    `  new [N]        ${o.round ? 'a new round (from deal N)' : 'a new random deal (or deal number N)'}`,
    '  moves, m       list the legal moves with what each does',
    '  show           draw the table again',
  );
  if (o.advisor) {
    lines.push(
      '  hint           the best move, found by the solver with the stock order known',
      '  solve          can this position still be won? (with the stock order known)',
    );
  }
  lines.push(
    '  help, ?        this page',
    '  quit, q        stop (the moves played are printed)',
    '',
    `Several commands may go on one line: ${game.rules.id === 'acesup' ? '"x1 x3 deal" or "1-2, deal"' : '"3 4 t" or "3, 4, t"'}.`,
    'Press Enter to go back to the table.',
  );
  return lines.join('\n');
}
