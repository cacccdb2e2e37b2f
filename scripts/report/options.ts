// The command line of `npm run report`, read with node:util's parseArgs into options; a bad value
// is an error that names the option and the value.

import { parseArgs } from 'node:util';
import { err, ok, parseError, type ParseError, type Result } from '../../src/core/result.js';
import { type Counts, DEFAULT_COUNTS, type Section } from './plan.js';

export interface ReportOptions {
  /** Share of the published deal counts (1: the published run; anything else is a trial written to /tmp). */
  readonly scale: number;
  readonly threads: number;
  /** Start over: delete the journals first. */
  readonly fresh: boolean;
  /** Remake only these rule sets' sections of docs/results.md. */
  readonly only?: ReadonlySet<string>;
  readonly counts: Counts;
}

const COUNT_FLAGS: Readonly<Record<string, keyof Counts>> = {
  cheap: 'cheap',
  expensive: 'expensive',
  'expensive-other': 'expensiveOther',
  solver: 'solver',
  'solver-other': 'solverOther',
  'solver-free': 'solverFree',
};

/** Splits `a(b,c),d` at the commas outside parentheses. */
export function splitTop(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter((x) => x !== '');
}

const bad = (option: string, message: string, token?: string): Result<never, ParseError> =>
  err(parseError('ERR_OPTION', `--${option}: ${message}`, token === undefined ? {} : { token }));

export function parseReportArgs(argv: readonly string[], sections: readonly Section[], cores: number): Result<ReportOptions, ParseError> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        scale: { type: 'string' },
        threads: { type: 'string' },
        only: { type: 'string' },
        fresh: { type: 'boolean' },
        ...Object.fromEntries(Object.keys(COUNT_FLAGS).map((k) => [k, { type: 'string' as const }])),
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    return err(parseError('ERR_OPTION', e instanceof Error ? e.message : String(e)));
  }
  const v = values as Record<string, string | boolean | undefined>;
  const str = (k: string): string | undefined => (typeof v[k] === 'string' ? v[k] : undefined);
  const scaleText = str('scale') ?? '1';
  const scale = Number(scaleText);
  if (!(scale > 0) || !Number.isFinite(scale)) return bad('scale', `"${scaleText}" is not a positive number`, scaleText);
  const threadsText = str('threads') ?? String(cores);
  if (!/^\d+$/.test(threadsText) || Number(threadsText) < 1) return bad('threads', `"${threadsText}" is not a positive whole number`, threadsText);
  const counts: Record<keyof Counts, number> = { ...DEFAULT_COUNTS };
  for (const [flag, key] of Object.entries(COUNT_FLAGS)) {
    const t = str(flag);
    if (t === undefined) continue;
    if (!/^\d+$/.test(t) || Number(t) < 1) return bad(flag, `"${t}" is not a positive whole number`, t);
    counts[key] = Number(t);
  }
  let only: ReadonlySet<string> | undefined;
  const onlyText = str('only');
  if (onlyText !== undefined) {
    const names = splitTop(onlyText);
    const unknown = names.filter((n) => !sections.some((sec) => sec.variant === n));
    if (names.length === 0 || unknown.length > 0) {
      return bad('only', `${unknown.length > 0 ? `no section for ${unknown.map((n) => `"${n}"`).join(', ')}` : 'no rule set named'}; the sections are ${sections.map((sec) => sec.variant).join(', ')}`, onlyText);
    }
    only = new Set(names);
  }
  return ok({ scale, threads: Number(threadsText), fresh: v.fresh === true, ...(only ? { only } : {}), counts });
}
