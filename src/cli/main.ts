// The `kabal` command. Each command is defined in commands/<name>.ts (its options and help, which
// load nothing heavy) and does its work in a module loaded only when it runs, so `kabal --help`
// and a small `kabal deal` start fast. Exit statuses: 0 done (also when the reader of the output
// went away: `kabal … | head`), 1 a failure such as an illegal move in a scripted game, 2 bad
// input or usage, 130 interrupted.

import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { defineBound } from './commands/bound.js';
import { defineHint, defineReview } from './commands/coach.js';
import { defineCompletion } from './commands/completion.js';
import { defineDeal } from './commands/deal.js';
import { definePlay } from './commands/play.js';
import { defineShow } from './commands/show.js';
import { defineSim, defineStrategies } from './commands/sim.js';
import { setGameNames } from './commands/options.js';
import { defineSolve } from './commands/solve.js';
import { CliError, EXIT, PipeClosed, safeMessage } from './errors.js';

/** What a command's work returns: its exit status (nothing: 0). */
export type CommandResult = number | undefined | void;

/** Wraps a command's work, loaded on first use, as a commander action. */
export type Lazy = <A extends unknown[]>(load: () => Promise<(...args: A) => Promise<CommandResult> | CommandResult>) => (...args: A) => Promise<void>;

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The whole command tree; `lazy` wraps each command's work (main() counts their exit statuses); `games` names the games in the help pages. */
export function buildProgram(lazy: Lazy = (load) => async (...args) => void (await (await load())(...args)), games: readonly string[] = []): Command {
  setGameNames(games);
  const program = new Command();
  program
    .name('kabal')
    .description('Aces Up (Idiotkabal) and Golf patience: deal, show, play, solve and simulate')
    .version(packageVersion(), '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help (every command has its own: kabal solve --help)')
    // Settings inherited by the commands must be made before they are added.
    .exitOverride()
    .configureOutput({
      writeErr: (s) => process.stderr.write(s),
      outputError: (s, write) => write(safeMessage(s)),
    })
    .showHelpAfterError('(run with --help for usage)');
  defineDeal(program, lazy);
  defineShow(program, lazy);
  defineSolve(program, lazy);
  defineSim(program, lazy);
  defineStrategies(program, lazy);
  defineBound(program, lazy);
  definePlay(program, lazy);
  defineHint(program, lazy);
  defineReview(program, lazy);
  defineCompletion(program, lazy);
  return program;
}

/** Whether the command line asks for a help page (or gets one, having no command). */
function wantsHelp(argv: readonly string[]): boolean {
  return argv.length === 0 || argv[0] === 'help' || argv.some((a) => a === '-h' || a === '--help');
}

/** Runs the command line `argv` (without node and the script); resolves to the exit status. */
export async function main(argv: readonly string[]): Promise<number> {
  let status = 0;
  // The games are named only on help pages; the registry that lists them loads every game.
  const games = wantsHelp(argv) ? (await import('../games/registry.js')).GAME_IDS : [];
  const program = buildProgram(
    (load) => async (...args) => {
      status = (await (await load())(...args)) ?? 0;
    },
    games,
  );
  // A closed pipe shows up as an 'error' event on stdout; without a listener Node would crash.
  const onPipe = (e: NodeJS.ErrnoException): void => {
    if (e.code !== 'EPIPE') throw e;
  };
  process.stdout.on('error', onPipe);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return status;
  } catch (e) {
    if (e instanceof PipeClosed) return EXIT.ok;
    if (e instanceof CliError) {
      process.stderr.write(`kabal: ${safeMessage(e.message)}\n`);
      return e.exitCode;
    }
    if (e instanceof CommanderError) {
      // --help and --version end with these codes; everything else commander refuses is usage.
      return e.code === 'commander.helpDisplayed' || e.code === 'commander.version' ? EXIT.ok : EXIT.usage;
    }
    throw e;
  } finally {
    process.stdout.off('error', onPipe);
  }
}
