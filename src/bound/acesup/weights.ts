// The curves that read a win chance off the `expectimax` table (src/bound/acesup/estimate.ts), one
// row per stock size before a deal (row i: 4·i cards left; row 0 is unused, the end being exact).
// Fitted by `node --import tsx scripts/fit-bound.ts acesup 100000`: 100,000 games played greedily
// with the table on deals 500,001-600,000 (2,903 won; 16 s of CPU).

import type { Calibration } from './estimate.js';

export const ACESUP_CALIBRATION: Calibration = [
  [0, 0],
  [-18.6026, 0.35857],
  [-15.6369, 0.29742],
  [-13.8853, 0.25971],
  [-13.1419, 0.24422],
  [-12.421, 0.22887],
  [-12.2036, 0.22535],
  [-11.9631, 0.22079],
  [-11.7791, 0.21735],
  [-11.1591, 0.20214],
  [-11.7559, 0.21807],
  [-10.1577, 0.177],
  [-12.6046, 0.2417],
];
