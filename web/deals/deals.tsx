// The daily deal, winnable deals only and the duel, as the app shows them. useDeals gives the app
// the few pieces it places: a menu button, New game (which proves the deal first when "Winnable
// deals only" is on), the panel under the table (proof progress with Stop, the winnable note, the
// challenge and the duel's results and replay), the setting, and the dialogs. A daily or duel link
// opened while a game is in progress asks first.

import type { MenuItem } from '../app/menu.js';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatDeal } from '../../src/core/deal.js';
import type { GameId } from '../../src/core/game.js';
import { unwrap } from '../../src/core/result.js';
import { type DayDate, formatDate, localDate, parseDate } from '../../src/deals/date.js';
import type { GameController, GameView } from '../model/controller.js';
import type { Lang, Speech } from '../words/i18n.js';
import { dateLocale } from '../words/numbers.js';
import { numberedSpec, randomDealNumber } from '../model/spec.js';
import { DailyDialog } from './daily.js';
import { DuelPanel } from './duel.js';
import { type Challenge, type DealsLink, measureGame, parseDealsLink } from './link.js';
import { prove, type ProofRun } from './prove.js';
import { type Active, dailyRun, dailyStats, DealsStore } from './store.js';
import { Flip } from '../table/flip.js';
import { Play } from '../model/play.js';
import { withWebGame } from '../games/index.js';
import { Modal } from '../dialogs/modal.js';
import { DEALS_WORDS } from './words.js';
import './deals.css';


/** What the player asked for that replaces the game on the table. */
type Target =
  | { readonly kind: 'daily'; readonly game: GameId; readonly variant: string; readonly date: DayDate }
  | { readonly kind: 'duel'; readonly challenge: Challenge; readonly link: string }
  | { readonly kind: 'winnable'; readonly game?: GameId };

export interface DealsParts {
  /** The menu's "Daily deal" item. */
  readonly menu: MenuItem;
  readonly newGame: () => void;
  readonly switchGame: (id: GameId) => void;
  readonly panel: JSX.Element;
  readonly setting: JSX.Element;
  readonly dialogs: JSX.Element | null;
  /** What the table is, when it is a daily deal ("Daily deal, 5 December"). */
  readonly title: string | undefined;
  /** A deal is being proved (the end panel and the table wait). */
  readonly busy: boolean;
  /** While a daily deal is proved: a calm table of its game, face down, instead of the game before. */
  readonly placeholder: JSX.Element | undefined;
  /** On a daily deal's end panel: how the player did on it, and the streak. */
  readonly endDaily: DailyResult | undefined;
}

/** A daily deal played to its end, for the end panel's summary. */
export interface DailyResult {
  /** The deal's day, as a date text (2024-12-05). */
  readonly date: string;
  /** This try won it. */
  readonly won: boolean;
  /** The days won in a row that the deal's day belongs to (this try counted). */
  readonly run: number;
  /** The daily streak now (days won in a row up to today, or up to yesterday while today is not won). */
  readonly streak: number;
}

/** A game the player has made a move in (the app's own forced moves do not count). */
function gameInProgress(controller: GameController): boolean {
  const { snapshot } = controller.snapshot();
  return !controller.getSnapshot().over && snapshot.auto.slice(0, snapshot.cursor).some((auto) => !auto);
}

/** "5 December" in the player's language. */
export function dayMonth(date: string, lang: Lang): string {
  const d = parseDate(date);
  if (!d.ok) return date;
  return new Intl.DateTimeFormat(dateLocale(lang), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(d.value.year, d.value.month - 1, d.value.day)));
}

/** A table of a game with every card face down: what the player sees while its daily deal is proved. */
function Placeholder({ game, variant, text }: { game: GameId; variant: string; text: string }): JSX.Element {
  const flip = useMemo(() => new Flip(), []);
  const spec = numberedSpec(game, variant, 1);
  const table = spec.ok
    ? withWebGame(game, (web) =>
        Play.start(web, spec.value, false, () => 1)
          .view()
          .table({ flip, motion: 'fresh', serial: -1, selected: undefined, targets: [], movable: new Set(), onTap: () => undefined, onTarget: () => undefined, onDrop: () => false, onStock: () => undefined }),
      )
    : null;
  return (
    <div class="placeholder" data-testid="placeholder" data-game={game}>
      <div class="placeholder-table" aria-hidden="true" inert>
        {table}
      </div>
      <p class="placeholder-text">{text}</p>
    </div>
  );
}

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

let shared: DealsStore | undefined;
function dealsStore(): DealsStore {
  shared ??= new DealsStore(storage());
  return shared;
}

