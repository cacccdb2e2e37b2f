// `kabal deal`: the deal text (the cards in the order they come off the deck) for deal numbers.

import type { Command } from 'commander';
import type { Lazy } from '../main.js';
import { dealOptions, gameArgument, jsonOption, shardOption, variantOption } from './options.js';

export interface DealCommandOptions {
  variant?: string;
  number?: string;
  numbers?: string;
  random?: boolean;
  shard?: string;
  json?: boolean;
}

export function defineDeal(program: Command, lazy: Lazy): void {
  const cmd = program.command('deal').description('print the deal text (the cards in the order they come off the deck) for deal numbers, one deal a line');
  gameArgument(cmd);
  variantOption(cmd);
  dealOptions(cmd, ['number', 'numbers', 'random']);
  shardOption(cmd);
  jsonOption(cmd, 'one JSON object per deal: {"game","variant","number","deal"}');
  cmd.action(lazy(async () => (await import('./deal/run.js')).runDeal));
}
