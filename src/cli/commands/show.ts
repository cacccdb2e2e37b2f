// `kabal show`: lays out deals as they would lie on the table.

import type { Command } from 'commander';
import type { Lazy } from './lazy.js';
import { asciiOption, dealOptions, gameArgument, jsonOption, shardOption, variantOption } from './options.js';

export function defineShow(program: Command, lazy: Lazy): void {
  const cmd = program.command('show').description('lay out deals (from --number, --numbers, --input or standard input) as a person would lay them on a table');
  gameArgument(cmd);
  variantOption(cmd);
  dealOptions(cmd, ['number', 'numbers', 'random', 'input']);
  shardOption(cmd);
  asciiOption(cmd);
  jsonOption(cmd, 'one JSON object per deal, the layout as lists of card texts ("AS", "TD", "JK")');
  cmd.action(lazy(async () => (await import('./show/run.js')).runShow));
}
