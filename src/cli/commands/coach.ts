// `kabal hint` and `kabal review`: the coach (src/coach, docs/coach.md) on game records read one
// a line from a file or standard input.

import { type Command, Option } from 'commander';
import type { Lazy } from './lazy.js';
import { asciiOption, gameArgument, variantOption } from './options.js';

const RECORDS = `
Game records, one a line: the deal, " | ", then the moves (as kabal play prints at the end of a
game). Blank lines and lines starting with # are skipped. A bad record stops the command with exit
status 2, naming its line, the token and its place.`;

const HINT_EXAMPLES = `${RECORDS}

The fair hint is the move the strongest fair player (see kabal strategies) would make seeing only
what a player sees. The chance to win is that player's share of wins over stock orders drawn
from the unseen cards (every order when there are no more than --samples: then "exact"), with a
95% interval; "with the stock known" is the share of the same orders the exact solver can still
win, an upper bound for any player. In Golf, late in a game (8 stock cards or fewer) where the
exact solver of perfect play finishes within the coach's budget, the hint is perfect play's move
and the chance its exact figure: "optimal": true, "player": "perfect play", and "equallyGood"
lists the moves as good. docs/coach.md says how each figure is made.

Examples:
  kabal hint acesup --input games.txt
  echo "<record>" | kabal hint golf --json --samples 500 --seed 7`;

const REVIEW_EXAMPLES = `${RECORDS}

For every move: the best score reachable with the stock known before and after it (the move that
threw a win away is marked), and the fair player's preferred move with what the move played cost
in expected score (both moves played out on --samples stock orders). Forced moves (the only legal
move) are grouped. docs/coach.md says how each figure is made.

Examples:
  kabal review acesup --input game.txt
  kabal review golf --json --samples 64 < games.txt`;

function coachOptions(cmd: Command, samples: string, maxStates: string): void {
  variantOption(cmd);
  cmd
    .option('-i, --input <file>', 'a file of game records, one a line (- or none: standard input)')
    .option('--json', 'JSON lines (see below)')
    .option('--samples <n>', `stock orders to play out (default ${samples})`)
    .option('--max-states <n>', `most positions each exact solve may search (default ${maxStates}); a count, the same on every machine`)
    .option('--seed <s>', 'seed of the sampled stock orders and the players (default: taken from each position as a player sees it, so runs repeat)')
    .addOption(new Option('--player <name>', 'the fair player (default best; kabal strategies lists them)'));
  asciiOption(cmd);
}

export function defineHint(program: Command, lazy: Lazy): void {
  const cmd = program.command('hint').description("the fair player's move and the chance to win from the end of each game record (and the share still winnable with the stock known)");
  gameArgument(cmd);
  coachOptions(cmd, '200', '200,000');
  cmd.option('--threads <n>', "worker threads the chance is split over (default: one per core, at most 4; 0 or 1: all in the main thread); the figures depend on the count, not on the machine");
  cmd.addHelpText('after', `\n--json: one line per record: {"move", "chance": {"estimate", "ci", "samples", "exact", "optimal"}, "stockKnown": {"share", "ci", "samples", "exact", "unknown"}, …}${HINT_EXAMPLES}`);
  cmd.action(lazy(async () => (await import('./coach/run.js')).runHint));
}

export function defineReview(program: Command, lazy: Lazy): void {
  const cmd = program.command('review').description('review each finished game record move by move: the best score with the stock known before and after, where the win was lost, and what each choice cost against the fair player');
  gameArgument(cmd);
  coachOptions(cmd, '16', '1,000,000');
  cmd.option('--chance <n>', "also the fair player's chance to win at every position, over N stock orders each (default: not computed)");
  cmd.addHelpText(
    'after',
    `\n--json: per record, one line per move {"ply", "move", "bestBefore", "bestAfter", "winnableBefore", "winnableAfter", "fairMove", "fairLoss", …}, then {"summary": true, "winLostAt", "mistakes", …}${REVIEW_EXAMPLES}`,
  );
  cmd.action(lazy(async () => (await import('./coach/run.js')).runReview));
}
