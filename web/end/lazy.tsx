// The end-of-game summary and the win's cascade are fetched after the table is drawn (a chunk of
// their own: summary-panel.tsx and what it imports), so the first load stays small; by the time a
// game ends the chunk is here. Until it is, these stand-ins draw nothing: the end panel still has
// its heading, the verdict and every button.

import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameView } from '../model/controller.js';
import type { SummaryProps } from './summary-panel.js';

type Chunk = typeof import('./summary-panel.js');
let loaded: Chunk | undefined;
let loading: Promise<Chunk> | undefined;

function useEndChunk(): Chunk | undefined {
  const [chunk, setChunk] = useState(loaded);
  useEffect(() => {
    if (chunk) return;
    loading ??= import('./summary-panel.js').then(
      (m) => (loaded = m),
      (e: unknown) => {
        // Offline before the chunk was ever cached: the panel works without it; the next game tries again.
        loading = undefined;
        throw e;
      },
    );
    let live = true;
    loading.then(
      (m) => live && setChunk(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [chunk]);
  return chunk;
}

export function EndSummary(props: SummaryProps): JSX.Element | null {
  const c = useEndChunk();
  return c ? <c.EndSummary {...props} /> : null;
}

/** The win's celebration, once per game won in this visit. */
export function WinCascade({ view }: { view: GameView }): JSX.Element | null {
  const c = useEndChunk();
  return c ? <c.WinCascade view={view} /> : null;
}
