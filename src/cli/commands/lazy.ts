// How a command's work is loaded: on first use, so that `kabal --help` or one command does not
// load every command's code. main.ts builds the program with a `Lazy`; each commands/<name>.ts
// wraps its work with it.

/** What a command's work returns: its exit status (nothing: 0). */
export type CommandResult = number | undefined | void;

/** Wraps a command's work, loaded on first use, as a commander action. */
export type Lazy = <A extends unknown[]>(load: () => Promise<(...args: A) => Promise<CommandResult> | CommandResult>) => (...args: A) => Promise<void>;
