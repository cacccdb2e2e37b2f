// What this feature keeps, in localStorage under its own key (so it never touches the game store):
// the "winnable deals only" setting, each daily deal played (by variant and date), and which game
// on the table is a daily deal, a challenge or a proved deal (so a reload keeps it). Read as
// untrusted: an entry that fails its check is set aside under ASIDE_KEY with its reason, never
// dropped, and the rest is kept.

import { gameModule } from '../games/engine.js';
import { type DayDate, dayIndex, formatDate, parseDate } from '../../src/deals/date.js';
import { Listeners, type Source } from '../model/source.js';
import { gameOfVariant } from '../model/spec.js';

export const DEALS_KEY = 'kabal.deals';
export const ASIDE_KEY = 'kabal.deals.aside';

/** One daily deal played: its best result over every try. */
export interface DailyEntry {
  readonly variant: string;
  readonly date: string;
  readonly number: number;
  readonly won: boolean;
  /** The best score of its tries. */
  readonly score: number;
}

/** The game on the table and what it is, by the controller's game id. */
export type Active = { readonly id: string; readonly deal: string } & (
  | { readonly kind: 'daily'; readonly variant: string; readonly date: string; readonly number: number }
  | { readonly kind: 'duel'; readonly link: string }
  | { readonly kind: 'winnable' }
);

export interface DealsData {
  readonly winnableOnly: boolean;
  readonly daily: readonly DailyEntry[];
  readonly active?: Active | undefined;
}

const EMPTY: DealsData = { winnableOnly: false, daily: [] };

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** Checks one stored daily entry; the reason when it is not one. */
export function checkDaily(x: unknown): DailyEntry | string {
  if (!isObj(x)) return 'daily entry: not an object';
  if (typeof x.variant !== 'string' || !gameOfVariant(x.variant).ok) return 'daily entry: "variant" is not a variant text';
  if (typeof x.date !== 'string' || !parseDate(x.date).ok) return `daily entry: "date" ${JSON.stringify(String(x.date).slice(0, 30))} is not a date`;
  if (!isInt(x.number) || x.number < 0 || x.number > 0xffffffff) return 'daily entry: "number" is not a deal number';
  if (typeof x.won !== 'boolean' || !isInt(x.score)) return 'daily entry: "won" or "score" is missing';
  return { variant: x.variant, date: x.date, number: x.number, won: x.won, score: x.score };
}

function checkActive(x: unknown): Active | undefined {
  if (!isObj(x) || typeof x.id !== 'string' || typeof x.deal !== 'string') return undefined;
  const { id, deal } = x;
  if (x.kind === 'daily' && typeof x.variant === 'string' && typeof x.date === 'string' && isInt(x.number)) return { id, deal, kind: 'daily', variant: x.variant, date: x.date, number: x.number };
  if (x.kind === 'duel' && typeof x.link === 'string') return { id, deal, kind: 'duel', link: x.link };
  if (x.kind === 'winnable') return { id, deal, kind: 'winnable' };
  return undefined;
}

/** Stored text to data, with each problem (and the data it was found in) to set aside. */
export function parseDealsData(raw: string | null): { data: DealsData; aside: { reason: string; data: unknown }[] } {
  if (raw === null) return { data: EMPTY, aside: [] };
  let x: unknown;
  try {
    x = JSON.parse(raw);
  } catch (e) {
    return { data: EMPTY, aside: [{ reason: `not JSON (${e instanceof Error ? e.message : String(e)})`, data: raw }] };
  }
  if (!isObj(x)) return { data: EMPTY, aside: [{ reason: 'not an object', data: x }] };
  const aside: { reason: string; data: unknown }[] = [];
  const daily: DailyEntry[] = [];
  if (Array.isArray(x.daily)) {
    for (const d of x.daily as unknown[]) {
      const c = checkDaily(d);
      if (typeof c === 'string') aside.push({ reason: c, data: d });
      else daily.push(c);
    }
  } else if (x.daily !== undefined) aside.push({ reason: '"daily" is not a list', data: x.daily });
  return { data: { winnableOnly: x.winnableOnly === true, daily, active: checkActive(x.active) }, aside };
}

export interface DailyStats {
  readonly played: number;
  readonly won: number;
  /** Days in a row won, up to today (or up to yesterday while today is not won yet). */
  readonly streak: number;
  readonly best: number;
}

