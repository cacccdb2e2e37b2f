// Stored data is untrusted: the checks replay moves with the engine, recompute imported scores,
// accept the older saved-game version, and say what is wrong with everything else.
import { describe, expect, it } from 'vitest';
import { formatDeal } from '../../src/core/deal.js';
import { acesUp, golf } from '../../src/registry/index.js';
import { numberedDeal } from '../../src/games/index.js';
import { acesUpWeb } from '../games/acesup/index.js';
import { GOLF_ROUND as golfRound } from '../../src/games/golf/round.js';
import { GOLF_MODULE } from '../../src/games/golf/module.js';
import { checkCurrent, checkResult, checkRound, checkRoundResult, parseExport, SAVE_VERSION, variantFromData } from './records.js';
import { Play } from '../model/play.js';
import { numberedSpec } from '../model/spec.js';
import { unwrap } from '../../src/core/result.js';

const golfDeal = (n: number): string => formatDeal(numberedDeal(golf, golf.defaultVariant, n));

describe('saved game in progress', () => {
  it('a snapshot checks back to the same snapshot', () => {
    const s = Play.start(acesUpWeb, unwrap(numberedSpec('acesup', 'acesup', 12)), true, () => 0);
    for (let i = 0; i < 4; i++) s.stock();
    s.undo();
    const checked = checkCurrent({ version: SAVE_VERSION, id: 'a', startedAt: 1, recorded: false, snapshot: s.snapshot() });
    expect(checked.ok && checked.value.snapshot).toEqual(s.snapshot());
  });

  it('rejects unknown versions, broken snapshots and illegal moves with a reason', () => {
    const v = checkCurrent({ version: 99 });
    expect(!v.ok && v.error.message).toBe(`saved game: version 99 is not one this app reads (${SAVE_VERSION})`);
    const r = checkCurrent({ version: SAVE_VERSION, id: 'a', startedAt: 1, recorded: false, snapshot: { game: 'golf', variant: 'golf', deal: golfDeal(1), moves: ['9'], auto: [false], cursor: 1 } });
    expect(!r.ok && r.error.message).toMatch(/"9"/);
    const auto = checkCurrent({ version: SAVE_VERSION, id: 'a', startedAt: 1, recorded: false, snapshot: { game: 'golf', variant: 'golf', deal: golfDeal(1), moves: ['t'], auto: [], cursor: 1 } });
    expect(!auto.ok && auto.error.message).toBe('saved game: "auto" must mark each move');
    // A list of the right length with a hole in it (a sparse array, as a structured clone keeps it).
    const sparse: boolean[] = [];
    sparse[1] = false;
    const holed = checkCurrent({ version: SAVE_VERSION, id: 'a', startedAt: 1, recorded: false, snapshot: { game: 'golf', variant: 'golf', deal: golfDeal(1), moves: ['t', 't'], auto: sparse, cursor: 2 } });
    expect(!holed.ok && holed.error.message).toBe('saved game: "auto" must mark each move');
    for (const startedAt of [-1, 1e300]) {
      const when = checkCurrent({ version: SAVE_VERSION, id: 'a', startedAt, recorded: false, snapshot: { game: 'golf', variant: 'golf', deal: golfDeal(1), moves: [], auto: [], cursor: 0 } });
      expect(!when.ok && when.error.message).toBe(`saved game: "startedAt" ${JSON.stringify(startedAt)} is not a time (milliseconds since 1970)`);
    }
    const cursor = checkCurrent({ version: SAVE_VERSION, id: 'a', startedAt: 1, recorded: false, snapshot: { game: 'golf', variant: 'golf', deal: golfDeal(1), moves: ['t'], auto: [false], cursor: 2 } });
    expect(!cursor.ok && cursor.error.message).toBe('saved game: "cursor" is out of range');
  });

  it('keeps a round in the engine shape, and reads the older text-and-null shape', () => {
    const snapshot = { game: 'golf', variant: 'golf(par=36)', deal: golfDeal(44), number: 44, moves: [], auto: [], cursor: 0 };
    const round = { ...golfRound.start({ ...golf.defaultVariant, par: 36 }, 40), scores: [3, 1, 0, 2] };
    const now = checkCurrent({ version: SAVE_VERSION, id: 'a', startedAt: 1, recorded: false, snapshot, round, hole: 4 });
    expect(now.ok && now.value.round).toEqual(round);
    expect(now.ok && now.value.hole).toBe(4);
    // Version 1 kept the variant as text; a round begun from a typed deal had no first number.
    const old = checkCurrent({ version: 1, id: 'a', startedAt: 1, recorded: false, snapshot, round: { variant: 'golf(par=36)', first: null, scores: [3, 1, 0, 2] }, hole: 4 });
    expect(old.ok && old.value.version).toBe(SAVE_VERSION);
    expect(old.ok && old.value.round).toEqual(round);
    const acesRound = checkCurrent({ version: SAVE_VERSION, id: 'a', startedAt: 1, recorded: false, snapshot: { game: 'acesup', variant: 'acesup', deal: formatDeal(numberedDeal(acesUp, acesUp.defaultVariant, 1)), moves: [], auto: [], cursor: 0 }, round });
    expect(!acesRound.ok && acesRound.error.message).toBe('saved game: Aces Up is not played in rounds');
  });

  it('a stored round is checked as untrusted data, its scores against what a hole can score', () => {
    const check = (x: unknown) => checkRound(golf, golfRound, x, 0);
    expect(check({ variant: golf.defaultVariant, first: 7, scores: [1, 2] })).toEqual({ ok: true, value: { variant: golf.defaultVariant, first: 7, scores: [1, 2] } });
    expect(check({ variant: golf.defaultVariant, first: 7, scores: Array(10).fill(0) }).ok).toBe(false);
    expect(check({ variant: golf.defaultVariant, first: -1, scores: [] }).ok).toBe(false);
    expect(check({ variant: { ...golf.defaultVariant, jokers: 5 }, first: 1, scores: [] }).ok).toBe(false);
    expect(check({ variant: { ...golf.defaultVariant, extra: true }, first: 1, scores: [] }).ok).toBe(false);
    expect(check({ variant: 'golf(nonsense)', first: 1, scores: [] }).ok).toBe(false);
    // A hole scores at most the 35 tableau cards, and at least minus the stock (16 cards).
    expect(check({ variant: golf.defaultVariant, first: 1, scores: [36] })).toMatchObject({ ok: false, error: { message: 'round: hole 1: 36 is not a possible hole score' } });
    expect(check({ variant: golf.defaultVariant, first: 1, scores: [3, -17] }).ok).toBe(false);
    expect(check({ variant: golf.defaultVariant, first: 1, scores: [3, -16] }).ok).toBe(true);
    expect(check({ variant: golf.defaultVariant, first: 1, scores: [1.5] }).ok).toBe(false);
  });

  it('a variant as data must be exactly what the engine makes of its text', () => {
    const v = { ...golf.defaultVariant, puttPutt: true, queenOnKing: true };
    expect(variantFromData(golf, v)).toEqual({ ok: true, value: v });
    // putt-putt without queen-on-king is not a variant the engine makes.
    expect(variantFromData(golf, { ...v, queenOnKing: false }).ok).toBe(false);
    expect(variantFromData(golf, [1]).ok).toBe(false);
    expect(variantFromData(acesUp, 'acesup(jokers)')).toEqual(acesUp.parseVariant('jokers'));
  });
});

