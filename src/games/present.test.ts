// The presentation of every game in the registry: message texts complete in the four languages,
// every message the present modules make written in each language during random playouts, no
// message naming a card the player cannot see, and the UI helpers (tap, targets, stock button,
// live region) answering from the engine's legal moves. Also variants as data, records and the
// app's moves in History.
import { describe, expect, it } from 'vitest';
import type { Card } from '../core/cards.js';
import { dealFromNumber, formatDeal } from '../core/deal.js';
import { History } from '../core/history.js';
import { type Catalogue, formatMessage, LANGS, type Message, type MessageArg, placeholders } from '../core/i18n.js';
import { announce, drop, moveBetween, PRESENT_MESSAGES, stockButton, tap, targetsFrom, viewOf, zoneRef } from '../core/present.js';
import { formatGameRecord, parseGameRecord } from '../core/record.js';
import { unwrap } from '../core/result.js';
import { Rng } from '../core/rng.js';
import { optionState, parseVariantText, type VariantSchema, withOption } from '../core/variant.js';
import { GAME_IDS, GAME_MESSAGES, acesUp, golf, withGame } from '../registry/index.js';
import { ACESUP_MODULE } from './acesup/module.js';
import { GOLF_MODULE } from './golf/module.js';
import { type GameModule } from './index.js';

const ALL: readonly Catalogue[] = [...GAME_MESSAGES, PRESENT_MESSAGES];

function cardsIn(m: Message): Card[] {
  const out: Card[] = [];
  const walk = (a: MessageArg): void => {
    if (typeof a !== 'object') return;
    if ('card' in a) out.push(a.card);
    else if ('cards' in a) out.push(...a.cards);
    else for (const x of Object.values(a.args ?? {})) walk(x);
  };
  walk(m);
  return out;
}

describe('message catalogues', () => {
  it.each(ALL.map((c, i) => [i, c] as const))('catalogue %i has every key in every language, with the same arguments', (_i, c) => {
    const keys = Object.keys(c.en).sort();
    for (const lang of LANGS) {
      expect(Object.keys(c[lang]).sort(), lang).toEqual(keys);
      for (const k of keys) expect(placeholders(c[lang][k] as string), `${lang} ${k}`).toEqual(placeholders(c.en[k] as string));
    }
  });

  it('every variant option has a label and one sentence in every language', () => {
    for (const id of GAME_IDS) {
      withGame(id, (g) => {
        for (const o of g.variants.options) {
          for (const lang of LANGS) {
            expect(o.words[lang].label.length, `${o.name} ${lang}`).toBeGreaterThan(0);
            expect(o.words[lang].description, `${o.name} ${lang}`).toMatch(/^\p{Lu}.*\.$/u);
            if (o.kind === 'choice') for (const v of o.values) expect(v.words[lang].length).toBeGreaterThan(0);
          }
        }
      });
    }
  });
});

function presentPlayouts<S, M, O, V>(g: GameModule<S, M, O, V>): void {
  const { rules, present: p } = g;
  it(`${rules.title}: every message is written in every language and names only cards in view`, () => {
    const write = (m: Message): void => {
      for (const lang of LANGS) expect(formatMessage(m, ALL, { lang, card: (c) => String(c) }).length).toBeGreaterThan(0);
    };
    const seen = (obs: O, state: S): Set<Card> => {
      const hidden = new Set(rules.dealOf(state).slice(rules.dealOf(state).length - (obs as { stockCount: number }).stockCount));
      return new Set(rules.dealOf(state).filter((c) => !hidden.has(c)));
    };
    for (const variant of rules.mainVariants) {
      for (let n = 1; n <= 3; n++) {
        const rng = new Rng(n);
        let s = rules.start(dealFromNumber(n, g.rules.dealShape(variant)), variant);
        for (let step = 0; step < 400; step++) {
          const view = viewOf(rules, s);
          const visible = seen(view.obs, s);
          const check = (m: Message): void => {
            write(m);
            for (const c of cardsIn(m)) expect(visible.has(c), `card ${c} in ${m.key}`).toBe(true);
          };
          for (const zone of p.layout(view.obs).rows.flat()) check(zone.name);
          for (const m of g.everyMove()) if (!view.legal.some((x) => rules.formatMove(x) === rules.formatMove(m))) check(p.whyIllegal(view, m));
          if (view.legal.length === 0) {
            check(p.verdict(view.obs));
            check(p.scoreLine(view.obs, true));
            break;
          }
          p.notes(view.obs).forEach(check);
          check(p.scoreLine(view.obs, false));
          for (const m of view.legal) [p.label(view.obs, m), p.describe(view.obs, m), p.targetLabel(view.obs, m)].forEach(check);
          const m = view.legal[rng.below(view.legal.length)] as M;
          const next = rules.applyMove(s, m);
          const after = rules.observe(next);
          const done = p.done(view.obs, after, m);
          write(done);
          for (const c of cardsIn(done)) expect(seen(after, next).has(c), `card ${c} in ${done.key}`).toBe(true);
          s = next;
        }
      }
    }
  });
}

