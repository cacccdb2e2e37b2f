// The guided first games against the engine: each lesson's deal is a real deal of its game, every
// step is done by tapping the zone it points at (or the stock) and the move made is the one the
// step asks for, every card a step names lies on the table then, the pointed card is named, no
// step's move is left to the app, and the step machine follows, notices a stray move and ends.

import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/core/cards.js';
import { formatMessage, LANGS, type MessageArg } from '../../src/core/i18n.js';
import { type ZoneKind, zoneRef } from '../../src/core/present.js';
import { unwrap } from '../../src/core/result.js';
import { GAME_IDS } from '../../src/registry/index.js';
import { webGameInfo } from '../games/index.js';
import { GameController } from '../model/controller.js';
import { typedSpec } from '../model/spec.js';
import { type Lesson, lessonProgress } from './lesson.js';

function cardsOf(args: Readonly<Record<string, MessageArg>> | undefined): Card[] {
  return Object.values(args ?? {}).flatMap((a) => (typeof a === 'object' && 'card' in a ? [a.card] : []));
}

function controllerFor(lesson: Lesson): GameController {
  // The guide plays with the app's forced moves off: every step is the player's own move.
  return new GameController(undefined, { forcedMoves: false }, unwrap(typedSpec(lesson.game, lesson.variant, lesson.deal, {})));
}

function zoneOf(key: string): { kind: ZoneKind; index: number } {
  const [kind, index] = key.split(':');
  return zoneRef(kind as ZoneKind, Number(index));
}

describe.each(GAME_IDS)('the lesson of %s', (id) => {
  it('has 4 to 6 steps, every one done by tapping what it points at', async () => {
    const lesson = await webGameInfo(id).lesson();
    expect(lesson.game).toBe(id);
    expect(lesson.steps.length).toBeGreaterThanOrEqual(4);
    expect(lesson.steps.length).toBeLessThanOrEqual(6);
    const c = controllerFor(lesson);
    expect(c.getSnapshot().notes).toEqual([]);
    expect(c.record().moves).toEqual([]);
    lesson.steps.forEach((step, i) => {
      const view = c.getSnapshot();
      expect(lessonProgress(lesson, c.record().moves)).toEqual({ kind: 'step', step: i });
      const zones = view.layout.rows.flat();
      const onTable = new Set(zones.flatMap((z) => z.cards));
      for (const card of cardsOf(step.text.args)) expect(onTable.has(card), `step ${i + 1} names card ${card}`).toBe(true);
      const answer = step.point.startsWith('stock:') ? c.playStock() : c.tap(zoneOf(step.point));
      if (!step.point.startsWith('stock:')) {
        const top = zones.find((z) => `${z.ref.kind}:${z.ref.index}` === step.point)?.cards.at(-1);
        expect(top, `step ${i + 1} points at a card`).toBeDefined();
        expect(cardsOf(step.text.args)).toContain(top);
      }
      expect(answer.kind, `step ${i + 1}`).toBe('played');
      // One move made, the player's, and it is the step's.
      expect(c.record().moves).toHaveLength(i + 1);
      expect(c.record().moves[i]).toBe(step.accept[0]);
      expect(c.snapshot().snapshot.auto.every((a) => !a)).toBe(true);
    });
    expect(lessonProgress(lesson, c.record().moves)).toEqual({ kind: 'done' });
  });

  it('every move a step accepts is legal there, and another move is a stray', async () => {
    const lesson = await webGameInfo(id).lesson();
    const c = controllerFor(lesson);
    for (const [i, step] of lesson.steps.entries()) {
      for (const alt of step.accept) {
        const t = controllerFor(lesson);
        for (const before of lesson.steps.slice(0, i)) expect(t.playText(before.accept[0] ?? '')).toBe(true);
        expect(t.playText(alt), `step ${i + 1} accepts ${alt}`).toBe(true);
        expect(lessonProgress(lesson, t.record().moves)).toEqual(i + 1 === lesson.steps.length ? { kind: 'done' } : { kind: 'step', step: i + 1 });
      }
      // Some other legal move here (if there is one) is a stray at this step.
      const other = c.getSnapshot().keyZones.find((z) => {
        const t = controllerFor(lesson);
        for (const m of c.record().moves) t.playText(m);
        return t.tap(z).kind === 'played' && !step.accept.includes(t.record().moves[i] ?? '');
      });
      if (other) {
        const t = controllerFor(lesson);
        for (const m of c.record().moves) t.playText(m);
        t.tap(other);
        expect(lessonProgress(lesson, t.record().moves)).toEqual({ kind: 'stray', at: i });
      }
      expect(c.playText(step.accept[0] ?? '')).toBe(true);
    }
  });

  it('speaks every step in every language, with no word left out', async () => {
    const lesson = await webGameInfo(id).lesson();
    const keys = Object.keys(lesson.words.en).sort();
    for (const lang of LANGS) {
      expect(Object.keys(lesson.words[lang]).sort(), lang).toEqual(keys);
      for (const m of [...lesson.steps.map((s) => s.text), lesson.done]) {
        const text = formatMessage(m, [lesson.words], { lang, card: (n) => `#${n}` });
        expect(text).not.toMatch(/[{}]/);
        expect(text.length).toBeGreaterThan(10);
      }
    }
  });
});