/** A Golf deal played by its first legal moves, `n` of them, with what the engine says of it. */
function golfResult(deal: number, n: number, over = false) {
  let s = golf.start(numberedDeal(golf, golf.defaultVariant, deal), golf.defaultVariant);
  const moves: string[] = [];
  while (!golf.isTerminal(s) && (over || moves.length < n)) {
    const m = golf.legalMoves(s)[0]!;
    moves.push(golf.formatMove(m));
    s = golf.applyMove(s, m);
  }
  return { id: 'g', game: 'golf', variant: 'golf', deal: golfDeal(deal), number: deal, moves, score: golf.score(s), won: golf.isWon(s), cardsLeft: golf.cardsLeft(s), endedAt: 5, abandoned: !over };
}

const reason = (r: { ok: boolean; error?: { message: string } }): string | undefined => (r.ok ? undefined : r.error?.message);

describe('game results and rounds', () => {
  it('a result that agrees with its moves is kept as it is', () => {
    const abandoned = golfResult(2, 3);
    expect(checkResult(abandoned)).toEqual({ ok: true, value: abandoned });
    const finished = golfResult(2, 0, true);
    expect(finished.moves.length).toBeGreaterThan(3);
    expect(checkResult(finished)).toEqual({ ok: true, value: finished });
  });

  it('sets aside every kind of corrupt result with its reason', () => {
    const good = golfResult(2, 3);
    const fin = golfResult(2, 0, true);
    expect(reason(checkResult({ id: 'x' }))).toBe('game result "x": needs "game" (acesup or golf), "variant" and "deal" as texts');
    expect(reason(checkResult({ ...good, id: '' }))).toBe('game result: "id" must be a non-empty text');
    expect(reason(checkResult({ ...good, game: 'constructor' }))).toMatch(/^game result "g": unknown game "constructor"/);
    expect(reason(checkResult({ ...good, variant: 'golf(nonsense)' }))).toMatch(/^game result "g": .*nonsense/);
    expect(reason(checkResult({ ...good, score: -99 }))).toBe(`game result "g": "score" is -99 but the moves give ${good.score}`);
    expect(reason(checkResult({ ...good, won: true }))).toBe('game result "g": "won" is true but the moves give false');
    expect(reason(checkResult({ ...good, cardsLeft: 0 }))).toBe(`game result "g": "cardsLeft" is 0 but the moves give ${good.cardsLeft}`);
    expect(reason(checkResult({ ...good, abandoned: false }))).toBe('game result "g": marked finished ("abandoned" is false) but the moves do not end the game');
    expect(reason(checkResult({ ...fin, score: fin.score + 1 }))).toMatch(/"score" is/);
    // A moves list with a hole in it (a sparse array, as a broken write can leave).
    const holed: string[] = [];
    holed[0] = good.moves[0]!;
    holed[2] = good.moves[2]!;
    expect(reason(checkResult({ ...good, moves: holed }))).toBe('game result "g": saved game: move 2 is not a move text');
    expect(reason(checkResult({ ...good, number: 3 }))).toBe('game result "g": saved game: the cards are not those of deal 3');
    expect(reason(checkResult({ ...good, number: -3 }))).toMatch(/"number" must be a deal number/);
    expect(reason(checkResult({ ...good, moves: ['9'] }))).toMatch(/^game result "g": saved game: move 1: .*"9"/);
    expect(reason(checkResult({ ...good, endedAt: 'yesterday' }))).toBe('game result "g": "endedAt" or "abandoned" is missing');
    // A time the app could have written: whole milliseconds from 1970 to the last a Date holds.
    expect(reason(checkResult({ ...good, endedAt: -1 }))).toBe('game result "g": "endedAt" -1 is not a time (milliseconds since 1970)');
    expect(reason(checkResult({ ...good, endedAt: 1e300 }))).toBe('game result "g": "endedAt" 1e+300 is not a time (milliseconds since 1970)');
    expect(checkResult({ ...good, endedAt: Date.UTC(2026, 11, 5) }).ok).toBe(true);
    expect(reason(checkRoundResult({ variant: 'golf', scores: [1, 2, 3, 4, 5, 6, 7, 8, 1], endedAt: -1 }))).toBe('round result: "endedAt" -1 is not a time (milliseconds since 1970)');
  });

  it('a round result is checked against its scores: every hole, possible scores, total and par', () => {
    const r = checkRoundResult({ variant: 'golf(par=36)', scores: [1, 2, 3, 4, 5, 6, 7, 8, -1], endedAt: 9 });
    expect(r).toEqual({ ok: true, value: { variant: 'golf(par=36)', scores: [1, 2, 3, 4, 5, 6, 7, 8, -1], total: 35, par: 36, endedAt: 9 } });
    expect(checkRoundResult({ variant: 'golf(par=36)', scores: [1, 2, 3, 4, 5, 6, 7, 8, -1], total: 35, par: 36, endedAt: 9 }).ok).toBe(true);
    expect(reason(checkRoundResult({ variant: 'golf(par=36)', scores: [1, 2, 3, 4, 5, 6, 7, 8, -1], total: 1, par: 36, endedAt: 9 }))).toBe('round result: "total" is 1 but the scores give 35');
    expect(reason(checkRoundResult({ variant: 'golf(par=36)', scores: [1, 2, 3, 4, 5, 6, 7, 8, -1], total: 35, par: 45, endedAt: 9 }))).toBe('round result: "par" is 45 but the variant gives 36');
    expect(reason(checkRoundResult({ variant: 'golf', scores: [1, 2], endedAt: 3 }))).toBe('round result: needs "variant", 9 "scores" and "endedAt"');
    expect(reason(checkRoundResult({ variant: 'acesup', scores: [1], endedAt: 3 }))).toBe('round result: Aces Up is not played in rounds');
    expect(reason(checkRoundResult({ variant: 'golf', scores: [1, 2, 3, 4, 5, 6, 7, 8, 99], endedAt: 9 }))).toBe('round result: hole 9: 99 is not a possible hole score');
    // A list with a hole at hole 4 (a sparse array).
    const holed: number[] = [1, 2, 3];
    holed[4] = 5;
    holed.push(6, 7, 8, 1);
    expect(reason(checkRoundResult({ variant: 'golf', scores: holed, endedAt: 9 }))).toBe('round result: hole 4: nothing is not a possible hole score');
  });

  it('an import refuses an edited score instead of correcting it, and lists what it skips', () => {
    const good = golfResult(2, 2);
    const file = { format: 'kabal-export', version: 1, games: [{ ...good, id: 'edited', score: -99 }, good], rounds: [{ variant: 'golf', scores: [1, 2], endedAt: 3 }] };
    const r = parseExport(JSON.stringify(file));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.games).toEqual([good]);
    expect(r.value.rejected).toEqual([`games[0]: game result "edited": "score" is -99 but the moves give ${good.score}`, 'rounds[0]: round result: needs "variant", 9 "scores" and "endedAt"']);
    expect(parseExport('not json').ok).toBe(false);
    expect(parseExport('{"format": "kabal-export", "version": 7, "games": [], "rounds": []}')).toMatchObject({ ok: false, error: { message: 'export version 7 is not one this app reads (1)' } });
  });
});