describe('present: every game', () => {
  for (const id of GAME_IDS) withGame(id, presentPlayouts);
});

describe('present: taps, drops, the stock button and the live region', () => {
  const en = (m: Message): string => formatMessage(m, ALL, { lang: 'en', card: (c) => formatDeal([c]) });

  it('Aces Up deal 1: the deal waits for the discard; a tap on 8♦ discards it', () => {
    const s = acesUp.start(dealFromNumber(1), acesUp.defaultVariant);
    const view = viewOf(acesUp, s);
    const p = ACESUP_MODULE.present;
    const b = stockButton(p, view);
    expect(b.enabled).toBe(false);
    expect(en(b.why as Message)).toBe('discards come first: make x2 before the next deal');
    expect(tap(p, view, zoneRef('pile', 1))).toEqual({ kind: 'play', move: { type: 'discard', pile: 1 } });
    const none = tap(p, view, zoneRef('pile', 0));
    expect(none.kind === 'none' && en(none.why)).toBe('9C cannot be discarded: no higher club is on top of another pile');
    const after = acesUp.applyMove(s, { type: 'discard', pile: 1 });
    const v2 = viewOf(acesUp, after);
    // 9♣ may now go to the empty pile 2: one target, labelled; a drop there is that move.
    expect(targetsFrom(p, v2, zoneRef('pile', 0)).map((t) => en(t.label))).toEqual(['Move to Pile 2']);
    expect(moveBetween(p, v2.legal, zoneRef('pile', 0), zoneRef('pile', 1))).toEqual({ type: 'move', from: 0, to: 1 });
    const said = announce(p, [{ before: view.obs, after: v2.obs, move: { type: 'discard', pile: 1 }, by: 'player' }], v2).map(en);
    expect(said[0]).toBe('Discarded 8D from pile 2');
    expect(said[1]).toBe('4 moves now');
    expect(said).toContain('deal 4 cards from the stock, 48 left');
  });

  it('a drop makes the move between two zones, or says why the move it asks for is not legal', () => {
    const s = acesUp.start(dealFromNumber(1), acesUp.defaultVariant);
    const view = viewOf(acesUp, s);
    const p = ACESUP_MODULE.present;
    const every = ACESUP_MODULE.everyMove();
    expect(drop(p, view, zoneRef('pile', 1), zoneRef('discards'), every)).toEqual({ kind: 'play', move: { type: 'discard', pile: 1 } });
    const onPile = drop(p, view, zoneRef('pile', 0), zoneRef('pile', 2), every);
    expect(onPile.kind === 'none' && onPile.why && en(onPile.why)).toBe('pile 3 is not empty: a card may only be moved onto an empty pile');
    const toDiscards = drop(p, view, zoneRef('pile', 0), zoneRef('discards'), every);
    expect(toDiscards.kind === 'none' && toDiscards.why && en(toDiscards.why)).toBe('9C cannot be discarded: no higher club is on top of another pile');
    // Nothing goes onto the stock, and a card dropped where it was asks for nothing.
    expect(drop(p, view, zoneRef('pile', 0), zoneRef('stock'), every)).toEqual({ kind: 'none' });
    expect(drop(p, view, zoneRef('pile', 0), zoneRef('pile', 0), every)).toEqual({ kind: 'none' });
  });

  it('Golf: a tap plays a column onto the waste; with no play the answer is the engine reason', () => {
    const s = golf.start(dealFromNumber(1), golf.defaultVariant);
    const view = viewOf(golf, s);
    const p = GOLF_MODULE.present;
    const r = tap(p, view, zoneRef('column', 0));
    expect(r.kind === 'none' && en(r.why)).toMatch(/^AS is not one rank above or below TD on the waste$/);
    expect(tap(p, view, zoneRef('stock'))).toEqual({ kind: 'play', move: { type: 'turn' } });
    expect(en(stockButton(p, view).label)).toBe('Draw');
  });
});

