// What the terminal wants: colour (off with --no-color or NO_COLOR, and off when not a terminal).

export function useColor(flag: boolean | undefined, stream: { isTTY?: boolean } = process.stdout): boolean {
  const env = process.env.NO_COLOR;
  return flag !== false && stream.isTTY === true && (env === undefined || env === '');
}
