// The shared play session over every game's module (the test-only third game's too): undo and redo
// cancel out, restart is a fresh session, the app's forced moves, saved sessions, rounds and holes,
// and the reshuffle of a locked hole dealt from the hole's own deal and the attempt number
// (docs/rules.md §4.10).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Deal, dealFromNumber, formatDeal } from '../core/deal.js';
import { unwrap } from '../core/result.js';
import { ACESUP_MODULE } from '../games/acesup/module.js';
import { GOLF_MODULE } from '../games/golf/module.js';
import type { GameModule } from '../games/module.js';
import { PAIRS_MODULE } from '../test-support/pairs/index.js';
import { type DealSource, Session } from './session.js';

type AnyModule = GameModule<unknown, unknown, unknown, unknown>;
const any = <S, M, O, V>(m: GameModule<S, M, O, V>): AnyModule => m as unknown as AnyModule;

/** Every game with variants that change how play goes (forced discards, jokers, an empty waste). */
const CASES: readonly { module: AnyModule; variants: readonly string[] }[] = [
  { module: any(ACESUP_MODULE), variants: ['acesup', 'acesup(free-discards)', 'acesup(jokers)', 'acesup(fill-first)'] },
  { module: any(GOLF_MODULE), variants: ['golf', 'golf(putt-putt)', 'golf(empty-waste,jokers=1)'] },
  { module: any(PAIRS_MODULE), variants: PAIRS_MODULE.rules.mainVariants.map((v) => PAIRS_MODULE.rules.formatVariant(v)) },
];

type Action = { kind: 'move'; pick: number } | { kind: 'undo' } | { kind: 'redo' } | { kind: 'restart' } | { kind: 'auto'; on: boolean };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.nat(40).map((pick): Action => ({ kind: 'move', pick })) },
  { weight: 3, arbitrary: fc.constant<Action>({ kind: 'undo' }) },
  { weight: 2, arbitrary: fc.constant<Action>({ kind: 'redo' }) },
  { weight: 1, arbitrary: fc.constant<Action>({ kind: 'restart' }) },
  { weight: 2, arbitrary: fc.boolean().map((on): Action => ({ kind: 'auto', on })) },
);

const game = fc.record({ game: fc.nat(CASES.length - 1), variant: fc.nat(3), deal: fc.nat(100_000), auto: fc.boolean(), actions: fc.array(action, { maxLength: 60 }) });

function setUp(g: { game: number; variant: number; deal: number; auto: boolean }): { module: AnyModule; variant: unknown; source: DealSource } {
  const c = CASES[g.game]!;
  const module = c.module;
  const variant = unwrap(module.rules.parseVariant(c.variants[g.variant % c.variants.length]!));
  return { module, variant, source: { deal: dealFromNumber(g.deal, module.rules.dealShape(variant)), number: g.deal } };
}

function apply(s: Session<unknown, unknown, unknown, unknown>, a: Action): void {
  switch (a.kind) {
    case 'move': {
      const legal = s.rules.legalMoves(s.state);
      if (legal.length > 0) s.play(legal[a.pick % legal.length]);
      return;
    }
    case 'undo':
      s.undo();
      return;
    case 'redo':
      s.redo();
      return;
    case 'restart':
      s.restart();
      return;
    case 'auto':
      s.setAuto(a.on);
      return;
  }
}

/** Everything a session is, as plain data: the position, every move with who made it, and the redo list. */
function look(s: Session<unknown, unknown, unknown, unknown>): unknown {
  return { key: s.rules.key(s.state), snap: s.history.snapshot(), canUndo: s.canUndo, canRedo: s.canRedo, round: s.round, hole: s.hole, reshuffles: s.reshuffles };
}