export function today(): DayDate {
  return localDate(new Date()) ?? { year: 2099, month: 12, day: 31 };
}

/** The daily or duel request of the page's address, read once at start-up (main.tsx). */
export function readDealsLink(search: string): ReturnType<typeof parseDealsLink> {
  return parseDealsLink(search, today());
}

// `speech` comes from the app: the hook runs in App, above the SpeechContext it provides.
export function useDeals(controller: GameController, view: GameView, link: DealsLink, begin: (f: () => void) => void, speech: Speech): DealsParts {
  const { say } = speech;
  const store = dealsStore();
  const [data, setData] = useState(store.getSnapshot());
  useEffect(() => store.subscribe(() => setData(store.getSnapshot())), [store]);
  const [dailyOpen, setDailyOpen] = useState(false);
  const [ask, setAsk] = useState<Target | null>(null);
  // A daily link with no game in progress is proved at once: from the first drawing the table is a
  // calm placeholder of the daily's game, never the game that was on the table before.
  const [busy, setBusy] = useState<{ tried: number; daily?: { game: GameId; variant: string } } | null>(() =>
    link.kind === 'daily' && !gameInProgress(controller) ? { tried: 0, daily: { game: link.game, variant: link.variant } } : null,
  );
  const [problem, setProblem] = useState<string | null>(store.problems.length > 0 ? store.problems.join('; ') : null);
  const run = useRef<ProofRun | null>(null);
  const active = data.active;
  const mine = active !== undefined && active.id === view.id ? active : undefined;

  const stop = (): void => {
    run.current?.stop();
    run.current = null;
    setBusy(null);
  };
  useEffect(() => () => run.current?.stop(), []);

  const mark = (a: Omit<Active, 'id' | 'deal'> & Partial<Active>): void => {
    const snap = controller.getSnapshot();
    store.setActive({ ...a, id: snap.id, deal: formatDeal(controller.spec.deal) } as Active);
  };

  const proveThen = (req: Parameters<typeof prove>[0], then: (n: number) => void): void => {
    stop();
    setProblem(null);
    const daily = req.kind === 'daily' ? { game: req.game, variant: req.variant } : undefined;
    setBusy({ tried: 0, daily });
    const r = prove(req, (tried) => setBusy({ tried, daily }));
    run.current = r;
    r.done.then(
      (res) => {
        if (run.current !== r) return;
        run.current = null;
        setBusy(null);
        if (res) then(res.number);
      },
      (e: unknown) => {
        run.current = null;
        setBusy(null);
        setProblem(say(DEALS_WORDS.m('deals.proofFailed', { msg: e instanceof Error ? e.message : String(e) })));
      },
    );
  };

  const go = (t: Target): void => {
    setAsk(null);
    if (t.kind === 'duel') {
      begin(() => controller.start(t.challenge.spec));
      mark({ kind: 'duel', link: t.link });
      return;
    }
    if (t.kind === 'daily') {
      const date = formatDate(t.date);
      proveThen({ kind: 'daily', game: t.game, variant: t.variant, date }, (number) => {
        begin(() => controller.start(unwrap(numberedSpec(t.game, t.variant, number))));
        mark({ kind: 'daily', variant: t.variant, date, number });
      });
      return;
    }
    // Another game (its buttons) is proved in its standard rules, as switching deals it.
    const { game, variant } = t.game !== undefined && t.game !== controller.game ? { game: t.game, variant: t.game } : controller.getSnapshot();
    proveThen({ kind: 'winnable', game, variant, seed: randomDealNumber() }, (number) => {
      begin(() => controller.start(unwrap(numberedSpec(game, variant, number))));
      mark({ kind: 'winnable' });
    });
  };

  const inProgress = (): boolean => gameInProgress(controller);
  const request = (t: Target): void => (inProgress() ? setAsk(t) : go(t));

  // The address's request, once.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (link.kind === 'daily') request({ kind: 'daily', game: link.game, variant: link.variant, date: link.date });
    else if (link.kind === 'duel') request({ kind: 'duel', challenge: link.challenge, link: link.link });
  });

  // Restart makes a new game id for the same deal: it is still the daily deal or the challenge.
  useEffect(() => {
    if (active && active.id !== view.id && active.deal === formatDeal(controller.spec.deal) && controller.spec.variant === view.variant) store.setActive({ ...active, id: view.id });
  }, [view.id]);

  // A daily deal counts as played once the player has made a move in it, as other games count
  // when left; each change keeps the day's best (won if any try was won, the better score), so a
  // reload or a replay never counts it twice.
  useEffect(() => {
    if (mine?.kind !== 'daily' || !(view.over || inProgress())) return;
    const r = measureGame(controller.spec, controller.record().moves);
    if (r.ok) store.addDaily({ variant: mine.variant, date: mine.date, number: mine.number, won: r.value.won, score: r.value.score });
  }, [view.serial, view.id, mine?.kind]);

  const challenge = useMemo((): Challenge | undefined => {
    if (mine?.kind !== 'duel') return undefined;
    const r = parseDealsLink(mine.link, undefined);
    return r.ok && r.value.kind === 'duel' ? r.value.challenge : undefined;
  }, [mine]);

  // New game never asks (a game left is counted as played, as without the setting).
  const newGame = (): void => {
    if (store.getSnapshot().winnableOnly) go({ kind: 'winnable' });
    else begin(() => controller.newGame());
  };

  const switchGame = (id: GameId): void => {
    if (id === controller.game) return;
    if (store.getSnapshot().winnableOnly) go({ kind: 'winnable', game: id });
    else begin(() => controller.switchGame(id));
  };

  const menu: MenuItem = { name: 'daily', label: say(DEALS_WORDS.m('deals.daily')), run: () => setDailyOpen(true) };

  const panel = (
    <div class="deals">
      {busy ? (
        <div class="deals-busy" role="status" data-testid="deals-busy">
          <span>{say(DEALS_WORDS.m('deals.proving', { tried: busy.tried }))}</span>
          <button type="button" onClick={stop}>
            {say(DEALS_WORDS.m('deals.stop'))}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p class="notice" role="alert">
          {problem}
        </p>
      ) : null}
      {mine?.kind === 'winnable' ? (
        <p class="deals-note" data-testid="winnable-note">
          {say(DEALS_WORDS.m('deals.winnableTable'))}
        </p>
      ) : null}
      <DuelPanel controller={controller} view={view} challenge={challenge} />
    </div>
  );

  const setting = (
    <div class="deals-setting">
      <label class="check">
        <input type="checkbox" checked={data.winnableOnly} aria-describedby="winnable-warning" onChange={(e) => store.setWinnableOnly(e.currentTarget.checked)} />
        {say(DEALS_WORDS.m('deals.winnableOnly'))}
      </label>
      <p class="deals-warning" id="winnable-warning">
        {say(DEALS_WORDS.m('deals.winnableWarning'))}
      </p>
    </div>
  );

  const dialogs = (
    <>
      {dailyOpen ? (
        <DailyDialog
          game={view.game}
          variant={view.variant}
          today={today()}
          entries={data.daily}
          onPlay={(date) => {
            setDailyOpen(false);
            request({ kind: 'daily', game: view.game, variant: view.variant, date });
          }}
          onClose={() => setDailyOpen(false)}
        />
      ) : null}
      {ask ? (
        <Modal title={say(DEALS_WORDS.m(ask.kind === 'duel' ? 'deals.playChallenge' : 'deals.playDaily'))} onClose={() => setAsk(null)}>
          <p>{say(DEALS_WORDS.m('deals.inProgress'))}</p>
          <div class="end-actions">
            <button type="button" class="primary" onClick={() => go(ask)}>
              {say(DEALS_WORDS.m(ask.kind === 'duel' ? 'deals.playChallenge' : 'deals.playDaily'))}
            </button>
            <button type="button" onClick={() => setAsk(null)}>
              {say(DEALS_WORDS.m('deals.keepGame'))}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );

  const lang = speech.lang;
  const title = mine?.kind === 'daily' ? say(DEALS_WORDS.m('deals.dailyTitle', { date: dayMonth(mine.date, lang) })) : undefined;
  const placeholder = busy?.daily ? <Placeholder game={busy.daily.game} variant={busy.daily.variant} text={say(DEALS_WORDS.m('deals.dealingDaily'))} /> : undefined;
  let endDaily: DailyResult | undefined;
  const day = mine?.kind === 'daily' ? parseDate(mine.date) : undefined;
  if (mine?.kind === 'daily' && day?.ok && view.over) {
    // This try counted at once (the store is told in an effect, after this drawing).
    const entries = view.won ? [...data.daily, { variant: mine.variant, date: mine.date, number: mine.number, won: true, score: view.score }] : data.daily;
    endDaily = { date: mine.date, won: view.won, run: dailyRun(entries, mine.variant, day.value), streak: dailyStats(entries, mine.variant, today()).streak };
  }
  return { menu, newGame, switchGame, panel, setting, dialogs, title, busy: busy !== null, placeholder, endDaily };
}
