// A won game's cards celebrate: they leap off the table one after another and bounce down the
// screen, each with a short trail, in the manner of the old desktop patience games. The layer
// lies under the end panel, the action bar and the notices, and never catches a tap, so nothing
// the player may want is covered. Under reduced motion nothing moves: the cards left on the table
// glow for a moment and fade back.
//
// Which cards: every face-up zone's cards from the top, taken in turn from each zone (the engine's
// layout, so no game is named here), each leaping from where its zone's top card lies on screen.
// The paths are worked out ahead (a throw, gravity, bounces on the floor losing a quarter of their
// speed) and played by the Web Animations API, which the page's reduced-motion rule does not stop.

import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { type TableLayout, zoneKey } from '../../src/core/present.js';
import { CardFace } from '../table/card.js';

/** How many cards leap, at most, and how far apart they start. */
export const LEAPS = 16;
const STAGGER_MS = 170;
/** Wait for the last move's glide before measuring where the cards lie. */
const START_MS = 450;
/** The longest a card flies. */
const FLIGHT_MS = 3200;
/** Copies following each card, and how far behind. */
const TRAIL = [0.5, 0.25];
const TRAIL_MS = 55;
const GLOW_MS = 1800;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Leap {
  readonly card: number;
  readonly from: Box;
  readonly delay: number;
  /** Keyframes of the flight: offsets from the start, in px, at even steps of time. */
  readonly path: readonly (readonly [number, number])[];
  readonly ms: number;
}

/** A number in [0, 1) from an index, the same on every run (so each cascade looks alike). */
const spread = (i: number, k: number): number => (((i + 1) * k) % 1 + 1) % 1;

/**
 * The flight of one card from `from`: thrown sideways (`dir`) and up, falling under gravity,
 * bouncing on `floor` with three quarters of its speed, until it leaves the screen sideways or
 * its time is up. Steps of 1/60 s; every second step is a keyframe.
 */
export function flight(from: Box, i: number, screen: { w: number; h: number; floor: number }): { path: [number, number][]; ms: number } {
  const dir = i % 2 === 0 ? -1 : 1;
  const vx0 = dir * (0.16 + 0.14 * spread(i, 0.618)) * Math.max(screen.w, 480);
  let vy = -(0.9 + 0.6 * spread(i, 0.381)) * screen.h;
  const g = 2.6 * screen.h;
  const floor = Math.max(from.y + from.h, screen.floor) - from.h;
  const dt = 1 / 60;
  let x = from.x;
  let y = from.y;
  const path: [number, number][] = [[0, 0]];
  let t = 0;
  for (let step = 1; t * 1000 < FLIGHT_MS; step++) {
    t += dt;
    vy += g * dt;
    x += vx0 * dt;
    y += vy * dt;
    if (y > floor) {
      y = floor - (y - floor) * 0.75;
      vy = -vy * 0.75;
    }
    if (step % 2 === 0) path.push([Math.round(x - from.x), Math.round(y - from.y)]);
    if (x + from.w < 0 || x > screen.w) break;
  }
  return { path, ms: Math.round(t * 1000) };
}

/** The cards to throw, from the top of each face-up zone in turn, at most `max`. */
export function leapCards(layout: TableLayout, max: number): { card: number; zone: string }[] {
  const stacks = layout.rows
    .flat()
    .filter((z) => z.show !== 'count' && z.cards.length > 0)
    .map((z) => ({ zone: zoneKey(z.ref), cards: [...z.cards].reverse() }));
  const out: { card: number; zone: string }[] = [];
  for (let depth = 0; out.length < max && stacks.some((s) => depth < s.cards.length); depth++) {
    for (const s of stacks) {
      const card = s.cards[depth];
      if (card !== undefined && out.length < max) out.push({ card, zone: s.zone });
    }
  }
  return out;
}

/** Where a zone's top card lies on screen (its layout position: a glide under way does not move it). */
function topCardBox(table: Element, zone: string): Box | undefined {
  const z = table.querySelector<HTMLElement>(`[data-drop="${zone}"]`);
  if (!z) return undefined;
  const r = z.getBoundingClientRect();
  const cards = z.querySelectorAll<HTMLElement>('[data-card]');
  const top = cards[cards.length - 1];
  if (!top) return { x: r.left, y: r.top, w: r.width, h: Math.min(r.height, r.width * 1.4) };
  return { x: r.left + top.offsetLeft, y: r.top + top.offsetTop, w: top.offsetWidth, h: top.offsetHeight };
}

