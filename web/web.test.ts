// Unit tests for the app's pure parts: links, session undo/redo with the app's own discards,
// saved-data checks, statistics, and the IndexedDB store (fake-indexeddb).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { formatDeal } from '../src/core/deal.js';
import { acesUp, golf, numberedDeal } from '../src/games/index.js';
import { pickLang, cardNameIn } from './i18n.js';
import { formatLink, parseLink } from './link.js';
import { checkCurrent, checkResult, parseExport, SAVE_VERSION, type GameResult } from './records.js';
import { Session } from './session.js';
import { computeStats } from './stats.js';
import { Store } from './store.js';

describe('links', () => {
  it('round-trip numbered and typed deals with their variants', () => {
    const deal = numberedDeal(golf, golf.defaultVariant, 77);
    for (const g of [
      { game: 'golf' as const, variant: 'golf(putt-putt,jokers=2)', deal: numberedDeal(golf, { ...golf.defaultVariant, jokers: 2 as const, puttPutt: true, queenOnKing: true }, 5), number: 5 },
      { game: 'golf' as const, variant: 'golf', deal },
      { game: 'acesup' as const, variant: 'acesup(aces-only,free-discards)', deal: numberedDeal(acesUp, acesUp.defaultVariant, 1) },
    ]) {
      const r = parseLink(formatLink(g, formatDeal));
      expect(r.ok).toBe(true);
      if (r.ok && r.value.kind === 'game') {
        expect(r.value.game.game).toBe(g.game);
        expect(r.value.game.variant).toBe(g.variant);
        expect(formatDeal(r.value.game.deal)).toBe(formatDeal(g.deal));
        expect(r.value.game.number).toBe(g.number);
      } else throw new Error('expected a game');
    }
  });
  it('accept loose variant text and lower-case cards; reject bad links with the reason', () => {
    const r = parseLink('?game=Aces-Up&variant=aces-only&deal=3');
    expect(r.ok && r.value.kind === 'game' && r.value.game.variant).toBe('acesup(aces-only)');
    expect(parseLink('').ok && parseLink('').ok).toBe(true);
    const bad = parseLink('?game=golf&deal=3&cards=AS');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/either deal=N or cards/);
    const dup = parseLink(`?game=golf&cards=${formatDeal(numberedDeal(golf, golf.defaultVariant, 1)).replace('AS', 'KS').replace(/ /g, '-')}`);
    expect(!dup.ok && dup.error.code).toBe('ERR_DUPLICATE');
    expect(parseLink('?deal=4').ok).toBe(false);
  });
});

describe('session', () => {
  // First row AS 2S 3H 4D: 2S is discarded at once by the app.
  const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => ![0, 1, 15, 29].includes(c));
  const deal = [0, 1, 15, 29, ...rest];

  it('makes forced discards itself, and Undo never takes back the opening ones', () => {
    const s = new Session(acesUp, deal, acesUp.defaultVariant, undefined, { autoDiscard: true });
    expect(s.state.discarded).toEqual([1]);
    expect(s.canUndo).toBe(false);
    const move = s.legal.find((m) => m.type === 'move')!;
    s.play(move);
    expect(s.playerMoves).toBe(1);
    expect(s.undo()).toBe(true);
    expect(s.state.discarded).toEqual([1]);
    expect(s.canUndo).toBe(false);
    expect(s.redo()).toBe(true);
    expect(acesUp.formatMove(s.allMoves[1]!)).toBe(acesUp.formatMove(move));
  });
  it('leaves discards to the player when switched off or under free-discards', () => {
    expect(new Session(acesUp, deal, acesUp.defaultVariant, undefined, { autoDiscard: false }).state.discarded).toEqual([]);
    expect(new Session(acesUp, deal, { ...acesUp.defaultVariant, freeDiscards: true }, undefined, { autoDiscard: true }).state.discarded).toEqual([]);
  });
  it('snapshot and restore give back the same position and redo list', () => {
    const d = numberedDeal(acesUp, acesUp.defaultVariant, 12);
    const s = new Session(acesUp, d, acesUp.defaultVariant, 12, { autoDiscard: true });
    for (let i = 0; i < 5; i++) s.play(s.legal.find((m) => m.type === 'deal') ?? s.legal[0]!);
    s.undo();
    s.undo();
    const snap = s.snapshot();
    const back = Session.restore(acesUp, d, acesUp.defaultVariant, snap, { autoDiscard: true });
    expect(acesUp.key(back.state)).toBe(acesUp.key(s.state));
    expect(back.canRedo).toBe(true);
    expect(back.snapshot()).toEqual(snap);
    const checked = checkCurrent({ version: SAVE_VERSION, id: 'a', startedAt: 1, recorded: false, snapshot: snap });
    expect(checked.ok).toBe(true);
  });
});

