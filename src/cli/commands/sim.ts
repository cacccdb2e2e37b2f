// `kabal sim`: plays many deals with a strategy on every core and reports the win rate and scores
// with confidence intervals; `kabal sim merge` combines the journals of shards or parts.
// `kabal strategies` lists the players.

import type { Command } from 'commander';
import type { Lazy } from './lazy.js';
import { dealOptions, gameArgument, gameHelp, jsonOption, progressOption, shardOption, stateOption, threadsOption, variantOption } from './options.js';

const EXAMPLES = `
Examples:
  kabal sim acesup --strategy round --numbers 1-100000
  kabal sim golf --strategy first-playable,lookahead --numbers 1-10000 --plot golf.svg
  kabal sim acesup -s rollout --numbers 1-10000 --state run.jsonl     (Ctrl-C, then the same command again resumes)
  kabal sim acesup -s round --numbers 1-3000000 --shard 2/3 --state part2.jsonl
  kabal sim merge part1.jsonl part2.jsonl part3.jsonl --json         (exactly the summary of the whole run)

The summary counts as it goes (histograms of scores and cards left), so a run of any length takes
the same memory. Spreading a run over many machines: docs/scale.md.`;

export function defineSim(program: Command, lazy: Lazy): void {
  const cmd = program
    .command('sim')
    .description('play many deals with a strategy (on every core) and report the win rate and scores with 95% intervals; "kabal sim merge FILE..." combines journals')
    .argument('<game>', gameHelp(' (or "merge", followed by journal files)'))
    .argument('[files...]', 'journal files, for "kabal sim merge"');
  cmd.option('-s, --strategy <names>', 'strategy name, or several separated by commas (see kabal strategies <game>)');
  variantOption(cmd);
  dealOptions(cmd, ['number', 'numbers', 'random', 'input']);
  shardOption(cmd);
  threadsOption(cmd, 'playing');
  stateOption(cmd, 'finished deals');
  jsonOption(cmd, 'print the summary as one JSON line ({"summary": true, ...})');
  cmd.option('--per-deal', 'with --json: one JSON line per deal, in input order, before the summary');
  cmd.option('--plot <file.svg>', 'write the score distribution as an SVG figure (all strategies given in one figure)');
  progressOption(cmd);
  cmd.addHelpText('after', EXAMPLES);
  cmd.action(lazy(async () => (await import('./sim/run.js')).runSimCommand));
}

export function defineStrategies(program: Command, lazy: Lazy): void {
  const cmd = program.command('strategies').description('list the strategies kabal sim can play, with what each does');
  gameArgument(cmd);
  jsonOption(cmd, 'one JSON object per strategy');
  cmd.action(lazy(async () => (await import('./sim/strategies.js')).runStrategies));
}
