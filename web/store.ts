// IndexedDB storage: the game in progress (saved after every move), finished games and rounds
// for the statistics, and a quarantine where unreadable data is set aside (never wiped).

import { checkCurrent, checkResult, checkRoundResult, type CurrentSave, EXPORT_FORMAT, type ExportFile, type GameResult, type RoundResult, EXPORT_VERSION } from './records.js';

const DB_NAME = 'kabal';
const DB_VERSION = 1;

function req<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export interface LoadReport<T> {
  readonly value: T;
  /** Problems found and set aside, one line each, for the user. */
  readonly problems: string[];
}

export class Store {
  private constructor(private readonly db: IDBDatabase) {}

  static async open(factory: IDBFactory = indexedDB): Promise<Store> {
    const open = factory.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('meta')) db.createObjectStore('meta');
      if (!db.objectStoreNames.contains('games')) db.createObjectStore('games', { keyPath: 'id' });
      if (!db.objectStoreNames.contains('rounds')) db.createObjectStore('rounds', { autoIncrement: true });
      if (!db.objectStoreNames.contains('quarantine')) db.createObjectStore('quarantine', { autoIncrement: true });
    };
    return new Store(await req(open));
  }

  private async quarantine(where: string, reason: string, data: unknown): Promise<void> {
    const tx = this.db.transaction('quarantine', 'readwrite');
    tx.objectStore('quarantine').add({ at: Date.now(), where, reason, data });
    await done(tx);
  }

  /** The saved game in progress; an unreadable one is moved to the quarantine and reported. */
  async loadCurrent(): Promise<LoadReport<CurrentSave | undefined>> {
    const tx = this.db.transaction('meta', 'readonly');
    const raw: unknown = await req(tx.objectStore('meta').get('current'));
    if (raw === undefined) return { value: undefined, problems: [] };
    const r = checkCurrent(raw);
    if (r.ok) return { value: r.value, problems: [] };
    await this.quarantine('current', r.error.message, raw);
    const del = this.db.transaction('meta', 'readwrite');
    del.objectStore('meta').delete('current');
    await done(del);
    return { value: undefined, problems: [r.error.message] };
  }

  async saveCurrent(save: CurrentSave): Promise<void> {
    const tx = this.db.transaction('meta', 'readwrite');
    tx.objectStore('meta').put(save, 'current');
    await done(tx);
  }

  async addResult(result: GameResult): Promise<void> {
    const tx = this.db.transaction('games', 'readwrite');
    tx.objectStore('games').put(result);
    await done(tx);
  }

  /** Takes a game's result out again (a game left and then gone back to). */
  async removeResult(id: string): Promise<void> {
    const tx = this.db.transaction('games', 'readwrite');
    tx.objectStore('games').delete(id);
    await done(tx);
  }

  async addRound(round: RoundResult): Promise<void> {
    const tx = this.db.transaction('rounds', 'readwrite');
    tx.objectStore('rounds').add(round);
    await done(tx);
  }

  /** Every stored result and round; bad entries are moved to the quarantine and reported. */
  async loadHistory(): Promise<LoadReport<{ games: GameResult[]; rounds: RoundResult[] }>> {
    const tx = this.db.transaction(['games', 'rounds'], 'readonly');
    const gameStore = tx.objectStore('games');
    const roundStore = tx.objectStore('rounds');
    const [rawGames, gameKeys, rawRounds, roundKeys] = await Promise.all([req(gameStore.getAll()), req(gameStore.getAllKeys()), req(roundStore.getAll()), req(roundStore.getAllKeys())]);
    const problems: string[] = [];
    const games: GameResult[] = [];
    const rounds: RoundResult[] = [];
    const badGames: { key: IDBValidKey; reason: string; data: unknown }[] = [];
    const badRounds: { key: IDBValidKey; reason: string; data: unknown }[] = [];
    rawGames.forEach((g: unknown, i) => {
      const r = checkResult(g, false);
      if (r.ok) games.push(r.value);
      else badGames.push({ key: gameKeys[i] as IDBValidKey, reason: r.error.message, data: g });
    });
    rawRounds.forEach((g: unknown, i) => {
      const r = checkRoundResult(g);
      if (r.ok) rounds.push(r.value);
      else badRounds.push({ key: roundKeys[i] as IDBValidKey, reason: r.error.message, data: g });
    });
    if (badGames.length + badRounds.length > 0) {
      const fix = this.db.transaction(['games', 'rounds', 'quarantine'], 'readwrite');
      for (const b of badGames) {
        fix.objectStore('quarantine').add({ at: Date.now(), where: 'games', reason: b.reason, data: b.data });
        fix.objectStore('games').delete(b.key);
        problems.push(b.reason);
      }
      for (const b of badRounds) {
        fix.objectStore('quarantine').add({ at: Date.now(), where: 'rounds', reason: b.reason, data: b.data });
        fix.objectStore('rounds').delete(b.key);
        problems.push(b.reason);
      }
      await done(fix);
    }
    return { value: { games, rounds }, problems };
  }

  async quarantined(): Promise<number> {
    const tx = this.db.transaction('quarantine', 'readonly');
    return req(tx.objectStore('quarantine').count());
  }

  async exportAll(current: CurrentSave | undefined): Promise<ExportFile> {
    const h = await this.loadHistory();
    return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), games: h.value.games, rounds: h.value.rounds, ...(current ? { current } : {}) };
  }

  /** Adds imported results; a game already stored (same id) is not counted twice. Returns how many were new. */
  async importResults(games: readonly GameResult[], rounds: readonly RoundResult[]): Promise<{ games: number; rounds: number }> {
    const tx = this.db.transaction(['games', 'rounds'], 'readwrite');
    const gs = tx.objectStore('games');
    const existing = new Set((await req(gs.getAllKeys())).map(String));
    let newGames = 0;
    for (const g of games) {
      if (existing.has(g.id)) continue;
      gs.put(g);
      newGames++;
    }
    const rs = tx.objectStore('rounds');
    const have = new Set(((await req(rs.getAll())) as RoundResult[]).map((r) => `${r.variant}|${r.endedAt}|${r.scores.join(',')}`));
    let newRounds = 0;
    for (const r of rounds) {
      const k = `${r.variant}|${r.endedAt}|${r.scores.join(',')}`;
      if (have.has(k)) continue;
      rs.add(r);
      have.add(k);
      newRounds++;
    }
    await done(tx);
    return { games: newGames, rounds: newRounds };
  }
}
