// The table's colours as style.css writes them: the words on every felt, light and dark, at 5.8:1
// or more (WCAG contrast), the playable cards' yellow edge and the coach's blue ring at 3:1 or
// more; the four-colour deck's suits at 4.5:1 or more on the card in both themes, and apart from
// one another in simulated colour blindness (Machado et al. 2009, full strength; CIELAB ΔE):
// red and green come closest under protanopia and deuteranopia, blue and green under tritanopia.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Without its comments, so a rule's selectors are the text before its brace.
const css = readFileSync(new URL('./style.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

const HEX = '#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\\b';
const full = (hex: string): string => `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;

/**
 * The value of `prop` in the first rule whose selector list includes `selector`, in the light or the
 * dark scheme: a colour written once for both, or `light-dark(light, dark)`.
 */
function value(selector: string, prop: string, scheme: 'light' | 'dark' = 'light'): string {
  for (const m of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = (m[1] ?? '').split(',').map((x) => x.trim());
    if (!selectors.includes(selector)) continue;
    const both = new RegExp(`${prop}:\\s*light-dark\\(\\s*${HEX}\\s*,\\s*${HEX}\\s*\\)`).exec(m[2] ?? '');
    if (both) return full((scheme === 'light' ? both[1] : both[2]) ?? '');
    const one = new RegExp(`${prop}:\\s*${HEX}`).exec(m[2] ?? '')?.[1];
    if (one !== undefined) return full(one);
  }
  throw new Error(`style.css has no ${prop} under ${selector}`);
}

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
const linear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = (hex: string): number => {
  const [r, g, b] = rgb(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};

type Matrix = readonly (readonly [number, number, number])[];
const SIGHT: Readonly<Record<string, Matrix>> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

function lab(hex: string, m: Matrix): [number, number, number] {
  const l = rgb(hex).map(linear);
  const [r, g, b] = m.map((row) => Math.min(1, Math.max(0, row[0] * l[0]! + row[1] * l[1]! + row[2] * l[2]!))) as [number, number, number];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number): number => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
const deltaE = (a: string, b: string, m: Matrix): number => Math.hypot(...lab(a, m).map((v, i) => v - lab(b, m)[i]!));

const WORDS = '#f4f4ef';
const ACCENT = value(':root', '--accent');
const HINT = '#5fd8ff';
const TABLES = ['green', 'blue', 'burgundy', 'charcoal'];

describe('the table colours (style.css)', () => {
  it('the words on every felt at 5.8:1 or more, the playable edge and the hint ring at 3:1 or more, light and dark', () => {
    for (const t of TABLES) {
      for (const shade of ['--felt-light', '--felt-dark', '--edge-light', '--edge-dark']) {
        const felt = value(`[data-table='${t}']`, shade);
        expect(contrast(WORDS, felt), `${t} ${shade}`).toBeGreaterThanOrEqual(5.8);
        expect(contrast(ACCENT, felt), `${t} ${shade} edge`).toBeGreaterThanOrEqual(3);
        expect(contrast(HINT, felt), `${t} ${shade} hint`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('the four suits at 4.5:1 or more on the card in both themes, and apart in simulated colour blindness', () => {
    const suits = { hearts: value(':root', '--red'), spades: value(':root', '--black'), diamonds: value(':root', '--diamonds'), clubs: value(':root', '--clubs') };
    for (const [paper, red] of [
      [value(':root', '--paper'), suits.hearts],
      [value(':root', '--paper', 'dark'), value(':root', '--red', 'dark')],
    ] as const) {
      for (const c of [red, suits.diamonds, suits.clubs]) expect(contrast(c, paper), `${c} on ${paper}`).toBeGreaterThanOrEqual(4.5);
    }
    const pairs = Object.entries(suits).flatMap(([a, ca], i) => Object.entries(suits).slice(i + 1).map(([b, cb]) => [`${a}-${b}`, ca, cb] as const));
    for (const [sight, m] of Object.entries(SIGHT)) {
      for (const [pair, a, b] of pairs) {
        const d = deltaE(a, b, m);
        // The two pairs a colour-blind eye brings closest; the suits' shapes tell them apart.
        const close = (pair === 'hearts-clubs' && (sight === 'protanopia' || sight === 'deuteranopia')) || (pair === 'diamonds-clubs' && sight === 'tritanopia');
        expect(d, `${pair} ${sight}`).toBeGreaterThanOrEqual(close ? 15 : 30);
      }
    }
  });

  it('every light and dark colour is written once, as light-dark(): no rule per theme, no media query', () => {
    const files = readdirSync(new URL('.', import.meta.url), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const text = readFileSync(new URL(f, import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      expect(text, f).not.toMatch(/prefers-color-scheme/);
      for (const m of text.matchAll(/([^{}]*data-theme[^{}]*)\{([^{}]*)\}/g)) {
        expect((m[2] ?? '').trim(), `${f}: ${(m[1] ?? '').trim()}`).toMatch(/^color-scheme:\s*(light|dark);$/);
      }
    }
  });
});
