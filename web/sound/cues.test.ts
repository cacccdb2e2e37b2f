// Which sound a change calls for, and when the player may make one: never with sound off, never
// before a gesture, nothing more once the device has shown it has no audio.
import { describe, expect, it } from 'vitest';
import { type Cue, cueFor, type CueView, SoundPlayer, type Synth } from './cues.js';

const at = (over: Partial<CueView>): CueView => ({ id: 'g', serial: 1, motion: 'forward', won: false, stock: 20, ...over });

describe('cueFor', () => {
  it('a deal for a fresh layout and for cards taken from the stock; a move otherwise; the win once', () => {
    const before = at({ serial: 4 });
    expect(cueFor(before, before)).toBeUndefined();
    expect(cueFor(before, at({ serial: 5, motion: 'fresh', id: 'h', stock: 48 }))).toEqual({ sound: 'deal', cards: 4 });
    expect(cueFor(before, at({ serial: 5, stock: 16 }))).toEqual({ sound: 'deal', cards: 4 });
    expect(cueFor(before, at({ serial: 5, stock: 19 }))).toEqual({ sound: 'deal', cards: 1 });
    expect(cueFor(before, at({ serial: 5 }))).toEqual({ sound: 'play', cards: 1 });
    // An undo of a deal puts cards back in the stock: a card's move, not a deal.
    expect(cueFor(before, at({ serial: 5, stock: 24, motion: 'back' }))).toEqual({ sound: 'play', cards: 1 });
    // No stock shown (a game without one): every change is a move.
    expect(cueFor(at({ stock: undefined }), at({ serial: 2, stock: undefined }))).toEqual({ sound: 'play', cards: 1 });
    expect(cueFor(before, at({ serial: 5, won: true }))).toEqual({ sound: 'win', cards: 0 });
    // Still won (an undo and redo after the win would say so again; a change that leaves it won does not).
    expect(cueFor(at({ won: true }), at({ serial: 2, won: true, motion: 'back' }))).toEqual({ sound: 'play', cards: 1 });
    // Another game, won from the start (a saved won game brought back): its own win.
    expect(cueFor(at({ won: true }), at({ serial: 2, won: true, id: 'other', motion: 'fresh' }))).toEqual({ sound: 'win', cards: 0 });
  });
});

/** A synthesizer that writes down what it is asked; `audio: false` is a device without sound. */
function fakeSynth(audio = true): Synth & { played: Cue[]; unlocks: number } {
  const s = {
    played: [] as Cue[],
    unlocks: 0,
    unlock: () => {
      s.unlocks++;
      return audio;
    },
    play: (c: Cue) => {
      s.played.push(c);
    },
  };
  return s;
}

const tap: Cue = { sound: 'play', cards: 1 };

describe('SoundPlayer', () => {
  it('off: nothing is fetched or played, gestures or not', async () => {
    const synth = fakeSynth();
    let loads = 0;
    const page = new EventTarget();
    const p = new SoundPlayer(() => (loads++, Promise.resolve(synth)), page, false);
    page.dispatchEvent(new Event('pointerdown'));
    p.play(tap);
    await Promise.resolve();
    expect([loads, synth.played.length, synth.unlocks]).toEqual([0, 0, 0]);
  });

  it('on: the code is fetched at once, but no sound and no audio before the first gesture', async () => {
    const synth = fakeSynth();
    let loads = 0;
    const page = new EventTarget();
    const p = new SoundPlayer(() => (loads++, Promise.resolve(synth)), page, false);
    // Node has no Web Audio, so setOn does not fetch here; a gesture with sound on does.
    p.setOn(true);
    p.play(tap);
    await new Promise((r) => setTimeout(r, 0));
    expect([synth.played.length, synth.unlocks]).toEqual([0, 0]);
    page.dispatchEvent(new Event('keydown'));
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(1);
    // The next gesture wakes the audio inside the gesture itself.
    page.dispatchEvent(new Event('pointerdown'));
    expect(synth.unlocks).toBe(1);
    p.play(tap);
    p.play({ sound: 'win', cards: 0 });
    expect(synth.played).toEqual([tap, { sound: 'win', cards: 0 }]);
    p.setOn(false);
    p.play(tap);
    expect(synth.played).toHaveLength(2);
  });

  it('a page that has had a gesture already may play at once (the code fetched first)', async () => {
    const synth = fakeSynth();
    const p = new SoundPlayer(() => Promise.resolve(synth), undefined, true);
    p.setOn(true);
    p.play(tap);
    await new Promise((r) => setTimeout(r, 0));
    expect(synth.played).toEqual([tap]);
  });

  it('a device without audio: one try, then silence', async () => {
    const synth = fakeSynth(false);
    const p = new SoundPlayer(() => Promise.resolve(synth), undefined, true);
    p.setOn(true);
    p.play(tap);
    await new Promise((r) => setTimeout(r, 0));
    p.play(tap);
    expect([synth.unlocks, synth.played.length, p.working]).toEqual([1, 0, false]);
  });

  it('code that cannot be fetched (offline, never cached): silence, and a later try fetches again', async () => {
    const synth = fakeSynth();
    let fail = true;
    let loads = 0;
    const p = new SoundPlayer(
      () => {
        loads++;
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve(synth);
      },
      undefined,
      true,
    );
    p.setOn(true);
    p.play(tap);
    await new Promise((r) => setTimeout(r, 0));
    expect(synth.played).toEqual([]);
    fail = false;
    p.play(tap);
    await new Promise((r) => setTimeout(r, 0));
    expect([loads, synth.played.length]).toEqual([2, 1]);
  });
});
