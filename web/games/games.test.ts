// Every web game against its engine, over random playouts of every main variant, played the way
// the table plays (taps and drops on the engine's zones): every legal move is offered from its
// zone to exactly one target, a drop there makes it, a tap on any zone either plays, offers a
// choice or says the engine's reason, and everything the view and the live region say is written
// in every language. Also: every game in the registry has a web game, and every variant option
// is drawn from the engine's data with its words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealFromNumber } from '../../src/core/deal.js';
import { replay } from '../../src/core/history.js';
import { unwrap } from '../../src/core/result.js';
import { type ZoneRef, zoneKey } from '../../src/core/present.js';
import { parseVariantText } from '../../src/core/variant.js';
import { GAME_IDS, loadRecord as registryLoad, parseGameId as registryParse, withGame } from '../../src/registry/index.js';
import { GAME_IDS as ENGINE_IDS, gameModule, loadRecord, parseGameId } from './engine.js';
import { LANGS, type Message } from '../words/i18n.js';
import { Play } from '../model/play.js';
import { speechFor } from '../words/speech.js';
import { chosenFrom, variantForm, variantWords } from '../model/variant-choice.js';
import { WEB_GAMES, withWebGame } from './index.js';
import type { WebGame } from './types.js';

/** Said in every language, with every key found and every placeholder filled (formatMessage throws otherwise). */
function sayable(m: Message): void {
  for (const lang of LANGS) {
    const s = speechFor(lang);
    expect(s.say(m), `${lang}: ${m.key}`).not.toMatch(/\{\w+\}/);
    expect(s.show(m).length).toBeGreaterThan(0);
  }
}

function playouts<S, M, O, V>(web: WebGame<S, M, O, V>): void {
  const { rules, present } = web.module;
  for (const variant of rules.mainVariants) {
    const text = rules.formatVariant(variant);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.nat(), { maxLength: 60 }), fc.boolean(), (n, picks, forced) => {
        const deal = dealFromNumber(n, web.module.rules.dealShape(variant));
        const play = Play.start(web, { game: web.id, variant: text, deal, number: n }, forced, () => 0);
        play.opening().forEach(sayable);
        for (const pick of picks) {
          const view = play.view();
          const rec = play.record();
          const legal = rules.legalMoves(unwrap(replay(rules, deal, variant, rec.moves)).state);
          if (view.over) break;
          // Every legal move is one (zone, target) pair of the view, and no pair is offered twice.
          const pairs = [...view.dests.entries()].flatMap(([from, ds]) => ds.map((d) => `${from}>${zoneKey(d.to)}`));
          expect(new Set(pairs).size).toBe(pairs.length);
          expect(pairs.sort()).toEqual(legal.map((m) => `${zoneKey(present.zonesOf(m).from)}>${zoneKey(present.zonesOf(m).to)}`).sort());
          for (const ds of view.dests.values()) ds.forEach((d) => sayable(d.label));
          sayable(view.stock.label);
          if (view.stock.why) sayable(view.stock.why);
          view.notes.forEach(sayable);
          view.layout.rows.flat().forEach((z) => sayable(z.name));
          // A tap on a zone plays, offers a choice (then a target is dropped on), or gives the engine's reason.
          const zones = view.layout.rows.flat();
          const zone = zones[pick % zones.length]!.ref;
          const tapped = play.tap(zone);
          if (tapped.kind === 'played') {
            tapped.news.forEach(sayable);
            continue;
          }
          if (tapped.kind === 'refused') sayable(tapped.why!);
          const entries = [...view.dests.entries()];
          const [from, ds] = tapped.kind === 'choose' ? [zoneKey(zone), view.dests.get(zoneKey(zone))!] : entries[pick % entries.length]!;
          expect(ds.length).toBeGreaterThan(tapped.kind === 'choose' ? 1 : 0);
          const dest = ds[Math.floor(pick / 7) % ds.length]!;
          const a = play.drop(zoneOf(view.layout, from), dest.to);
          expect(a.kind).toBe('played');
          if (a.kind === 'played') a.news.forEach(sayable);
        }
        const end = play.view();
        if (end.verdict) sayable(end.verdict);
        if (end.round) [end.round.status, end.round.next, ...end.round.summary].forEach(sayable);
      }),
      { numRuns: 12 },
    );
  }
}

