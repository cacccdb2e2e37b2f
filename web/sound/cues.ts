// Sound cues: which sound a change at the table calls for (a deal, a move, a refused move, a win),
// and the player that plays them: only with sound on, only once the player has touched the page
// (a tap, a click, a key: a browser may refuse sound before that, and the app never tries), and
// only where the browser has Web Audio. The synthesizer (synth.ts) is fetched the first time sound
// is on, so a player who never turns it on never loads it.

import { useEffect, useRef } from 'preact/hooks';
import type { GameView } from '../model/controller.js';
import type { TableNote } from '../table/input.js';
import type { Cue } from './types.js';

export type { Cue, SoundName } from './types.js';

/** What of a game's view the cues are worked out from. */
export interface CueView {
  readonly id: string;
  readonly serial: number;
  readonly motion: GameView['motion'];
  readonly won: boolean;
  /** The cards in the stock (undefined: the game shows no stock). */
  readonly stock: number | undefined;
}

export function cueView(view: Pick<GameView, 'id' | 'serial' | 'motion' | 'won' | 'layout'>): CueView {
  const stock = view.layout.rows.flat().find((z) => z.show === 'count');
  return { id: view.id, serial: view.serial, motion: view.motion, won: view.won, stock: stock?.count };
}

/**
 * The sound for the change from `prev` to `next`: the win when the game has just been won; a deal
 * for a fresh layout or cards taken from the stock; a card's move for anything else (an undo too).
 */
export function cueFor(prev: CueView, next: CueView): Cue | undefined {
  if (next.serial === prev.serial) return undefined;
  if (next.won && !(prev.won && prev.id === next.id)) return { sound: 'win', cards: 0 };
  if (next.motion === 'fresh') return { sound: 'deal', cards: 4 };
  const dealt = prev.id === next.id && prev.stock !== undefined && next.stock !== undefined ? prev.stock - next.stock : 0;
  if (next.motion === 'forward' && dealt > 0) return { sound: 'deal', cards: Math.min(4, dealt) };
  return { sound: 'play', cards: 1 };
}

/** The synthesizer's side: make the sound now, and start (or wake) the audio in a gesture. */
export interface Synth {
  /** Creates or resumes the audio; false when this device has none. */
  unlock(): boolean;
  play(cue: Cue): void;
}

/** Whether this browser can make sound at all (Web Audio). */
export function canPlaySound(): boolean {
  return typeof window !== 'undefined' && ('AudioContext' in window || 'webkitAudioContext' in window);
}

const GESTURES = ['pointerdown', 'pointerup', 'keydown', 'click'] as const;

export class SoundPlayer {
  private on = false;
  private synth: Synth | undefined;
  private loading: Promise<Synth | undefined> | undefined;
  /** No audio here (no Web Audio, or it would not start): nothing is tried again. */
  private dead = false;

  /** `activated`: the page has had a gesture already (navigator.userActivation). */
  constructor(
    private readonly load: () => Promise<Synth>,
    target: EventTarget | undefined,
    private gestured: boolean,
  ) {
    for (const type of GESTURES) target?.addEventListener(type, this.gesture, { capture: true, passive: true });
  }

  /** A tap, click or key: sound may start from now on, and with sound on the audio is woken in the gesture itself. */
  private readonly gesture = (): void => {
    this.gestured = true;
    if (!this.on || this.dead) return;
    if (this.synth) this.wake(this.synth);
    else void this.fetch();
  };

  /** Starts or resumes the audio; false (and silence from now on) when the device has none. */
  private wake(s: Synth): boolean {
    if (!s.unlock()) this.dead = true;
    return !this.dead;
  }

  private fetch(): Promise<Synth | undefined> {
    this.loading ??= this.load().then(
      (s) => {
        this.synth = s;
        return s;
      },
      () => {
        // Offline before the chunk was cached: the next time sound is wanted, try again.
        this.loading = undefined;
        return undefined;
      },
    );
    return this.loading;
  }

  /** Sound on or off. On fetches the synthesizer (code only: no audio starts before a gesture). */
  setOn(on: boolean): void {
    this.on = on;
    if (on && !this.dead && canPlaySound()) void this.fetch();
  }

  get working(): boolean {
    return !this.dead;
  }

  play(cue: Cue): void {
    if (!this.on || !this.gestured || this.dead) return;
    const now = this.synth;
    if (now) {
      if (this.wake(now)) now.play(cue);
      return;
    }
    void this.fetch().then((s) => {
      if (s && this.on && !this.dead && this.wake(s)) s.play(cue);
    });
  }
}

let shared: SoundPlayer | undefined;

/** The page's one player, listening for the first gesture from the moment it is made. */
export function soundPlayer(): SoundPlayer {
  shared ??= new SoundPlayer(() => import('./synth.js'), window, 'userActivation' in navigator && navigator.userActivation.hasBeenActive);
  return shared;
}

/** Plays the table's cues while `on`: each change of the view, and each refused move. */
export function useSounds(view: GameView, note: TableNote | undefined, on: boolean): void {
  const last = useRef<CueView | undefined>(undefined);
  useEffect(() => {
    soundPlayer().setOn(on);
  }, [on]);
  useEffect(() => {
    const next = cueView(view);
    const prev = last.current;
    last.current = next;
    const cue = prev === undefined ? undefined : cueFor(prev, next);
    if (cue && on) soundPlayer().play(cue);
  }, [view]);
  useEffect(() => {
    if (note?.refused === true && on) soundPlayer().play({ sound: 'refuse', cards: 0 });
  }, [note]);
}
