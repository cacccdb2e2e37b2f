// Links: the address names the game, the variant and the deal; a link opened elsewhere plays the
// same deal; a bad link gives a clear message and a fresh, playable game.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardName } from '../src/core/cards.js';
import { formatDeal } from '../src/core/deal.js';
import { acesUp, golf } from '../src/registry/index.js';
import { numberedDeal } from '../src/games/index.js';
import { launch, newPage, open } from './browser.js';
import { menuItem } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function tops(page: Page, groups: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const g of groups) out.push((await page.getByRole('group', { name: g, exact: true }).locator('.card').last().getAttribute('aria-label')) ?? '');
  return out;
}
const COLUMNS = Array.from({ length: 7 }, (_, i) => `Column ${i + 1}`);

describe('share links', () => {
  it('a deal and variant chosen in the app round-trip through the address', async () => {
    const a = await newPage(browser);
    await open(a.page, '?game=acesup&deal=1');
    await menuItem(a.page, 'Deal & variant');
    const dialog = a.page.getByRole('dialog');
    await dialog.getByLabel('Golf').check();
    await dialog.getByRole('checkbox', { name: 'Putt-putt', exact: true }).check();
    await dialog.getByLabel('Deal number').fill('123');
    await expect.poll(() => dialog.getByTestId('variant-text').getAttribute('data-variant')).toBe('golf(putt-putt)');
    expect(await dialog.getByTestId('variant-text').textContent()).toBe('Rules: Putt-putt');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await a.page.waitForFunction(() => location.search.includes('deal=123'));
    const url = a.page.url();
    expect(new URL(url).searchParams.get('game')).toBe('golf');
    expect(new URL(url).searchParams.get('variant')).toBe('golf(putt-putt)');
    const shown = await tops(a.page, COLUMNS);
    // What the engine deals for number 123 is on the table.
    const v = golf.parseVariant('golf(putt-putt)');
    const deal = numberedDeal(golf, v.ok ? v.value : golf.defaultVariant, 123);
    expect(shown).toEqual(Array.from({ length: 7 }, (_, c) => cardName(deal[c * 5 + 4]!)));
    await a.context.close();

    const b = await newPage(browser);
    await open(b.page, new URL(url).search);
    expect(await tops(b.page, COLUMNS)).toEqual(shown);
    expect(await b.page.locator('.status .variant').getAttribute('data-variant')).toBe('golf(putt-putt)');
    expect(await b.page.locator('.status .variant').textContent()).toBe('Putt-putt');
    expect(await b.page.getByText('Deal 123', { exact: true }).count()).toBe(1);
    await b.context.close();
  });

  it('a typed deal (cards=…) opens with exactly those cards, and its address keeps them', async () => {
    const deal = numberedDeal(acesUp, acesUp.defaultVariant, 99).slice().reverse();
    const text = formatDeal(deal);
    const { context, page } = await newPage(browser);
    await open(page, '?game=acesup');
    await menuItem(page, 'Deal & variant');
    await page.getByRole('dialog').getByLabel('Or type or paste the cards of a deal').fill(text.toLowerCase());
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => location.search.includes('cards='));
    const cards = new URL(page.url()).searchParams.get('cards')!;
    expect(cards.split('-').join(' ')).toBe(text);
    // The first row went to piles 1-4 (discards may already have removed some of them).
    const onTable = await page.locator('.table [aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    const firstRow = deal.slice(0, 4).map(cardName);
    for (const c of firstRow) expect(onTable).toContain(c);
    await context.close();
  });

  it('a typed deal with a mistake is refused with the card and its position', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '?game=golf&deal=4');
    await menuItem(page, 'Deal & variant');
    const deal = formatDeal(numberedDeal(golf, golf.defaultVariant, 4)).split(' ');
    deal[9] = 'ZZ';
    await page.getByRole('dialog').getByLabel('Or type or paste the cards of a deal').fill(deal.join(' '));
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    const alert = page.getByRole('dialog').getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/^Deal: Card 10, "ZZ", is not a card/);
    await context.close();
  });
});

describe('bad links', () => {
  // What was wrong in plain words, then which game was dealt instead; no codes, option syntax or columns.
  const cases: [string, RegExp][] = [
    ['?game=chess', /^This link asks for a game Kabal does not have \("chess"\)\. A new game of Aces Up was dealt instead\./],
    ['?game=acesup&variant=acesup(aces-high)', /^The rules this link asks for could not be read\. A new game of Aces Up was dealt instead\./],
    ['?game=golf&deal=12x', /^The deal number "12x" is not a whole number\. A new game of Golf was dealt instead\./],
    ['?game=golf&deal=99999999999', /^This link's deal number is too large\. A new game of Golf was dealt instead\./],
    [`?game=acesup&cards=${'AS-'.repeat(52)}`, /^Card 2, "AS", is in the deal twice\. A new game of Aces Up/],
    ['?game=golf&cards=AS-2S', /^The deal has 2 cards; it needs 52\. A new game of Golf/],
    ['?deal=5', /^This link gives a deal but not which game it is for\. A new game of Aces Up/],
  ];
  for (const [query, message] of cases) {
    it(`${query.slice(0, 40)} shows a message and a fresh game`, async () => {
      const { context, page } = await newPage(browser);
      await open(page, query);
      const alert = page.getByRole('alert').first();
      expect(await alert.textContent()).toMatch(message);
      expect(await alert.textContent()).not.toMatch(/acesup|golf\(|column|known:|=|\(a whole number/);
      // The fresh game is playable and the address now names it.
      const button = page.getByRole('button', { name: /^(Deal|Draw)$/ });
      expect(await button.isEnabled()).toBe(true);
      await page.waitForFunction(() => /game=(acesup|golf)&(variant=[^&]+&)?deal=\d+/.test(location.search));
      await context.close();
    });
  }
});
