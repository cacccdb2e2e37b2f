// The line under the toolbar: the score, the game's own status (cards left, the hole of the
// round), the deal, the variant text and a button that copies the shareable link.

import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { GameView } from './controller.js';
import { useSpeech } from './i18n.js';

export function StatusBar({ view }: { view: GameView }): JSX.Element {
  const { t, say } = useSpeech();
  return (
    <div class="status">
      <strong class="score" data-testid="score">
        {t('score', { n: view.score })}
      </strong>
      {view.status.map((s, i) => (
        <span key={i}>{say(s)}</span>
      ))}
      <span>{view.number === undefined ? t('customDeal') : t('dealNumber', { n: view.number })}</span>
      <code class="variant" title={t('variant')}>
        {view.variant}
      </code>
      <CopyLink />
    </div>
  );
}

function CopyLink(): JSX.Element {
  const { t } = useSpeech();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      class="link"
      onClick={() => {
        const url = location.href;
        navigator.clipboard.writeText(url).then(
          () => setCopied(true),
          () => {
            prompt(t('copyLink'), url);
          },
        );
      }}
    >
      {copied ? t('linkCopied') : t('copyLink')}
    </button>
  );
}
