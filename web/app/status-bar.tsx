// The line under the toolbar: the score, the cards left, the round so far, the deal, the variant in
// words (its text as the engine writes it on hover) and a button that copies the shareable link.

import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameView } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';
import { polish } from '../words/speech.js';
import { variantWords } from '../model/variant-choice.js';

export function StatusBar({ view, children }: { view: GameView; children?: ComponentChildren }): JSX.Element {
  const speech = useSpeech();
  const { t, say, lang } = speech;
  const words = variantWords(view.game, view.variant, lang);
  return (
    <div class="status">
      <strong class="score" data-testid="score">
        {t('score', { n: view.score })}
      </strong>
      <span>{polish(speech)('cardsLeftN', { n: view.cardsLeft })}</span>
      {children}
      {view.round ? <span>{say(view.round.status)}</span> : null}
      <span>{view.number === undefined ? t('customDeal') : t('dealNumber', { n: view.number })}</span>
      <span class="variant" title={`${t('variant')}: ${view.variant}`} data-variant={view.variant}>
        {words.length === 0 ? t('standardRules') : words.join(', ')}
      </span>
      <CopyLink />
    </div>
  );
}

function CopyLink(): JSX.Element {
  const { t } = useSpeech();
  const [copied, setCopied] = useState(false);
  // "Link copied" goes back to "Copy link" after a moment, so a second copy is seen to happen.
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(t);
  }, [copied]);
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