describe('play session: undo, redo, restart and the app moves', () => {
  it('an undo then a redo gives the same session back, with the app moves on or off', () => {
    fc.assert(
      fc.property(game, (g) => {
        const { module, variant, source } = setUp(g);
        const s = Session.start(module, { variant, deal: source, auto: g.auto });
        for (const a of g.actions) apply(s, a);
        const before = look(s);
        const undone = s.undo();
        expect(undone.length > 0).toBe((before as { canUndo: boolean }).canUndo);
        if (undone.length > 0) expect(s.redo()).toEqual(undone);
        expect(look(s)).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it('restart gives what a fresh session of the deal gives, the redo list dropped', () => {
    fc.assert(
      fc.property(game, (g) => {
        const { module, variant, source } = setUp(g);
        const s = Session.start(module, { variant, deal: source, auto: g.auto });
        for (const a of g.actions) apply(s, a);
        s.restart();
        const fresh = Session.start(module, { variant, deal: source, auto: s.auto });
        expect(look(s)).toEqual(look(fresh));
        expect(look(s.again())).toEqual(look(fresh));
      }),
      { numRuns: 200 },
    );
  });

  it('a saved session comes back the same, redo list and app moves included', () => {
    fc.assert(
      fc.property(game, (g) => {
        const { module, variant, source } = setUp(g);
        const s = Session.start(module, { variant, deal: source, auto: g.auto });
        for (const a of g.actions) apply(s, a);
        const back = unwrap(Session.restore(module, { variant, deal: source, history: s.history.snapshot(), auto: s.auto }));
        expect(look(back)).toEqual(look(s));
      }),
      { numRuns: 200 },
    );
  });

  it('a redo after the app moves were switched on makes them, as a saved game would', () => {
    // Found by the property above (deal 32907): undo with them off, switch them on, redo.
    const source = { deal: dealFromNumber(32907), number: 32907 };
    const variant = ACESUP_MODULE.rules.defaultVariant;
    const s = Session.start(ACESUP_MODULE, { variant, deal: source, auto: false });
    for (const pick of [0, 15]) {
      const legal = ACESUP_MODULE.rules.legalMoves(s.state);
      s.play(legal[pick % legal.length]!);
    }
    s.undo();
    s.setAuto(true);
    expect(s.redo().map((e) => e.by)).toEqual(['player', 'app']);
    const back = unwrap(Session.restore(ACESUP_MODULE, { variant, deal: source, history: s.history.snapshot(), auto: true }));
    expect(look(back as never)).toEqual(look(s as never));
  });

  it('makes the forced discards by itself; undo never takes back the opening ones while they are on', () => {
    // Deal 1 opens 9C 8D 9D 6S: the 8D goes at once.
    const s = Session.start(ACESUP_MODULE, { variant: ACESUP_MODULE.rules.defaultVariant, deal: { deal: dealFromNumber(1), number: 1 }, auto: true });
    expect(s.history.entries.map((e) => [ACESUP_MODULE.rules.formatMove(e.move), e.by])).toEqual([['x2', 'app']]);
    expect([s.canUndo, s.undo().length]).toEqual([false, 0]);
    s.setAuto(false);
    expect(s.undo().map((e) => e.by)).toEqual(['app']);
    expect(s.history.played).toEqual([]);
    // With them off, a redo brings back the run of app moves alone, as the undo took it.
    expect(s.redo().map((e) => e.by)).toEqual(['app']);
    // The next deal makes the 5C go (auto on); with auto off the discard is undone on its own, and
    // then the deal: a redo brings back the deal alone, so undo and redo cancel out.
    s.setAuto(true);
    expect(s.play({ type: 'deal' }).map((e) => e.by)).toEqual(['player', 'app']);
    s.setAuto(false);
    expect(s.undo().map((e) => e.by)).toEqual(['app']);
    const afterDeal = s.history.position;
    expect(s.undo().map((e) => e.by)).toEqual(['player']);
    expect(s.redo().map((e) => e.by)).toEqual(['player']);
    expect([s.history.position, s.canRedo]).toEqual([afterDeal, true]);
    // No forced moves under free-discards, whatever auto says.
    const free = unwrap(ACESUP_MODULE.rules.parseVariant('acesup(free-discards)'));
    expect(Session.start(ACESUP_MODULE, { variant: free, deal: { deal: dealFromNumber(1) }, auto: true }).history.entries).toEqual([]);
  });

  it("goes on from a record's moves, counting the forced moves as the app's", () => {
    const rules = ACESUP_MODULE.rules;
    const moves = ['x2', 'deal', 'x3'].reduce<{ s: ReturnType<typeof rules.start>; ms: ReturnType<typeof rules.parseMove>[] }>(
      (acc, t) => {
        const m = rules.parseMove(t, acc.s);
        return { s: rules.applyMove(acc.s, unwrap(m)), ms: [...acc.ms, m] };
      },
      { s: rules.start(dealFromNumber(1), rules.defaultVariant), ms: [] },
    ).ms.map(unwrap);
    const s = Session.start(ACESUP_MODULE, { variant: rules.defaultVariant, deal: { deal: dealFromNumber(1) }, auto: true, moves });
    expect(s.history.entries.map((e) => e.by)).toEqual(['app', 'player', 'app']);
    // One undo takes back the deal with the discard after it, as in the game recorded.
    expect(s.undo().length).toBe(2);
  });
});

/** Plays a hole to its end by the first legal move (a fully determined player). */
function playOut<S, M, O, V>(s: Session<S, M, O, V>): void {
  for (let guard = 0; guard < 500 && !s.over; guard++) s.play(s.rules.legalMoves(s.state)[0] as M);
  expect(s.over).toBe(true);
}

const golfLocked = (d: Deal): boolean => GOLF_MODULE.present.isLocked(GOLF_MODULE.rules.observe(GOLF_MODULE.rules.start(d, GOLF_MODULE.rules.defaultVariant)));

describe('play session: rounds, holes and the reshuffle', () => {
  const golf = GOLF_MODULE.rules;
  const v = golf.defaultVariant;

  it('plays a round of numbered holes, counting each hole once, then ends', () => {
    let s = Session.start(GOLF_MODULE, { variant: v, auto: true, round: { first: 40 } });
    const scores: number[] = [];
    for (let hole = 0; hole < 9; hole++) {
      expect([s.hole, s.source.number, formatDeal(s.history.deal)]).toEqual([hole, 40 + hole, formatDeal(dealFromNumber(40 + hole))]);
      expect(s.nextHole()).toBeUndefined();
      expect(s.countHole()).toBeUndefined();
      playOut(s);
      scores.push(golf.score(s.state));
      expect(s.countHole()?.scores).toEqual(scores);
      expect(s.countHole()).toBeUndefined();
      // Undo after the end and play on: the hole's score stays as counted.
      s.undo();
      expect(s.holeCounted).toBe(true);
      if (hole < 8) s = s.nextHole()!;
    }
    expect([s.roundComplete, s.round?.scores, s.nextHole()]).toEqual([true, scores, undefined]);
  });

  it('plays the deals given for the holes, and refuses a round for a game without rounds', () => {
    const deals = Array.from({ length: 9 }, (_, i) => ({ deal: dealFromNumber(500 + 7 * i), origin: `line ${i + 1}` }));
    let s = Session.start(GOLF_MODULE, { variant: v, auto: false, round: { first: null, deals } });
    expect(s.source).toBe(deals[0]);
    playOut(s);
    s.countHole();
    s = s.nextHole()!;
    expect([s.hole, s.source]).toEqual([1, deals[1]]);
    expect(() => Session.start(GOLF_MODULE, { variant: v, auto: false, round: { first: null, deals: deals.slice(3) } })).toThrow(/needs 9 deals/);
    expect(() => Session.start(ACESUP_MODULE, { variant: ACESUP_MODULE.rules.defaultVariant, auto: true, round: { first: 1 } })).toThrow(/not played in rounds/);
  });

  it('reshuffles a locked hole from its own deal and the attempt number, not from the deal on the table', () => {
    // Deal 328343 is locked, and so is its first reshuffle as hole 4 (0-based 3).
    const n = 328343;
    let s = Session.start(GOLF_MODULE, { variant: v, auto: true, round: { first: n - 3 } });
    for (let hole = 0; hole < 3; hole++) {
      playOut(s);
      s.countHole();
      s = s.nextHole()!;
    }
    const own = dealFromNumber(n);
    expect([s.hole, s.source.number, golfLocked(own), s.canReshuffle]).toEqual([3, n, true, true]);
    const first = s.reshuffled()!;
    expect(formatDeal(first.history.deal)).toBe(formatDeal(GOLF_MODULE.reshuffle!(own, 3, 1)));
    expect([first.reshuffles, first.source.number, first.original.number, first.hole, first.round]).toEqual([1, undefined, n, 3, s.round]);
    expect(golfLocked(first.history.deal)).toBe(true);
    const second = first.reshuffled()!;
    expect(formatDeal(second.history.deal)).toBe(formatDeal(GOLF_MODULE.reshuffle!(own, 3, 2)));
    expect(formatDeal(second.history.deal)).not.toBe(formatDeal(GOLF_MODULE.reshuffle!(first.history.deal, 3, 2)));
    // The same deal again keeps the hole, its reshuffles and its own deal.
    expect([second.again().reshuffles, formatDeal(second.again().original.deal)]).toEqual([2, formatDeal(own)]);
    // A saved session comes back with the hole's own deal, and goes on reshuffling from it.
    const back = unwrap(Session.restore(GOLF_MODULE, { variant: v, deal: first.source, history: first.history.snapshot(), auto: true, round: first.round!, hole: 3, reshuffles: 1, original: first.original }));
    expect(formatDeal(back.reshuffled()!.history.deal)).toBe(formatDeal(second.history.deal));
  });

  it('offers the reshuffle only while a locked hole is played: not when unlocked, over or counted', () => {
    const locked = Session.start(GOLF_MODULE, { variant: v, auto: true, deal: { deal: dealFromNumber(2471), number: 2471 } });
    expect([locked.locked, locked.canReshuffle]).toEqual([true, true]);
    playOut(locked);
    expect([locked.locked, locked.canReshuffle, locked.reshuffled()]).toEqual([true, false, undefined]);
    locked.undo();
    expect(locked.canReshuffle).toBe(true);
    const round = Session.start(GOLF_MODULE, { variant: v, auto: true, round: { first: 2471 } });
    playOut(round);
    round.countHole();
    round.undo();
    expect([round.over, round.locked, round.canReshuffle]).toEqual([false, true, false]);
    expect(Session.start(GOLF_MODULE, { variant: v, auto: true, deal: { deal: dealFromNumber(1) } }).reshuffled()).toBeUndefined();
    expect(Session.start(ACESUP_MODULE, { variant: ACESUP_MODULE.rules.defaultVariant, auto: true, deal: { deal: dealFromNumber(1) } }).canReshuffle).toBe(false);
  });

  it('restores only what fits: a hole of the round, a count of reshuffles, every move legal', () => {
    const round = GOLF_MODULE.round!.start(v, 1);
    const base = { variant: v, deal: { deal: dealFromNumber(1) }, history: { moves: [], by: [], cursor: 0 }, auto: true };
    expect(Session.restore(GOLF_MODULE, { ...base, round, hole: 9 }).ok).toBe(false);
    expect(Session.restore(GOLF_MODULE, { ...base, hole: 2 }).ok).toBe(false);
    expect(Session.restore(GOLF_MODULE, { ...base, reshuffles: -1 }).ok).toBe(false);
    expect(Session.restore(ACESUP_MODULE, { ...base, variant: ACESUP_MODULE.rules.defaultVariant, round: round as never }).ok).toBe(false);
    const bad = Session.restore(GOLF_MODULE, { ...base, history: { moves: ['7'], by: ['player'], cursor: 1 } });
    expect(!bad.ok && bad.error.message).toMatch(/saved game move 1/);
  });
});
