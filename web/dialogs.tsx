// The dialogs: rules pages, statistics (with export and import), settings, and the deal and
// variant chooser. Each is a native <dialog> opened as a modal, so focus and Esc work as expected.

import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { parseCard } from '../src/core/cards.js';
import { parseDeal, parseDealNumber } from '../src/core/deal.js';
import type { GameId } from '../src/core/game.js';
import { tokenize } from '../src/core/result.js';
import { acesUp, golf } from '../src/games/index.js';
import type { AcesUpVariant } from '../src/games/acesup/index.js';
import type { GolfVariant } from '../src/games/golf/index.js';
import type { Settings } from './app.js';
import { type GameController, numberedSpec, randomDealNumber, type GameSpec } from './game.js';
import { type Lang, LANG_NAMES, LANGS, type T } from './i18n.js';
import { parseExport } from './records.js';
import { RULES } from './rules-text.js';
import { computeStats, type VariantStats } from './stats.js';
import { CardFace } from './tables.js';

function Modal({ title, onClose, children, wide }: { title: string; onClose: () => void; children: ComponentChildren; wide?: boolean }): JSX.Element {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog ref={ref} class={`modal${wide ? ' wide' : ''}`} aria-label={title} onClose={onClose}>
      <header>
        <h2>{title}</h2>
        <button type="button" class="close" onClick={() => ref.current?.close()}>
          {'✕'}
          <span class="sr-only">{title}</span>
        </button>
      </header>
      <div class="modal-body">{children}</div>
    </dialog>
  );
}

