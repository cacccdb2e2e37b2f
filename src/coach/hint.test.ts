// Hints: the fair hint depends only on what the player sees (the same position with the stock in
// another order gives the same hint), reads as a sentence in every language, and the hint with the
// stock known, followed, walks the solver's line to its end instead of going round in a circle.

import { describe, expect, it } from 'vitest';
import type { Card } from '../core/cards.js';
import { formatCard } from '../core/cards.js';
import { dealFromNumber } from '../core/deal.js';
import { formatMessage, LANGS, placeholders } from '../core/i18n.js';
import { PRESENT_MESSAGES, viewOf } from '../core/present.js';
import { Rng } from '../core/rng.js';
import { type Game } from '../registry/index.js';
import { ACESUP } from '../registry/acesup/index.js';
import { GOLF } from '../registry/golf/index.js';
import { solve } from '../registry/index.js';
import type { GolfMove } from '../games/golf/rules.js';
import { GolfFairSolver } from '../solve/golf/index.js';
import { fairHint, hintWords, StockKnownHinter } from './hint.js';
import { COACH_MESSAGES } from './messages.js';
import { PERFECT_PLAY } from './exact.js';

/** The position after `n` moves of the first legal move each time (a plain, reproducible game). */
function after<S, M, O, V>(module: Game<S, M, O, V>, deal: number, n: number): S {
  const rules = module.rules;
  let s = rules.start(dealFromNumber(deal, rules.dealShape(rules.defaultVariant)), rules.defaultVariant);
  for (let i = 0; i < n; i++) {
    const legal = rules.legalMoves(s);
    const m = legal[legal.length - 1];
    if (m === undefined) break;
    s = rules.applyMove(s, m);
  }
  return s;
}

/** The same position with its stock in another order. */
function reshuffled<S, M, O, V>(module: Game<S, M, O, V>, s: S, seed: number): S {
  const obs = module.rules.observe(s);
  return module.withStock(obs, new Rng(seed).shuffle([...module.unseen(obs)] as Card[]));
}

describe('fair hint', () => {
  for (const module of [ACESUP, GOLF] as Game<unknown, unknown, unknown, unknown>[]) {
    it(`${module.id}: the same position with the stock reshuffled gives the same hint`, () => {
      const rules = module.rules;
      for (const [deal, n] of [
        [1, 3],
        [2, 8],
        [5, 12],
      ] as const) {
        const s = after(module, deal, n);
        const h = fairHint(module, rules.defaultVariant, viewOf(rules, s));
        expect(h).toBeDefined();
        for (const seed of [1, 2, 3]) {
          const t = reshuffled(module, s, seed);
          expect(rules.dealOf(t).slice(-5)).not.toEqual(rules.dealOf(s).slice(-5));
          expect(fairHint(module, rules.defaultVariant, viewOf(rules, t))?.text).toBe(h?.text);
        }
      }
    });

    it(`${module.id}: the hint is a legal move, said in words in every language`, () => {
      const rules = module.rules;
      const s = after(module, 4, 2);
      const h = fairHint(module, rules.defaultVariant, viewOf(rules, s));
      if (h === undefined) throw new Error('no hint');
      expect(rules.isLegal(s, h.move)).toBe(true);
      expect(h.player).not.toBe('best');
      const texts = LANGS.map((lang) => formatMessage(h.message, [COACH_MESSAGES, module.present.messages, PRESENT_MESSAGES], { lang, card: formatCard }));
      expect(texts[0]).toMatch(/^Hint: /);
      expect(new Set(texts).size).toBe(4);
    });
  }

  it("golf: near the end the hint is perfect play's move, with its value and the moves as good", () => {
    const module = GOLF;
    const rules = module.rules;
    let hinted = 0;
    for (const deal of [3, 4, 5, 6, 7, 8]) {
      // Late in a game: the first legal move each time until 4 cards are left in the stock.
      let s = rules.start(dealFromNumber(deal), rules.defaultVariant);
      while (rules.observe(s).stockCount > 4) s = rules.applyMove(s, rules.legalMoves(s)[0] as GolfMove);
      const view = viewOf(rules, s);
      if (view.legal.length < 2) continue;
      const h = fairHint(module, rules.defaultVariant, view);
      const want = new GolfFairSolver(view.obs).solve(view.obs);
      expect(want.verdict).toBe('solved');
      expect(h?.player).toBe(PERFECT_PLAY);
      expect(h?.perfect).toEqual({ winProbability: want.winProbability, expectedScore: want.expectedScore, equallyGood: want.best.map((m) => rules.formatMove(m)) });
      expect(h?.text).toBe(rules.formatMove(want.best[0] as GolfMove));
      expect(rules.isLegal(s, h?.move as GolfMove)).toBe(true);
      expect(h?.message.key).toBe('coach.hint');
      // The words say it is perfect play's, with its chance, and how many moves are as good; never a player's name.
      const why = h === undefined ? [] : hintWords(h);
      expect(why.map((m) => m.key)).toEqual(want.best.length > 1 ? ['coach.hint.whyPerfect', 'coach.hint.ties'] : ['coach.hint.whyPerfect']);
      expect(why[0]?.args).toEqual({ pct: Math.round(want.winProbability * 1000) / 10 });
      // The same hint with the stock in another order; a player named explicitly gives its own.
      expect(fairHint(module, rules.defaultVariant, viewOf(rules, reshuffled(module, s, 4)))?.text).toBe(h?.text);
      expect(fairHint(module, rules.defaultVariant, view, 'lookahead')?.perfect).toBeUndefined();
      hinted++;
    }
    expect(hinted).toBeGreaterThan(2);
  });

  it('no hint when the game is over', () => {
    const rules = ACESUP.rules;
    const start = after(ACESUP, 1, 0);
    const s = solve(rules, start, { maxStates: 500_000 }).moves.reduce((t, m) => rules.applyMove(t, m), start);
    expect(rules.isTerminal(s)).toBe(true);
    expect(fairHint(ACESUP, rules.defaultVariant, viewOf(rules, s))).toBeUndefined();
  });
});

