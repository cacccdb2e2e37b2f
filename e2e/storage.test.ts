// Nothing lost, nothing let in: two tabs of one profile playing the same game (taken over both
// ways, the result counted once), a write that fails (shown, exported, nothing lost once saving
// works again), corrupt stored records set aside with their reasons, and the content security
// policy (the app, the solver worker, the service worker and offline play with no violation; an
// injected inline script refused).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { formatDeal } from '../src/core/deal.js';
import { golf } from '../src/registry/index.js';
import { numberedDeal } from '../src/games/index.js';
import { baseUrl, launch, newPage, open, waitSaved } from './browser.js';
import { moved, position, menuItem, openCoach } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** A Golf deal's moves by the engine (its first legal move each time), `n` of them or to the end, with the keys that play them. */
function golfLine(deal: number, n = Infinity) {
  let s = golf.start(numberedDeal(golf, golf.defaultVariant, deal), golf.defaultVariant);
  const moves: string[] = [];
  const keys: string[] = [];
  while (!golf.isTerminal(s) && moves.length < n) {
    const m = golf.legalMoves(s)[0]!;
    moves.push(golf.formatMove(m));
    keys.push(m.type === 'turn' ? 'd' : String(m.column + 1));
    s = golf.applyMove(s, m);
  }
  return { moves, keys, score: golf.score(s), won: golf.isWon(s), cardsLeft: golf.cardsLeft(s), over: golf.isTerminal(s) };
}

async function press(page: Page, keys: readonly string[]): Promise<void> {
  for (const k of keys) await moved(page, () => page.keyboard.press(k));
}

/** Every value of an object store of the app's database. */
function readStore(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate(
    (store) =>
      new Promise<unknown[]>((resolve, reject) => {
        const r = indexedDB.open('kabal');
        r.onsuccess = () => {
          const q = r.result.transaction(store).objectStore(store).getAll();
          q.onsuccess = () => {
            r.result.close();
            resolve(q.result as unknown[]);
          };
          q.onerror = () => reject(new Error(String(q.error)));
        };
        r.onerror = () => reject(new Error(String(r.error)));
      }),
    name,
  );
}

const inert = (page: Page): Promise<boolean> => page.locator('main').evaluate((m) => (m as HTMLElement).inert);
const otherTab = (page: Page) => page.getByTestId('other-tab');

describe('two tabs', () => {
  it('one tab plays, the other offers to take over; both ways; the result is counted once', async () => {
    const { context, page: a } = await newPage(browser);
    const line = golfLine(5);
    await open(a, '?game=golf&deal=5');
    await press(a, line.keys.slice(0, 2));
    await waitSaved(a);
    const b = await context.newPage();
    await b.goto(baseUrl());
    await otherTab(b).waitFor();
    expect(await otherTab(b).textContent()).toMatch(/^This game is open in another tab\./);
    // The notice and the table's inert follow the tab's owner each through its own subscription.
    await expect.poll(() => inert(b), { timeout: 5_000 }).toBe(true);
    // The other tab shows the game as saved, and nothing it does moves it.
    await b.waitForFunction((p) => document.documentElement.dataset.position === p, await position(a));
    await b.keyboard.press('d');
    expect(await position(b)).toBe(await position(a));

    // Take over in B: A writes what it has and stops.
    await b.getByRole('button', { name: 'Play here' }).click();
    await otherTab(a).waitFor();
    await b.waitForSelector('html[data-saved]');
    await expect.poll(() => inert(a), { timeout: 5_000 }).toBe(true);
    await expect.poll(() => inert(b), { timeout: 5_000 }).toBe(false);
    await press(b, line.keys.slice(2, 5));
    await waitSaved(b);

    // And back to A, which goes on from B's position, to the end.
    await a.getByRole('button', { name: 'Play here' }).click();
    await otherTab(b).waitFor();
    await a.waitForFunction((p) => document.documentElement.dataset.position === p, await position(b));
    // A's table is drawn anew with the game as B left it; its keys work once it is ready again.
    await a.waitForSelector('html[data-ready="1"]');
    await press(a, line.keys.slice(5));
    await a.waitForSelector('.end-message');
    await a.waitForFunction(() => document.documentElement.dataset.recorded === '1');
    // B takes the finished game and starts another: the finished one stays counted once, as played to the end.
    await b.getByRole('button', { name: 'Play here' }).click();
    await b.waitForSelector('.end-message');
    await b.getByRole('button', { name: 'New game', exact: true }).click();
    await waitSaved(b);
    const games = (await readStore(b, 'games')) as { moves: string[]; score: number; abandoned: boolean }[];
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ moves: line.moves, score: line.score, abandoned: false });
    await context.close();
  });
});

