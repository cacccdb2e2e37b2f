// `kabal bound`: an upper bound on the win rate of any fair player (one who never sees the stock
// order), by information relaxation with a penalty (docs/bound.md), with the stock-known rate on the
// same drawn orders and a fair player's rate on the same deals beside it.

import type { Command } from 'commander';
import type { Lazy } from './lazy.js';
import { dealOptions, gameArgument, jsonOption, stateOption, threadsOption, variantOption } from './options.js';

export type { BoundCommandOptions } from './bound/options.js';

const EXAMPLES = `
Examples:
  kabal bound acesup --numbers 1-100 --threads 2
  kabal bound golf --numbers 1-200 --orders 2 --json
  kabal bound golf --variant 'golf(putt-putt)' --numbers 1-100 --player none
  kabal bound acesup --numbers 1-1000 --threads 2 --state acesup-bound.jsonl   (run again to continue)

Each deal's stock orders are drawn from a generator seeded by the cards laid out, so a row repeats
exactly. Aces Up: standard rules only. Golf uses the zero estimate unless --estimate fitted is
given (the bound is then the rate with the stock known; no cheap estimate tightens it yet).
See docs/bound.md.`;

export function defineBound(program: Command, lazy: Lazy): void {
  const cmd = program
    .command('bound')
    .description('an upper bound on the win rate of any player who cannot see the stock (information relaxation), with a 95% interval');
  gameArgument(cmd);
  variantOption(cmd);
  dealOptions(cmd, ['number', 'numbers']);
  cmd.option('--orders <k>', 'stock orders drawn per deal (default 1)');
  cmd.option('--draws <n>', 'Aces Up: deals drawn for each stock position, for the mean of the estimate (default 16)');
  cmd.option('--estimate <name>', 'the value estimate behind the penalties: fitted or zero (default: fitted for Aces Up, zero for Golf, where the fitted one is looser)');
  cmd.option('--player <name>', 'a fair player to play on the same deals (a kabal sim name; default best; none for no player)');
  threadsOption(cmd, 'the deals');
  stateOption(cmd, 'the deals bounded');
  jsonOption(cmd, 'print the summary as one JSON line');
  cmd.option('--per-deal', 'with --json: one JSON line per deal before the summary');
  cmd.addHelpText('after', EXAMPLES);
  cmd.action(lazy(async () => (await import('./bound/run.js')).runBoundCommand));
}