describe('the coach messages', () => {
  it('every key in every language, with the same placeholders', () => {
    for (const key of Object.keys(COACH_MESSAGES.en)) {
      const want = placeholders(COACH_MESSAGES.en[key] as string);
      for (const lang of LANGS) expect(placeholders(COACH_MESSAGES[lang][key] ?? 'missing {x}'), `${lang} ${key}`).toEqual(want);
    }
    for (const lang of LANGS) expect(Object.keys(COACH_MESSAGES[lang]).sort()).toEqual(Object.keys(COACH_MESSAGES.en).sort());
  });
});

describe('hint with the stock known', () => {
  it('followed 200 times on Aces Up deal 3, it ends the game with the best score (no loop)', () => {
    const rules = ACESUP.rules;
    const start = rules.start(dealFromNumber(3), rules.defaultVariant);
    const best = solve(rules, start, { maxStates: 2_000_000 });
    expect(best.verdict).not.toBe('unknown');
    const hinter = new StockKnownHinter(ACESUP);
    const seen = new Set<string>();
    let s = start;
    let searches = 0;
    for (let i = 0; i < 200 && !rules.isTerminal(s); i++) {
      const h = hinter.hint(s);
      if (h === undefined) throw new Error('no hint in a game not over');
      expect(h.message.key).toBe('coach.hint.stock');
      if (h.searched) searches++;
      expect(seen.has(rules.key(s))).toBe(false);
      seen.add(rules.key(s));
      s = rules.applyMove(s, h.move);
    }
    expect(rules.isTerminal(s)).toBe(true);
    expect(rules.score(s)).toBe(best.bestScore);
    expect(searches).toBe(1);
  });

  it('searches again when the player leaves the line, and keeps the line when rebuilt from the same cards', () => {
    const rules = ACESUP.rules;
    const hinter = new StockKnownHinter(ACESUP, { maxStates: 500_000 });
    const s = rules.start(dealFromNumber(3), rules.defaultVariant);
    const h = hinter.hint(s);
    if (h === undefined) throw new Error('no hint');
    // The same position rebuilt from a copy of the deal still follows the line.
    const copy = rules.applyMove(rules.start([...rules.dealOf(s)], rules.defaultVariant), h.move);
    expect(hinter.hint(copy)?.searched).toBe(false);
    const other = rules.legalMoves(s).find((m) => rules.formatMove(m) !== h.text);
    if (other === undefined) return;
    expect(hinter.hint(rules.applyMove(s, other))?.searched).toBe(true);
  });
});
