// Stands in for the statistics' pictures (charts.tsx) until their chunk is fetched, on the first
// opening of the statistics; the numbers above them are drawn at once.

import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { VariantStats } from '../model/stats.js';
import type { GameResult } from '../storage/records.js';
import { useSpeech } from '../words/i18n.js';

type Charts = typeof import('./charts.js');
let chunk: Promise<Charts> | undefined;

export function StatsPictures({ stats, games }: { stats: VariantStats; games: readonly GameResult[] }): JSX.Element | null {
  const { lang } = useSpeech();
  const [charts, setCharts] = useState<Charts | null>(null);
  useEffect(() => {
    let live = true;
    chunk ??= import('./charts.js');
    chunk.then(
      (m) => live && setCharts(m),
      () => {
        // Offline before the chunk was ever cached: the numbers stand alone, and the next opening tries again.
        chunk = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return charts ? <charts.StatsCharts stats={stats} games={games} lang={lang} /> : null;
}
