// The guided first game (web/teach): it opens by itself on a first visit, is done step by step by
// taps and by keyboard for each game, takes back a move that is not the step's, can be skipped,
// never opens by itself again, and opens from the menu at any time; the game behind it is left as
// it was and nothing is counted. Axe on the lesson in both themes; screenshots for the docs.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, open, SHOTS } from './browser.js';
import { menuItem, position } from './helpers.js';

const STEPS = { acesup: 6, golf: 5 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

const lesson = (page: Page) => page.locator('dialog.teach');
const step = async (page: Page): Promise<string> => (await lesson(page).getAttribute('data-step')) ?? '';

/** Waits for the lesson's step `s`, its dialog open (it opens in an effect after the step is drawn; until then its buttons are not in the accessibility tree). */
async function waitStep(page: Page, s: string): Promise<void> {
  await page.waitForFunction((want) => {
    const d = document.querySelector<HTMLDialogElement>('dialog.teach');
    return d?.open === true && d.getAttribute('data-step') === want;
  }, s);
}

/** Does every step of the open lesson: by tapping what is marked, or by keyboard (Enter on the focus, or the digit and D keys). */
async function doLesson(page: Page, game: keyof typeof STEPS, how: 'tap' | 'enter' | 'keys', stepWords = (i: number, n: number): string => `Step ${i} of ${n}.`): Promise<void> {
  for (let i = 1; i <= STEPS[game]; i++) {
    await waitStep(page, String(i));
    expect(await page.getByTestId('teach-live').textContent()).toContain(stepWords(i, STEPS[game]));
    const marked = lesson(page).locator('button[data-teach]');
    await expect.poll(() => marked.count()).toBe(1);
    if (how === 'tap') await marked.click();
    else if (how === 'enter') {
      // The focus is on the thing to try already (after a move it moves there by itself).
      await page.waitForFunction(() => document.activeElement?.hasAttribute('data-teach') === true);
      await page.keyboard.press('Enter');
    } else {
      const zone = await lesson(page).locator('[data-teach="zone"]').getAttribute('data-drop');
      const index = zone?.startsWith('stock:') ? undefined : Number(zone?.split(':')[1]);
      await page.keyboard.press(index === undefined ? 'd' : String(index + 1));
    }
  }
  await waitStep(page, 'done');
}

async function seriousViolations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the guided first game', () => {
  for (const [game, how] of [
    ['acesup', 'tap'],
    ['acesup', 'keys'],
    ['golf', 'tap'],
    ['golf', 'enter'],
  ] as const) {
    it(`${game}: opens by itself on a first visit and is done by ${how === 'tap' ? 'taps' : 'keyboard'}; then never opens again`, async () => {
      const { context, page } = await newPage(browser, { firstVisit: true });
      // Every value the page's lesson marker takes: tests wait for "off" as "no lesson is open".
      await context.addInitScript(() => {
        const marks: string[] = [];
        (globalThis as { lessonMarks?: string[] }).lessonMarks = marks;
        new MutationObserver(() => {
          const m = document.documentElement.dataset.lesson;
          if (m !== undefined && m !== marks[marks.length - 1]) marks.push(m);
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-lesson'] });
      });
      // A link that names the game only: that game's lesson (a link naming a deal would not open it).
      await open(page, `?game=${game}`);
      await lesson(page).waitFor();
      expect(await lesson(page).getAttribute('data-lesson')).toBe(game);
      // The marker never said "off" before the lesson that opens by itself.
      expect(await page.evaluate(() => (globalThis as { lessonMarks?: string[] }).lessonMarks)).toEqual([game]);
      const behind = await position(page);
      const recorded = await page.evaluate(() => document.documentElement.dataset.recorded ?? '0');
      await doLesson(page, game, how);
      expect(await page.getByTestId('teach-say').textContent()).toMatch(/Now try/);
      if (how === 'tap') await lesson(page).getByRole('button', { name: 'Play a game' }).click();
      else {
        await page.waitForFunction(() => document.activeElement?.textContent === 'Play a game');
        await page.keyboard.press('Enter');
      }
      await page.waitForSelector('html[data-lesson="off"]');
      expect(await lesson(page).count()).toBe(0);
      // The game behind is as it was; the lesson counted nothing.
      expect(await position(page)).toBe(behind);
      expect(await page.evaluate(() => document.documentElement.dataset.recorded ?? '0')).toBe(recorded);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('kabal.teach'))) ?? 'null')).toMatchObject({ how: 'done' });
      await page.reload();
      await page.waitForSelector('html[data-ready="1"]');
      await page.waitForSelector('html[data-lesson="off"]');
      expect(await lesson(page).count()).toBe(0);
      await context.close();
    });
  }

  it('takes back a move that is not the step’s, is skipped, never opens again, and opens from the menu', async () => {
    const { context, page } = await newPage(browser, { firstVisit: true });
    await open(page, '');
    await lesson(page).waitFor();
    expect(await lesson(page).getAttribute('data-lesson')).toBe('acesup');
    await lesson(page).locator('button[data-teach]').click();
    await waitStep(page, '2');
    // Step 2 asks for a deal; 9♣ on Pile 2 could move to the empty Pile 1: the lesson takes it back.
    const pile2 = lesson(page).getByRole('group', { name: 'Pile 2', exact: true }).locator('button.card');
    expect(await pile2.getAttribute('aria-label')).toBe('9 of clubs');
    await pile2.click();
    await page.getByText('Not that one this time').first().waitFor();
    expect(await step(page)).toBe('2');
    expect(await pile2.getAttribute('aria-label')).toBe('9 of clubs');
    expect(await page.getByTestId('teach-live').textContent()).toContain('Not that one this time');
    await lesson(page).getByRole('button', { name: 'Skip the lesson' }).click();
    await page.waitForSelector('html[data-lesson="off"]');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('kabal.teach'))) ?? 'null')).toMatchObject({ how: 'skipped' });
    // A bare visit again: not by itself.
    await page.goto(page.url().split('?')[0]!);
    await page.waitForSelector('html[data-ready="1"]');
    await page.waitForSelector('html[data-lesson="off"]');
    expect(await lesson(page).count()).toBe(0);
    // From the menu at any time, for the game on the table; Esc skips it too.
    await page.getByRole('button', { name: 'Golf', exact: true }).click();
    await menuItem(page, 'Learn to play');
    await lesson(page).waitFor();
    expect(await lesson(page).getAttribute('data-lesson')).toBe('golf');
    await page.keyboard.press('Escape');
    await page.waitForSelector('html[data-lesson="off"]');
    await context.close();
  });

  it('a first visit by a deal’s link goes to the deal; axe finds nothing serious on the lesson in either theme; screenshots at three sizes', async () => {
    const { context, page } = await newPage(browser, { firstVisit: true });
    // The page's content security policy (style-src 'self'): the lesson breaks none of it.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (globalThis as { cspSeen?: string[] }).cspSeen = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await open(page, '?game=golf&deal=8');
    await page.waitForSelector('html[data-lesson="off"]');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      for (const [game, size] of [
        ['acesup', { width: 360, height: 740 }],
        ['golf', { width: 360, height: 740 }],
        ['acesup', { width: 740, height: 360 }],
        ['golf', { width: 740, height: 360 }],
        ['acesup', { width: 1440, height: 900 }],
        ['golf', { width: 1440, height: 900 }],
      ] as const) {
        await page.setViewportSize(size);
        await page.getByRole('button', { name: game === 'golf' ? 'Golf' : 'Aces Up', exact: true }).click();
        const menu = page.getByRole('button', { name: 'Menu', exact: true });
        if (await menu.isVisible()) await menu.click();
        await menuItem(page, 'Learn to play');
        await lesson(page).waitFor();
        await waitStep(page, '1');
        if (size.width === 1440) expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/teach-${game}-${size.width}x${size.height}-${scheme}.png` });
        await page.keyboard.press('Escape');
        await page.waitForSelector('html[data-lesson="off"]');
      }
    }
    expect(await page.evaluate(() => (globalThis as { cspSeen?: string[] }).cspSeen)).toEqual([]);
    await context.close();
  });
  it('speaks the lesson in Norwegian, Swedish and Danish (screenshots at 360×740, and the end of a lesson)', async () => {
    for (const [lang, count, skip, game] of [
      ['nb', 'Steg 1 av 6', 'Hopp over leksjonen', 'acesup'],
      ['sv', 'Steg 1 av 5', 'Hoppa över lektionen', 'golf'],
      ['da', 'Trin 1 af 6', 'Spring lektionen over', 'acesup'],
    ] as const) {
      const { context, page } = await newPage(browser, { firstVisit: true, width: 360, height: 740 });
      await context.addInitScript((l) => localStorage.setItem('kabal.settings', JSON.stringify({ lang: l })), lang);
      await open(page, `?game=${game}`);
      await waitStep(page, '1');
      expect(await page.getByTestId('teach-live').textContent()).toContain(`${count}.`);
      if (lang === 'da') expect(await page.getByTestId('teach-live').textContent()).toContain(`${count}. Hjerter 3 og hjerter konge`);
      expect(await lesson(page).getByRole('button', { name: skip }).count()).toBe(1);
      await page.screenshot({ path: `${SHOTS}/teach-${game}-360x740-${lang}.png` });
      if (lang === 'da') {
        await doLesson(page, game, 'tap', (i, n) => `Trin ${i} af ${n}.`);
        // The cards' glides over before the picture.
        await page.waitForFunction(() => document.getAnimations().length === 0);
        await page.screenshot({ path: `${SHOTS}/teach-${game}-360x740-${lang}-done.png` });
      }
      await context.close();
    }
  });
});
