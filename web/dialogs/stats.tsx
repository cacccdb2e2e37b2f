// Statistics per game and variant (with charts of the scores and the last games, web/stats, and the rounds played), and
// export and import of everything as a JSON file, checked entry by entry on the way in.

import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameController } from '../model/controller.js';
import { webGameInfo } from '../games/index.js';
import { useSpeech } from '../words/i18n.js';
import { type CurrentSave, type GameResult, parseExport } from '../storage/records.js';
import { formatDecimal, formatPercent } from '../words/numbers.js';
import { TABLE_WORDS } from '../words/table-words.js';
import { computeStats, type VariantStats } from '../model/stats.js';
import { SetAsideList } from '../app/storage-notice.js';
import { variantWords } from '../model/variant-choice.js';
import { Modal } from './modal.js';
// Issue 34: the pictures (charts, rounds' figures), fetched when the statistics open.
import { StatsPictures } from '../stats/lazy.js';

export function StatsDialog({ game, onClose }: { game: GameController; onClose: () => void }): JSX.Element {
  const speech = useSpeech();
  const { t, say, lang } = speech;
  const [version, setVersion] = useState(0);
  // A block's heading: the game and its variant in words, the variant text on hover.
  const heading = (st: VariantStats): string => {
    const words = variantWords(st.game, st.variant, lang);
    return `${say(webGameInfo(st.game).title)}: ${words.length === 0 ? t('app.standardRules') : words.join(', ')}`;
  };
  const [stats, setStats] = useState<VariantStats[] | null>(null);
  const [games, setGames] = useState<readonly GameResult[]>([]); // issue 34: for the charts
  const [messages, setMessages] = useState<string[]>([]);
  // The game in progress an imported file holds, offered in place of the one on the table.
  const [fileGame, setFileGame] = useState<CurrentSave | undefined>(undefined);
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
      setGames(h.value.games);
      if (h.problems.length > 0) setMessages((m) => [...m, t('app.storedProblem', { msg: h.problems.join('; ') })]);
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
      setMessages([t('app.importFailed', { msg: parsed.error.message })]);
      return;
    }
    const added = await game.store.importResults(parsed.value.games, parsed.value.rounds);
    const out = [t('app.imported', { games: added.games, rounds: added.rounds })];
    if (parsed.value.rejected.length > 0) out.push(t('app.importRejected', { n: parsed.value.rejected.length, list: parsed.value.rejected.slice(0, 5).join('; ') }));
    setMessages(out);
    const cur = parsed.value.current;
    setFileGame(cur && !cur.recorded && cur.snapshot.cursor > 0 && cur.id !== game.snapshot().id ? cur : undefined);
    setVersion((v) => v + 1);
  };

  return (
    <Modal title={t('app.stats')} onClose={onClose} wide>
      {messages.map((m, i) => (
        <p key={i} class="notice" role="status">
          {m}
        </p>
      ))}
      {stats !== null && game.store ? <SetAsideList key={version} store={game.store} /> : null}
      {stats === null ? <p>…</p> : stats.length === 0 ? <p>{t('app.noGames')}</p> : null}
      {stats?.map((st) => (
        <section key={st.variant} class="stat-block" data-variant={st.variant} aria-label={heading(st)}>
          <h3>{heading(st)}</h3>
          <dl class="stat-grid">
            <div class="stat">
              <dt>{t('app.played')}</dt>
              <dd data-stat="played">{st.played}</dd>
            </div>
            <div class="stat">
              <dt>{t('app.won')}</dt>
              <dd data-stat="won">{st.won}</dd>
            </div>
            <div class="stat">
              <dt>{t('app.winRate')}</dt>
              <dd data-stat="winRate">{formatPercent(lang, st.winRate)}</dd>
            </div>
            <div class="stat">
              <dt>{t('app.streak')}</dt>
              <dd data-stat="streak">{st.currentStreak}</dd>
            </div>
            <div class="stat">
              <dt>{t('app.bestStreak')}</dt>
              <dd data-stat="bestStreak">{st.bestStreak}</dd>
            </div>
            <div class="stat">
              <dt>{t('app.bestScore')}</dt>
              <dd data-stat="bestScore">{st.bestScore ?? '–'}</dd>
            </div>
            <div class="stat">
              <dt>{t('app.avgScore')}</dt>
              <dd data-stat="avgScore">{st.averageScore === null ? '–' : formatDecimal(lang, st.averageScore)}</dd>
            </div>
          </dl>
          <StatsPictures stats={st} games={games} />
          {st.rounds.length > 0 ? (
            <table class="rounds">
              <caption>{t('app.roundHistory')}</caption>
              <tbody>
                {st.rounds.slice(0, 20).map((r, i) => (
                  <tr key={i}>
                    <td>{new Date(r.endedAt).toLocaleDateString()}</td>
                    <td>{r.scores.join(' ')}</td>
                    <td>
                      {t('app.total')} {r.total} / {t('app.par')} {r.par}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ))}
      {fileGame ? (
        <div class="notice" role="status" data-testid="file-game">
          <p>{speech.say(TABLE_WORDS.m('table.fileGame', { game: say(webGameInfo(fileGame.snapshot.game).title), moves: fileGame.snapshot.cursor }))}</p>
          <button
            type="button"
            onClick={() => {
              game.adopt(fileGame);
              onClose();
            }}
          >
            {speech.say(TABLE_WORDS.m('table.continueFileGame'))}
          </button>
        </div>
      ) : null}
      <div class="end-actions">
        <button type="button" onClick={() => void exportJson()}>
          {t('app.exportStats')}
        </button>
        <button type="button" onClick={() => file.current?.click()}>
          {t('app.importStats')}
        </button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          class="sr-only"
          tabIndex={-1}
          aria-label={t('app.importStats')}
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
