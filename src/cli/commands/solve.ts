// `kabal solve`: the exact solver on each deal, with the stock known (full information, rules §5):
// an upper bound for real play. On every core, in input order; `kabal solve merge` combines the
// journals of shards.

import { type Command, Option } from 'commander';
import type { Lazy } from './lazy.js';
import { asciiOption, budgetOptions, dealOptions, gameHelp, progressOption, shardOption, stateOption, threadsOption, variantOption } from './options.js';

const EXAMPLES = `
Examples:
  kabal solve acesup --numbers 1-1000                  (a table, then how many can be won)
  kabal solve golf -n 7 --moves                        (the best line, step by step)
  kabal deal acesup --numbers 1-100 | kabal solve acesup --json
  kabal solve golf --numbers 1-100000 --cpu 2 --state golf.jsonl     (2 s of CPU a deal at most; resumable)
  kabal solve merge part1.jsonl part2.jsonl part3.jsonl --json       (shards: docs/scale.md)

"winnable" is true when a win was found, false when none exists (proven), and null when the
budget ran out before either: "unknown" never means "cannot be won".`;

export function defineSolve(program: Command, lazy: Lazy): void {
  const cmd = program
    .command('solve')
    .description('exact best score and a line of play for each deal, with the stock known (full information: an upper bound for real play); "kabal solve merge FILE..." combines journals')
    .argument('<game>', gameHelp(' (or "merge", followed by journal files)'))
    .argument('[files...]', 'journal files, for "kabal solve merge"');
  variantOption(cmd);
  dealOptions(cmd, ['number', 'numbers', 'random', 'input']);
  shardOption(cmd);
  threadsOption(cmd, 'solving');
  budgetOptions(cmd, 'per deal');
  stateOption(cmd, 'solved deals');
  cmd.addOption(new Option('--json', 'one JSON object per deal: deal, number or line, verdict, winnable, bestScore, cardsLeft, moves, states, ms, cpuMs').conflicts('moves'));
  cmd.addOption(new Option('--moves', 'lay out each line of play step by step').conflicts('json'));
  asciiOption(cmd);
  progressOption(cmd);
  cmd.addHelpText('after', EXAMPLES);
  cmd.action(lazy(async () => (await import('./solve/run.js')).runSolveCommand));
}
