// IndexedDB storage: the game in progress (saved after every move), finished games and rounds
// for the statistics, and a quarantine where unreadable data is set aside (never wiped).
// The game belongs to one tab at a time: `meta/owner` holds the owning tab's id, and every write
// of the game or a result checks it in the same transaction, so a tab that lost the game (woken
// late, or in a browser without Web Locks) cannot overwrite what the owner wrote.

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

/** A write refused because another tab owns the game now. */
export class NotOwnerError extends Error {
  constructor() {
    super('the game is open in another tab');
    this.name = 'NotOwnerError';
  }
}

/** One record set aside, with the reason. */
export interface SetAside {
  readonly where: string;
  readonly reason: string;
  readonly at: number;
}

// Writes of the game and its results are flushed to disk before they count as done, where the
// browser lets a transaction ask for it (others ignore the option).
const STRICT = { durability: 'strict' } as const;

function newTabId(): string {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return `${(a[0] ?? 0).toString(36)}${(a[1] ?? 0).toString(36)}`;
}

export class Store {
  private constructor(
    private readonly db: IDBDatabase,
    /** This tab's id, written as the owner when it takes the game. */
    readonly tab: string,
  ) {}

  static async open(factory: IDBFactory = indexedDB, tab: string = newTabId()): Promise<Store> {
    const open = factory.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('meta')) db.createObjectStore('meta');
      if (!db.objectStoreNames.contains('games')) db.createObjectStore('games', { keyPath: 'id' });
      if (!db.objectStoreNames.contains('rounds')) db.createObjectStore('rounds', { autoIncrement: true });
      if (!db.objectStoreNames.contains('quarantine')) db.createObjectStore('quarantine', { autoIncrement: true });
    };
    return new Store(await req(open), tab);
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

  /**
   * This tab holds the game (the Web Lock, or the take-over without locks) but has not yet written
   * itself in as the owner: the claim failed (a full disk). Its next write names it in the same
   * transaction instead of being refused as another tab's.
   */
  private claimPending = false;

  /** This tab takes the game: from now on another tab's writes are refused. */
  async claim(): Promise<void> {
    this.claimPending = true;
    const tx = this.db.transaction('meta', 'readwrite', STRICT);
    tx.objectStore('meta').put(this.tab, 'owner');
    await done(tx);
    this.claimPending = false;
  }

  /** Another tab took the game: a claim that was still to be written no longer holds. */
  dropClaim(): void {
    this.claimPending = false;
  }

  /** The tab that owns the game (undefined before any tab claimed it). */
  async owner(): Promise<string | undefined> {
    const v: unknown = await req(this.db.transaction('meta', 'readonly').objectStore('meta').get('owner'));
    return typeof v === 'string' ? v : undefined;
  }

  /**
   * Runs `write` in a read-write transaction over `stores` after checking, in the same
   * transaction, that this tab owns the game; throws NotOwnerError (nothing written) when not.
   */
  private async owned(stores: string[], write: (tx: IDBTransaction) => Promise<void> | void): Promise<void> {
    const tx = this.db.transaction(['meta', ...stores], 'readwrite', STRICT);
    const finished = done(tx);
    let lost = false;
    const claiming = this.claimPending;
    try {
      const owner: unknown = claiming ? this.tab : await req(tx.objectStore('meta').get('owner'));
      if (claiming) tx.objectStore('meta').put(this.tab, 'owner');
      if (owner !== undefined && owner !== this.tab) {
        lost = true;
        tx.abort();
      } else await write(tx);
    } catch (e) {
      try {
        tx.abort();
      } catch {
        // Already finished or aborted by the error itself.
      }
      await finished.catch(() => undefined);
      throw e;
    }
    try {
      await finished;
    } catch (e) {
      throw lost ? new NotOwnerError() : e;
    }
    if (claiming) this.claimPending = false;
  }

  async saveCurrent(save: CurrentSave): Promise<void> {
    await this.owned([], (tx) => {
      tx.objectStore('meta').put(save, 'current');
    });
  }

  /**
   * Counts a game (and the round it finished): written once by the game's id, never replaced, so
   * a later "abandoned" cannot overwrite a win. Returns false when the id was already there.
   */
  async addResult(result: GameResult, round?: RoundResult): Promise<boolean> {
    let added = false;
    await this.owned(['games', 'rounds'], async (tx) => {
      const games = tx.objectStore('games');
      if ((await req(games.getKey(result.id))) !== undefined) return;
      games.add(result);
      if (round) tx.objectStore('rounds').add(round, `round:${result.id}`);
      added = true;
    });
    return added;
  }

  /**
   * Takes an abandoned game's result out again (the player went back to the game left). A finished
   * game's result stays: only a result whose game was left unfinished can be taken back.
   */
  async removeResult(id: string): Promise<void> {
    await this.owned(['games', 'rounds'], async (tx) => {
      const games = tx.objectStore('games');
      const r: unknown = await req(games.get(id));
      if (r !== null && typeof r === 'object' && (r as { abandoned?: unknown }).abandoned === true) games.delete(id);
    });
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
      const r = checkResult(g);
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

  /** Everything set aside, oldest first, with the reason (the data itself stays in the store). */
  async setAside(): Promise<SetAside[]> {
    const all: unknown[] = await req(this.db.transaction('quarantine', 'readonly').objectStore('quarantine').getAll());
    return all.map((q) => {
      const o = (typeof q === 'object' && q !== null ? q : {}) as Record<string, unknown>;
      return { where: typeof o.where === 'string' ? o.where : '?', reason: typeof o.reason === 'string' ? o.reason : '?', at: typeof o.at === 'number' ? o.at : 0 };
    });
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
