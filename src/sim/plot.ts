// The score distribution as an SVG figure: one line per player, the share of deals at each score.
// Plain SVG text, no dependencies, readable without a browser's help (title and labelled axes).

import { gameModule } from '../registry/index.js';
import type { SimSummary } from './summary.js';
import { gameTitle } from './summary.js';

const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#7f7f7f', '#bcbd22'];

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function plotScores(summaries: readonly SimSummary[], title?: string): string {
  const W = 760;
  const H = 420;
  const L = 64;
  const R = 200;
  const T = 40;
  const B = 56;
  const first = summaries[0];
  if (!first) throw new Error('nothing to plot');
  let xmin = Infinity;
  let xmax = -Infinity;
  let ymax = 0;
  for (const s of summaries) {
    for (const [k, c] of s.histogram) {
      xmin = Math.min(xmin, k);
      xmax = Math.max(xmax, k);
      ymax = Math.max(ymax, c / s.deals);
    }
  }
  if (xmin === xmax) {
    xmin -= 1;
    xmax += 1;
  }
  const ytop = Math.ceil((ymax * 100) / 5) * 5 || 5;
  const x = (v: number): number => L + ((v - xmin) / (xmax - xmin)) * (W - L - R);
  const y = (p: number): number => T + (1 - (p * 100) / ytop) * (H - T - B);
  const out: string[] = [];
  const heading = title ?? `${gameTitle(first.game)} (${first.variant}): score distribution`;
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12" role="img" aria-labelledby="t">`);
  out.push(`<title id="t">${esc(heading)}</title>`);
  out.push(`<rect width="${W}" height="${H}" fill="white"/>`);
  out.push(`<text x="${L}" y="22" font-size="15" font-weight="bold">${esc(heading)}</text>`);
  // Axes and grid.
  for (let p = 0; p <= ytop; p += ytop <= 20 ? 5 : 10) {
    out.push(`<line x1="${L}" x2="${W - R}" y1="${y(p / 100).toFixed(1)}" y2="${y(p / 100).toFixed(1)}" stroke="#ddd"/>`);
    out.push(`<text x="${L - 6}" y="${(y(p / 100) + 4).toFixed(1)}" text-anchor="end">${p}%</text>`);
  }
  const span = xmax - xmin;
  const step = span <= 20 ? 2 : span <= 60 ? 5 : 10;
  for (let v = Math.ceil(xmin / step) * step; v <= xmax; v += step) {
    out.push(`<line x1="${x(v).toFixed(1)}" x2="${x(v).toFixed(1)}" y1="${H - B}" y2="${H - B + 4}" stroke="#333"/>`);
    out.push(`<text x="${x(v).toFixed(1)}" y="${H - B + 18}" text-anchor="middle">${v}</text>`);
  }
  out.push(`<line x1="${L}" x2="${W - R}" y1="${H - B}" y2="${H - B}" stroke="#333"/>`);
  out.push(`<line x1="${L}" x2="${L}" y1="${T}" y2="${H - B}" stroke="#333"/>`);
  const xlabel = gameModule(first.game).report.axis;
  out.push(`<text x="${((L + W - R) / 2).toFixed(0)}" y="${H - 16}" text-anchor="middle">${esc(xlabel)}</text>`);
  out.push(`<text transform="translate(16 ${((T + H - B) / 2).toFixed(0)}) rotate(-90)" text-anchor="middle">share of deals</text>`);
  summaries.forEach((s, i) => {
    const colour = COLOURS[i % COLOURS.length] as string;
    const pts: string[] = [];
    for (let v = xmin; v <= xmax; v++) pts.push(`${x(v).toFixed(1)},${y((s.histogram.get(v) ?? 0) / s.deals).toFixed(1)}`);
    const dash = s.fullInformation ? ' stroke-dasharray="6 4"' : '';
    out.push(`<polyline fill="none" stroke="${colour}" stroke-width="2"${dash} points="${pts.join(' ')}"/>`);
    const ly = T + 10 + i * 20;
    out.push(`<line x1="${W - R + 14}" x2="${W - R + 40}" y1="${ly}" y2="${ly}" stroke="${colour}" stroke-width="2"${dash}/>`);
    const label = `${s.strategy}${s.fullInformation ? ' (stock known)' : ''}`;
    out.push(`<text x="${W - R + 46}" y="${ly + 4}">${esc(label)}</text>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