describe('a saved round against its game', () => {
  const v36 = { ...golf.defaultVariant, par: 36 as const };
  const save = (over: Record<string, unknown>) => {
    const snapshot = { game: 'golf', variant: 'golf(par=36)', deal: golfDeal(44), number: 44, moves: [], auto: [], cursor: 0 };
    return checkCurrent({ version: SAVE_VERSION, id: 'a', startedAt: 1, recorded: false, snapshot, round: { ...golfRound.start(v36, 40), scores: [3, 1, 0, 2] }, hole: 4, ...over });
  };
  it('refuses a bad hole number, a count of scores that is not the hole, a deal that is not the hole, another variant', () => {
    expect(save({}).ok).toBe(true);
    expect(reason(save({ hole: -1 }))).toBe('saved game: "hole" -1 is not a hole number');
    expect(reason(save({ hole: 1.5 }))).toBe('saved game: "hole" 1.5 is not a hole number');
    expect(reason(save({ hole: 9, round: { ...golfRound.start(v36, 35), scores: [1, 1, 1, 1, 1, 1, 1, 1, 1] } }))).toBe("saved game: hole 10 is not one of the round's 9");
    expect(reason(save({ hole: 6 }))).toBe('saved game: the round has 4 hole scores, but this is hole 7');
    expect(reason(save({ round: { ...golfRound.start(v36, 41), scores: [3, 1, 0, 2] } }))).toBe('saved game: hole 5 of this round is deal 45, not deal 44');
    expect(reason(save({ round: { ...golfRound.start(golf.defaultVariant, 40), scores: [3, 1, 0, 2] } }))).toBe('saved game: the round is played in "golf" but the game in "golf(par=36)"');
    expect(reason(save({ round: { ...golfRound.start(v36, 40), scores: [3, 1, 0, 40] } }))).toBe('saved game: round: hole 4: 40 is not a possible hole score');
    expect(reason(save({ reshuffles: -2 }))).toBe('saved game: "reshuffles" -2 is not a count');
    // The hole's score, once counted, is in the round already.
    expect(save({ round: { ...golfRound.start(v36, 40), scores: [3, 1, 0, 2, 5] } }).ok).toBe(true);
  });
});

