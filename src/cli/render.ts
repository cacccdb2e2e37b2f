// Draws any game's position for the terminal through its observation (never the stock order).

import type { GameRules } from '../core/game.js';
import type { AcesUpObservation } from '../games/acesup/observation.js';
import type { GolfObservation } from '../games/golf/observation.js';
import { type LayoutOptions, renderAcesUp, renderGolf } from './layout.js';

export function renderObservation(obs: AcesUpObservation | GolfObservation, o: LayoutOptions = {}): string {
  return obs.kind === 'acesup-observation' ? renderAcesUp(obs, o) : renderGolf(obs, o);
}

export function renderPosition<S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, o: LayoutOptions = {}): string {
  return renderObservation(rules.observe(state) as AcesUpObservation | GolfObservation, o);
}
