// The Markdown of docs/results.md: the players' tables, the paired comparisons, and the pieces
// that let `--only` remake some sections of the page and keep the rest.

import { gameModule } from '../../src/registry/index.js';
import type { SimSummary } from '../../src/sim/summary.js';
import { oneIn } from '../../src/sim/summary.js';
import type { PerDeal } from './claims.js';
import { ci, f2, int, paired, pct, signed } from './format.js';
import type { Section, Successor } from './plan.js';

export function table(rows: readonly SimSummary[]): string {
  const left = rows[0] === undefined ? 'cards left' : gameModule(rows[0].game).report.leftName;
  const lines = [
    `| player | deals (numbers) | wins | win rate (95% CI) | 1 in | mean score (95% CI) | median score | mean ${left} (95% CI) |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const s of rows) {
    const name = s.fullInformation ? `**clairvoyant** (stock known: upper bound)` : `\`${s.strategy}\``;
    const unknown = s.unknown > 0 ? ` (${int(s.unknown)} out of budget)` : '';
    lines.push(
      `| ${name} | ${int(s.deals)} (1–${int(s.deals)}) | ${int(s.wins)}${unknown} | ${pct(s.winRate)} (${ci(s.winCi.lo, s.winCi.hi, (x) => pct(x))}) | ${s.wins > 0 ? oneIn(s.winRate).replace('about 1 in ', '') : '–'} | ${f2(s.score.mean)} (${ci(s.score.meanCi.lo, s.score.meanCi.hi, f2)}) | ${s.score.median} | ${f2(s.cardsLeft.mean)} (${ci(s.cardsLeft.meanCi.lo, s.cardsLeft.meanCi.hi, f2)}) |`,
    );
  }
  return lines.join('\n');
}

export function figureName(variant: string): string {
  return `${variant.replace(/[()]/g, '-').replace(/[^a-z0-9-]/gi, '').replace(/-+$/, '')}.svg`;
}


/** The rows of the paired comparisons that the journals allow, by `rules|new|old`, in table order. */
export function comparisonRows(perDeal: PerDeal, sections: readonly Section[], lineage: readonly Successor[]): Map<string, string> {
  const rows = new Map<string, string>();
  for (const section of sections) {
    for (const c of lineage) {
      if (!c.variants.includes(section.variant)) continue;
      const variant = section.variant;
      const a = perDeal.get(`${variant}|${c.next}`);
      const b = perDeal.get(`${variant}|${c.previous}`);
      if (!a || !b) continue;
      const n = Math.min(a.length, b.length);
      const wins = paired(Array.from({ length: n }, (_, i) => Number(a[i]!.won) - Number(b[i]!.won)));
      const left = paired(Array.from({ length: n }, (_, i) => a[i]!.cardsLeft - b[i]!.cardsLeft));
      const onlyA = Array.from({ length: n }, (_, i) => a[i]!.won && !b[i]!.won).filter(Boolean).length;
      const onlyB = Array.from({ length: n }, (_, i) => b[i]!.won && !a[i]!.won).filter(Boolean).length;
      // Both win rates on the paired deals only.
      const rateA = a.slice(0, n).filter((r) => r.won).length / n;
      const rateB = b.slice(0, n).filter((r) => r.won).length / n;
      const word = gameModule(c.game).report.leftName;
      rows.set(
        `${variant}|${c.next}|${c.previous}`,
        `| ${variant} | \`${c.next}\` against \`${c.previous}\` | ${int(n)} (1–${int(n)}) | ${pct(rateA)} against ${pct(rateB)} | ${int(onlyA)} / ${int(onlyB)} | ${signed(wins.mean * 100)} points (${signed(wins.lo * 100)} to ${signed(wins.hi * 100)}) | ${signed(left.mean)} ${word} (${signed(left.lo)} to ${signed(left.hi)}) |`,
      );
    }
  }
  return rows;
}

export const COMPARISONS_HEADING = '## Each new player against the one it replaces, deal by deal';

export function comparisons(rows: ReadonlyMap<string, string>): string[] {
  if (rows.size === 0) return [];
  return [
    COMPARISONS_HEADING,
    '',
    'Both players on the same deals (numbered from 1). The difference is taken deal by deal, new minus old, with a normal 95% interval of its mean: much narrower than comparing the two win rates as if the deals were different, because a deal that is easy for one player is mostly easy for the other.',
    '',
    '| rules | players | deals | win rates | deals won only by the new / only by the old | win rate, new minus old (95% CI) | cards left, new minus old (95% CI) |',
    '|---|---|---|---|---|---|---|',
    ...rows.values(),
    '',
  ];
}

/** The key of a comparison row as written: `rules|new|old`. */
export function comparisonKey(line: string): string | undefined {
  const m = /^\| ([^|]+) \| `([^`]+)` against `([^`]+)` \|/.exec(line);
  return m ? `${(m[1] as string).trim()}|${m[2]}|${m[3]}` : undefined;
}

/** Where a row keyed `rules|…` goes in a table: its rule set's place among the sections. */
export const sectionIndex = (sections: readonly Section[], key: string): number => sections.findIndex((sec) => key.startsWith(`${sec.variant}|`));

/**
 * A table's rows for `--only`: the old rows (keyed by `keyOf`, `rules|…`) of the rule sets not
 * remade, the fresh rows of those remade, sorted by `rank`.
 */
export function mergeRows(old: readonly string[], keyOf: (line: string) => string | undefined, fresh: ReadonlyMap<string, string>, remade: ReadonlySet<string>, rank: (key: string) => number): string[] {
  const rows = new Map<string, string>();
  const remadeKey = (k: string): boolean => remade.has(k.split('|')[0] as string);
  for (const line of old) {
    const k = keyOf(line);
    if (k !== undefined && !remadeKey(k)) rows.set(k, line);
  }
  for (const [k, v] of fresh) if (remadeKey(k)) rows.set(k, v);
  return [...rows.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([, v]) => v);
}

/** The blocks of a results.md: the text before the first `## `, then one block per `## ` heading. */
export function blocks(text: string): { heading: string; text: string }[] {
  const out: { heading: string; text: string }[] = [];
  let cur = { heading: '', lines: [] as string[] };
  for (const line of text.replace(/\n+$/, '').split('\n')) {
    if (line.startsWith('## ')) {
      out.push({ heading: cur.heading, text: cur.lines.join('\n') });
      cur = { heading: line, lines: [] };
    }
    cur.lines.push(line);
  }
  out.push({ heading: cur.heading, text: cur.lines.join('\n') });
  return out;
}

export const sectionHeading = (section: Section): string => `## ${section.title} (\`${section.variant}\`)`;
export const TIMING_HEADING = '## Deal counts and run time';
export const CLAIMS_HEADING = '## Published figures against what we measured';

