// A one-line progress bar on standard error (only on a terminal): deals done, rate and time left.

export interface Progress {
  update(done: number): void;
  /** Takes the bar off the screen before other output goes to the same terminal; the next update draws it again. */
  clear(): void;
  end(): void;
}

const NONE: Progress = { update: () => undefined, clear: () => undefined, end: () => undefined };

function clock(s: number): string {
  if (!Number.isFinite(s)) return '--:--:--';
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
}

/**
 * A bar for `total` deals (undefined: not known, as for standard input), redrawn at most five
 * times a second. The rate counts only deals done since the bar started (not those resumed from
 * a journal), so the time left is honest.
 */
export function progressBar(label: string, total: number | undefined, opts: { enabled: boolean; stream?: NodeJS.WriteStream } = { enabled: true }): Progress {
  const stream = opts.stream ?? process.stderr;
  if (!opts.enabled || !stream.isTTY) return NONE;
  const started = Date.now();
  let first = -1;
  let last = 0;
  let drawn = false;
  const draw = (done: number): void => {
    const elapsed = (Date.now() - started) / 1000;
    const rate = elapsed > 0 ? (done - first) / elapsed : 0;
    const rateText = `${rate >= 10 ? Math.round(rate).toLocaleString('en-US') : rate.toFixed(1)} deals/s`;
    let line: string;
    if (total === undefined) line = `${label} ${done.toLocaleString('en-US')} deals ${rateText} ${clock(elapsed)}`;
    else {
      const width = 30;
      const filled = Math.min(width, Math.round((done / Math.max(1, total)) * width));
      const eta = rate > 0 ? (total - done) / rate : NaN;
      line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${rateText} ETA ${clock(eta)}`;
    }
    // \x1b[K clears what a longer earlier line left behind.
    stream.write(`\r${line}\x1b[K`);
    drawn = true;
  };
  return {
    update(done) {
      if (first < 0) first = done;
      const t = Date.now();
      if (drawn && t - last < 200 && done !== total) return;
      last = t;
      draw(done);
    },
    clear() {
      if (drawn) stream.write('\r\x1b[K');
      drawn = false;
    },
    end() {
      if (drawn) stream.write('\n');
    },
  };
}
