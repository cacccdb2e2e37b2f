// Whether this device has seen the guided first game (finished or skipped): then it never starts
// by itself again, only from the menu. Kept in localStorage under its own key; a browser without
// storage (or with it full) just shows the lesson again next visit, and nothing breaks.

export const TEACH_KEY = 'kabal.teach';

export function hasSeenLesson(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(TEACH_KEY) != null;
  } catch {
    return false;
  }
}

/** Remembers how the lesson ended ('done' or 'skipped') and when. */
export function markLessonSeen(storage: Storage | undefined, how: 'done' | 'skipped'): void {
  try {
    storage?.setItem(TEACH_KEY, JSON.stringify({ how, at: Date.now() }));
  } catch {
    // Private mode or a full disk: the lesson may offer itself again on the next visit.
  }
}

/**
 * Whether the lesson may start by itself: not seen yet, this tab plays, the address names no deal
 * (a first-time player who opens a shared deal, a daily deal or a challenge came for that deal:
 * the lesson waits for a visit of their own, and the menu has it; `?game=<id>` alone names only
 * the game, so its lesson starts), and no game is in progress.
 */
export function mayStartLesson(o: { seen: boolean; owned: boolean; search: string; movesMade: number }): boolean {
  if (o.seen || !o.owned || o.movesMade > 0) return false;
  const q = new URLSearchParams(o.search);
  return !['deal', 'cards', 'daily', 'duel'].some((k) => q.has(k));
}
