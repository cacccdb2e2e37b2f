// `kabal solve`: the exact solver on deals from --number/--numbers/--input/stdin, one result per
// deal in input order: a table, JSON lines (--json), or each line of play step by step (--moves).
// Every verdict is with the stock known (full information, SPEC §5): an upper bound for real play.

import type { Command } from 'commander';
import { type Card, displayCard, formatCard } from '../../core/cards.js';
import { formatDeal } from '../../core/deal.js';
import type { GameRules } from '../../core/game.js';
import type { AcesUpMove, AcesUpState } from '../../games/acesup/rules.js';
import { forGame } from '../../games/index.js';
import type { GolfMove, GolfState } from '../../games/golf/rules.js';
import { DEFAULT_MAX_STATES, GHOST_MAX_STATES, solve, type SolveResult } from '../../solve/index.js';
import { CliError } from '../errors.js';
import { collectDeals, type DealInput, parseGameArg, parseVariantArg } from '../io.js';
import { renderPosition } from '../render.js';

export interface SolveCliOptions {
  variant?: string;
  number?: string;
  numbers?: string;
  input?: string;
  json?: boolean;
  moves?: boolean;
  ascii?: boolean;
  maxStates?: string;
  time?: string;
}

function positiveInt(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim()) || Number(text) <= 0 || !Number.isSafeInteger(Number(text))) throw new CliError(`${flag}: "${text}" is not a positive whole number`);
  return Number(text);
}

/** What one move did, in words: "discard 4♦ from pile 3", "turn 7♥". Read from the position before the move. */
function describeMove<S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, move: M, card: (c: Card) => string): string {
  if (rules.id === 'acesup') {
    const s = state as unknown as AcesUpState;
    const m = move as unknown as AcesUpMove;
    const top = (p: number): string => {
      const pile = s.piles[p] as readonly Card[];
      return card(pile[pile.length - 1] as Card);
    };
    switch (m.type) {
      case 'deal':
        return `deal ${s.deal
          .slice(s.next, s.next + 4)
          .map((c) => card(c))
          .join(' ')}`;
      case 'discard':
        return `discard ${top(m.pile)} from pile ${m.pile + 1}`;
      case 'move':
        return `move ${top(m.from)} from pile ${m.from + 1} to empty pile ${m.to + 1}`;
      case 'joker':
        return `play the joker from pile ${m.from + 1} onto ${top(m.to)} (pile ${m.to + 1}): both discarded`;
    }
  }
  const s = state as unknown as GolfState;
  const m = move as unknown as GolfMove;
  if (m.type === 'turn') return `turn ${card(s.deal[s.next] as Card)} from the stock`;
  const col = s.columns[m.column] as readonly Card[];
  return `play ${card(col[col.length - 1] as Card)} from column ${m.column + 1}`;
}

function scoreWords(game: string, score: number): string {
  if (game === 'acesup') return `${score} discarded`;
  return score <= 0 ? `cleared, ${-score} left in the stock (score ${score})` : `${score} left in the tableau`;
}

