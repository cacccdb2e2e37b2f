// When the guided first game may open by itself, and its "seen" mark with storage that fails.
import { describe, expect, it } from 'vitest';
import { hasSeenLesson, markLessonSeen, mayStartLesson, TEACH_KEY } from './seen.js';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, v);
  }
}

const broken = {
  getItem(): string | null {
    throw new Error('SecurityError: storage is disabled');
  },
  setItem(): void {
    throw new Error('QuotaExceededError');
  },
} as unknown as Storage;

describe('the lesson seen', () => {
  it('is remembered once finished or skipped', () => {
    const s = new MemoryStorage() as unknown as Storage;
    expect(hasSeenLesson(s)).toBe(false);
    markLessonSeen(s, 'skipped');
    expect(hasSeenLesson(s)).toBe(true);
    expect(JSON.parse(s.getItem(TEACH_KEY) ?? '')).toMatchObject({ how: 'skipped' });
  });

  it('storage that throws or is missing never breaks: the lesson counts as not seen', () => {
    expect(() => markLessonSeen(broken, 'done')).not.toThrow();
    expect(hasSeenLesson(broken)).toBe(false);
    expect(hasSeenLesson(undefined)).toBe(false);
    expect(() => markLessonSeen(undefined, 'done')).not.toThrow();
  });
});

describe('opening by itself', () => {
  const first = { seen: false, owned: true, search: '', movesMade: 0 };
  it('on a first bare visit, or a link that names only the game', () => {
    expect(mayStartLesson(first)).toBe(true);
    expect(mayStartLesson({ ...first, search: '?game=golf' })).toBe(true);
    expect(mayStartLesson({ ...first, search: '?game=golf&variant=golf(putt-putt)' })).toBe(true);
  });
  it('never when seen, in another tab’s game, with a game in progress, or when the link names a deal', () => {
    expect(mayStartLesson({ ...first, seen: true })).toBe(false);
    expect(mayStartLesson({ ...first, owned: false })).toBe(false);
    expect(mayStartLesson({ ...first, movesMade: 3 })).toBe(false);
    for (const search of ['?game=golf&deal=8', '?game=acesup&cards=AS-2S', '?game=acesup&daily=2026-12-05', '?game=golf&deal=3&duel=1&by=Ann&score=4&moves=t'])
      expect(mayStartLesson({ ...first, search }), search).toBe(false);
  });
});
