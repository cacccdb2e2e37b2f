// Stored data is untrusted: the checks replay moves with the engine, recompute imported scores,
// accept the older saved-game version, and say what is wrong with everything else.
import { describe, expect, it } from 'vitest';
import { formatDeal } from '../src/core/deal.js';
import { acesUp, golf, numberedDeal } from '../src/games/index.js';
import { acesUpWeb } from './games/acesup/index.js';
import { golfRound } from './games/golf/round.js';
import { checkCurrent, checkResult, checkRound, checkRoundResult, parseExport, SAVE_VERSION, variantFromData } from './records.js';
import { Play } from './play.js';
import { numberedSpec } from './spec.js';
import { unwrap } from '../src/core/result.js';

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

describe('game results and rounds', () => {
  it('checks each field and names what is missing', () => {
    expect(checkResult({ id: 'x' }, false)).toMatchObject({ ok: false, error: { message: 'game result: needs "id", "game" (acesup or golf), "variant" and "deal"' } });
    const good = { id: 'g', game: 'golf', variant: 'golf', deal: golfDeal(2), moves: ['t'], score: 36, won: false, cardsLeft: 35, endedAt: 5, abandoned: true };
    expect(checkResult(good, false)).toEqual({ ok: true, value: good });
    expect(checkResult({ ...good, number: -3 }, false).ok).toBe(false);
  });

  it('a round result gets its total and par from the engine, and must have every hole', () => {
    const r = checkRoundResult({ variant: 'golf(par=36)', scores: [1, 2, 3, 4, 5, 6, 7, 8, -1], endedAt: 9 });
    expect(r).toEqual({ ok: true, value: { variant: 'golf(par=36)', scores: [1, 2, 3, 4, 5, 6, 7, 8, -1], total: 35, par: 36, endedAt: 9 } });
    expect(checkRoundResult({ variant: 'golf', scores: [1, 2], endedAt: 3 })).toMatchObject({ ok: false, error: { message: 'round result: needs "variant", 9 "scores" and "endedAt"' } });
    expect(checkRoundResult({ variant: 'acesup', scores: [1], endedAt: 3 })).toMatchObject({ ok: false, error: { message: 'round result: Aces Up is not played in rounds' } });
    expect(checkRoundResult({ variant: 'golf', scores: [1, 2, 3, 4, 5, 6, 7, 8, 99], endedAt: 9 })).toMatchObject({ ok: false, error: { message: 'round result: hole 9: 99 is not a possible hole score' } });
  });

  it('imports recompute the score from the moves and list what they skip', () => {
    const file = {
      format: 'kabal-export',
      version: 1,
      games: [{ id: 'g', game: 'golf', variant: 'golf', deal: golfDeal(2), moves: ['t', 't'], score: -99, won: true, cardsLeft: 0, endedAt: 5, abandoned: true }],
      rounds: [{ variant: 'golf', scores: [1, 2], endedAt: 3 }],
    };
    const r = parseExport(JSON.stringify(file));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.games[0]!.score).toBe(35);
    expect(r.value.games[0]!.won).toBe(false);
    expect(r.value.rejected).toEqual(['rounds[0]: round result: needs "variant", 9 "scores" and "endedAt"']);
    expect(parseExport('not json').ok).toBe(false);
    expect(parseExport('{"format": "kabal-export", "version": 7, "games": [], "rounds": []}')).toMatchObject({ ok: false, error: { message: 'export version 7 is not one this app reads (1)' } });
  });
});
