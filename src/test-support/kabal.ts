// The kabal command run inside the test's own process: main() with standard output and error
// caught. Starting `node --import tsx` costs about a second of CPU a time, so the CLI tests run
// the command's logic this way and keep real processes for what only a process shows (standard
// input, pipes, the exit status a shell sees, GNU parallel). Not for commands that read standard
// input: give them --input FILE or a deal number.
import { main } from '../cli/main.js';

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Sends what `stream` is given into `into` instead; returns the undo. */
function catchWrites(stream: NodeJS.WriteStream, into: string[]): () => void {
  // The stream's own `write`, if it has one (else the prototype's shows through again on undo).
  const own = Object.getOwnPropertyDescriptor(stream, 'write');
  const errorListeners = new Set(stream.listeners('error'));
  const write = (chunk: string | Uint8Array, a?: unknown, b?: unknown): boolean => {
    into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const done = typeof a === 'function' ? a : typeof b === 'function' ? b : undefined;
    if (done) process.nextTick(() => (done as () => void)());
    return true;
  };
  stream.write = write;
  return () => {
    if (own) Object.defineProperty(stream, 'write', own);
    else delete (stream as { write?: unknown }).write;
    // Each run's Output listens for a closed pipe; drop those listeners with the run.
    for (const l of stream.listeners('error')) if (!errorListeners.has(l)) stream.off('error', l as (e: Error) => void);
  };
}

/** Runs `kabal ARGS` in this process; resolves to its exit status and what it wrote. */
export async function kabalHere(args: readonly string[]): Promise<Run> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const restoreOut = catchWrites(process.stdout, stdout);
  const restoreErr = catchWrites(process.stderr, stderr);
  try {
    const status = await main(args);
    return { status, stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    restoreOut();
    restoreErr();
  }
}
