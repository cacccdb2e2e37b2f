// `npm run report`'s plan and command line: the rule sets come from the games' modules, deal counts
// follow the options, bad options are refused with the option named, and importing the script
// runs nothing.
import { describe, expect, it } from 'vitest';
import { parseReportArgs, splitTop } from './options.js';
import { DEFAULT_COUNTS, dealCount, playersOf, reportSections, successors } from './plan.js';

describe('report plan and options', () => {
  const sections = reportSections();

  it('lists every game rule set from the modules, each once, with its game', () => {
    expect(sections.map((s) => s.variant)).toEqual([
      'acesup',
      'acesup(aces-only)',
      'acesup(fill-first)',
      'acesup(aces-low)',
      'acesup(jokers)',
      'acesup(free-discards)',
      'golf',
      'golf(queen-on-king)',
      'golf(putt-putt)',
      'golf(jokers=1)',
      'golf(jokers=2)',
      'golf(empty-waste)',
    ]);
    for (const s of sections) expect(s.variant.startsWith(s.game)).toBe(true);
    for (const c of successors()) for (const v of c.variants) expect(sections.some((s) => s.variant === v && s.game === c.game)).toBe(true);
  });

  it('gives each player its deal count: cheap, sampling and the solver, main rule sets or not, scaled', () => {
    const at = (v: string) => sections.find((s) => s.variant === v)!;
    expect(dealCount(at('acesup'), 'never-empty', DEFAULT_COUNTS, 1)).toBe(100_000);
    expect(dealCount(at('acesup'), 'expectimax', DEFAULT_COUNTS, 1)).toBe(10_000);
    expect(dealCount(at('acesup(jokers)'), 'rollout', DEFAULT_COUNTS, 1)).toBe(1_000);
    expect(dealCount(at('golf(jokers=1)'), 'clairvoyant', DEFAULT_COUNTS, 1)).toBe(2_000);
    expect(dealCount(at('acesup(free-discards)'), 'clairvoyant', DEFAULT_COUNTS, 1)).toBe(1_000);
    expect(dealCount(at('golf'), 'clairvoyant', DEFAULT_COUNTS, 0.001)).toBe(10);
    expect(dealCount(at('golf'), 'clairvoyant', DEFAULT_COUNTS, 1e-9)).toBe(1);
    // Players built for the standard rules stand aside elsewhere; the alias is never run.
    expect(playersOf(at('acesup')).run).not.toContain('best');
    expect(playersOf(at('acesup')).run).toContain('clairvoyant');
  });

  it('reads the command line and refuses bad values, naming the option', () => {
    const o = parseReportArgs(['--scale', '0.5', '--threads', '3', '--cheap', '7', '--only', 'golf(jokers=1),acesup'], sections, 2);
    expect(o.ok && { scale: o.value.scale, threads: o.value.threads, cheap: o.value.counts.cheap, solver: o.value.counts.solver, only: [...(o.value.only ?? [])] }).toEqual({
      scale: 0.5,
      threads: 3,
      cheap: 7,
      solver: DEFAULT_COUNTS.solver,
      only: ['golf(jokers=1)', 'acesup'],
    });
    const d = parseReportArgs([], sections, 4);
    expect(d.ok && [d.value.scale, d.value.threads, d.value.fresh, d.value.only]).toEqual([1, 4, false, undefined]);
    for (const [args, says] of [
      [['--scale', 'x'], '--scale: "x"'],
      [['--scale', '0'], '--scale: "0"'],
      [['--threads', '1.5'], '--threads: "1.5"'],
      [['--solver-free', '-3'], '--solver-free'],
      [['--only', 'golf(bogus)'], '--only: no section for "golf(bogus)"'],
      [['--frobnicate'], 'frobnicate'],
    ] as const) {
      const r = parseReportArgs(args, sections, 2);
      expect(r.ok, args.join(' ')).toBe(false);
      if (!r.ok) expect(r.error.message).toContain(says);
    }
  });

  it('splits rule sets at the commas outside parentheses', () => {
    expect(splitTop('golf(jokers=1,putt-putt), acesup ,')).toEqual(['golf(jokers=1,putt-putt)', 'acesup']);
  });

  it('runs nothing when imported', async () => {
    const before = process.exitCode;
    const m = await import('../report.js');
    expect(typeof m.makeReport).toBe('function');
    expect(process.exitCode).toBe(before);
  });
});
