// The status line in the header: the score, the cards left, the moves (and the clock), the round
// so far, which deal this is ("Deal 7", "Daily deal, 5 December") and the variant in words. It
// keeps its height whatever it says (one line, cut with an ellipsis), so the table never moves.

import type { ComponentChildren, JSX } from 'preact';
import type { GameView } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';
import { TABLE_WORDS } from '../words/table-words.js';
import { variantWords } from '../model/variant-choice.js';

export interface StatusBarProps {
  readonly view: GameView;
  /** What the deal is, when it is more than its number ("Daily deal, 5 December"). */
  readonly title?: string | undefined;
  /** The round's line is a button that shows or hides the scorecard (the end panel always has it). */
  readonly scorecard?: { readonly open: boolean; readonly toggle: () => void };
  readonly children?: ComponentChildren;
}

export function StatusBar({ view, title, scorecard, children }: StatusBarProps): JSX.Element {
  const speech = useSpeech();
  const { t, say, lang } = speech;
  const words = variantWords(view.game, view.variant, lang);
  const variant = words.length === 0 ? t('app.standardRules') : words.join(', ');
  return (
    <div class="status">
      <p class="status-line">
        <strong class="score" data-testid="score">
          {t('app.score', { n: view.score })}
        </strong>
        <span>{speech.say(TABLE_WORDS.m('table.cardsLeftN', { n: view.cardsLeft }))}</span>
        {children}
      </p>
      <p class="status-line deal-line">
        <span class="deal-title" data-testid="deal-title">
          {title ?? (view.number === undefined ? t('app.customDeal') : t('app.dealNumber', { n: view.number }))}
        </span>
        {view.round ? (
          scorecard ? (
            <button type="button" class="link round-status" data-testid="round-status" aria-expanded={scorecard.open} aria-controls="scorecard-float" onClick={scorecard.toggle}>
              {say(view.round.status)}
            </button>
          ) : (
            <span data-testid="round-status">{say(view.round.status)}</span>
          )
        ) : null}
        <span class={`variant${words.length === 0 ? ' standard' : ''}`} title={variant} data-variant={view.variant}>
          {variant}
        </span>
      </p>
    </div>
  );
}

/** Copies the page's address (a shareable link); where the clipboard is refused, offers it to copy by hand. */
export function copyLink(label: string, done: () => void): void {
  const url = location.href;
  navigator.clipboard.writeText(url).then(done, () => {
    prompt(label, url);
  });
}