/** The daily statistics of a variant: days played and won, the streak of days won up to today, the best. */
export function dailyStats(entries: readonly DailyEntry[], variant: string, today: DayDate): DailyStats {
  const mine = entries.filter((e) => e.variant === variant);
  const wonDays = new Set<number>();
  for (const e of mine) {
    const d = parseDate(e.date);
    if (e.won && d.ok) wonDays.add(dayIndex(d.value));
  }
  const t = dayIndex(today);
  let streak = 0;
  for (let day = wonDays.has(t) ? t : t - 1; wonDays.has(day); day--) streak++;
  let best = 0;
  for (const day of wonDays) {
    if (wonDays.has(day - 1)) continue;
    let n = 0;
    while (wonDays.has(day + n)) n++;
    best = Math.max(best, n);
  }
  return { played: mine.length, won: wonDays.size, streak, best };
}

/**
 * The days won in a row that a day belongs to (before and after it), in a variant; 0 when that day
 * is not won. For today's deal, once won, it is the daily streak.
 */
export function dailyRun(entries: readonly DailyEntry[], variant: string, date: DayDate): number {
  const wonDays = new Set<number>();
  for (const e of entries) {
    const d = parseDate(e.date);
    if (e.variant === variant && e.won && d.ok) wonDays.add(dayIndex(d.value));
  }
  const at = dayIndex(date);
  if (!wonDays.has(at)) return 0;
  let first = at;
  while (wonDays.has(first - 1)) first--;
  let last = at;
  while (wonDays.has(last + 1)) last++;
  return last - first + 1;
}

/** A daily entry with one more try counted: won if any try was won, and the better score. */
export function withTry(old: DailyEntry | undefined, add: DailyEntry): DailyEntry {
  if (!old) return add;
  const game = gameOfVariant(add.variant);
  const higher = game.ok ? gameModule(game.value).rules.higherIsBetter : true;
  const better = higher ? Math.max(old.score, add.score) : Math.min(old.score, add.score);
  return { ...old, won: old.won || add.won, score: better };
}

export class DealsStore implements Source<DealsData> {
  private value: DealsData;
  private readonly listeners = new Listeners();
  /** Problems found on loading, for the player. */
  readonly problems: readonly string[];

  constructor(private readonly storage: Storage | undefined) {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(DEALS_KEY) ?? null;
    } catch {
      raw = null;
    }
    const { data, aside } = parseDealsData(raw);
    this.value = data;
    this.problems = aside.map((a) => a.reason);
    if (aside.length > 0) {
      try {
        const before: unknown = JSON.parse(storage?.getItem(ASIDE_KEY) ?? '[]');
        const list: unknown[] = Array.isArray(before) ? (before as unknown[]) : [before];
        storage?.setItem(ASIDE_KEY, JSON.stringify([...list, ...aside.map((a) => ({ at: Date.now(), ...a }))]));
        this.write();
      } catch {
        // Storage full or off: the bad entries stay where they were, unread.
      }
    }
  }

  getSnapshot(): DealsData {
    return this.value;
  }

  subscribe(listener: () => void): () => void {
    return this.listeners.add(listener);
  }

  private write(): void {
    try {
      this.storage?.setItem(DEALS_KEY, JSON.stringify(this.value));
    } catch {
      // Private mode: kept for this visit only.
    }
  }

  private set(next: DealsData): void {
    this.value = next;
    this.write();
    this.listeners.call();
  }

  setWinnableOnly(on: boolean): void {
    this.set({ ...this.value, winnableOnly: on });
  }

  setActive(active: Active | undefined): void {
    this.set({ ...this.value, active });
  }

  /** Counts a try at a daily deal. */
  addDaily(entry: DailyEntry): void {
    const i = this.value.daily.findIndex((e) => e.variant === entry.variant && e.date === entry.date);
    const daily = [...this.value.daily];
    if (i < 0) daily.push(entry);
    else daily[i] = withTry(daily[i], entry);
    this.set({ ...this.value, daily });
  }

  entry(variant: string, date: DayDate): DailyEntry | undefined {
    return this.value.daily.find((e) => e.variant === variant && e.date === formatDate(date));
  }
}
