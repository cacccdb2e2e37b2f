// Playing in the browser: whole games by taps along the solver's line, undo and redo (buttons and
// keys), a reload in the middle, drag and drop with a mouse and a finger, and the locked Golf deal.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardName, displayCard } from '../src/core/cards.js';
import { formatDeal } from '../src/core/deal.js';
import { formatMessage } from '../src/core/i18n.js';
import { PRESENT_MESSAGES, viewOf } from '../src/core/present.js';
import { unwrap } from '../src/core/result.js';
import { acesUp, GAME_MESSAGES, golf } from '../src/registry/index.js';
import { GOLF } from '../src/registry/golf/index.js';
import { numberedDeal, parseGameDeal } from '../src/games/index.js';
import { sentence } from '../web/words/i18n.js';
import { solveAcesUp, solveGolf } from '../src/registry/index.js';
import { launch, newPage, open, waitSaved } from './browser.js';
import { moved, position, scoreText, tapAcesUp, tapGolf, topButton } from './helpers.js';

// Two reference deals from the shared fixtures (golf-deals.txt line 1: strict best score 0, a win;
// acesup-deals.txt line 4: standard best score 48, a win), copied here so a fresh clone has them.
const FIXTURE_DEALS: Record<string, string> = {
  'golf-deals.txt:1': 'TS 6D AC 7H 4C 6C TD 5H 3D JH 3C AH 8S 7D 2D 7S AD QH 8D 6S KD QD 9C 4H TH 9D KC JD 5S 9H KS KH 8H 9S AS 3H 5D JC 7C 5C QC QS 4D 2S 6H 2C JS 3S 8C TC 2H 4S',
  'acesup-deals.txt:4': '4C 7C 3D KC KD TS 9C 2H 7S AC TH 4H JH 6C QD TD 8D QS KS 9D 4D 6D 3C QH 7D 5D JS 9S JD 9H QC TC 5C 7H 3S 4S 8H 2C 2S JC KH 5S 3H AS 8S 8C 5H AH 6H AD 6S 2D',
};
const fixtureLine = (file: string, line: number): string => {
  const text = FIXTURE_DEALS[`${file}:${line}`];
  if (text === undefined) throw new Error(`fixture ${file} line ${line} is not copied into this test`);
  return text;
};
const link = (game: string, deal: string): string => `?game=${game}&cards=${deal.replace(/ /g, '-')}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('a whole game by taps, along the solver line', () => {
  it('Golf: fixture deal 1 is cleared and scores what the solver says', async () => {
    const text = fixtureLine('golf-deals.txt', 1);
    const deal = unwrap(parseGameDeal(golf, golf.defaultVariant, text));
    let state = golf.start(deal, golf.defaultVariant);
    const line = solveGolf(state);
    expect(line.verdict).toBe('solved');
    const { context, page } = await newPage(browser);
    await open(page, link('golf', text));
    for (const m of line.moves) {
      await tapGolf(page, state, m);
      state = golf.applyMove(state, m);
    }
    expect(golf.isWon(state)).toBe(true);
    expect(await scoreText(page)).toBe(`Score: ${line.bestScore}`);
    await expect.poll(() => page.locator('.end-message').textContent()).toMatch(new RegExp(`^Cleared! Every column is empty\\. Hole score ${line.bestScore}[ .]`));
    await expect.poll(() => page.getByRole('button', { name: 'Next hole' }).count()).toBe(1);
    // The scorecard has the hole.
    const firstHole = page.getByRole('region', { name: 'Scorecard' }).locator('tbody tr').first().locator('td').first();
    expect(await firstHole.textContent()).toBe(String(line.bestScore));
    await context.close();
  });

  it('Aces Up: fixture deal 4 is won by tapping, discards made by hand (auto discards off)', async () => {
    const text = fixtureLine('acesup-deals.txt', 4);
    const deal = unwrap(parseGameDeal(acesUp, acesUp.defaultVariant, text));
    let state = acesUp.start(deal, acesUp.defaultVariant);
    const line = solveAcesUp(state);
    expect(line.verdict).toBe('solved');
    // Reduced motion: cards do not glide, so a tap need not wait for the last move's glide to end
    // (the Golf game above keeps the motion).
    const { context, page } = await newPage(browser, { reducedMotion: true });
    await context.addInitScript(() => localStorage.setItem('kabal.settings', JSON.stringify({ lang: 'en', autoDiscard: false })));
    await open(page, link('acesup', text));
    for (const m of line.moves) {
      await tapAcesUp(page, state, m);
      state = acesUp.applyMove(state, m);
    }
    expect(acesUp.isWon(state)).toBe(true);
    expect(await scoreText(page)).toBe('Score: 48');
    await expect.poll(() => page.locator('.end-message').textContent()).toBe('You won! Only the four aces are left. Score 48 of 48 (4 cards left).');
    // The live region says the last move, then the verdict (the engine's announce).
    expect(await page.getByTestId('announcer').textContent()).toMatch(/\. You won! Only the four aces are left\./);
    // Every ace is on the table under its accessible name.
    for (const ace of [0, 13, 26, 39]) expect(await page.getByLabel(cardName(ace), { exact: true }).count()).toBe(1);
    await context.close();
  });
});

describe('undo, redo, keys and reload', () => {
  it('undo and redo by buttons and by keys, without limit', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=golf&deal=11');
    const draw = page.getByRole('button', { name: 'Draw', exact: true });
    const start = await position(page);
    const waste = async (): Promise<string> => (await page.getByRole('group', { name: 'Waste' }).locator('.card').last().getAttribute('aria-label')) ?? '';
    const seen: string[] = [await waste()];
    for (let i = 0; i < 6; i++) {
      await moved(page, () => draw.click());
      seen.push(await waste());
    }
    for (let i = 0; i < 6; i++) await moved(page, () => page.getByRole('button', { name: 'Undo', exact: true }).click());
    expect(await position(page)).toBe(start);
    expect(await waste()).toBe(seen[0]);
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
    await moved(page, () => page.getByRole('button', { name: 'Redo', exact: true }).click());
    expect(await waste()).toBe(seen[1]);
    await moved(page, () => page.keyboard.press('Control+y'));
    expect(await waste()).toBe(seen[2]);
    await moved(page, () => page.keyboard.press('Control+z'));
    expect(await waste()).toBe(seen[1]);
    await moved(page, () => page.keyboard.press('d'));
    expect(await page.getByRole('button', { name: 'Redo', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByTestId('announcer').textContent()).toMatch(/^Turned .* \(\d+ left in the stock\)\. \d+ moves? now\. /);
    await context.close();
  });

  it('Aces Up: one Undo takes back a deal together with the discards the app made after it', async () => {
    // Second row 5C 2H 8D TC: the TC beats the 5C, so the app discards the 5C by itself after the deal.
    const deal = 'AS KH 7D 9C 5C 2H 8D TC ' + fullRest(['AS', 'KH', '7D', '9C', '5C', '2H', '8D', 'TC']);
    const { context, page } = await newPage(browser);
    await open(page, link('acesup', deal));
    await moved(page, () => page.getByRole('button', { name: 'Deal', exact: true }).click());
    expect(await page.getByRole('group', { name: 'Discard pile' }).getByLabel('5 of clubs').count()).toBe(1);
    expect(await scoreText(page)).toBe('Score: 1');
    await moved(page, () => page.getByRole('button', { name: 'Undo', exact: true }).click());
    expect(await scoreText(page)).toBe('Score: 0');
    expect(await page.getByRole('group', { name: 'Pile 1' }).locator('.card').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Deal', exact: true }).isEnabled()).toBe(true);
    await context.close();
  });

  it('a reload in the middle brings the game back exactly, redo list included', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=golf&deal=5');
    const draw = page.getByRole('button', { name: 'Draw', exact: true });
    for (let i = 0; i < 5; i++) await moved(page, () => draw.click());
    await moved(page, () => page.getByRole('button', { name: 'Undo', exact: true }).click());
    await waitSaved(page);
    const before = await page.locator('.table').innerHTML();
    const url = page.url();
    await page.reload();
    await page.waitForSelector('html[data-ready="1"]');
    expect(page.url()).toBe(url);
    expect(await page.locator('.table').innerHTML()).toBe(before);
    expect(await page.getByRole('button', { name: 'Redo', exact: true }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isEnabled()).toBe(true);
    // Opening the bare address also finds the saved game.
    await page.goto(url.split('?')[0]!);
    await page.waitForSelector('html[data-ready="1"]');
    expect(await page.locator('.table').innerHTML()).toBe(before);
    // A crash: the tab goes without any unload handler; a new tab finds the game.
    await moved(page, () => page.getByRole('button', { name: 'Redo', exact: true }).click());
    await waitSaved(page);
    const after = await page.locator('.table').innerHTML();
    await page.close({ runBeforeUnload: false });
    const again = await context.newPage();
    await again.goto(url.split('?')[0]!);
    await again.waitForSelector('html[data-ready="1"]');
    expect(await again.locator('.table').innerHTML()).toBe(after);
    await context.close();
  });
});

/** The rest of a 52-card deck after `used`, in a fixed order. */
function fullRest(used: string[]): string {
  const all = formatDeal(Array.from({ length: 52 }, (_, i) => i)).split(' ');
  return all.filter((c) => !used.includes(c)).join(' ');
}

describe('drag and drop', () => {
  // First row AS 2S 3H 4D: the 2S is discarded at once (the AS beats it), leaving pile 2 empty.
  const deal = 'AS 2S 3H 4D ' + fullRest(['AS', '2S', '3H', '4D']);

  it('with a mouse: a card dragged onto the empty pile moves there; a bad drop glides back', async () => {
    const { context, page } = await newPage(browser);
    await open(page, link('acesup', deal));
    expect(await page.getByRole('group', { name: 'Pile 2' }).locator('.card').count()).toBe(0);
    // A drop on a pile that is not empty does nothing.
    const card = topButton(page, 'Pile 4');
    const box = (await card.boundingBox())!;
    const p1 = (await page.getByRole('group', { name: 'Pile 1' }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(p1.x + p1.width / 2, p1.y + 20, { steps: 8 });
    await page.mouse.up();
    expect(await page.getByRole('group', { name: 'Pile 4' }).getByLabel('4 of diamonds').count()).toBe(1);
    // The engine's reason is said on screen and in the live region.
    await expect.poll(() => page.getByTestId('table-note').textContent()).toBe('Pile 1 is not empty: a card may only be moved onto an empty pile');
    expect(await page.getByTestId('announcer').textContent()).toBe('Pile 1 is not empty: a card may only be moved onto an empty pile');
    // Let the card glide home before picking it up again.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    // A drop on the empty pile moves the card.
    const target = (await page.getByRole('group', { name: 'Pile 2' }).boundingBox())!;
    await moved(page, async () => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(target.x + target.width / 2, target.y + 30, { steps: 10 });
      await page.mouse.up();
    });
    expect(await page.getByRole('group', { name: 'Pile 2' }).getByLabel('4 of diamonds').count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Pile 4' }).locator('.card').count()).toBe(0);
    await context.close();
  });

  it('with a finger (touch pointer events): a Golf card dragged onto the waste is played', async () => {
    const text = fixtureLine('golf-deals.txt', 1);
    const deal = unwrap(parseGameDeal(golf, golf.defaultVariant, text));
    const state = golf.start(deal, golf.defaultVariant);
    const col = golf.legalMoves(state).find((m) => m.type === 'play');
    expect(col).toBeDefined();
    const c = (col as { column: number }).column;
    const { context, page } = await newPage(browser, { touch: true, width: 400, height: 800 });
    await open(page, link('golf', text));
    const card = topButton(page, `Column ${c + 1}`);
    const name = await card.getAttribute('aria-label');
    const from = (await card.boundingBox())!;
    const to = (await page.getByRole('group', { name: 'Waste' }).boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await moved(page, async () => {
      const x0 = from.x + from.width / 2;
      const y0 = from.y + from.height / 2;
      const x1 = to.x + to.width / 3;
      const y1 = to.y + to.height / 2;
      await touch('touchStart', x0, y0);
      for (let i = 1; i <= 8; i++) await touch('touchMove', x0 + ((x1 - x0) * i) / 8, y0 + ((y1 - y0) * i) / 8);
      await touch('touchEnd', x1, y1);
    });
    expect(await page.getByRole('group', { name: 'Waste' }).locator('.card').last().getAttribute('aria-label')).toBe(name);
    await context.close();
  });
});

describe('refusals say why', () => {
  it('a tap on a card with no move says the engine reason on screen and in the live region', async () => {
    const deal = numberedDeal(golf, golf.defaultVariant, 7);
    const state = golf.start(deal, golf.defaultVariant);
    const view = viewOf(golf, state);
    const p = GOLF.present;
    // The first column whose top card cannot go on the waste, and what the engine says about it.
    const column = [0, 1, 2, 3, 4, 5, 6].find((c) => !golf.isLegal(state, { type: 'play', column: c }))!;
    const why = p.whyIllegal(view, { type: 'play', column });
    const shown = sentence(formatMessage(why, [...GAME_MESSAGES, PRESENT_MESSAGES], { lang: 'en', card: displayCard }));
    const spoken = sentence(formatMessage(why, [...GAME_MESSAGES, PRESENT_MESSAGES], { lang: 'en', card: cardName }));
    expect(shown).toMatch(/ is not one rank above or below .* on the waste$/);
    const { context, page } = await newPage(browser);
    await open(page, '?game=golf&deal=7');
    const before = await position(page);
    await topButton(page, `Column ${column + 1}`).click();
    await expect.poll(() => page.getByTestId('table-note').textContent()).toBe(shown);
    expect(await page.getByTestId('announcer').textContent()).toBe(spoken);
    expect(await position(page)).toBe(before);
    // The next move clears it.
    await moved(page, () => page.getByRole('button', { name: 'Draw', exact: true }).click());
    expect(await page.getByTestId('table-note').textContent()).toBe('');
    await context.close();
  });

  it('under fill-first Deal is off while the empty pile can be filled, and says so', async () => {
    // After the second deal the K♠ beats the 6♠, which leaves pile 2 empty beside piles of two;
    // the 9♣ can fill it without making a discard.
    const used = ['AS', '2S', '3H', '4D', 'KS', '6S', '9C', 'JD'];
    const { context, page } = await newPage(browser);
    await open(page, `?game=acesup&variant=acesup(fill-first)&cards=${[...used, ...fullRest(used).split(' ')].join('-')}`);
    const deal = page.getByRole('button', { name: 'Deal', exact: true });
    expect(await page.getByTestId('stock-why').count()).toBe(0);
    await moved(page, () => deal.click());
    await expect.poll(() => deal.isDisabled()).toBe(true);
    const why = page.getByTestId('stock-why');
    expect(await why.textContent()).toBe('Deal is off: fill-first: fill the empty pile before the next deal.');
    expect(await deal.getAttribute('aria-describedby')).toBe(await why.getAttribute('id'));
    // A tap on the stock says the same, and the key D too.
    await page.getByRole('group', { name: 'Stock', exact: true }).click();
    await expect.poll(() => page.getByTestId('table-note').textContent()).toBe('Fill-first: fill the empty pile before the next deal');
    // Filling the empty pile turns Deal on again.
    await moved(page, () => topButton(page, 'Pile 3').click());
    await expect.poll(() => deal.isEnabled()).toBe(true);
    expect(await page.getByTestId('stock-why').count()).toBe(0);
    await context.close();
  });
});

describe('a choice of targets', () => {
  it('shows each empty pile as a target; Esc cancels; a target tap moves the card there', async () => {
    // AS 2S 3S 4D: the 2S and 3S go at once, so piles 2 and 3 are empty.
    const deal = 'AS 2S 3S 4D ' + fullRest(['AS', '2S', '3S', '4D']);
    const { context, page } = await newPage(browser);
    await open(page, link('acesup', deal));
    await topButton(page, 'Pile 4').click();
    const targets = page.locator('.target-button');
    await expect.poll(() => targets.allTextContents()).toEqual(['Move to Pile 2', 'Move to Pile 3']);
    expect(await topButton(page, 'Pile 4').getAttribute('aria-label')).toBe('4 of diamonds, selected');
    await page.keyboard.press('Escape');
    await expect.poll(() => targets.count()).toBe(0);
    await topButton(page, 'Pile 4').click();
    await moved(page, () => page.getByRole('button', { name: 'Move to Pile 3', exact: true }).click());
    expect(await page.getByRole('group', { name: 'Pile 3' }).getByLabel('4 of diamonds').count()).toBe(1);
    await context.close();
  });
});

describe('jokers (house rule)', () => {
  it('a joker on top can be played onto another top card, and both are discarded', async () => {
    const rest = fullRest(['5H', '9C', '2D']).split(' ');
    const deal = ['JK', '5H', '9C', '2D', ...rest.slice(0, 24), 'JK', ...rest.slice(24)].join('-');
    const { context, page } = await newPage(browser);
    await open(page, `?game=acesup&variant=acesup(jokers)&cards=${deal}`);
    await topButton(page, 'Pile 1').click();
    await expect.poll(() => page.locator('.target-button').allTextContents()).toEqual(['Play the joker on Pile 2', 'Play the joker on Pile 3', 'Play the joker on Pile 4']);
    await moved(page, () => page.getByRole('button', { name: 'Play the joker on Pile 3', exact: true }).click());
    expect(await scoreText(page)).toBe('Score: 2');
    expect(await page.getByRole('group', { name: 'Pile 3' }).locator('.card').count()).toBe(0);
    expect(await page.getByTestId('announcer').textContent()).toMatch(/^The joker from pile 1 took 9 of clubs from pile 3: both discarded\./);
    await context.close();
  });
});

describe('Golf locked deal', () => {
  it('says the layout is locked and reshuffles the same hole', async () => {
    // Each of columns 1-4 has a queen at the bottom and a king on top: no queen can ever be played.
    const cols = [
      ['QS', '2S', '3S', '4S', 'KS'],
      ['QH', '2H', '3H', '4H', 'KH'],
      ['QD', '2D', '3D', '4D', 'KD'],
      ['QC', '2C', '3C', '4C', 'KC'],
    ];
    const used = cols.flat();
    const deal = [...used, fullRest(used)].join(' ');
    const { context, page } = await newPage(browser);
    await open(page, link('golf', deal));
    await expect.poll(() => page.getByText('This layout is locked', { exact: false }).count()).toBe(1);
    const url = page.url();
    await moved(page, () => page.getByRole('button', { name: 'Reshuffle this hole' }).click());
    await page.waitForFunction((u) => location.href !== u, url);
    expect(page.url()).toContain('cards=');
    expect(page.url()).not.toBe(url);
    // The same 52 cards, another order.
    const cards = new URL(page.url()).searchParams.get('cards')!.split('-');
    expect([...cards].sort()).toEqual(deal.split(' ').sort());
    await context.close();
  });
});
