// The published figures set beside what we measured (the "Published figures" table of
// docs/results.md), and the free-discards question, answered with the solver on the same deals.
// This file is about what other sources said of particular games, so it names them.

import type { DealResult } from '../../src/players/registry.js';
import { strategyInfos } from '../../src/players/registry.js';
import { oneIn, type SimSummary } from '../../src/sim/summary.js';
import { ci, f2, int, pct } from './format.js';

/** The rule sets the free-discards comparison solves on the same deals: free against forced discards. */
export const FREE_DISCARDS = 'acesup(free-discards)';
export const FORCED_DISCARDS = 'acesup';

/** Journals of every run, by `variant|player`: the per-deal results, deal number i + 1 at index i. */
export type PerDeal = Map<string, readonly DealResult[]>;

export type Verdict = 'confirmed' | 'contradicted' | 'consistent' | 'not comparable';

export interface Claim {
  readonly figure: string;
  readonly rules: string;
  readonly source: string;
  readonly measured: string;
  readonly verdict: Verdict;
  readonly why: string;
}

export function claims(get: (variant: string, strategy: string) => SimSummary | undefined): Claim[] {
  const out: Claim[] = [];
  const ne = get('acesup', 'never-empty');
  const rd = get('acesup', 'round');
  const observationPlayers = strategyInfos('acesup').filter((s) => !s.fullInformation && s.aliasOf === undefined).map((s) => s.name);
  const bestAces = (variant: string): SimSummary | undefined =>
    observationPlayers
      .map((n) => get(variant, n))
      .filter((s): s is SimSummary => s !== undefined)
      // The player whose win rate is best established: highest lower end of its 95% interval.
      .sort((a, b) => b.winCi.lo - a.winCi.lo)[0];
  const best = bestAces('acesup');
  const clair = get('acesup', 'clairvoyant');
  const within = (x: number, target: number, tol: number): boolean => Math.abs(x - target) <= tol;
  if (ne) {
    const ok = within(ne.cardsLeft.mean, 20, 1);
    out.push({
      figure: 'never uses an empty pile: about 20 cards left (20,000 deals)',
      rules: 'Aces Up standard',
      source: 'seed 004 (Danish page)',
      measured: `\`never-empty\`: ${f2(ne.cardsLeft.mean)} cards left (95% CI ${ci(ne.cardsLeft.meanCi.lo, ne.cardsLeft.meanCi.hi, f2)}), ${int(ne.deals)} deals`,
      verdict: ok ? 'confirmed' : 'contradicted',
      why: ok ? 'Our mean rounds to the published 20.' : 'Our mean is more than a card away from 20.',
    });
  }
  if (rd) {
    const ok = within(rd.cardsLeft.mean, 14, 1);
    out.push({
      figure: 'thinks the round through: about 14 cards left',
      rules: 'Aces Up standard',
      source: 'seed 004 (Danish page)',
      measured: `\`round\`: ${f2(rd.cardsLeft.mean)} cards left (95% CI ${ci(rd.cardsLeft.meanCi.lo, rd.cardsLeft.meanCi.hi, f2)})`,
      verdict: ok ? 'confirmed' : 'contradicted',
      why: ok ? 'Our round-searching player ends within a card of 14.' : 'Our round-searching player is more than a card away from 14 (its evaluation may differ from theirs).',
    });
  }
  if (best && clair) {
    const r43 = 1 / 43;
    const verdict: Verdict = best.winCi.lo > r43 ? 'contradicted' : 'consistent';
    out.push({
      figure: 'about 1 in 43 with optimal play',
      rules: 'Aces Up standard',
      source: 'seed 001',
      measured: `best player here, \`${best.strategy}\`: ${pct(best.winRate)} (${oneIn(best.winRate)}, 95% CI ${ci(best.winCi.lo, best.winCi.hi, (x) => pct(x))}); with the stock known: ${pct(clair.winRate)}`,
      verdict,
      why:
        verdict === 'contradicted'
          ? 'Optimal play wins at least as often as any player we built, and ours already wins clearly more than 1 in 43 (the whole 95% interval is above 2.33%). The figure is too low.'
          : best.winCi.hi < r43
            ? 'Optimal play must win at least as often as our best player and at most as often as the stock-known bound; 1 in 43 lies between the two, so we cannot rule it out.'
            : 'Our best player’s interval contains 1 in 43; optimal play is at least as good, so the figure is at the low end of what is possible.',
    });
    const r35 = 1 / 35;
    const normal = rd ?? best;
    const inNormal = normal.winCi.lo <= r35 && normal.winCi.hi >= r35;
    out.push({
      figure: 'about 1 in 35 in normal play (same page as 1 in 43)',
      rules: 'Aces Up standard',
      source: 'seed 001; solitairewinrates.com (human-like simulator)',
      measured: `\`round\` (a careful player who thinks each round through): ${pct(normal.winRate)} (${oneIn(normal.winRate)}, 95% CI ${ci(normal.winCi.lo, normal.winCi.hi, (x) => pct(x))})`,
      verdict: inNormal ? 'confirmed' : 'contradicted',
      why:
        (inNormal ? '1 in 35 (2.86%) lies inside the interval of a careful player. ' : '1 in 35 (2.86%) lies outside the interval of our careful player. ') +
        'The page cannot be right on both counts: normal play cannot win more often (1 in 35) than optimal play (1 in 43).',
    });
    const bots = 0.007057;
    const beat = best.winCi.lo > 1 / 84.4;
    out.push({
      figure: 'best published bots: 1 in 84.4 (500,000 decks), 0.7057% (4,000,000 decks)',
      rules: 'Aces Up standard',
      source: 'henrikenquist/aces-up, jwnorman/aces-up',
      measured: `our simple heuristics: ${['uncover', 'ace-first', 'highest-top', 'tallest-pile']
        .map((n) => get('acesup', n))
        .filter((s): s is SimSummary => s !== undefined)
        .map((s) => `\`${s.strategy}\` ${pct(s.winRate)}`)
        .join(', ')}; best: \`${best.strategy}\` ${pct(best.winRate)}`,
      verdict: beat ? 'contradicted' : 'consistent',
      why: beat
        ? `As measurements of those bots the figures may well be right, but they are not the best play: our \`${best.strategy}\` wins ${(best.winRate / bots).toFixed(1)} times as often as 0.7057%, with the whole 95% interval above 1 in 84.4.`
        : 'Our simple heuristics land in the same range as those bots.',
    });
    const lower = 0.1157;
    out.push({
      figure: 'at least 11.57% winnable with the stock known (solver that skips some legal moves)',
      rules: 'Aces Up standard',
      source: 'solitairewinrates.com',
      measured: `exact solver, stock known: ${pct(clair.winRate)} (95% CI ${ci(clair.winCi.lo, clair.winCi.hi, (x) => pct(x))}), ${int(clair.deals)} deals${clair.unknown > 0 ? `, ${int(clair.unknown)} out of budget and counted as lost` : ''}`,
      verdict: clair.winCi.lo >= lower ? 'confirmed' : 'contradicted',
      why: clair.winCi.lo >= lower ? `The bound holds, and is far from tight: a solver that tries every legal move wins ${(clair.winRate / lower).toFixed(1)} times as many deals.` : 'Our exact solver finds fewer winnable deals than the published lower bound.',
    });
  }
  const ao = bestAces('acesup(aces-only)');
  const aoClair = get('acesup(aces-only)', 'clairvoyant');
  if (ao) {
    const r = 1 / 270;
    const inside = ao.winCi.lo <= r && ao.winCi.hi >= r;
    out.push({
      figure: 'about 1 in 270',
      rules: 'Aces Up aces-only',
      source: 'Wikipedia (an unpublished program)',
      measured: `best player here, \`${ao.strategy}\`: ${pct(ao.winRate, 3)} (${oneIn(ao.winRate)}, 95% CI ${ci(ao.winCi.lo, ao.winCi.hi, (x) => pct(x, 3))})${aoClair ? `; with the stock known: ${pct(aoClair.winRate)}` : ''}`,
      verdict: inside ? 'consistent' : ao.winCi.lo > r ? 'contradicted' : 'consistent',
      why: inside
        ? 'The figure lies inside our best player’s interval; without knowing the program’s play we can say no more.'
        : ao.winCi.lo > r
          ? 'A player who sees only what a person sees already wins clearly more often, so 1 in 270 describes a weaker player, not the game.'
          : 'Our best player wins less often than 1 in 270; a stronger player may reach it, so we cannot rule it out.',
    });
  }
  const golfClaims: [string, string, number, string][] = [
    ['golf', 'strict', 0.26, 'Wikipedia'],
    ['golf(queen-on-king)', 'queen-on-king', 0.45, 'Wikipedia'],
    ['golf(putt-putt)', 'putt-putt', 0.93, 'Wikipedia'],
  ];
  for (const [variant, label, rate, source] of golfClaims) {
    const c = get(variant, 'clairvoyant');
    if (!c) continue;
    const within2 = Math.abs(c.winRate - rate) <= 0.015 + (c.winCi.hi - c.winCi.lo) / 2;
    out.push({
      figure: `about ${Math.round(rate * 100)}% winnable`,
      rules: `Golf ${label}`,
      source,
      measured: `exact solver, stock known: ${pct(c.winRate)} (95% CI ${ci(c.winCi.lo, c.winCi.hi, (x) => pct(x))}), ${int(c.deals)} deals${c.unknown > 0 ? `, ${int(c.unknown)} out of budget` : ''}`,
      verdict: within2 ? 'confirmed' : 'contradicted',
      why: within2 ? 'Our interval matches the rounded figure.' : 'Our interval is clearly away from the rounded figure.',
    });
    if (variant === 'golf(queen-on-king)') {
      const bg = 0.45109;
      const inside = c.winCi.lo <= bg && c.winCi.hi >= bg;
      out.push({
        figure: '45.109% ± 0.032 (10^7 deals)',
        rules: 'Golf queen-on-king',
        source: 'Blake & Gent, Solvitaire (JAIR 2026)',
        measured: `exact solver, stock known: ${pct(c.winRate, 2)} (95% CI ${ci(c.winCi.lo, c.winCi.hi, (x) => pct(x))})`,
        verdict: inside ? 'confirmed' : 'contradicted',
        why: inside ? `Their figure lies inside our 95% interval (ours is wider: ${int(c.deals)} deals against their 10 million).` : 'Their figure lies outside our 95% interval.',
      });
    }
  }
  return out;
}

