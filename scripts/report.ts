// `npm run report`: plays every strategy over the stated deal numbers on every core, under every
// rule set we support (each game's `report.ruleSets` in src/games/<game>/variant.ts), runs the exact
// solver for the full-information bound, compares each new player with the one it replaces on the
// same deals, and writes docs/results.md and docs/figures/*.svg. Runs resume from journals in
// .sim-state/report/ (delete it, or pass --fresh, to start over).
//
//   npm run report                      the published run (deal counts: DEFAULT_COUNTS in report/plan.ts)
//   npm run report -- --scale 0.01      a quick trial with 1% of the deals (writes to /tmp)
//   npm run report -- --threads 1
//   npm run report -- --only 'golf(jokers=1),golf(jokers=2)'
//                                       remakes only those rule sets' sections of docs/results.md
//   npm run report -- --cheap 1000 --expensive 100 ...   other deal counts
//
// The work is in scripts/report/: plan.ts (what is measured), options.ts (the command line),
// run.ts (one journaled run), claims.ts (published figures against ours), markdown.ts (the page).
// Importing this file does nothing; running it does the report.

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { plotScores } from '../src/sim/plot.js';
import type { SimSummary } from '../src/sim/summary.js';
import { CLAIRVOYANT_MAX_STATES } from '../src/strategy/clairvoyant.js';
import { claimRow, claims, FORCED_DISCARDS, FREE_DISCARDS, freeDiscards, type PerDeal } from './report/claims.js';
import { ci, f2, int, pct } from './report/format.js';
import { blocks, CLAIMS_HEADING, comparisonKey, comparisonRows, comparisons, COMPARISONS_HEADING, figureName, mergeRows, sectionHeading, sectionIndex, table, TIMING_HEADING } from './report/markdown.js';
import { parseReportArgs, type ReportOptions } from './report/options.js';
import { dealCount, playersOf, reportSections, type Section, successors } from './report/plan.js';
import { runJournaled } from './report/run.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The section of results.md that `kabal bound` measures (kept as it is by this script). */
const BOUND_HEADING = '## How well can any fair player do? Bounds on optimal play';
// Bumped whenever a player's play changes without its name changing, so old journals are not reused.
const PLAYERS_EPOCH = 2;