describe('stored data checks', () => {
  it('reject old versions, broken snapshots and illegal moves with a reason', () => {
    expect(checkCurrent({ version: 0 }).ok).toBe(false);
    const r = checkCurrent({ version: SAVE_VERSION, id: 'a', startedAt: 1, recorded: false, snapshot: { game: 'golf', variant: 'golf', deal: formatDeal(numberedDeal(golf, golf.defaultVariant, 1)), moves: ['9'], auto: [false], cursor: 1 } });
    expect(!r.ok && r.error.message).toMatch(/"9"/);
    expect(checkResult({ id: 'x' }, false).ok).toBe(false);
  });
  it('imports recompute the score from the moves', () => {
    const deal = formatDeal(numberedDeal(golf, golf.defaultVariant, 2));
    const file = { format: 'kabal-export', version: SAVE_VERSION, games: [{ id: 'g', game: 'golf', variant: 'golf', deal, moves: ['t', 't'], score: -99, won: true, cardsLeft: 0, endedAt: 5, abandoned: true }], rounds: [{ variant: 'golf', scores: [1, 2], endedAt: 3 }] };
    const r = parseExport(JSON.stringify(file));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.games[0]!.score).toBe(35);
      expect(r.value.games[0]!.won).toBe(false);
      expect(r.value.rejected).toEqual(['rounds[0]: round result: needs "variant", nine "scores" and "endedAt"']);
    }
    expect(parseExport('not json').ok).toBe(false);
  });
});

describe('statistics', () => {
  const g = (score: number, won: boolean, at: number, variant = 'acesup'): GameResult => ({ id: String(at), game: variant.startsWith('golf') ? 'golf' : 'acesup', variant, deal: '', moves: [], score, won, cardsLeft: 52 - score, endedAt: at, abandoned: false });
  it('counts played, won, streaks, best and average per variant', () => {
    const st = computeStats([g(48, true, 1), g(48, true, 2), g(30, false, 3), g(48, true, 4), g(3, false, 5, 'golf'), g(-2, true, 6, 'golf')], []);
    const a = st.find((x) => x.variant === 'acesup')!;
    expect([a.played, a.won, a.currentStreak, a.bestStreak, a.bestScore, a.averageScore]).toEqual([4, 3, 1, 2, 48, 43.5]);
    expect(a.distribution).toEqual([
      [30, 1],
      [48, 3],
    ]);
    const gf = st.find((x) => x.variant === 'golf')!;
    expect(gf.bestScore).toBe(-2);
  });
});

describe('store (IndexedDB)', () => {
  it('saves the current game, counts results once per id, and sets bad records aside', async () => {
    const store = await Store.open();
    const deal = formatDeal(numberedDeal(golf, golf.defaultVariant, 3));
    await store.saveCurrent({ version: SAVE_VERSION, id: 'x', startedAt: 1, recorded: false, snapshot: { game: 'golf', variant: 'golf', deal, moves: ['t'], auto: [false], cursor: 1 } });
    const back = await store.loadCurrent();
    expect(back.value?.snapshot.moves).toEqual(['t']);
    const res: GameResult = { id: 'r1', game: 'golf', variant: 'golf', deal, moves: [], score: 35, won: false, cardsLeft: 35, endedAt: 1, abandoned: true };
    await store.addResult(res);
    expect(await store.importResults([res, { ...res, id: 'r2' }], [])).toEqual({ games: 1, rounds: 0 });
    await store.saveCurrent({ broken: true } as never);
    const bad = await store.loadCurrent();
    expect(bad.value).toBeUndefined();
    expect(bad.problems[0]).toMatch(/version/);
    expect(await store.quarantined()).toBe(1);
    expect((await store.loadHistory()).value.games).toHaveLength(2);
  });
});

describe('languages', () => {
  it('pick the browser language and name cards in each', () => {
    expect(pickLang(null, ['nn-NO', 'en'])).toBe('nb');
    expect(pickLang(null, ['sv-SE'])).toBe('sv');
    expect(pickLang('da', ['sv'])).toBe('da');
    expect(pickLang(null, ['fr'])).toBe('en');
    expect(cardNameIn('en', 0)).toBe('ace of spades');
    expect(cardNameIn('nb', 12)).toBe('spar konge');
    expect(cardNameIn('sv', 22)).toBe('hjärter 10');
  });
});