function MiniExample({ piles, caption }: { piles: readonly string[]; caption: string }): JSX.Element {
  return (
    <figure class="example">
      <div class="mini-piles" aria-hidden="true">
        {piles.map((p, i) => (
          <div key={i} class="mini-pile">
            {tokenize(p).map((tok, j) => {
              const c = parseCard(tok.text);
              return c.ok ? (
                <div key={j} class="mini-card" style={{ top: `${j * 22}px` }}>
                  <CardFace card={c.value} label={tok.text} small />
                </div>
              ) : null;
            })}
          </div>
        ))}
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

export function RulesDialog({ t, lang, game, onClose }: { t: T; lang: Lang; game: GameId; onClose: () => void }): JSX.Element {
  const [which, setWhich] = useState<GameId>(game);
  return (
    <Modal title={`${t('rules')}: ${t(which)}`} onClose={onClose} wide>
      <div class="tabs">
        {(['acesup', 'golf'] as const).map((id) => (
          <button key={id} type="button" aria-pressed={which === id} onClick={() => setWhich(id)}>
            {t(id)}
          </button>
        ))}
      </div>
      <article class="rules">
        {RULES[lang][which].map((sec) => (
          <section key={sec.h}>
            <h3>{sec.h}</h3>
            {sec.p.map((para, i) => (
              <p key={i}>{para}</p>
            ))}
            {sec.example ? <MiniExample piles={sec.example.piles} caption={sec.example.caption} /> : null}
          </section>
        ))}
      </article>
    </Modal>
  );
}

export function SettingsDialog({ t, settings, onChange, onClose }: { t: T; settings: Settings; onChange: (s: Settings) => void; onClose: () => void }): JSX.Element {
  return (
    <Modal title={t('settings')} onClose={onClose}>
      <label class="field">
        {t('language')}
        <select value={settings.lang} onChange={(e) => onChange({ ...settings, lang: (e.currentTarget).value as Lang })}>
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {LANG_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        {t('theme')}
        <select value={settings.theme} onChange={(e) => onChange({ ...settings, theme: (e.currentTarget).value as Settings['theme'] })}>
          <option value="auto">{t('themeAuto')}</option>
          <option value="light">{t('themeLight')}</option>
          <option value="dark">{t('themeDark')}</option>
        </select>
      </label>
      <label class="check">
        <input type="checkbox" checked={settings.autoDiscard} onChange={(e) => onChange({ ...settings, autoDiscard: (e.currentTarget).checked })} />
        {t('autoDiscard')}
      </label>
    </Modal>
  );
}

const ACESUP_OPTIONS = [
  ['acesOnly', 'aces-only'],
  ['fillFirst', 'fill-first'],
  ['acesLow', 'aces-low'],
  ['jokers', 'jokers'],
  ['freeDiscards', 'free-discards'],
] as const;

export function DealDialog({ t, game, onStart, onClose }: { t: T; game: GameController; onStart: (spec: GameSpec) => void; onClose: () => void }): JSX.Element {
  const [id, setId] = useState<GameId>(game.game);
  const [av, setAv] = useState<AcesUpVariant>(() => (game.current.game === 'acesup' ? game.current.s.variant : acesUp.defaultVariant));
  const [gv, setGv] = useState<GolfVariant>(() => (game.current.game === 'golf' ? game.current.s.variant : golf.defaultVariant));
  const [numberText, setNumberText] = useState(game.current.s.number === undefined ? '' : String(game.current.s.number));
  const [cards, setCards] = useState('');
  const [error, setError] = useState('');
  const variantText = id === 'acesup' ? acesUp.formatVariant(av) : golf.formatVariant(gv);

  const start = (random: boolean): void => {
    if (random) return onStart(numberedSpec(id, variantText, randomDealNumber()));
    if (cards.trim() !== '') {
      const shape = id === 'acesup' ? acesUp.dealShape(av) : golf.dealShape(gv);
      const d = parseDeal(cards, shape, { loose: true });
      if (!d.ok) return setError(t('badDeal', { msg: d.error.message }));
      return onStart({ game: id, variant: variantText, deal: d.value });
    }
    const n = parseDealNumber(numberText === '' ? String(randomDealNumber()) : numberText);
    if (!n.ok) return setError(t('badDeal', { msg: n.error.message }));
    onStart(numberedSpec(id, variantText, n.value));
  };

  return (
    <Modal title={t('chooseDeal')} onClose={onClose}>
      <form
        class="deal-form"
        onSubmit={(e) => {
          e.preventDefault();
          start(false);
        }}
      >
        <fieldset>
          <legend>{t('gameLabel')}</legend>
          {(['acesup', 'golf'] as const).map((g) => (
            <label key={g} class="check">
              <input type="radio" name="game" checked={id === g} onChange={() => setId(g)} />
              {t(g)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('variant')}</legend>
          {id === 'acesup'
            ? ACESUP_OPTIONS.map(([field, text]) => (
                <label key={field} class="check">
                  <input type="checkbox" checked={av[field]} onChange={(e) => setAv({ ...av, [field]: (e.currentTarget).checked })} />
                  <code>{text}</code>
                </label>
              ))
            : [
                <label key="qk" class="check">
                  <input type="checkbox" checked={gv.queenOnKing || gv.puttPutt} disabled={gv.puttPutt} onChange={(e) => setGv({ ...gv, queenOnKing: (e.currentTarget).checked })} />
                  <code>queen-on-king</code>
                </label>,
                <label key="pp" class="check">
                  <input type="checkbox" checked={gv.puttPutt} onChange={(e) => setGv({ ...gv, puttPutt: (e.currentTarget).checked, queenOnKing: (e.currentTarget).checked || gv.queenOnKing })} />
                  <code>putt-putt</code>
                </label>,
                <label key="ew" class="check">
                  <input type="checkbox" checked={gv.emptyWaste} onChange={(e) => setGv({ ...gv, emptyWaste: (e.currentTarget).checked })} />
                  <code>empty-waste</code>
                </label>,
                <label key="jk" class="field">
                  <code>jokers</code>
                  <select aria-label="jokers" value={String(gv.jokers)} onChange={(e) => setGv({ ...gv, jokers: Number((e.currentTarget).value) as 0 | 1 | 2 })}>
                    <option value="0">0</option>
                    <option value="1">1</option>
                    <option value="2">2</option>
                  </select>
                </label>,
                <label key="par" class="field">
                  <code>par</code>
                  <select aria-label="par" value={String(gv.par)} onChange={(e) => setGv({ ...gv, par: (e.currentTarget).value === '36' ? 36 : 45 })}>
                    <option value="45">45</option>
                    <option value="36">36</option>
                  </select>
                </label>,
              ]}
          <p>
            <code data-testid="variant-text">{variantText}</code>
          </p>
        </fieldset>
        <label class="field">
          {t('byNumber')}
          <input type="text" inputMode="numeric" value={numberText} onInput={(e) => setNumberText((e.currentTarget).value.trim())} />
        </label>
        <label class="field">
          {t('byText')}
          <textarea rows={3} value={cards} spellcheck={false} placeholder="AS KD 7H …" onInput={(e) => setCards((e.currentTarget).value)} />
        </label>
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : null}
        <div class="end-actions">
          <button type="submit" class="primary">
            {t('start')}
          </button>
          <button type="button" onClick={() => start(true)}>
            {t('randomDeal')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function Chart({ stats, t }: { stats: VariantStats; t: T }): JSX.Element {
  const max = Math.max(1, ...stats.distribution.map(([, n]) => n));
  const w = 300;
  const h = 90;
  const bw = Math.max(4, Math.min(24, w / Math.max(1, stats.distribution.length)));
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${w} ${h + 16}`} role="img" aria-label={`${t('distribution')}: ${stats.distribution.map(([s, n]) => `${s}: ${n}`).join(', ')}`}>
        {stats.distribution.map(([score, n], i) => {
          const bh = (n / max) * h;
          return (
            <g key={score}>
              <rect x={i * bw + 1} y={h - bh} width={bw - 2} height={bh} class="bar" />
              <text x={i * bw + bw / 2} y={h + 12} text-anchor="middle" class="axis">
                {score}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{t('distribution')}</figcaption>
    </figure>
  );
}

export function StatsDialog({ t, game, version, onImported, onClose }: { t: T; game: GameController; version: number; onImported: () => void; onClose: () => void }): JSX.Element {
  const [stats, setStats] = useState<VariantStats[] | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const file = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let live = true;
    const store = game.store;
    if (!store) {
      setStats([]);
      return;
    }
    void game.flush().then(async () => {
      const h = await store.loadHistory();
      if (!live) return;
      setStats(computeStats(h.value.games, h.value.rounds));
      if (h.problems.length > 0) setMessages((m) => [...m, t('storedProblem', { msg: h.problems.join('; ') })]);
    });
    return () => {
      live = false;
    };
  }, [game, version, t]);

  const exportJson = async (): Promise<void> => {
    if (!game.store) return;
    await game.flush();
    const data = await game.store.exportAll(game.snapshot());
    const blob = new Blob([JSON.stringify(data, null, 1)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `kabal-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  };

  const importJson = async (f: File): Promise<void> => {
    if (!game.store) return;
    const parsed = parseExport(await f.text());
    if (!parsed.ok) {
      setMessages([t('importFailed', { msg: parsed.error.message })]);
      return;
    }
    const added = await game.store.importResults(parsed.value.games, parsed.value.rounds);
    const out = [t('imported', { games: added.games, rounds: added.rounds })];
    if (parsed.value.rejected.length > 0) out.push(t('importRejected', { n: parsed.value.rejected.length, list: parsed.value.rejected.slice(0, 5).join('; ') }));
    setMessages(out);
    onImported();
  };

  return (
    <Modal title={t('stats')} onClose={onClose} wide>
      {messages.map((m, i) => (
        <p key={i} class="notice" role="status">
          {m}
        </p>
      ))}
      {stats === null ? <p>…</p> : stats.length === 0 ? <p>{t('noGames')}</p> : null}
      {stats?.map((st) => (
        <section key={st.variant} class="stat-block" data-variant={st.variant} aria-label={st.variant}>
          <h3>
            {t(st.game)} <code>{st.variant}</code>
          </h3>
          <dl class="stat-grid">
            <dt>{t('played_')}</dt>
            <dd data-stat="played">{st.played}</dd>
            <dt>{t('won_')}</dt>
            <dd data-stat="won">{st.won}</dd>
            <dt>{t('winRate')}</dt>
            <dd data-stat="winRate">{(st.winRate * 100).toFixed(1)} %</dd>
            <dt>{t('streak')}</dt>
            <dd data-stat="streak">{st.currentStreak}</dd>
            <dt>{t('bestStreak')}</dt>
            <dd data-stat="bestStreak">{st.bestStreak}</dd>
            <dt>{t('bestScore')}</dt>
            <dd data-stat="bestScore">{st.bestScore ?? '–'}</dd>
            <dt>{t('avgScore')}</dt>
            <dd data-stat="avgScore">{st.averageScore === null ? '–' : st.averageScore.toFixed(1)}</dd>
          </dl>
          {st.distribution.length > 0 ? <Chart stats={st} t={t} /> : null}
          {st.rounds.length > 0 ? (
            <table class="rounds">
              <caption>{t('roundHistory')}</caption>
              <tbody>
                {st.rounds.slice(0, 20).map((r, i) => (
                  <tr key={i}>
                    <td>{new Date(r.endedAt).toLocaleDateString()}</td>
                    <td>{r.scores.join(' ')}</td>
                    <td>
                      {t('total')} {r.total} / {t('par')} {r.par}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ))}
      <div class="end-actions">
        <button type="button" onClick={() => void exportJson()}>
          {t('exportStats')}
        </button>
        <button type="button" onClick={() => file.current?.click()}>
          {t('importStats')}
        </button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          class="sr-only"
          tabIndex={-1}
          aria-label={t('importStats')}
          data-testid="import-file"
          onChange={(e) => {
            const f = (e.currentTarget).files?.[0];
            if (f) void importJson(f);
            (e.currentTarget).value = '';
          }}
        />
      </div>
    </Modal>
  );
}
