// The `kabal` command: deal, show, play, solve, simulate. Each command lives in commands/.

import { Command, CommanderError } from 'commander';
import { registerDeal } from './commands/deal.js';
import { registerPlay } from './commands/play.js';
import { registerShow } from './commands/show.js';
import { registerSolve } from './commands/solve.js';
import { registerSim } from './commands/sim.js';
import { CliError } from './errors.js';

export function buildProgram(): Command {
  const program = new Command();
  program
    .name('kabal')
    .description('Aces Up (Idiotkabal) and Golf patience: deal, show, play, solve and simulate')
    .version('0.1.0')
    .showHelpAfterError('(run with --help for usage)');
  registerDeal(program);
  registerShow(program);
  registerSolve(program);
  registerSim(program);
  registerPlay(program);
  return program;
}

export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  program.exitOverride();
  program.configureOutput({ writeErr: (s) => process.stderr.write(s) });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      process.stderr.write(`kabal: ${e.message}\n`);
      return e.exitCode;
    }
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
      return 2;
    }
    throw e;
  }
}
