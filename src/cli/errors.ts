// Errors the command line reports to the user: a message and an exit status (2 for bad input).

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
