// The game's sounds, made with the Web Audio API as they are played: no audio files, nothing
// fetched. A deal is a flick of filtered noise per card, a move a soft tap, a refused move two low
// notes going down, a win four notes going up. All of it goes through one quiet master gain (the
// device's volume still rules). The audio context is made on the first sound or gesture after
// sound is turned on (cues.ts makes sure there has been a gesture), never at load; a device
// without audio (no Web Audio, or a context that cannot be made) is left alone.

import type { Cue } from './types.js';

/** How loud everything is at most: quiet beside other apps' sounds. */
const VOLUME = 0.2;

type AudioCtor = new (options?: AudioContextOptions) => AudioContext;

interface Audio {
  readonly ctx: AudioContext;
  readonly out: GainNode;
  readonly noise: AudioBuffer;
}

let audio: Audio | undefined;
let failed = false;

function audioCtor(): AudioCtor | undefined {
  const w = window as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };
  return w.AudioContext ?? w.webkitAudioContext;
}

function start(): Audio | undefined {
  if (audio || failed) return audio;
  const Ctor = audioCtor();
  if (!Ctor) {
    failed = true;
    return undefined;
  }
  try {
    const ctx = new Ctor({ latencyHint: 'interactive' });
    const out = ctx.createGain();
    out.gain.value = VOLUME;
    out.connect(ctx.destination);
    // A third of a second of white noise, the stuff of the card sounds (the same noise every time).
    const noise = ctx.createBuffer(1, Math.ceil(ctx.sampleRate / 3), ctx.sampleRate);
    const data = noise.getChannelData(0);
    let seed = 12345;
    for (let i = 0; i < data.length; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) | 0;
      data[i] = ((seed >>> 8) & 0xffff) / 32768 - 1;
    }
    audio = { ctx, out, noise };
  } catch {
    failed = true;
  }
  return audio;
}

export function unlock(): boolean {
  const a = start();
  if (!a) return false;
  if (a.ctx.state === 'suspended') a.ctx.resume().catch(() => undefined);
  return true;
}

/** A gain that rises in `attack` seconds to `peak` at `t` and dies away over `length`. */
function envelope(a: Audio, t: number, peak: number, attack: number, length: number): GainNode {
  const g = a.ctx.createGain();
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(peak, t + attack);
  g.gain.exponentialRampToValueAtTime(0.0001, t + length);
  g.connect(a.out);
  return g;
}

/** A burst of noise through a band-pass filter sweeping from `from` Hz to `to` Hz. */
function hiss(a: Audio, t: number, length: number, from: number, to: number, peak: number): void {
  const src = a.ctx.createBufferSource();
  src.buffer = a.noise;
  const band = a.ctx.createBiquadFilter();
  band.type = 'bandpass';
  band.Q.value = 0.9;
  band.frequency.setValueAtTime(from, t);
  band.frequency.exponentialRampToValueAtTime(to, t + length);
  src.connect(band).connect(envelope(a, t, peak, 0.004, length));
  src.start(t);
  src.stop(t + length + 0.02);
}

/** A note of `freq` Hz, sliding to `to` Hz if given. */
function note(a: Audio, t: number, freq: number, length: number, peak: number, type: OscillatorType, to?: number): void {
  const osc = a.ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, t);
  if (to !== undefined) osc.frequency.exponentialRampToValueAtTime(to, t + length);
  osc.connect(envelope(a, t, peak, 0.008, length));
  osc.start(t);
  osc.stop(t + length + 0.02);
}

export function play(cue: Cue): void {
  const a = start();
  if (!a) return;
  if (a.ctx.state === 'suspended') a.ctx.resume().catch(() => undefined);
  const t = a.ctx.currentTime + 0.01;
  switch (cue.sound) {
    case 'deal':
      // One flick per card, a card every 70 ms.
      for (let i = 0; i < Math.max(1, cue.cards); i++) hiss(a, t + i * 0.07, 0.07, 3800, 1400, 0.55);
      break;
    case 'play':
      hiss(a, t, 0.045, 1800, 900, 0.45);
      note(a, t, 240, 0.08, 0.35, 'sine', 150);
      break;
    case 'refuse':
      note(a, t, 233, 0.1, 0.3, 'triangle');
      note(a, t + 0.12, 185, 0.16, 0.3, 'triangle');
      break;
    case 'win':
      // C, E, G and the C above: a short rising chime.
      [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => note(a, t + i * 0.11, f, i === 3 ? 0.9 : 0.4, 0.3, 'triangle'));
      break;
  }
}
