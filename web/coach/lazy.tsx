// The coach's code is fetched after the table is drawn, so the first load stays small: these
// stand-ins draw nothing until the chunk (area.tsx and what it imports, workers aside) is here.

import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { CoachProps } from './area.js';

type Coach = typeof import('./area.js');
let loaded: Coach | undefined;
let loading: Promise<Coach> | undefined;

function useCoach(): Coach | undefined {
  const [coach, setCoach] = useState(loaded);
  useEffect(() => {
    if (coach) return;
    loading ??= import('./area.js').then((m) => (loaded = m));
    let live = true;
    void loading.then((m) => live && setCoach(m));
    return () => {
      live = false;
    };
  }, [coach]);
  return coach;
}

export function CoachArea(props: CoachProps): JSX.Element | null {
  const c = useCoach();
  return c ? <c.CoachArea {...props} /> : null;
}

export function EndCoach(props: CoachProps): JSX.Element | null {
  const c = useCoach();
  return c ? <c.EndCoach {...props} /> : null;
}

export function HintArea(props: CoachProps & { readonly ask: number | null }): JSX.Element | null {
  const c = useCoach();
  return c ? <c.HintArea {...props} /> : null;
}
