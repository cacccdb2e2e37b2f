// Your own table (issue 34, point 5): every setting changes what is drawn (read from the computed
// style, so a setting that did nothing fails), in the dialog's preview and behind it at once, and
// survives a reload; the dialog fetched when first opened (and a clear word when it cannot be); sound stays silent until it is turned on and then makes an AudioContext and
// schedules a sound for a move and a refused move; axe is clean in both themes on a burgundy table
// with four colours; screenshots of the dialog and of a table in other colours (left-handed at
// phone size) at 360×740, 740×360 and 1440×900, light and dark (docs/screenshots/ only with
// KABAL_SHOTS=docs).
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureScreenshotDir, launch, newPage, open, SCREENSHOTS } from './browser.js';
import { menuPick, moved } from './helpers.js';

let browser: Browser;
const DIR = process.env.KABAL_SHOTS === 'docs' ? 'docs/screenshots' : SCREENSHOTS;
beforeAll(async () => {
  browser = await launch();
  ensureScreenshotDir();
  mkdirSync(DIR, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

/** What the settings change, read from the page as drawn. */
interface Drawn {
  felt: string;
  previewFelt: string;
  diamond: string;
  club: string;
  previewDiamond: string;
  pips: string;
  previewPips: string;
  back: string;
  previewBack: string;
  /** The action bar's main button (Draw) left of the window's middle. */
  mainLeft: boolean;
  /** The stock left of the waste. */
  stockLeft: boolean;
  timer: number;
}

function drawn(page: Page): Promise<Drawn> {
  return page.evaluate(() => {
    const css = (sel: string, prop: 'color' | 'display' | 'backgroundColor'): string => {
      const el = document.querySelector(sel);
      return el ? getComputedStyle(el)[prop] : 'none found';
    };
    const box = (sel: string): DOMRect => document.querySelector(sel)?.getBoundingClientRect() ?? new DOMRect(NaN, NaN);
    const main = box('.toolbar .primary');
    return {
      felt: getComputedStyle(document.body).backgroundColor,
      previewFelt: css('.look-preview', 'backgroundColor'),
      diamond: css('.table .face.diamonds', 'color'),
      club: css('.table .face.clubs', 'color'),
      previewDiamond: css('.look-preview .face.diamonds', 'color'),
      pips: css('.table button.card .pips', 'display'),
      previewPips: css('.look-preview .face .pips', 'display'),
      back: css('.stock .back', 'backgroundColor'),
      previewBack: css('.look-preview .back', 'backgroundColor'),
      mainLeft: main.left + main.width / 2 < innerWidth / 2,
      stockLeft: box('.stock').left < box('.heap').left,
      timer: document.querySelectorAll('[data-testid="timer"]').length,
    };
  });
}

const GREEN = 'rgb(31, 107, 69)';
const BURGUNDY = 'rgb(118, 32, 51)';
const RED_SUIT = 'rgb(192, 22, 44)';
const BLUE_SUIT = 'rgb(29, 95, 196)';
const GREEN_SUIT = 'rgb(23, 119, 58)';
const BLUE_BACK = 'rgb(37, 83, 163)';
const RED_BACK = 'rgb(163, 34, 47)';

describe('your own table', () => {
  it('every setting changes what is drawn at once, in the preview and on the table, and survives a reload', async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740, reducedMotion: true, touch: true });
    await page.emulateMedia({ colorScheme: 'light' });
    // Golf deal 7 after a draw: a diamond and a club on the table, the waste beside the stock.
    await open(page, '?game=golf&deal=7');
    await moved(page, () => page.getByRole('button', { name: 'Draw', exact: true }).click());
    const before = await drawn(page);
    expect(before).toMatchObject({ felt: GREEN, diamond: RED_SUIT, club: 'rgb(17, 17, 17)', pips: 'block', back: BLUE_BACK, mainLeft: false, stockLeft: false, timer: 0 });

    await menuPick(page, 'settings');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await drawn(page)).toMatchObject({ previewFelt: GREEN, previewDiamond: RED_SUIT, previewPips: 'block', previewBack: BLUE_BACK });
    // Each change shows in the dialog's preview and behind it before the dialog closes.
    await dialog.getByRole('radio', { name: 'Burgundy' }).check();
    expect(await drawn(page)).toMatchObject({ felt: BURGUNDY, previewFelt: BURGUNDY });
    await dialog.getByRole('checkbox', { name: 'Four-colour deck' }).check();
    expect(await drawn(page)).toMatchObject({ diamond: BLUE_SUIT, club: GREEN_SUIT, previewDiamond: BLUE_SUIT });
    await dialog.getByRole('radio', { name: 'Large index (easy to read)' }).check();
    expect(await drawn(page)).toMatchObject({ pips: 'none', previewPips: 'none', diamond: BLUE_SUIT });
    await dialog.getByRole('radio', { name: 'Red diamonds' }).check();
    expect(await drawn(page)).toMatchObject({ back: RED_BACK, previewBack: RED_BACK });
    await dialog.getByRole('checkbox', { name: 'Left-handed' }).check();
    expect(await drawn(page)).toMatchObject({ mainLeft: true, stockLeft: true });
    await dialog.getByRole('checkbox', { name: 'Show a timer' }).check();
    await page.getByTestId('timer').waitFor();
    await dialog.getByRole('checkbox', { name: 'Sound effects' }).check();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const after = { felt: BURGUNDY, diamond: BLUE_SUIT, club: GREEN_SUIT, pips: 'none', back: RED_BACK, mainLeft: true, stockLeft: true, timer: 1 };
    expect(await drawn(page)).toMatchObject(after);
    // Nothing overlaps: the main button is inside the window, the stock clear of the waste.
    const [stock, heap] = await Promise.all([page.locator('.stock').boundingBox(), page.locator('.heap').boundingBox()]);
    expect(stock!.x + stock!.width).toBeLessThanOrEqual(heap!.x);

    // Kept on this device: a reload draws the same, and the dialog shows the same choices.
    await page.reload();
    await page.waitForSelector('html[data-ready="1"]');
    expect(await drawn(page)).toMatchObject(after);
    // The rules' examples are drawn in the same four colours.
    await menuPick(page, 'rules');
    await dialog.locator('article[aria-busy="false"] figure.example').first().waitFor();
    const example = (suit: string): Promise<string> => dialog.locator(`figure.example .face.${suit}`).first().evaluate((el) => getComputedStyle(el).color);
    expect([await example('diamonds'), await example('clubs'), await example('hearts')]).toEqual([BLUE_SUIT, GREEN_SUIT, RED_SUIT]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await menuPick(page, 'settings');
    await dialog.waitFor();
    for (const name of ['Burgundy', 'Large index (easy to read)', 'Red diamonds']) expect(await dialog.getByRole('radio', { name }).isChecked(), name).toBe(true);
    for (const name of ['Four-colour deck', 'Left-handed', 'Show a timer', 'Sound effects']) expect(await dialog.getByRole('checkbox', { name }).isChecked(), name).toBe(true);
    expect(await drawn(page)).toMatchObject({ previewFelt: BURGUNDY, previewDiamond: BLUE_SUIT, previewPips: 'none', previewBack: RED_BACK });
    // Back to the classic faces in two colours: the four colours were a choice of their own.
    await dialog.getByRole('radio', { name: 'Classic (pips and figures)' }).check();
    await dialog.getByRole('checkbox', { name: 'Four-colour deck' }).uncheck();
    expect(await drawn(page)).toMatchObject({ pips: 'block', diamond: RED_SUIT, club: 'rgb(17, 17, 17)', felt: BURGUNDY });
    await context.close();
  });

  it('Settings is fetched when first opened; when it cannot be, a dialog says so and the next opening tries again', async () => {
    const { context, page } = await newPage(browser);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await open(page, '?game=acesup&deal=4');
    expect(fetched.filter((u) => /\/assets\/settings-/.test(u))).toEqual([]);
    await page.route(/\/assets\/settings-[^/]*\.js$/, (r) => r.abort());
    await menuPick(page, 'settings');
    const alert = page.getByRole('dialog').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^Settings could not be loaded: .+/);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.unroute(/\/assets\/settings-[^/]*\.js$/);
    await menuPick(page, 'settings');
    await page.getByRole('dialog').getByRole('radio', { name: 'Green', exact: true }).waitFor();
    expect(await page.getByRole('dialog').getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('left-handed moves the action bar to the left edge of a phone held sideways, and leaves a wide screen as it is', async () => {
    for (const [width, height, leftEdge] of [
      [740, 360, true],
      [1440, 900, false],
    ] as const) {
      const { context, page } = await newPage(browser, { width, height, reducedMotion: true });
      await context.addInitScript(() => localStorage.setItem('kabal.settings', JSON.stringify({ lang: 'en', leftHanded: true })));
      await open(page, '?game=acesup&deal=4');
      const bar = (await page.locator('.toolbar').boundingBox())!;
      const table = (await page.locator('.table').boundingBox())!;
      if (leftEdge) {
        expect(bar.x).toBe(0);
        expect(bar.height).toBe(height);
        // The table stands clear of the bar.
        expect(table.x).toBeGreaterThanOrEqual(bar.x + bar.width);
      } else {
        // A wide screen keeps its bar centred at the bottom, Deal at its right end.
        expect(Math.abs(bar.x + bar.width / 2 - width / 2)).toBeLessThan(2);
        const deal = (await page.locator('.toolbar .primary').boundingBox())!;
        expect(deal.x).toBeGreaterThan(width / 2);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});

describe('sound', () => {
  /** Counts AudioContexts made and sounds scheduled (each source node started). */
  async function watchAudio(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const w = window as unknown as { __audio: { made: number; started: number } };
      w.__audio = { made: 0, started: 0 };
      const Real = window.AudioContext;
      window.AudioContext = class extends Real {
        constructor(options?: AudioContextOptions) {
          super(options);
          w.__audio.made++;
        }
      };
      // Oscillators start through AudioScheduledSourceNode; buffer sources (the noise) have a start of their own.
      for (const proto of [AudioScheduledSourceNode.prototype, AudioBufferSourceNode.prototype] as { start: (...args: number[]) => void }[]) {
        if (!Object.hasOwn(proto, 'start')) continue;
        const start = proto.start;
        proto.start = function (this: AudioScheduledSourceNode, ...args: number[]) {
          w.__audio.started++;
          start.apply(this, args);
        };
      }
    });
  }
  const audio = (page: Page): Promise<{ made: number; started: number }> => page.evaluate(() => (window as unknown as { __audio: { made: number; started: number } }).__audio);

  it('is off until turned on: no audio and no synthesizer before; then a sound for a move and for a refused move', async () => {
    const { context, page } = await newPage(browser, { reducedMotion: true });
    await watchAudio(page);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await open(page, '?game=golf&deal=7');
    for (let i = 0; i < 3; i++) await moved(page, () => page.getByRole('button', { name: 'Draw', exact: true }).click());
    expect(await audio(page)).toEqual({ made: 0, started: 0 });
    expect(fetched.filter((u) => /synth/.test(u))).toEqual([]);

    await menuPick(page, 'settings');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Sound effects' }).check();
    // Turned on by a click: one AudioContext, and a first sound to say it works.
    await expect.poll(() => audio(page)).toMatchObject({ made: 1 });
    await expect.poll(async () => (await audio(page)).started).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const afterOn = (await audio(page)).started;
    await moved(page, () => page.getByRole('button', { name: 'Draw', exact: true }).click());
    await expect.poll(async () => (await audio(page)).started).toBeGreaterThan(afterOn);
    // A refused move (a card that cannot go to the waste) has its own sound.
    const afterDraw = (await audio(page)).started;
    await page.locator('.table button.card.top:not(.movable)').first().click();
    await page.locator('.table-note.refused').waitFor();
    await expect.poll(async () => (await audio(page)).started).toBeGreaterThan(afterDraw);
    expect((await audio(page)).made).toBe(1);

    // After a reload with sound on: nothing before the player's first gesture, then sound again.
    await page.reload();
    await page.waitForSelector('html[data-ready="1"]');
    await page.waitForTimeout(300);
    expect(await audio(page)).toEqual({ made: 0, started: 0 });
    await moved(page, () => page.getByRole('button', { name: 'Draw', exact: true }).click());
    await expect.poll(() => audio(page)).toMatchObject({ made: 1 });
    // The tap itself wakes the audio; the move's sound is played in an effect after its drawing.
    await expect.poll(async () => (await audio(page)).started).toBeGreaterThan(0);
    await context.close();
  });

  it('a browser without Web Audio: the switch is off, cannot be turned on, and says why', async () => {
    const { context, page } = await newPage(browser);
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.AudioContext;
      delete w.webkitAudioContext;
    });
    await context.addInitScript(() => localStorage.setItem('kabal.settings', JSON.stringify({ lang: 'en', sound: true })));
    await open(page, '?game=acesup&deal=4');
    await moved(page, () => page.getByRole('button', { name: 'Deal', exact: true }).click());
    await menuPick(page, 'settings');
    const box = page.getByRole('dialog').getByRole('checkbox', { name: 'Sound effects' });
    expect([await box.isChecked(), await box.isDisabled()]).toEqual([false, true]);
    expect(await page.locator('#sound-text').textContent()).toBe('This browser cannot play sound.');
    await context.close();
  });
});

describe('axe and screenshots', () => {
  const LOOKS = {
    light: { lang: 'en', table: 'blue', fourColour: true, leftHanded: true, cardBack: 'red' },
    dark: { lang: 'en', table: 'burgundy', fourColour: true, leftHanded: true, cardStyle: 'large' },
  } as const;

  it('axe finds nothing on a burgundy table with four colours, or in Settings, light and dark', async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740, reducedMotion: true });
    await context.addInitScript(() => localStorage.setItem('kabal.settings', JSON.stringify({ lang: 'en', table: 'burgundy', fourColour: true, cardStyle: 'large', leftHanded: true })));
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const game of ['acesup', 'golf']) {
        await open(page, `?game=${game}&deal=5`);
        const r = await new AxeBuilder({ page }).analyze();
        expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${scheme} ${game}`).toEqual([]);
      }
      await menuPick(page, 'settings');
      await page.getByRole('dialog').waitFor();
      const r = await new AxeBuilder({ page }).analyze();
      expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${scheme} settings`).toEqual([]);
    }
    await context.close();
  });

  for (const [width, height] of [
    [360, 740],
    [740, 360],
    [1440, 900],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`screenshots at ${width}×${height}, ${scheme}: the dialog, and Golf on a ${LOOKS[scheme].table} table`, async () => {
        const { context, page } = await newPage(browser, { width, height, reducedMotion: true, touch: width < 720 });
        await page.emulateMedia({ colorScheme: scheme });
        await context.addInitScript((s) => localStorage.setItem('kabal.settings', JSON.stringify(s)), LOOKS[scheme]);
        await open(page, '?game=golf&deal=7');
        for (let i = 0; i < 3; i++) await moved(page, () => page.getByRole('button', { name: 'Draw', exact: true }).click());
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        // The pointer off the bar, so Draw shows as it does untouched.
        await page.mouse.move(width / 2, 0);
        await page.screenshot({ path: `${DIR}/settings-table-${width}x${height}-${scheme}.png` });
        await menuPick(page, 'settings');
        await page.getByRole('dialog').waitFor();
        await page.screenshot({ path: `${DIR}/settings-dialog-${width}x${height}-${scheme}.png` });
        await context.close();
      });
    }
  }
});
