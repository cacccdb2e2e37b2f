// `kabal deal`: the deal text (the cards in the order they come off the deck) for deal numbers.

import { type Command, Option } from 'commander';
import type { Lazy } from './lazy.js';
import { dealOptions, gameArgument, jsonOption, progressOption, shardOption, variantOption } from './options.js';

export function defineDeal(program: Command, lazy: Lazy): void {
  const cmd = program.command('deal').description('print the deal text (the cards in the order they come off the deck) for deal numbers, a daily deal or deals proved winnable, one deal a line');
  gameArgument(cmd);
  variantOption(cmd);
  dealOptions(cmd, ['number', 'numbers', 'random']);
  shardOption(cmd);
  cmd.addOption(new Option('--daily <date>', "the daily deal of a date, YYYY-MM-DD from 2000-01-01 to 2099-12-31: the same deal for everyone, one the solver proves can be won with the stock known (docs/deals.md)").conflicts(['number', 'numbers', 'random', 'winnable']));
  cmd.option('--winnable', 'with --random: only deals the solver proves can be won WITH THE STOCK KNOWN (every card seen in advance); a guarantee about the deal, not a promise that a player who cannot see the stock will win it');
  cmd.option('--count <n>', 'with --winnable --random: how many different deals (default 1)');
  cmd.option('--seed <s>', 'with --winnable --random: seeds the draw (0 to 4294967295), so the same seed gives the same deals (default: a random seed)');
  jsonOption(cmd, 'one JSON object per deal: {"game","variant","number","deal"}, and "date" with --daily');
  progressOption(cmd);
  cmd.action(lazy(async () => (await import('./deal/run.js')).runDeal));
}