describe('a write that fails', () => {
  it('is shown, the game is offered for export, and nothing is lost once saving works again', async () => {
    const { context, page } = await newPage(browser);
    // IndexedDB's put throws while the page says so (a full disk, as the browser reports it).
    await context.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the store as `this`
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        if ((globalThis as { failPut?: boolean }).failPut) throw new DOMException('the disk is full (test)', 'QuotaExceededError');
        return put.apply(this, args);
      };
    });
    const line = golfLine(7, 4);
    await open(page, '?game=golf&deal=7');
    await waitSaved(page);
    await page.evaluate(() => ((globalThis as { failPut?: boolean }).failPut = true));
    await press(page, line.keys.slice(0, 3));
    const failed = page.getByTestId('save-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toMatch(/^This device’s storage is full, so your game is not being saved\./);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the game (JSON)' }).click()]);
    const file = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(file.current.snapshot.moves).toEqual(line.moves.slice(0, 3));
    // Saving works again: the next move retries at once, and says so.
    await page.evaluate(() => ((globalThis as { failPut?: boolean }).failPut = false));
    await press(page, line.keys.slice(3, 4));
    await page.getByTestId('save-works').waitFor();
    await waitSaved(page);
    const before = await position(page);
    await page.goto(baseUrl());
    await page.waitForSelector('html[data-ready="1"]');
    expect(await position(page)).toBe(before);
    const saved = (await readStore(page, 'meta')) as { snapshot?: { moves: string[] } }[];
    expect(saved.find((x) => x.snapshot)?.snapshot?.moves).toEqual(line.moves);
    await context.close();
  });
});

describe('corrupt stored records', () => {
  it('each kind is set aside with its reason and listed in the statistics, never counted', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=acesup&deal=1');
    await waitSaved(page);
    const l = golfLine(2, 3);
    const good = { id: 'good', game: 'golf', variant: 'golf', deal: formatDeal(numberedDeal(golf, golf.defaultVariant, 2)), number: 2, moves: l.moves, score: l.score, won: false, cardsLeft: l.cardsLeft, endedAt: 1, abandoned: true };
    await page.evaluate(
      (g) =>
        new Promise<void>((resolve, reject) => {
          const r = indexedDB.open('kabal');
          r.onsuccess = () => {
            const tx = r.result.transaction(['games', 'rounds'], 'readwrite');
            const games = tx.objectStore('games');
            const holed: string[] = [];
            holed[0] = g.moves[0]!;
            holed[2] = g.moves[2]!;
            for (const x of [g, { ...g, id: 'edited', score: -99 }, { ...g, id: 'holes', moves: holed }, { ...g, id: 'number', number: 3 }, { ...g, id: 'unfinished', abandoned: false }, { ...g, id: 'won', won: true }]) games.put(x);
            tx.objectStore('rounds').add({ variant: 'golf', scores: [1, 2, 3, 4, 5, 6, 7, 8, 9], total: 999, par: 45, endedAt: 2 });
            tx.objectStore('rounds').add({ variant: 'golf', scores: [1, 2, 3, 4, 5, 6, 7, 8, 99], total: 135, par: 45, endedAt: 3 });
            tx.oncomplete = () => {
              r.result.close();
              resolve();
            };
            tx.onerror = () => reject(new Error(String(tx.error)));
          };
        }),
      good,
    );
    await page.reload();
    await page.waitForSelector('html[data-ready="1"]');
    await menuItem(page, 'Statistics');
    const list = page.getByTestId('set-aside');
    await list.waitFor();
    expect(await list.locator('summary').textContent()).toBe('Set aside, not counted (7):');
    const reasons = await list.locator('li').allTextContents();
    expect(reasons).toEqual(
      expect.arrayContaining([
        `games: game result "edited": "score" is -99 but the moves give ${l.score}`,
        'games: game result "holes": saved game: move 2 is not a move text',
        'games: game result "number": saved game: the cards are not those of deal 3',
        'games: game result "unfinished": marked finished ("abandoned" is false) but the moves do not end the game',
        'games: game result "won": "won" is true but the moves give false',
        'rounds: round result: "total" is 999 but the scores give 45',
        'rounds: round result: hole 9: 99 is not a possible hole score',
      ]),
    );
    const block = page.getByRole('dialog').locator('[data-variant="golf"]');
    expect(await block.locator('[data-stat="played"]').textContent()).toBe('1');
    expect(await block.locator('[data-stat="bestScore"]').textContent()).toBe(String(l.score));
    // Kept, not deleted.
    expect(await readStore(page, 'quarantine')).toHaveLength(7);
    await context.close();
  });
});

describe('content security policy', () => {
  it('the app, the solver worker, the service worker and offline play run with no violation; an inline script is refused', async () => {
    const context: BrowserContext = await browser.newContext({ viewport: { width: 900, height: 800 }, locale: 'en-GB', serviceWorkers: 'allow' });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (globalThis as { cspSeen?: string[] }).cspSeen = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) console.push(m.text());
    });
    const seen = (): Promise<string[]> => page.evaluate(() => (globalThis as { cspSeen?: string[] }).cspSeen ?? []);
    await page.goto(`${baseUrl()}?game=acesup&deal=4`);
    await page.waitForSelector('html[data-ready="1"]');
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toMatch(/script-src 'self'/);
    await openCoach(page);
    await page.getByRole('button', { name: 'Can this deal be won? (with the stock known)' }).click();
    await page.getByTestId('solver-answer').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('html[data-ready="1"]');
    await moved(page, () => page.getByRole('button', { name: 'Deal', exact: true }).click());
    await context.setOffline(false);
    expect(await seen()).toEqual([]);
    expect(console).toEqual([]);
    // An injected inline script does not run, and is reported as refused.
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = '(globalThis).injected = true';
      document.body.append(s);
      return (globalThis as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(seen).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
    await context.close();
  });
});