/** Plays every run the options ask for and writes results.md and the figures. */
export async function makeReport(o: ReportOptions): Promise<void> {
  const { scale, threads, only, counts: COUNTS } = o;
  const trial = scale !== 1;
  const outDir = trial ? '/tmp/kabal-report' : join(root, 'docs');
  const stateDir = join(root, '.sim-state', trial ? `report-scale-${scale}` : 'report', `epoch-${PLAYERS_EPOCH}`);
  if (o.fresh) rmSync(stateDir, { recursive: true, force: true });
  const SECTIONS = reportSections();
  const SUCCESSORS = successors();
  const started = Date.now();
  const results = new Map<string, SimSummary>();
  const perDeal: PerDeal = new Map();
  const timing = new Map<string, string>();
  let cleanSeconds = 0;
  const sections = SECTIONS.filter((sec) => only === undefined || only.has(sec.variant));
  const play = async (section: Section, strategy: string, count: number, shown: boolean): Promise<void> => {
    const r = await runJournaled({ game: section.game, variant: section.variant, strategy }, count, { stateDir, threads });
    results.set(`${section.variant}|${strategy}`, r.summary);
    perDeal.set(`${section.variant}|${strategy}`, r.results);
    if (!shown) return;
    if (r.resumed === 0) cleanSeconds += r.seconds;
    timing.set(`${section.variant}|${strategy}`, `| ${section.variant} | ${strategy} | ${int(count)} | ${r.seconds.toFixed(0)} s${r.resumed > 0 ? ` (${int(r.resumed)} deals from an earlier run's journal)` : ''} |`);
    console.log(`${section.variant} ${strategy}: ${int(count)} deals, ${pct(r.summary.winRate)} won, mean score ${f2(r.summary.score.mean)} (${r.seconds.toFixed(0)} s)`);
  };
  for (const section of sections) for (const strategy of playersOf(section).run) await play(section, strategy, dealCount(section, strategy, COUNTS, scale), true);
  // Free discards are set against forced discards on the same deals.
  const freeSection = SECTIONS.find((sec) => sec.variant === FREE_DISCARDS) as Section;
  const standard = SECTIONS.find((sec) => sec.variant === FORCED_DISCARDS) as Section;
  if (sections.includes(freeSection) && !sections.includes(standard)) await play(standard, 'clairvoyant', dealCount(freeSection, 'clairvoyant', COUNTS, scale), false);
  const minutes = (Date.now() - started) / 60_000;
  const get = (variant: string, strategy: string): SimSummary | undefined => results.get(`${variant}|${strategy}`);
  const free = freeDiscards(perDeal);
  mkdirSync(join(outDir, 'figures'), { recursive: true });

  const sectionText = new Map<string, string>();
  for (const section of sections) {
    const doc: string[] = [];
    const players = playersOf(section);
    const rows = players.run.map((s) => get(section.variant, s)).filter((s): s is SimSummary => s !== undefined);
    const fig = figureName(section.variant);
    writeFileSync(join(outDir, 'figures', fig), plotScores(rows, `${section.title}: score distribution`));
    doc.push(sectionHeading(section));
    doc.push('');
    doc.push(table(rows));
    doc.push('');
    for (const [name, as] of players.playsAs) doc.push(`\`${name}\` is built for the standard rules; under this rule set it plays exactly as \`${as}\`, so it is not run again here.`);
    if (players.playsAs.length > 0) doc.push('');
    doc.push(`![Score distribution, ${section.title}](figures/${fig})`);
    doc.push('');
    const clair = get(section.variant, 'clairvoyant');
    if (clair) {
      doc.push(
        `With the stock known, ${pct(clair.winRate)} of deals 1–${int(clair.deals)} can be won (95% CI ${ci(clair.winCi.lo, clair.winCi.hi, (x) => pct(x))})` +
          (clair.unknown > 0 ? `; ${int(clair.unknown)} deals ran out of the solver's budget of ${int(CLAIRVOYANT_MAX_STATES)} positions and are counted as not won, so the true rate may be slightly higher.` : `; the solver settled every deal within its budget of ${int(CLAIRVOYANT_MAX_STATES)} positions.`),
      );
      doc.push('');
    }
    if (section === freeSection) doc.push(...free.lines);
    sectionText.set(section.variant, doc.join('\n').replace(/\n+$/, ''));
  }

  const countsText = `Always deal numbers from 1. Cheap players: ${int(COUNTS.cheap)} deals under every rule set. Sampling players: ${int(COUNTS.expensive)} deals under the main rule sets (Aces Up standard and aces-only, Golf strict, queen-on-king and putt-putt), ${int(COUNTS.expensiveOther)} under the others. The solver: ${int(COUNTS.solver)} deals under each main rule set, ${int(COUNTS.solverOther)} under the others (free-discards ${int(COUNTS.solverFree)}: it needs about a second a deal, some deals a minute or more).`;
  const timingHead = ['| rules | player | deals | time (this run) |', '|---|---|---|---|'];
  const target = join(outDir, 'results.md');

  if (only === undefined) {
    const doc: string[] = [];
    doc.push('# How often can Aces Up and Golf be won? Measured results');
    doc.push('');
    doc.push('Made by `npm run report` (scripts/report.ts); every number here can be reproduced with that one command, or one line at a time with `kabal sim`.');
    doc.push('Deals are the numbered deals of rules §2 (the frozen deal-number mapping), so anyone can replay any of them: `kabal sim acesup --strategy round --numbers 1-100000`.');
    doc.push('The players are described in [strategies.md](strategies.md). All of them except `clairvoyant` see only what a person sees: every dealt card, never the order of the stock.');
    doc.push('`clairvoyant` is the exact solver (src/solve) given the real stock order: its numbers are winnability **with the stock known**, an upper bound for any real player, not a way to play.');
    doc.push('');
    doc.push('Intervals are 95%: Wilson intervals for win rates, normal intervals (mean ± 1.96·sd/√n) for mean scores. Aces Up score = cards discarded (48 = won, 50 with jokers); Golf score = the hole score (cards left in the tableau, or minus the stock left after clearing it; 0 or less = won).');
    doc.push('');
    const reused = [...timing.values()].some((t) => t.includes('earlier run'));
    doc.push(
      `${trial ? `**Trial run at scale ${scale}: not the published counts.** ` : ''}This run took ${minutes.toFixed(0)} minutes of wall-clock time on ${cpus().length} cores (${threads} worker threads) of a machine shared with other jobs` +
        (reused ? '; it reused results kept in the journals of earlier runs (see the timing table at the end, which gives each run\'s own time).' : ', from a clean start (no journals); see the timing table at the end.'),
    );
    doc.push('');
    doc.push(CLAIMS_HEADING);
    doc.push('');
    doc.push('Each published figure is set beside our measurement on the same rules. "Confirmed": our measurement agrees. "Contradicted": our measurement rules the figure out (or the figure cannot mean what it claims). "Consistent": our numbers bracket it but cannot confirm it.');
    doc.push('');
    doc.push('| published figure | rules | source | measured here | verdict |');
    doc.push('|---|---|---|---|---|');
    for (const c of [...claims(get), ...(free.claim ? [free.claim] : [])]) doc.push(claimRow(c));
    doc.push('');
    doc.push(...comparisons(comparisonRows(perDeal, SECTIONS, SUCCESSORS)));
    // The fair-play bounds are measured by `kabal bound` (docs/bound.md), not by this script: their section is kept as it is.
    const bounds = existsSync(target) ? blocks(readFileSync(target, 'utf8')).find((b) => b.heading === BOUND_HEADING) : undefined;
    if (bounds) doc.push(bounds.text.replace(/\n+$/, ''), '');
    for (const section of SECTIONS) doc.push(sectionText.get(section.variant) as string, '');
    doc.push(TIMING_HEADING);
    doc.push('');
    doc.push(countsText);
    doc.push('');
    doc.push(
      `The runs below that started from nothing took ${(cleanSeconds / 60).toFixed(0)} minutes of wall-clock time in all on this machine, with ${threads} worker threads and other jobs running beside them: that is what a clean run (no journals in \`.sim-state/report/\`) costs. Journals make a rerun cheap: a run reuses every deal already played by the same player under the same rules.`,
    );
    doc.push('');
    doc.push(...timingHead, ...timing.values());
    doc.push('');
    writeFileSync(target, `${doc.join('\n')}\n`);
    console.log(`wrote ${target} and ${SECTIONS.length} figures in ${minutes.toFixed(1)} minutes`);
    return;
  }

  // --only: the named sections are remade in the results.md there is, everything else stays.
  if (!existsSync(target)) throw new Error(`--only remakes sections of ${target}, which does not exist: run the whole report first`);
  const old = blocks(readFileSync(target, 'utf8'));
  const out: string[] = [];
  // The opening, the published figures and the paired comparisons, in their order, then the sections.
  for (const b of old) {
    if (b.heading === TIMING_HEADING || SECTIONS.some((sec) => b.heading === sectionHeading(sec))) continue;
    if (b.heading === CLAIMS_HEADING && free.claim) {
      // The free-discards row is remade with its section.
      const row = claimRow(free.claim);
      const lines = b.text.split('\n').filter((l) => !l.startsWith(`| ${free.claim?.figure} |`));
      let end = lines.length;
      while (end > 0 && !lines[end - 1]?.startsWith('|')) end--;
      lines.splice(end, 0, row);
      out.push(lines.join('\n'));
    } else if (b.heading === COMPARISONS_HEADING) {
      // The rows of the remade rule sets are remade; the rest, and the words around them, stay.
      const lines = b.text.split('\n');
      const isRow = (l: string): boolean => comparisonKey(l) !== undefined;
      const first = lines.findIndex(isRow);
      const last = lines.length - 1 - [...lines].reverse().findIndex(isRow);
      const rank = (k: string): number => sectionIndex(SECTIONS, k) * 100 + SUCCESSORS.findIndex((c) => k.endsWith(`|${c.next}|${c.previous}`));
      const table = mergeRows(lines, comparisonKey, comparisonRows(perDeal, SECTIONS, SUCCESSORS), only, rank);
      out.push((first < 0 ? [...lines, ...table] : [...lines.slice(0, first), ...table, ...lines.slice(last + 1)]).join('\n'));
    } else out.push(b.text);
  }
  for (const section of SECTIONS) {
    const text = sectionText.get(section.variant) ?? old.find((b) => b.heading === sectionHeading(section))?.text;
    if (text !== undefined) out.push(text.replace(/\n+$/, ''));
  }
  // The timing table keeps the rows of the sections not remade.
  const oldTiming = old.find((b) => b.heading === TIMING_HEADING)?.text.split('\n') ?? [];
  const timingKey = (line: string): string | undefined => {
    const m = /^\| ([^|]+) \| ([^|]+) \| [\d,]+ \|/.exec(line);
    return m ? `${(m[1] as string).trim()}|${(m[2] as string).trim()}` : undefined;
  };
  out.push(
    [
      TIMING_HEADING,
      '',
      countsText,
      '',
      `The sections of ${sections.map((sec) => `\`${sec.variant}\``).join(', ')} were last remade by themselves (\`npm run report -- --only '${sections.map((sec) => sec.variant).join(',')}'\`): ${(cleanSeconds / 60).toFixed(0)} minutes of wall-clock time for the runs that started from nothing, with ${threads} worker threads and other jobs running beside them. The other rows are from the runs before; \`npm run report\` remakes them all.`,
      '',
      ...timingHead,
      ...mergeRows(oldTiming, timingKey, timing, only, (k) => sectionIndex(SECTIONS, k)),
    ].join('\n'),
  );
  writeFileSync(target, `${out.map((t) => t.replace(/\s+$/, '')).join('\n\n')}\n`);
  console.log(`remade ${sections.length} sections of ${target} in ${minutes.toFixed(1)} minutes`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const o = parseReportArgs(process.argv.slice(2), reportSections(), availableParallelism());
  if (!o.ok) {
    console.error(`report: ${o.error.message}`);
    process.exitCode = 2;
  } else await makeReport(o.value);
}