/** The floor the cards bounce on: the top of the action bar when it runs along the bottom, else the window's foot. */
function floorOf(): number {
  const bar = document.querySelector('.toolbar')?.getBoundingClientRect();
  return bar && bar.width > innerWidth / 2 && bar.top > innerHeight / 2 ? bar.top : innerHeight;
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const GLOWING = '0 0 0 3px #f2c14e, 0 0 26px 8px rgba(242, 193, 78, 0.85)';
/** The heading's glow: a gold light behind the words. */
const HEADING_GLOW = { backgroundColor: 'rgba(242, 193, 78, 0.4)', boxShadow: '0 0 18px 6px rgba(242, 193, 78, 0.55)' };
const HEADING_STILL = { backgroundColor: 'rgba(242, 193, 78, 0)', boxShadow: '0 0 0 0 rgba(242, 193, 78, 0)' };

/**
 * The celebration without motion: the top card of each zone on the table and the end panel's
 * heading (the panel may lie over the cards) glow gold and fade back.
 */
function glow(table: Element): Animation[] {
  const timing = { duration: GLOW_MS, easing: 'ease-in-out' };
  const faces = [...table.querySelectorAll('[data-drop]')].flatMap((z) => {
    const cards = z.querySelectorAll('[data-card] .face');
    const top = cards[cards.length - 1];
    return top ? [top] : [];
  });
  const anims = faces.map((f) => {
    const rest = getComputedStyle(f).boxShadow;
    const still = rest === 'none' ? '0 0 0 0 transparent' : rest;
    return f.animate([{ boxShadow: still }, { boxShadow: GLOWING, offset: 0.35 }, { boxShadow: GLOWING, offset: 0.6 }, { boxShadow: still }], timing);
  });
  const heading = document.querySelector('.ends .end-title');
  if (heading) anims.push(heading.animate([HEADING_STILL, { ...HEADING_GLOW, offset: 0.35 }, { ...HEADING_GLOW, offset: 0.6 }, HEADING_STILL], timing));
  return anims;
}

/** One celebration, begun when it is drawn; `onDone` when every card has landed (or glowed). */
export function Cascade({ layout, onDone }: { layout: TableLayout; onDone: () => void }): JSX.Element | null {
  const [leaps, setLeaps] = useState<Leap[] | null>(null);
  const layer = useRef<HTMLDivElement>(null);
  const finished = useRef(onDone);
  finished.current = onDone;

  useEffect(() => {
    const table = document.querySelector('.table-place .table');
    let anims: Animation[] = [];
    const timer = setTimeout(() => {
      if (!table) return finished.current();
      if (reducedMotion()) {
        anims = glow(table);
        void Promise.all(anims.map((a) => a.finished)).then(() => finished.current(), () => undefined);
        return;
      }
      const screen = { w: innerWidth, h: innerHeight, floor: floorOf() };
      const planned: Leap[] = [];
      for (const [i, { card, zone }] of leapCards(layout, LEAPS).entries()) {
        const from = topCardBox(table, zone);
        if (!from || from.w === 0) continue;
        const { path, ms } = flight(from, i, screen);
        planned.push({ card, from, delay: i * STAGGER_MS, path, ms });
      }
      if (planned.length === 0) finished.current();
      else setLeaps(planned);
    }, START_MS);
    return () => {
      clearTimeout(timer);
      for (const a of anims) a.cancel();
    };
  }, []);

  useLayoutEffect(() => {
    const el = layer.current;
    if (!leaps || !el) return;
    const anims: Animation[] = [];
    el.querySelectorAll<HTMLElement>('.leap').forEach((node) => {
      const leap = leaps[Number(node.dataset.leap)];
      if (!leap) return;
      const ghost = Number(node.dataset.ghost);
      const frames = leap.path.map(([x, y]) => ({ transform: `translate(${x}px, ${y}px)` }));
      const opacity = ghost === 0 ? 1 : (TRAIL[ghost - 1] ?? 0);
      // Visible only while it flies: hidden before its turn and once it has landed.
      anims.push(node.animate(frames, { duration: leap.ms, delay: leap.delay + ghost * TRAIL_MS, easing: 'linear', fill: 'both' }));
      anims.push(node.animate([{ opacity }, { opacity, offset: 0.85 }, { opacity: 0 }], { duration: leap.ms, delay: leap.delay + ghost * TRAIL_MS, fill: 'both' }));
    });
    void Promise.all(anims.map((a) => a.finished)).then(() => finished.current(), () => undefined);
    return () => {
      for (const a of anims) a.cancel();
    };
  }, [leaps]);

  if (!leaps) return null;
  return (
    <div class="cascade" aria-hidden="true" ref={layer} data-testid="cascade">
      {leaps.flatMap((l, i) =>
        [0, ...TRAIL.map((_, k) => k + 1)].reverse().map((ghost) => (
          <div
            key={`${i}-${ghost}`}
            class={`card leap${ghost > 0 ? ' ghost' : ''}`}
            data-leap={i}
            data-ghost={ghost}
            style={{ left: `${l.from.x}px`, top: `${l.from.y}px`, '--cw': `${l.from.w}px`, '--ch': `${l.from.h}px` }}
          >
            <CardFace card={l.card} label="" />
          </div>
        )),
      )}
    </div>
  );
}
