// The terminal (`kabal play`'s PlaySession) and the web game (its GameController) play through the
// one shared session: the same scripted moves, undos, redos, restarts, reshuffles and holes bring
// both to the same position, the same record, hole and reshuffles, and the same round scores; a
// locked Golf hole is dealt again the same in both, from the hole's own deal and the attempt.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Deal, dealFromNumber, formatDeal, parseDeal } from '../core/deal.js';
import { unwrap } from '../core/result.js';
import { Rng } from '../core/rng.js';
import { GOLF_MODULE } from '../games/golf/module.js';
import { ACESUP } from '../registry/acesup/index.js';
import { GOLF } from '../registry/golf/index.js';
import { playGame } from '../cli/play/games.js';
import { PlaySession } from '../cli/play/session.js';
import { GameController } from '../../web/model/controller.js';
import { numberedSpec, typedSpec } from '../../web/model/spec.js';
import type { DealSource } from './session.js';

type Act = { kind: 'move'; text: string } | { kind: 'undo' | 'redo' | 'restart' | 'reshuffle' | 'next' } | { kind: 'auto'; on: boolean };

/** What both front ends must agree on after every step. */
interface Look {
  readonly deal: string;
  readonly moves: readonly string[];
  readonly hole: number;
  readonly reshuffles: number;
  readonly scores: readonly number[] | undefined;
}

interface Front {
  act(a: Act): void;
  look(): Look;
}

function terminal<S, M, O, V>(session: PlaySession<S, M, O, V>): Front & { session: PlaySession<S, M, O, V> } {
  return {
    session,
    act(a) {
      const line = a.kind === 'move' ? a.text : a.kind === 'auto' ? `auto ${a.on ? 'on' : 'off'}` : a.kind;
      session.run(line);
    },
    look() {
      const title = session.title();
      const hole = /hole (\d+) of/.exec(title);
      const reshuffled = /reshuffled(?: ×(\d+))?/.exec(title);
      return {
        deal: session.record.split(' |')[0]!,
        moves: session.played,
        hole: hole ? Number(hole[1]) - 1 : 0,
        reshuffles: reshuffled ? Number(reshuffled[1] ?? 1) : 0,
        scores: session.roundScores,
      };
    },
  };
}

function web(c: GameController): Front {
  return {
    act(a) {
      switch (a.kind) {
        case 'move':
          expect(c.playText(a.text)).toBe(true);
          return;
        case 'undo':
          c.undo();
          return;
        case 'redo':
          c.redo();
          return;
        case 'restart':
          c.restart();
          return;
        case 'reshuffle':
          c.reshuffle();
          return;
        case 'next':
          c.nextHole();
          return;
        case 'auto':
          c.setOptions({ forcedMoves: a.on });
          return;
      }
    },
    look() {
      const save = c.snapshot();
      return { deal: formatDeal(c.spec.deal), moves: c.record().moves, hole: save.hole ?? 0, reshuffles: save.reshuffles ?? 0, scores: save.round?.scores };
    },
  };
}

/**
 * Runs the same acts on both and compares after each. The web counts a hole's score when the hole
 * ends, the terminal when the player types next, so the scores are compared after `next`.
 */
function both(term: Front, page: Front, acts: readonly Act[]): void {
  const same = (a: Act | undefined): void => {
    const [t, w] = [term.look(), page.look()];
    const where = a === undefined ? 'start' : JSON.stringify(a);
    expect({ ...w, scores: undefined }, where).toEqual({ ...t, scores: undefined });
    if (a?.kind === 'next') expect(w.scores ?? [], where).toEqual(t.scores ?? []);
  };
  same(undefined);
  for (const a of acts) {
    term.act(a);
    page.act(a);
    same(a);
  }
}

/** Acts that play a hole or game out by the first legal move, the moves worked out as they come. */
function playOut<S, M, O, V>(term: Front & { session: PlaySession<S, M, O, V> }, page: Front): void {
  const { rules } = term.session.game;
  for (let guard = 0; guard < 500 && !term.session.isOver; guard++) both(term, page, [{ kind: 'move', text: rules.formatMove(rules.legalMoves(term.session.state)[0] as M) }]);
  expect(term.session.isOver).toBe(true);
}

/** Random acts: mostly legal moves, with undos, redos, restarts and auto switched. */
function wander<S, M, O, V>(term: Front & { session: PlaySession<S, M, O, V> }, page: Front, seed: number, steps: number, extra: readonly Act[] = []): void {
  const rng = new Rng(seed);
  const { rules } = term.session.game;
  for (let i = 0; i < steps; i++) {
    const legal = rules.legalMoves(term.session.state);
    const r = rng.below(20);
    let a: Act;
    if (r < 12 && legal.length > 0) a = { kind: 'move', text: rules.formatMove(legal[rng.below(legal.length)] as M) };
    else if (r < 15) a = { kind: 'undo' };
    else if (r < 17) a = { kind: 'redo' };
    else if (r < 18) a = { kind: 'restart' };
    else if (r < 19 && extra.length > 0) a = extra[rng.below(extra.length)]!;
    else a = { kind: 'auto', on: rng.below(2) === 0 };
    both(term, page, [a]);
  }
}

const acesUpPlay = playGame(ACESUP);
const golfPlay = playGame(GOLF);
const golfV = GOLF_MODULE.rules.defaultVariant;
const isLocked = (d: Deal): boolean => GOLF_MODULE.present.isLocked(GOLF_MODULE.rules.observe(GOLF_MODULE.rules.start(d, golfV)));

