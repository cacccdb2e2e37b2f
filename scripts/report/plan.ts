// What `npm run report` measures: the rule sets (read from each game's module in the registry),
// the players of each, how many deals each run gets, and which new player is set against the one
// it replaced. Pure data and arithmetic; nothing runs here.

import type { GameId } from '../../src/core/game.js';
import { GAME_IDS, gameModule } from '../../src/registry/index.js';
import { type ReportRuleSet } from '../../src/games/index.js';
import { findStrategy, strategyInfos } from '../../src/players/registry.js';

/** A rule set of docs/results.md, with its game. */
export interface Section extends ReportRuleSet {
  readonly game: GameId;
}

/** Every game's rule sets, in the registry's order of games. */
export function reportSections(): readonly Section[] {
  return GAME_IDS.flatMap((game) => gameModule(game).report.ruleSets.map((r) => ({ ...r, game })));
}

/** A new player and the one it replaced, under the rule sets where both are run. */
export interface Successor {
  readonly game: GameId;
  readonly variants: readonly string[];
  readonly next: string;
  readonly previous: string;
}

export function successors(): readonly Successor[] {
  return GAME_IDS.flatMap((game) => gameModule(game).report.successors.map((s) => ({ ...s, game })));
}

/**
 * Deal counts. Main rule sets: cheap players `cheap` deals, sampling players `expensive`, the solver
 * `solver`; the others: cheap players `cheap`, sampling players `expensiveOther`, the solver
 * `solverOther` (`solverFree` where the solver is slow).
 */
export interface Counts {
  readonly cheap: number;
  readonly expensive: number;
  readonly expensiveOther: number;
  readonly solver: number;
  readonly solverOther: number;
  readonly solverFree: number;
}

export const DEFAULT_COUNTS: Counts = {
  cheap: 100_000,
  expensive: 10_000,
  expensiveOther: 1_000,
  solver: 10_000,
  solverOther: 2_000,
  solverFree: 1_000,
};

/** The players of a section: every player of the game except the alias, and those that under this rule set only play as another. */
export function playersOf(section: Section): { run: string[]; playsAs: [string, string][] } {
  const standard = section.variant === section.game;
  const run: string[] = [];
  const playsAs: [string, string][] = [];
  for (const s of strategyInfos(section.game)) {
    if (s.aliasOf !== undefined) continue;
    if (!standard && s.elsewherePlaysAs !== undefined) playsAs.push([s.name, s.elsewherePlaysAs]);
    else run.push(s.name);
  }
  return { run, playsAs };
}

/** How many deals (numbered from 1) a player gets under a section. */
export function dealCount(section: Section, strategy: string, counts: Counts, scale: number): number {
  const info = findStrategy(section.game, strategy);
  if (!info) throw new Error(`no strategy ${strategy}`);
  const base = info.fullInformation
    ? section.slowSolver === true
      ? counts.solverFree
      : section.main
        ? counts.solver
        : counts.solverOther
    : info.cost === 'cheap'
      ? counts.cheap
      : section.main
        ? counts.expensive
        : counts.expensiveOther;
  return Math.max(1, Math.round(base * scale));
}
