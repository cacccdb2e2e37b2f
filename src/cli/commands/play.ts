// `kabal play`: play Aces Up or Golf at the terminal, or script a game through piped input.

import type { Command } from 'commander';
import type { Lazy } from './lazy.js';
import { asciiOption, budgetOptions, gameArgument, variantOption } from './options.js';

const HELP_AFTER = `
Where the deal comes from (give at most one):
  -n, --number N     deal number N (the same cards as kabal deal/show -n N)
  --random           a random deal number (the default)
  --deal "TEXT"      the deal as text: the cards in the order they come off the deck
  --record "LINE"    a game record (the deal, " | ", the moves, as printed at the end of a
                     game): the game goes on from its last move
  -i, --input FILE   the first deal line of FILE; "-" reads it from standard input, and the
                     lines after it are the commands
  With --round (Golf only), the nine holes are deals N to N+8, or the first nine deal lines.

On the table:
  Aces Up moves: deal, x2 (discard pile 2's top), 2-4 (move pile 2's top onto empty pile 4),
  j1-3 (jokers variant: play pile 1's joker onto pile 3's card). Golf moves: 1..7 (play that
  column's top card onto the waste), t (turn a stock card). In words: discard 2, move 2 to 4, play 3.
  Commands: undo/u, redo/r, restart, new [N], moves/m, auto [on|off] (Aces Up discards),
  reshuffle (locked Golf layout), next (Golf round), show, help/?, quit/q.
  hint: the move the strongest fair player would make, seeing only what you see; chance [N]:
  its chance to win from here over N stock orders (default 50), and the share of them that can
  still be won with the stock known (docs/coach.md). hint stock: the best move, and solve:
  whether the position can still be won, both found by the exact solver WITH THE STOCK ORDER
  KNOWN (an upper bound on real play; --cpu sets its CPU time).
  Several commands may share a line: "x1 x3 deal" or "3, 4, t".

On a terminal the table is redrawn after each command; with piped input the output is a plain
transcript, so a game can be scripted:
  printf '1-2\\ndeal\\nquit\\n' | kabal play acesup -n 1
A script's line that is not a command or not legal is said on standard error too (kabal: stdin
line 2: Cannot play x1: …); the rest of the script still runs, and the exit status is 2.

Bad deal input stops with exit status 2, naming the line and the card that is wrong.
NO_COLOR or --no-color turns colours off; --ascii writes AS, TD instead of A♠, 10♦.
`;

export function definePlay(program: Command, lazy: Lazy): void {
  const cmd = program.command('play').description('play Aces Up or Golf at the terminal: a redrawn table, undo and redo, and the score at the end');
  gameArgument(cmd);
  variantOption(cmd);
  cmd
    .option('-n, --number <n>', 'deal number (0 to 4294967295)')
    .option('--random', 'a random deal (the default)')
    .option('--deal <text>', 'the deal as text (cards in deck order)')
    .option('-i, --input <file>', 'read the deal from the first deal line of a file (- for standard input)')
    .option('--record <line>', 'go on from a game record: the deal, " | ", then the moves')
    .option('--round', 'Golf: play a round of nine holes with a scorecard, total and par')
    .option('--auto', 'Aces Up: make discards automatically (default, except under free-discards)')
    .option('--no-auto', 'Aces Up: leave every discard to the player');
  asciiOption(cmd);
  budgetOptions(cmd, 'on each hint and solve', '5');
  cmd.addHelpText('after', HELP_AFTER);
  cmd.action(lazy(async () => (await import('./play/run.js')).runPlayCommand));
}
