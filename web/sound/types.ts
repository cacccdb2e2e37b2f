// What a sound cue is, shared by the cues (cues.ts) and the synthesizer (synth.ts).

export type SoundName = 'deal' | 'play' | 'refuse' | 'win';

export interface Cue {
  readonly sound: SoundName;
  /** How many cards a deal lays out (at most 4: one flick each). */
  readonly cards: number;
}
