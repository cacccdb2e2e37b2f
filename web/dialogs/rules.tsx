// The rules pages, one tab a game, in the reader's language; examples drawn with real card faces.

import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { parseCard } from '../../src/core/cards.js';
import type { GameId } from '../../src/core/game.js';
import { tokenize } from '../../src/core/result.js';
import { WEB_GAMES, webGameInfo } from '../games/index.js';
import type { RulesPages } from '../games/types.js';
import { useSpeech } from '../words/i18n.js';
import { CardFace } from '../table/card.js';
import { Modal } from './modal.js';

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

const loaded = new Map<GameId, Promise<RulesPages>>();

function fetchPages(game: GameId): Promise<RulesPages> {
  const p = webGameInfo(game).rulesPages();
  loaded.set(game, p);
  // A failure (offline before the chunk was cached) is not kept: the next opening tries again.
  p.catch(() => loaded.delete(game));
  return p;
}

/** `keys`: how many piles or columns the table in play has (the digit keys pick them). */
export function RulesDialog({ game, keys, onClose }: { game: GameId; keys: number; onClose: () => void }): JSX.Element {
  const { t, say, lang } = useSpeech();
  const [which, setWhich] = useState<GameId>(game);
  const shown = webGameInfo(which);
  // Each game's pages are a chunk of their own, fetched on the first showing (kept for the next).
  const [pages, setPages] = useState<{ game: GameId; pages: RulesPages | 'failed' } | null>(null);
  useEffect(() => {
    let live = true;
    (loaded.get(which) ?? fetchPages(which)).then(
      (p) => live && setPages({ game: which, pages: p }),
      () => live && setPages({ game: which, pages: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [which]);
  const current = pages?.game === which ? pages.pages : null;
  return (
    <Modal title={`${t('app.rules')}: ${say(shown.title)}`} onClose={onClose} wide>
      <div class="tabs">
        {WEB_GAMES.map((g) => (
          <button key={g.id} type="button" aria-pressed={which === g.id} onClick={() => setWhich(g.id)}>
            {say(g.title)}
          </button>
        ))}
      </div>
      <article class="rules" aria-busy={current === null}>
        {current === 'failed' ? <p role="alert">{t('app.rulesLoadFailed')}</p> : null}
        {(current === null || current === 'failed' ? [] : current[lang]).map((sec) => (
          <section key={sec.h}>
            <h3>{sec.h}</h3>
            {sec.p.map((para, i) => (
              <p key={i}>{para}</p>
            ))}
            {sec.example ? <MiniExample piles={sec.example.piles} caption={sec.example.caption} /> : null}
          </section>
        ))}
        {which === game ? (
          <section>
            <h3>{t('app.keysHead')}</h3>
            <p data-testid="keys-help">{t('app.keyboardHelp', { n: keys })}</p>
          </section>
        ) : null}
      </article>
    </Modal>
  );
}
