// What the terminal wants: colour (off with --no-color or NO_COLOR, and off when not a terminal).

/** `--no-color` was given: a global option, on any command, before or after the command's name. */
let colorOff = false;

/** Set by main() from the command line before each command runs. */
export function setNoColor(off: boolean): void {
  colorOff = off;
}

export function useColor(flag?: boolean, stream: { isTTY?: boolean } = process.stdout): boolean {
  const env = process.env.NO_COLOR;
  return flag !== false && !colorOff && stream.isTTY === true && (env === undefined || env === '');
}
