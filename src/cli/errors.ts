// Errors the command line reports to the user, with their exit statuses, and the one way user
// text is echoed back: control characters escaped (so an escape sequence in a deal file cannot
// retitle or recolour the terminal) and long texts shortened (a 1 MB token gives a short line).

import { readlinkSync } from 'node:fs';

/** Bad input or a bad command line: exit status 2 unless given. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The reader of standard output went away (`kabal … | head`): the command stops quietly. */
export class PipeClosed extends Error {
  constructor() {
    super('standard output was closed');
    this.name = 'PipeClosed';
  }
}

/** Exit statuses, as the shells and other tools use them. */
export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/** Most characters of one piece of user text in a message. */
export const ECHO_MAX = 60;

// C0 and C1 controls, DEL, and the bidirectional overrides and isolates (which reorder what a
// terminal shows); a line break inside a message is kept by safeMessage, never inside a token.
// eslint-disable-next-line no-control-regex -- these are exactly the characters to escape
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function escapeChar(c: string): string {
  const code = c.charCodeAt(0);
  if (c === '\t') return '\\t';
  if (c === '\r') return '\\r';
  if (c === '\n') return '\\n';
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** User text as it may appear inside a message: escaped, and cut to `max` characters with the full length said. */
export function clip(text: string, max = ECHO_MAX): string {
  const chars = [...text];
  const cut = chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
  const escaped = cut.replace(UNSAFE, escapeChar);
  return chars.length > max ? `${escaped} (${chars.length.toLocaleString('en-US')} characters)` : escaped;
}

/** User text quoted for a message: `"AS"`, `"\x1b]0;…"`. */
export function quote(text: string, max = ECHO_MAX): string {
  return `"${clip(text, max)}"`;
}

/** Most characters of one line of an error message; longer lines are cut (a parser that echoed a huge input). */
const LINE_MAX = 400;

/** A whole message made safe for the terminal: controls escaped on every line, overlong lines cut. */
export function safeMessage(message: string): string {
  return message
    .split('\n')
    .map((line) => clip(line, LINE_MAX))
    .join('\n');
}

/**
 * A parser's error message (the parsers quote the token at fault) with that token shortened and
 * escaped; the rest is made safe by safeMessage when it is printed.
 */
export function parseMessage(e: { readonly message: string; readonly token?: string }): string {
  const token = e.token;
  if (token === undefined || token === '' || !e.message.includes(token)) return e.message;
  return e.message.split(token).join(clip(token));
}

// ---- The environment -------------------------------------------------------------------------

/** A Node system error (a file that cannot be read, a full disk): it has an errno code and a syscall. */
export type SystemError = Error & { code: string; syscall: string; path?: string; dest?: string };

export function isSystemError(e: unknown): e is SystemError {
  return e instanceof Error && typeof (e as { code?: unknown }).code === 'string' && typeof (e as { syscall?: unknown }).syscall === 'string';
}

/** The reader of a stream went away: not a failure (`kabal … | head`). */
export function isPipeGone(e: unknown): boolean {
  const code = (e as { code?: unknown } | undefined)?.code;
  return code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED';
}

/** What went wrong, without Node's decorations: "no space left on device (ENOSPC)". */
export function systemCause(e: SystemError): string {
  // Node writes "ENOSPC: no space left on device, write" or "EISDIR: illegal operation on a directory, read '/x'".
  const m = /^[A-Z0-9_]+: (.*?), [a-z_]+(?: '.*')?(?: -> '.*')?$/s.exec(e.message);
  const text = m?.[1] ?? e.message;
  return `${text} (${e.code})`;
}

const VERBS: Readonly<Record<string, string>> = { open: 'open', read: 'read', write: 'write', scandir: 'list', stat: 'read', lstat: 'read', mkdir: 'make', rename: 'rename', unlink: 'remove', rm: 'remove', rmdir: 'remove', mkdtemp: 'make a folder in', close: 'close', fsync: 'write', ftruncate: 'write', copyfile: 'copy' };

/**
 * A system error as one line for the user, naming the file and the cause: "cannot read .:
 * illegal operation on a directory (EISDIR)". `name` is the file as the user gave it (the error's
 * own path when not given); `verb` says what was being done (by default, the system call's).
 * Exit status 1: the environment failed, not the input.
 */
export function environmentError(e: SystemError, name?: string, what?: string, verb = VERBS[e.syscall] ?? e.syscall): CliError {
  const file = name ?? e.path ?? 'a file';
  return new CliError(`${what === undefined ? '' : `${what}: `}cannot ${verb} ${file}: ${systemCause(e)}`, EXIT.failed);
}

/** An error met reading or writing the file `name` (a system error or another), as one line. */
export function fileError(e: unknown, name: string, what?: string, verb = 'read'): CliError {
  if (e instanceof CliError) return e;
  if (isSystemError(e)) return environmentError(e, name, what, verb);
  return new CliError(`${what === undefined ? '' : `${what}: `}cannot ${verb} ${name}: ${e instanceof Error ? e.message : String(e)}`, EXIT.failed);
}

/** Standard output could not be written (a full disk): the command stops with one line and status 1. */
export class OutputFailed extends CliError {
  constructor(readonly fault: SystemError) {
    super(`cannot write standard output${outputName()}: ${systemCause(fault)}`, EXIT.failed);
    this.name = 'OutputFailed';
  }
}

/** Where standard output goes, when the system says (Linux): " (/dev/full)". */
function outputName(): string {
  try {
    const target = readlinkSync('/proc/self/fd/1');
    return target.startsWith('/') ? ` (${clip(target)})` : '';
  } catch {
    return '';
  }
}