/** Runs the solver on each deal in turn and yields the output lines as each result comes. */
export function* solveLines<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, deals: readonly DealInput[], opts: SolveCliOptions): Generator<string> {
  const maxStates = positiveInt(opts.maxStates, '--max-states');
  const timeMs = positiveInt(opts.time, '--time');
  const vtext = rules.formatVariant(variant);
  const card = (c: Card): string => (opts.ascii ? formatCard(c) : displayCard(c));
  const label = (d: DealInput, i: number): string => (d.number !== undefined ? `#${d.number}` : d.line !== undefined ? `line ${d.line}` : `${i + 1}`);
  if (!opts.json && !opts.moves) {
    yield `${rules.title}, ${vtext}: exact results with the stock known (an upper bound for real play)`;
    yield (['deal', 'verdict', 'winnable', rules.id === 'acesup' ? 'best (discarded)' : 'best (hole score)', 'moves', 'states', 'ms'].map((h, i) => (i === 0 ? h.padEnd(12) : h.padStart(i === 3 ? 18 : 11))).join(''));
  }
  let won = 0;
  for (let i = 0; i < deals.length; i++) {
    const d = deals[i] as DealInput;
    const start = rules.start(d.deal, variant);
    const r: SolveResult<M> = solve(rules, start, { ...(maxStates === undefined ? {} : { maxStates }), ...(timeMs === undefined ? {} : { timeMs }) });
    if (r.winnable) won++;
    const moveTexts = r.moves.map((m) => rules.formatMove(m));
    if (opts.json) {
      const row = {
        deal: formatDeal(d.deal),
        ...(d.number === undefined ? {} : { number: d.number }),
        ...(d.line === undefined ? {} : { line: d.line }),
        game: rules.id,
        variant: vtext,
        verdict: r.verdict,
        winnable: r.winnable,
        bestScore: r.bestScore,
        cardsLeft: rules.id === 'acesup' ? d.deal.length - r.bestScore : Math.max(0, r.bestScore),
        moves: moveTexts,
        states: r.states,
        ms: Math.round(r.ms * 100) / 100,
        stockKnown: true,
      };
      yield JSON.stringify(row);
      continue;
    }
    if (!opts.moves) {
      yield [label(d, i).padEnd(12), r.verdict.padStart(11), (r.winnable ? 'yes' : 'no').padStart(11), String(r.bestScore).padStart(18), String(r.moves.length).padStart(11), String(r.states).padStart(11), r.ms.toFixed(1).padStart(11)].join('');
      continue;
    }
    if (i > 0) yield '';
    const what = r.verdict === 'solved' ? 'can be won' : r.verdict === 'unsolvable' ? 'cannot be won' : 'not settled (the search budget ran out; the line below is the best found)';
    yield `${rules.title}, ${vtext}, deal ${label(d, i)}: ${what}, with the stock known. Best: ${scoreWords(rules.id, r.bestScore)}.`;
    yield '';
    yield renderPosition(rules, start, { ascii: opts.ascii ?? false });
    yield '';
    let s = start;
    for (let k = 0; k < r.moves.length; k++) {
      const m = r.moves[k] as M;
      yield `${String(k + 1).padStart(4)}. ${(moveTexts[k] as string).padEnd(6)} ${describeMove(rules, s, m, card)}`;
      s = rules.applyMove(s, m);
    }
    yield '';
    yield renderPosition(rules, s, { ascii: opts.ascii ?? false });
  }
  if (!opts.json && !opts.moves && deals.length > 1) yield `${won} of ${deals.length} deals can be won with the stock known.`;
}

export function registerSolve(program: Command): void {
  program
    .command('solve')
    .description('exact best score and a line of play for each deal, with the stock known (full information: an upper bound for real play)')
    .argument('<game>', 'acesup or golf')
    .option('--variant <variant>', 'variant, e.g. "aces-only" or "golf(putt-putt)"')
    .option('-n, --number <n>', 'deal number')
    .option('--numbers <a-b>', 'a range of deal numbers')
    .option('-i, --input <file>', 'file with one deal per line (- or nothing for standard input)')
    .option('--json', 'one JSON object per deal: deal, variant, verdict, winnable, bestScore, moves, states, ms')
    .option('--moves', 'lay out each line of play step by step')
    .option('--ascii', 'write cards as AS, TD instead of A♠, 10♦')
    .option('--max-states <n>', `most positions to search per deal (default ${DEFAULT_MAX_STATES}; ${GHOST_MAX_STATES} for Aces Up free-discards without fill-first)`)
    .option('--time <ms>', 'most milliseconds to search per deal (default: no limit)')
    .action(async (game: string, opts: SolveCliOptions) => {
      await forGame(parseGameArg(game), async (rules) => {
        const variant = parseVariantArg(rules, opts.variant);
        positiveInt(opts.maxStates, '--max-states');
        positiveInt(opts.time, '--time');
        const deals = await collectDeals(rules, variant, opts);
        // A reader that stops early (`| head`) closes the pipe: stop quietly instead of failing.
        const pipe = { closed: false };
        process.stdout.on('error', (e: NodeJS.ErrnoException) => {
          if (e.code !== 'EPIPE') throw e;
          pipe.closed = true;
        });
        // Written as each deal is solved, so a long run shows progress and a pipe gets results early;
        // the event loop turns between lines so a closed pipe is noticed.
        for (const line of solveLines(rules, variant, deals, opts)) {
          process.stdout.write(`${line}\n`);
          await new Promise((resolve) => setImmediate(resolve));
          if (pipe.closed) break;
        }
      });
    });
}
