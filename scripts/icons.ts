// Draws the app's icon (two playing cards on the felt, one face down and an ace of hearts over it)
// as SVG, writes web/public/icon.svg, and renders the PNGs the web app manifest lists with
// Chromium: 192 and 512 px, and a 512 px maskable one whose cards keep inside the safe circle
// (the middle 80%) and whose felt fills the whole square. Run: node --import tsx scripts/icons.ts

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const FELT = '#1f6b45';
const out = fileURLToPath(new URL('../web/public/', import.meta.url));

/** The two cards in a 512 square, scaled by `k` about the middle. */
function cards(k: number): string {
  const heart = 'M0 40 C-34 14 -44 -6 -30 -20 C-18 -32 -4 -26 0 -12 C4 -26 18 -32 30 -20 C44 -6 34 14 0 40 Z';
  const ace = 'M-11 16 L0 -16 L11 16 M-6.5 5 H6.5';
  return `<g transform="translate(256 262) scale(${k})">
  <g transform="rotate(-14) translate(-70 0)">
    <rect x="-105" y="-150" width="210" height="300" rx="20" fill="#fff"/>
    <rect x="-95" y="-140" width="190" height="280" rx="14" fill="#2553a3"/>
    <path d="M-95 -60 L-15 -140 M-95 20 L65 -140 M-95 100 L95 -90 M-55 140 L95 -10 M25 140 L95 70" stroke="#fff" stroke-opacity=".28" stroke-width="14"/>
  </g>
  <g transform="rotate(9) translate(60 -6)">
    <rect x="-105" y="-150" width="210" height="300" rx="20" fill="#fdfdfb" stroke="#0b1d15" stroke-opacity=".35" stroke-width="3"/>
    <g transform="translate(-72 -112) scale(1.5)"><path d="${ace}" fill="none" stroke="#c0162c" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></g>
    <g transform="translate(-72 -66) scale(0.5)"><path d="${heart}" fill="#c0162c"/></g>
    <g transform="translate(0 8) scale(2)"><path d="${heart}" fill="#c0162c"/></g>
  </g>
</g>`;
}

/** The icon: rounded felt with the cards, or (maskable) full-bleed felt with them inside the safe circle. */
export function iconSvg(maskable: boolean): string {
  const ground = maskable ? `<rect width="512" height="512" fill="${FELT}"/>` : `<rect x="8" y="8" width="496" height="496" rx="96" fill="${FELT}"/>`;
  const glow = `<radialGradient id="g" cx="50%" cy="35%" r="60%"><stop offset="0" stop-color="#fff" stop-opacity=".14"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const shine = maskable ? `<rect width="512" height="512" fill="url(#g)"/>` : `<rect x="8" y="8" width="496" height="496" rx="96" fill="url(#g)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><defs>${glow}</defs>${ground}${shine}${cards(maskable ? 0.78 : 1.05)}</svg>\n`;
}

async function main(): Promise<void> {
  writeFileSync(`${out}icon.svg`, iconSvg(false));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const [name, size, maskable] of [
      ['icon-192.png', 192, false],
      ['icon-512.png', 512, false],
      ['icon-maskable-512.png', 512, true],
    ] as const) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(`<html><body style="margin:0;background:transparent">${iconSvg(maskable).replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
      await page.screenshot({ path: `${out}icons/${name}`, omitBackground: true });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