describe('variants as data', () => {
  it('putt-putt implies queen-on-king: set together, shown as implied, written once', () => {
    const schema = GOLF_MODULE.variants;
    const v = withOption(schema, golf.defaultVariant, 'putt-putt');
    expect(v.queenOnKing).toBe(true);
    expect(optionState(schema, v, 'queen-on-king')).toEqual({ value: 'on', impliedBy: 'putt-putt' });
    expect(golf.formatVariant(v)).toBe('golf(putt-putt)');
    expect(optionState(schema, withOption(schema, v, 'jokers', '2'), 'jokers')).toEqual({ value: '2' });
  });

  it('options that exclude each other are refused with the column', () => {
    interface T { a: boolean; b: boolean }
    const schema: VariantSchema<T> = {
      game: 't',
      defaultVariant: { a: false, b: false },
      defaultNames: [],
      options: [
        { kind: 'flag', name: 'a', field: 'a', excludes: ['b'], words: wordsOf('A') },
        { kind: 'flag', name: 'b', field: 'b', words: wordsOf('B') },
      ],
    };
    expect(parseVariantText(schema, 't(a)')).toEqual({ ok: true, value: { a: true, b: false } });
    const r = parseVariantText(schema, 't(b, a)');
    expect(!r.ok && r.error).toMatchObject({ code: 'ERR_VARIANT', token: 'a', column: 6 });
    const proto = parseVariantText(schema, 't(__proto__)');
    expect(!proto.ok && proto.error.message).toContain('unknown option "__proto__"');
  });
});

function wordsOf(label: string): Record<(typeof LANGS)[number], { label: string; description: string }> {
  return { en: { label, description: `${label}.` }, nb: { label, description: `${label}.` }, sv: { label, description: `${label}.` }, da: { label, description: `${label}.` } };
}

describe('game records', () => {
  it('write the deal, " | " and the moves; a fresh game ends with the bar', () => {
    const deal = dealFromNumber(1);
    expect(formatGameRecord(acesUp, deal, [])).toBe(`${formatDeal(deal)} |`);
    const r = unwrap(parseGameRecord(acesUp, acesUp.defaultVariant, `${formatDeal(deal)} |  x2   DEAL x3`));
    expect(formatGameRecord(acesUp, r.deal, r.moves)).toBe(`${formatDeal(deal)} | x2 deal x3`);
  });

  it('name the move, its number and its column when it is not legal', () => {
    const line = `${formatDeal(dealFromNumber(1))} | x2 x1`;
    const r = parseGameRecord(acesUp, acesUp.defaultVariant, line);
    expect(!r.ok && r.error).toMatchObject({ code: 'ERR_ILLEGAL', token: 'x1', position: 2, column: line.length - 1 });
    expect(!r.ok && r.error.message).toMatch(/^move 2 \(column \d+\): "x1" is not legal here/);
    const card = parseGameRecord(golf, golf.defaultVariant, `AS KS QQ | t`);
    expect(!card.ok && card.error).toMatchObject({ code: 'ERR_CARD', token: 'QQ', position: 3, column: 7 });
    const bar = parseGameRecord(golf, golf.defaultVariant, formatDeal(dealFromNumber(2)));
    expect(!bar.ok && bar.error.code).toBe('ERR_RECORD');
  });
});

describe('history: the app moves', () => {
  it('flags the app moves, undoes them with the player move before them, and keeps the opening ones', () => {
    const forced = (s: Parameters<typeof acesUp.legalMoves>[0]) => ACESUP_MODULE.present.forcedMove(viewOf(acesUp, s));
    const h = new History(acesUp, dealFromNumber(1), acesUp.defaultVariant, 1, forced);
    expect(h.entries.map((e) => [acesUp.formatMove(e.move), e.by])).toEqual([['x2', 'app']]);
    expect(h.canUndo).toBe(false);
    const made = h.play({ type: 'deal' });
    expect(made.map((e) => e.by)).toEqual(['player', 'app']);
    expect(h.playerMoves).toBe(1);
    expect(h.undo().map((e) => acesUp.formatMove(e.move))).toEqual(['deal', 'x3']);
    expect(h.position).toBe(1);
    expect(h.redo().length).toBe(2);
    h.setAppMoves(undefined);
    h.undo();
    expect(h.undo({ alone: true }).map((e) => e.by)).toEqual(['app']);
    expect(h.position).toBe(0);
  });
});
