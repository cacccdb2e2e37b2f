// A won game is celebrated: suits rain down over the table for a moment and "Well played!" shows.
// Under reduced motion nothing moves: the words alone appear, and fade away without motion.

import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameView } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';
import { polish } from '../words/speech.js';
import './celebrate.css';

const SUITS = ['♠', '♥', '♦', '♣'];
const PIECES = 28;

export function Celebration({ view }: { view: GameView }): JSX.Element | null {
  const w = polish(useSpeech());
  // Shown once per won game, for a few seconds.
  const [done, setDone] = useState<string | undefined>(undefined);
  const showing = view.won && done !== view.id;
  useEffect(() => {
    if (!showing) return;
    const t = setTimeout(() => setDone(view.id), 3200);
    return () => clearTimeout(t);
  }, [showing, view.id]);
  if (!showing) return null;
  return (
    <div class="celebrate" aria-hidden="true" data-testid="celebration">
      {Array.from({ length: PIECES }, (_, i) => (
        // Spread across and staggered by a fixed pattern, so each run looks the same.
        <span key={i} class={`confetti${i % 4 === 1 || i % 4 === 2 ? ' red' : ''}`} style={{ left: `${(i * 37) % 100}%`, animationDelay: `${(i * 113) % 900}ms`, animationDuration: `${1800 + ((i * 71) % 900)}ms` }}>
          {SUITS[i % 4]}
        </span>
      ))}
      <p class="cheer">{w('youWon')}</p>
    </div>
  );
}
