// A value that changes over time and tells who listens (the subscribe/getSnapshot shape of
// React's useSyncExternalStore), and the small hook that renders from it.

import { useEffect, useState } from 'preact/hooks';

export interface Source<T> {
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** The current value; the same object until the next change. */
  getSnapshot(): T;
}

/** Listeners and their calls, for a class that is a Source. */
export class Listeners {
  private readonly all = new Set<() => void>();

  add(listener: () => void): () => void {
    this.all.add(listener);
    return () => this.all.delete(listener);
  }

  call(): void {
    for (const l of [...this.all]) l();
  }
}

/** The source's current value; the component renders again whenever it changes. */
export function useSource<T>(source: Source<T>): T {
  const [value, setValue] = useState(() => source.getSnapshot());
  useEffect(() => {
    const update = (): void => setValue(() => source.getSnapshot());
    // A change between the first render and this effect would otherwise be missed.
    update();
    return source.subscribe(update);
  }, [source]);
  return value;
}
