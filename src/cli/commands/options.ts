// The options the commands share, defined once so their names, units and help agree everywhere.
// Light on purpose: `kabal --help` and the completion scripts load this and commander only; each
// command's work is loaded when it runs (see main.ts).

import { type Command, Option } from 'commander';
import { MAX_DEAL_NUMBER } from '../../core/rng.js';

type DealSource = 'number' | 'numbers' | 'random' | 'input';

/** What commander hands over for the options of a journaled run over many deals (`kabal sim`, `kabal solve`). */
export interface RunCommandOptions {
  variant?: string;
  number?: string;
  numbers?: string;
  random?: boolean;
  input?: string;
  shard?: string;
  threads?: string;
  state?: string;
  json?: boolean;
  progress?: boolean;
}

const others = (me: DealSource, offered: readonly DealSource[]): string[] => offered.filter((x) => x !== me);

/**
 * The games, as the help pages name them. Only a help page shows them, and the list is the
 * registry's, which loads every game: main.ts loads it only for a help page and hands it here.
 */
let gameNames: readonly string[] = [];

export function setGameNames(names: readonly string[]): void {
  gameNames = names;
}

export function gameHelp(more = ''): string {
  return gameNames.length > 0 ? `${gameNames.join(' or ')}${more}` : `the game${more}`;
}

export function gameArgument(cmd: Command, more = ''): Command {
  return cmd.argument('<game>', gameHelp(more));
}

export function variantOption(cmd: Command): Command {
  return cmd.option('--variant <variant>', 'variant, e.g. "aces-only" or "golf(putt-putt,jokers=2)" (see docs/engine.md)');
}

/** Where the deals come from: the sources a command offers, each refusing the others. */
export function dealOptions(cmd: Command, offered: readonly DealSource[]): Command {
  const add = (name: DealSource, flags: string, help: string): void => {
    if (offered.includes(name)) cmd.addOption(new Option(flags, help).conflicts(others(name, offered)));
  };
  add('number', '-n, --number <n>', `deal number (0 to ${MAX_DEAL_NUMBER})`);
  add('numbers', '--numbers <a-b>', 'the deal numbers A to B, in order (read as they are used: any range)');
  add('random', '--random', 'one random deal number');
  add('input', '-i, --input <file>', 'a file of deals, one a line (- or no source: standard input)');
  return cmd;
}

export function shardOption(cmd: Command): Command {
  return cmd.option('--shard <i/n>', 'play only shard I of N: the deals at positions I-1, I-1+N, I-1+2N, … of the run (docs/scale.md)');
}

export function threadsOption(cmd: Command, what: string): Command {
  return cmd.option('--threads <n>', `worker threads for ${what} (default and most: one per core; 0: all in the main thread)`);
}

/** The solver's budgets: CPU time and positions, per deal. The one time option of every command. */
export function budgetOptions(cmd: Command, per: string, cpuDefault = 'no limit'): Command {
  return cmd
    .option('--cpu <seconds>', `most CPU time the solver may spend ${per}, in seconds of CPU time (not wall time; decimals allowed; default: ${cpuDefault}). It may go over by a few milliseconds: the thread's clock moves in steps of a few ms (measured: at most 4 ms over, 9 ms on a thread's first deal while the solver is compiled)`)
    .option('--max-states <n>', `most positions the solver may search ${per} (a count of positions, the same on every machine; default: the solver's own, 12,000,000). Golf keeps to it exactly; Aces Up may go over by the forced deals of one step (at most 16 over measured)`);
}

export function jsonOption(cmd: Command, help: string): Command {
  return cmd.option('--json', help);
}

export function asciiOption(cmd: Command): Command {
  return cmd.option('--ascii', 'write cards as AS, TD instead of A♠, 10♦');
}

export function progressOption(cmd: Command): Command {
  return cmd.option('--no-progress', 'no progress bar (it is drawn on standard error, and only on a terminal)');
}

export function stateOption(cmd: Command, what: string): Command {
  return cmd.option('--state <file>', `journal of ${what}, written in input order as they finish; run the same command again to continue (docs/scale.md)`);
}
