// The terminal side of `kabal play`: reads command lines, runs them in the session and draws the
// result. On a terminal the screen is cleared and redrawn after each line; with piped input the
// output is a plain transcript (each command echoed after "> "), so games can be scripted and tested.

import { createInterface, type Interface } from 'node:readline';
import { clip, EXIT } from '../errors.js';
import { type CoachJob, type PlaySession, type Reply, wrapText } from './session.js';

/** Most characters of an input line echoed in a transcript (a longer one is cut, its length said). */
export const ECHO_LINE_MAX = 200;

/** Most message lines shown under the table on a terminal; a long line of commands keeps its last ones. */
const MAX_MESSAGES = 6;

export const CLEAR_SCREEN = '\x1b[H\x1b[2J';

export interface PlayIO {
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
  /** Clear and redraw the screen and show a prompt (a terminal at both ends). */
  readonly interactive: boolean;
  /**
   * The commands come from a script, not a person at a terminal (default: when not interactive):
   * a line that is not a command or not legal is then an error of the script, said on `errors`,
   * and the exit status is 2.
   */
  readonly scripted?: boolean;
  /** Where a script's errors are said (standard error); none: they are only in the transcript. */
  readonly errors?: NodeJS.WritableStream;
}

/** Input lines one at a time, with a prompt on a terminal. */
export class LineReader {
  private readonly rl: Interface;
  private readonly it: AsyncIterator<string>;
  private closed = false;
  /** Lines read so far (the line number of the last one). */
  count = 0;
  /** Words offered by the Tab key on a terminal (set once the game is known). */
  words: () => readonly string[] = () => [];
  /** While set, Ctrl-C calls it (stopping a coach job) instead of ending the game. */
  interrupt: (() => void) | undefined;

  constructor(io: PlayIO) {
    const completer = (line: string): [string[], string] => {
      // Completes the last word of the line.
      const last = line.slice(line.lastIndexOf(' ') + 1).toLowerCase();
      const hits = [...new Set(this.words())].filter((w) => w.startsWith(last));
      return [hits, last];
    };
    this.rl = io.interactive ? createInterface({ input: io.input, output: io.output, terminal: true, prompt: '> ', completer }) : createInterface({ input: io.input, crlfDelay: Infinity, terminal: false });
    // Ctrl-C on a terminal ends the game like end of input, unless it stops a coach job.
    this.rl.on('SIGINT', () => (this.interrupt === undefined ? this.close() : this.interrupt()));
    this.rl.on('close', () => {
      this.closed = true;
    });
    this.it = this.rl[Symbol.asyncIterator]();
  }

  prompt(): void {
    if (!this.closed) this.rl.prompt();
  }

  /** The next line, or undefined at the end of input. */
  async next(): Promise<string | undefined> {
    const r = await this.it.next();
    if (r.done === true) return undefined;
    this.count++;
    return r.value;
  }

  close(): void {
    if (!this.closed) this.rl.close();
  }
}

/**
 * Runs the session until `quit` or the end of input. Returns the exit status: 0, or 2 when a
 * script had a line that was not a command or not legal (the rest of the script still ran).
 */
export async function playLoop<S, M, O, V>(session: PlaySession<S, M, O, V>, io: PlayIO, reader = new LineReader(io)): Promise<number> {
  // A reader that went away (`kabal play … | head`) ends the session quietly.
  const out = { broken: false };
  const onError = (): void => {
    out.broken = true;
    reader.close();
  };
  io.output.on('error', onError);
  const write = (text: string): void => {
    if (!out.broken) io.output.write(text.endsWith('\n') ? text : `${text}\n`);
  };
  reader.words = () => session.completions();
  const scripted = io.scripted ?? !io.interactive;
  let scriptErrors = 0;
  const status = (): number => (scripted && scriptErrors > 0 ? EXIT.usage : EXIT.ok);
  const start = session.takeStartLines();
  if (io.interactive) write(`${CLEAR_SCREEN}${session.screen()}${start.length > 0 ? `\n\n${start.join('\n')}` : ''}`);
  else write(`${session.screen()}${start.length > 0 ? `\n${start.join('\n')}` : ''}`);

  const draw = (reply: Reply): void => {
    if (io.interactive) {
      let shown = reply.lines.flatMap((l) => wrapText(l));
      if (shown.length > MAX_MESSAGES) shown = [`(${shown.length - MAX_MESSAGES + 1} earlier lines not shown)`, ...shown.slice(-(MAX_MESSAGES - 1))];
      const msgs = shown.join('\n');
      write(`${CLEAR_SCREEN}${reply.page ?? session.screen()}${msgs === '' ? '' : `\n\n${msgs}`}`);
      return;
    }
    const msgs = reply.lines.join('\n');
    if (msgs !== '') write(msgs);
    if (reply.page !== undefined) write(reply.page);
    else if (reply.redraw) write(session.screen());
  };

  // A coach job (chance) runs in slices of 100 ms: between them the input is read, so Ctrl-C (a
  // key on a terminal, or the signal) stops the job and the game goes on. Progress is shown on
  // one line on a terminal, and otherwise every second or so on standard error.
  const runJob = async (job: CoachJob): Promise<void> => {
    const asked = { stop: false };
    const interrupt = (): void => {
      asked.stop = true;
    };
    reader.interrupt = interrupt;
    process.on('SIGINT', interrupt);
    let shown = Date.now();
    try {
      for (;;) {
        if (asked.stop) {
          job.cancel();
          break;
        }
        const p = job.step(100);
        if (p === undefined) break;
        if (io.interactive) {
          if (!out.broken) io.output.write(`\r\x1b[K${p}`);
        } else if (Date.now() - shown >= 1000) {
          // On standard error, so that a transcript stays the same however fast the machine is.
          shown = Date.now();
          process.stderr.write(`${p}\n`);
        }
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } finally {
      process.off('SIGINT', interrupt);
      reader.interrupt = undefined;
      if (io.interactive && !out.broken) io.output.write('\r\x1b[K');
    }
  };

  try {
    for (;;) {
      reader.prompt();
      const line = await reader.next();
      if (line === undefined || out.broken) break;
      if (!io.interactive) write(`\n> ${clip(line, ECHO_LINE_MAX)}`);
      else if (/\b(hint|solve)\b/i.test(line)) write('Searching with the stock known…');
      const reply = await session.runAsync(line, runJob);
      if (reply.failed === true && scripted) {
        scriptErrors++;
        io.errors?.write(`kabal: stdin line ${reader.count}: ${reply.lines.join(' ')}\n`);
      }
      if (reply.quit) {
        write(`${reply.lines.length > 0 ? `${reply.lines.join('\n')}\n` : ''}${session.summary()}`);
        return status();
      }
      draw(reply);
    }
    // End of input: the position as it stands, then what was played.
    write(io.interactive ? `\n${session.summary()}` : `\n(end of input)\n${session.screen()}\n\n${session.summary()}`);
    return status();
  } finally {
    reader.close();
  }
}
