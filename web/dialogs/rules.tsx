// The rules pages, one tab a game, in the reader's language; examples drawn with real card faces.

import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { parseCard } from '../../src/core/cards.js';
import type { GameId } from '../../src/core/game.js';
import { tokenize } from '../../src/core/result.js';
import { WEB_GAMES, webGameInfo } from '../games/index.js';
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

export function RulesDialog({ game, onClose }: { game: GameId; onClose: () => void }): JSX.Element {
  const { t, say, lang } = useSpeech();
  const [which, setWhich] = useState<GameId>(game);
  const shown = webGameInfo(which);
  return (
    <Modal title={`${t('rules')}: ${say(shown.title)}`} onClose={onClose} wide>
      <div class="tabs">
        {WEB_GAMES.map((g) => (
          <button key={g.id} type="button" aria-pressed={which === g.id} onClick={() => setWhich(g.id)}>
            {say(g.title)}
          </button>
        ))}
      </div>
      <article class="rules">
        {shown.rulesPages[lang].map((sec) => (
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