/** The seed's "removals are never harmful", against the exact solver under both rules on the same deals. */
export function freeDiscards(perDeal: PerDeal): { lines: string[]; claim?: Claim } {
  const free = perDeal.get(`${FREE_DISCARDS}|clairvoyant`);
  const forced = perDeal.get(`${FORCED_DISCARDS}|clairvoyant`);
  if (!free || !forced) return { lines: [] };
  const n = Math.min(free.length, forced.length);
  let wonFree = 0;
  let wonForced = 0;
  let onlyFree = 0;
  let onlyForced = 0;
  let higher = 0;
  let lower = 0;
  let more = 0;
  let unknown = 0;
  for (let i = 0; i < n; i++) {
    const f = free[i]!;
    const s = forced[i]!;
    if (f.verdict === 'unknown' || s.verdict === 'unknown') unknown++;
    if (f.won) wonFree++;
    if (s.won) wonForced++;
    if (f.won && !s.won) onlyFree++;
    if (s.won && !f.won) onlyForced++;
    if (f.score > s.score) {
      higher++;
      more += f.score - s.score;
    }
    if (f.score < s.score) lower++;
  }
  const lines = [
    '### Are removals never harmful? Free discards against forced discards, with the stock known',
    '',
    `One seed says that making a discard can never hurt. The exact solver answers it deal by deal: deals 1–${int(n)}, each solved under the standard rules (every discard forced before the next deal) and under \`free-discards\` (discards are the player's choice), stock order known in both. Free discards can only help (any forced line is also a free one), so the question is how often keeping a card that could be discarded pays.`,
    '',
    '| | deals |',
    '|---|---|',
    `| won with forced discards | ${int(wonForced)} |`,
    `| won with free discards | ${int(wonFree)} |`,
    `| won only by keeping a discardable card | **${int(onlyFree)}** (${pct(onlyFree / n)}) |`,
    `| a higher best score with free discards | **${int(higher)}** (${pct(higher / n)}; ${int(more)} cards more in all) |`,
    `| a lower best score with free discards (impossible) | ${int(lower)} |`,
    `| won only with forced discards (impossible) | ${int(onlyForced)} |`,
    `| settled exactly under both rules | ${int(n - unknown)} of ${int(n)} |`,
    '',
  ];
  const claim: Claim = {
    figure: 'removals are never harmful',
    rules: 'Aces Up free-discards against standard',
    source: 'seed (rule page)',
    measured: `exact solver, stock known, deals 1–${int(n)}: ${int(onlyFree)} deals are won only by keeping a discardable card, ${int(higher)} end with more cards discarded, none with fewer`,
    verdict: onlyFree + higher > 0 ? 'contradicted' : 'consistent',
    why: onlyFree + higher > 0 ? 'Keeping a card that could be discarded is sometimes the only way to win; the rules §3 example is not a freak.' : 'No deal here gains by keeping a card.',
  };
  return { lines, claim };
}

export const claimRow = (c: Claim): string => `| ${c.figure} | ${c.rules} | ${c.source} | ${c.measured} | **${c.verdict}**: ${c.why} |`;

