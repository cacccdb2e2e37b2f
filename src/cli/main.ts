// The `kabal` command. Each command is defined in commands/<name>.ts (its options and help, which
// load nothing heavy); commands/<name>/options.ts types what commander hands over, and
// commands/<name>/run.ts does the work, loaded only when it runs (commands/lazy.ts), so
// `kabal --help` and a small `kabal deal` start fast. What several commands share sits beside
// them: options.ts, journaled-run.ts (sim and solve), shard-merge.ts, progress.ts, terminal.ts. Exit statuses: 0 done (also when the reader of the output
// went away: `kabal … | head`), 1 a failure such as an illegal move in a scripted game, 2 bad
// input or usage, 130 interrupted.

import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { defineBound } from './commands/bound.js';
import { defineHint, defineReview } from './commands/coach.js';
import type { Lazy } from './commands/lazy.js';
import { defineCompletion } from './commands/completion.js';
import { defineDeal } from './commands/deal.js';
import { definePlay } from './commands/play.js';
import { defineShow } from './commands/show.js';
import { defineSim, defineStrategies } from './commands/sim.js';
import { setGameNames } from './commands/options.js';
import { defineSolve } from './commands/solve.js';
import { setNoColor } from './commands/terminal.js';
import { CliError, environmentError, EXIT, isPipeGone, isSystemError, OutputFailed, PipeClosed, safeMessage } from './errors.js';

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
    // One --no-color for every command, before or after the command's name (as NO_COLOR).
    .option('--no-color', 'no colours (also when the NO_COLOR environment variable is set); any command, anywhere on the line')
    .hook('preAction', () => setNoColor(program.opts().color === false))
    // Settings inherited by the commands must be made before they are added.
    .configureHelp({ showGlobalOptions: true })
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

/** A failure to write standard output, said once whoever finds it first (a write's callback or the stream's 'error' event). */
let outputFault: string | undefined;

function tellOutputFault(message: string): void {
  if (outputFault !== undefined) return;
  outputFault = message;
  process.stderr.write(`kabal: ${safeMessage(message)}\n`);
}

/**
 * Standard output's errors, for as long as the process lives: a write can fail after main() has
 * returned (a help page is written, then the pipe turns out closed). A closed pipe is no failure;
 * anything else (a full disk) is said in one line and the exit status becomes 1.
 */
function onStdoutError(e: Error): void {
  if (isPipeGone(e)) return;
  tellOutputFault(isSystemError(e) ? new OutputFailed(e).message : `cannot write standard output: ${e.message}`);
  process.exitCode = EXIT.failed;
}

/**
 * Standard error's errors: a closed pipe or a full disk there leaves nowhere to say anything, and
 * the command's own exit status stands (without a listener Node would crash with status 1).
 */
function onStderrError(): void {}

/** Runs the command line `argv` (without node and the script); resolves to the exit status. */
export async function main(argv: readonly string[]): Promise<number> {
  let status = 0;
  // The games are named only on help pages; the registry that lists them loads every game.
  const games = wantsHelp(argv) ? (await import('../registry/index.js')).GAME_IDS : [];
  const program = buildProgram(
    (load) => async (...args) => {
      status = (await (await load())(...args)) ?? 0;
    },
    games,
  );
  // Without a listener Node would crash on a closed pipe with a stack trace.
  if (!process.stdout.listeners('error').includes(onStdoutError)) process.stdout.on('error', onStdoutError);
  if (!process.stderr.listeners('error').includes(onStderrError)) process.stderr.on('error', onStderrError);
  const result = await run(program, argv, () => status);
  return outputFault !== undefined ? EXIT.failed : result;
}

async function run(program: Command, argv: readonly string[], status: () => number): Promise<number> {
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return status();
  } catch (e) {
    if (e instanceof PipeClosed) return EXIT.ok;
    if (e instanceof OutputFailed) {
      tellOutputFault(e.message);
      return EXIT.failed;
    }
    if (e instanceof CliError) {
      process.stderr.write(`kabal: ${safeMessage(e.message)}\n`);
      return e.exitCode;
    }
    if (e instanceof CommanderError) {
      // --help, --version and `kabal help [command]` end with these codes (a help page shown
      // because something is missing, as for a bare `kabal`, has exit code 1); everything else
      // commander refuses is usage.
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version') return EXIT.ok;
      if (e.code === 'commander.help' && e.exitCode === 0) return EXIT.ok;
      return EXIT.usage;
    }
    // A file that cannot be read or written, wherever it was met: one line, not a stack.
    if (isSystemError(e)) {
      const err = environmentError(e);
      process.stderr.write(`kabal: ${safeMessage(err.message)}\n`);
      return err.exitCode;
    }
    throw e;
  }
}