function zoneOf(layout: { rows: readonly (readonly { ref: ZoneRef }[])[] }, key: string): ZoneRef {
  return layout.rows.flat().find((z) => zoneKey(z.ref) === key)!.ref;
}

describe('web games', () => {
  it('every game in the registry has a web game, in the registry order', () => {
    expect(WEB_GAMES.map((g) => g.id)).toEqual([...GAME_IDS]);
    // A game played in rounds (its module's `round`) is shown with its round's words, and only such a game.
    for (const id of GAME_IDS) withWebGame(id, (g) => expect(g.round !== undefined, id).toBe(g.module.round !== undefined));
  });

  it("the page's engine list holds the registry's very modules, by the same names", () => {
    expect(ENGINE_IDS).toEqual(GAME_IDS);
    for (const id of GAME_IDS) {
      expect(gameModule(id).rules).toBe(withGame(id, (g): unknown => g.rules));
      for (const name of [id, ...gameModule(id).aliases, id.toUpperCase()]) expect(parseGameId(name)).toEqual(registryParse(name));
    }
    expect(parseGameId('__proto__').ok).toBe(false);
    const rec = { game: GAME_IDS[0], variant: GAME_IDS[0], deal: 'not a deal', moves: [] };
    expect(loadRecord(rec)).toEqual(registryLoad(rec));
  });

  it('each game\'s rules pages come in every language', async () => {
    for (const info of WEB_GAMES) {
      const pages = await info.rulesPages();
      for (const lang of LANGS) expect(pages[lang].length, `${info.id} ${lang}`).toBeGreaterThan(2);
    }
  });

  for (const info of WEB_GAMES) {
    it(`${info.id}: every legal move is offered once and made by a drop; every tap is answered; all is said in every language`, () => {
      withWebGame(info.id, playouts);
      sayable(info.title);
    });

    it(`${info.id}: the variant options are the engine's, in words, and each makes a text the engine reads`, () => {
      withGame(info.id, ({ variants, rules }) => {
        for (const lang of LANGS) {
          const form = variantForm(info.id, {}, lang);
          expect(form.text).toBe(info.id);
          expect(form.options.map((o) => o.name)).toEqual(variants.options.map((o) => o.name));
          for (const o of form.options) {
            expect(o.label).toBe(variants.options.find((x) => x.name === o.name)!.words[lang].label);
            expect(o.label).not.toBe(o.name);
          }
        }
        for (const o of variants.options) {
          const values = o.kind === 'flag' ? ['on'] : o.values.slice(1).map((v) => v.text);
          for (const value of values) {
            const text = variantForm(info.id, { [o.name]: value }, 'en').text;
            expect(text).toContain(o.kind === 'flag' ? o.name : `${o.name}=${value}`);
            const parsed = parseVariantText(variants, text);
            expect(parsed.ok && rules.formatVariant(parsed.value)).toBe(text);
            expect(chosenFrom(info.id, text)).toEqual({ [o.name]: value });
            expect(variantWords(info.id, text, 'en')).toHaveLength(1);
          }
        }
      });
    });
  }

  it('an option another one implies is shown checked and fixed; the text names only the one chosen', () => {
    const form = variantForm('golf', { 'putt-putt': 'on' }, 'en');
    const qok = form.options.find((o) => o.name === 'queen-on-king')!;
    expect([qok.value, qok.impliedBy]).toEqual(['on', 'Putt-putt']);
    expect(form.text).toBe('golf(putt-putt)');
    expect(variantForm('golf', { 'putt-putt': 'on', jokers: '2' }, 'en').text).toBe('golf(putt-putt,jokers=2)');
    // Taking putt-putt back takes back what it implied.
    expect(variantForm('golf', {}, 'en').options.find((o) => o.name === 'queen-on-king')!.value).toBe('off');
    expect(variantWords('golf', 'golf(putt-putt,par=36)', 'en')).toEqual(['Putt-putt', 'Par: 36 (4 a hole)']);
    expect(variantWords('acesup', 'acesup(aces-only)', 'nb')).toEqual(['Bare ess']);
    expect(variantForm('acesup', {}, 'en').options[0]!.description).toBe('Only an ace (a king under aces low) may go on an empty pile.');
  });
});