function golfRound(first: number): { term: ReturnType<typeof terminal<unknown, unknown, unknown, unknown>>; page: Front } {
  const session = new PlaySession(golfPlay, { variant: golfV, round: { first }, newDeal: () => ({ deal: dealFromNumber(0) }) });
  const page = web(new GameController(undefined, { forcedMoves: true }, unwrap(numberedSpec('golf', 'golf', first))));
  return { term: terminal(session as unknown as PlaySession<unknown, unknown, unknown, unknown>), page };
}

describe('the terminal and the web play the same session', () => {
  it('Aces Up: the same moves, undos, redos, restarts and auto switches give the same game', () => {
    for (const [n, variant] of [
      [12, 'acesup'],
      [3, 'acesup(fill-first)'],
      [7, 'acesup(free-discards)'],
    ] as const) {
      const v = unwrap(ACESUP.rules.parseVariant(variant));
      const session = new PlaySession(acesUpPlay, { variant: v, source: { deal: dealFromNumber(n), number: n }, newDeal: () => ({ deal: dealFromNumber(0) }), auto: ACESUP.present.autoDefault(v) });
      const page = web(new GameController(undefined, { forcedMoves: ACESUP.present.autoDefault(v) }, unwrap(numberedSpec('acesup', variant, n))));
      wander(terminal(session), page, n, 300);
    }
  });

  it('Golf: a round with a locked hole reshuffled twice, undo, redo and restart, hole by hole', () => {
    // Deal 328343 is locked, and so is its first reshuffle as the round's fourth hole.
    const { term, page } = golfRound(328340);
    for (let hole = 0; hole < 3; hole++) {
      wander(term, page, hole, 40);
      playOut(term, page);
      both(term, page, [{ kind: 'undo' }, { kind: 'redo' }, { kind: 'next' }]);
    }
    const own = dealFromNumber(328343);
    expect(term.look()).toMatchObject({ hole: 3, deal: formatDeal(own), reshuffles: 0 });
    both(term, page, [{ kind: 'move', text: 't' }, { kind: 'reshuffle' }]);
    const first = GOLF_MODULE.reshuffle!(own, 3, 1);
    expect(term.look()).toMatchObject({ deal: formatDeal(first), reshuffles: 1, moves: [] });
    expect(isLocked(first)).toBe(true);
    both(term, page, [{ kind: 'reshuffle' }]);
    // The second reshuffle deals the hole's own deal again (attempt 2), not the deal on the table.
    expect(term.look()).toMatchObject({ deal: formatDeal(GOLF_MODULE.reshuffle!(own, 3, 2)), reshuffles: 2 });
    expect(formatDeal(GOLF_MODULE.reshuffle!(own, 3, 2))).not.toBe(formatDeal(GOLF_MODULE.reshuffle!(first, 3, 2)));
    wander(term, page, 99, 40, [{ kind: 'reshuffle' }]);
    playOut(term, page);
    both(term, page, [{ kind: 'restart' }]);
    playOut(term, page);
    both(term, page, [{ kind: 'next' }]);
    expect(term.look()).toMatchObject({ hole: 4, reshuffles: 0, deal: formatDeal(dealFromNumber(328344)) });
    wander(term, page, 7, 30);
  });

  it('Golf: a round begun from a typed locked deal goes on with the same numbered holes', () => {
    const typed = dealFromNumber(2471);
    expect(isLocked(typed)).toBe(true);
    const c = new GameController(undefined, { forcedMoves: true }, unwrap(typedSpec('golf', 'golf', formatDeal(typed))));
    const first = c.snapshot().round!.first!;
    // The terminal's round of given deals: the typed one, then the web round's numbered holes.
    const deals: DealSource[] = [{ deal: typed, origin: '--deal' }, ...Array.from({ length: 8 }, (_, i) => ({ deal: dealFromNumber((first + 1 + i) >>> 0), number: (first + 1 + i) >>> 0 }))];
    const term = terminal(new PlaySession(golfPlay, { variant: golfV, round: { first: null, deals }, newDeal: () => ({ deal: dealFromNumber(0) }) }) as unknown as PlaySession<unknown, unknown, unknown, unknown>);
    const page = web(c);
    both(term, page, [{ kind: 'reshuffle' }]);
    expect(term.look()).toMatchObject({ hole: 0, reshuffles: 1, deal: formatDeal(GOLF_MODULE.reshuffle!(typed, 0, 1)) });
    playOut(term, page);
    both(term, page, [{ kind: 'next' }, { kind: 'move', text: 't' }]);
    expect(term.look()).toMatchObject({ hole: 1, reshuffles: 0, deal: formatDeal(dealFromNumber((first + 1) >>> 0)) });
  });

  it('a locked hole is reshuffled the same in both, for any hole and attempt', () => {
    // The locked deal numbers below 11000 under the strict rules.
    const locked = Array.from({ length: 11_000 }, (_, n) => n).filter((n) => isLocked(dealFromNumber(n)));
    expect(locked.length).toBeGreaterThan(3);
    fc.assert(
      fc.property(fc.constantFrom(...locked), fc.nat(8), (n, hole) => {
        const { term, page } = golfRound(n - hole);
        for (let h = 0; h < hole; h++) {
          playOut(term, page);
          both(term, page, [{ kind: 'next' }]);
        }
        const own = dealFromNumber(n);
        // Reshuffled while the deal on the table stays locked (at most three times).
        for (let attempt = 1; attempt <= 3 && isLocked(unwrap(parseDeal(term.look().deal, { jokers: 0 }))); attempt++) {
          both(term, page, [{ kind: 'reshuffle' }]);
          expect(term.look()).toMatchObject({ hole, reshuffles: attempt, deal: formatDeal(GOLF_MODULE.reshuffle!(own, hole, attempt)) });
        }
      }),
      { numRuns: 12 },
    );
  });
});