describe("a reshuffled hole's own deal", () => {
  // Deal 2471 is locked under the strict rules; it is hole 3 (0-based 2) of the round from 2469.
  const own = numberedDeal(golf, golf.defaultVariant, 2471);
  const round = { ...golfRound.start(golf.defaultVariant, 2469), scores: [30, 28] };
  const save = (deal: string, over: Record<string, unknown>) =>
    checkCurrent({ version: SAVE_VERSION, id: 'r', startedAt: 1, recorded: false, snapshot: { game: 'golf', variant: 'golf', deal, moves: [], auto: [], cursor: 0 }, round, hole: 2, ...over });
  const reshuffled = (d: typeof own, attempt: number) => GOLF_MODULE.reshuffle!(d, 2, attempt);

  it('keeps the deal a reshuffle is dealt from, with the cards of the deal on the table', () => {
    const twice = formatDeal(reshuffled(own, 2));
    const kept = save(twice, { reshuffles: 2, original: formatDeal(own) });
    expect(kept.ok && kept.value.original).toBe(formatDeal(own));
    expect(reason(save(twice, { reshuffles: 2, original: formatDeal([...own].reverse().slice(1)) }))).toMatch(/^saved game: "original": /);
    expect(reason(save(twice, { reshuffles: 2, original: 7 }))).toBe('saved game: "original" must be a deal text');
    expect(reason(save(golfDeal(2471), { reshuffles: 0, original: formatDeal(own) }))).toBe('saved game: "original" is kept only for a reshuffled hole');
  });

  it("finds an older save's numbered hole deal, which its app reshuffled again and again; a typed one stands for itself", () => {
    // The app before reshuffled the deal on the table each time.
    const old = formatDeal(reshuffled(reshuffled(own, 1), 2));
    const found = save(old, { reshuffles: 2 });
    expect(found.ok && found.value.original).toBe(formatDeal(own));
    // Not the hole's numbered deal reshuffled (a first hole typed in): no own deal is known.
    const typed = save(formatDeal(reshuffled(reshuffled(numberedDeal(golf, golf.defaultVariant, 9), 1), 2)), { reshuffles: 2 });
    expect(typed.ok && typed.value.original).toBeUndefined();
    // A save that was never reshuffled has none.
    const plain = save(golfDeal(2471), {});
    expect(plain.ok && plain.value.original).toBeUndefined();
  });
});
