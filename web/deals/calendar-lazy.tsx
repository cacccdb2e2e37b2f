// Stands in for the daily calendar (calendar.tsx) until its chunk is fetched, on the first opening
// of the daily deal's dialog; the rest of the dialog is drawn at once.

import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { CalendarProps } from './calendar.js';

type Chunk = typeof import('./calendar.js');
let chunk: Promise<Chunk> | undefined;

export function LazyDailyCalendar(props: CalendarProps): JSX.Element | null {
  const [mod, setMod] = useState<Chunk | null>(null);
  useEffect(() => {
    let live = true;
    chunk ??= import('./calendar.js');
    chunk.then(
      (m) => live && setMod(m),
      () => {
        // Offline before the chunk was ever cached: the dialog works without it; the next opening tries again.
        chunk = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return mod ? <mod.DailyCalendar {...props} /> : null;
}
