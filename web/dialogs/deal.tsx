// The deal and variant chooser: a game, its variant options, and a deal by number or by its
// cards. The options are the game's variants as data (variant-choice.ts), each labelled with its
// words in the player's language; an option another one implies is shown checked and fixed, and
// one a chosen option rules out is off.

import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { parseDealNumber } from '../../src/core/deal.js';
import type { GameId } from '../../src/core/game.js';
import { WEB_GAMES } from '../games/index.js';
import { useSpeech } from '../words/i18n.js';
import { type GameSpec, numberedSpec, randomDealNumber, typedSpec } from '../model/spec.js';
import { type Chosen, chosenFrom, type OptionView, variantForm, variantWords, withChoice } from '../model/variant-choice.js';
import type { ParseError } from '../../src/core/result.js';
import { Modal } from './modal.js';

export function DealDialog({ game, variant, number, onStart, onClose }: { game: GameId; variant: string; number: number | undefined; onStart: (spec: GameSpec) => void; onClose: () => void }): JSX.Element {
  const { t, say, lang } = useSpeech();
  const [id, setId] = useState<GameId>(game);
  const [chosen, setChosen] = useState<Readonly<Record<string, Chosen>>>(() => ({ [game]: chosenFrom(game, variant) }));
  const [numberText, setNumberText] = useState(number === undefined ? '' : String(number));
  const [cards, setCards] = useState('');
  const [error, setError] = useState('');
  const mine = chosen[id] ?? {};
  const form = variantForm(id, mine, lang);
  const text = form.text;
  const words = variantWords(id, text, lang);
  const set = (name: string, value: string | undefined): void => setChosen({ ...chosen, [id]: withChoice(mine, name, value) });

  const start = (random: boolean): void => {
    if (random) return begin(numberedSpec(id, text, randomDealNumber()));
    if (cards.trim() !== '') return begin(typedSpec(id, text, cards));
    const n = parseDealNumber(numberText === '' ? String(randomDealNumber()) : numberText);
    if (!n.ok) return refuse(n.error);
    begin(numberedSpec(id, text, n.value));
  };
  // The mistake in words (loaded when there is one to say).
  const refuse = (e: ParseError): void => {
    void import('../words/problems.js').then((p) => setError(t('app.badDeal', { msg: p.dealProblemText(e, lang) })));
  };
  const begin = (spec: ReturnType<typeof numberedSpec>): void => {
    if (spec.ok) onStart(spec.value);
    else refuse(spec.error);
  };

  return (
    <Modal title={t('app.chooseDeal')} onClose={onClose}>
      <form
        class="deal-form"
        onSubmit={(e) => {
          e.preventDefault();
          start(false);
        }}
      >
        <fieldset>
          <legend>{t('app.gameLabel')}</legend>
          {WEB_GAMES.map((g) => (
            <label key={g.id} class="check">
              <input type="radio" name="game" checked={id === g.id} onChange={() => setId(g.id)} />
              {say(g.title)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('app.variant')}</legend>
          {form.options.map((o) => (
            <OptionField key={`${id}:${o.name}`} option={o} onChange={(value) => set(o.name, value)} />
          ))}
          <p class="variant-chosen" data-testid="variant-text" data-variant={text}>
            {t('app.rulesChosen', { rules: words.length === 0 ? t('app.standardRules') : words.join(', ') })}
          </p>
        </fieldset>
        <label class="field">
          {t('app.byNumber')}
          <input type="text" inputMode="numeric" value={numberText} onInput={(e) => setNumberText(e.currentTarget.value.trim())} />
        </label>
        <label class="field">
          {t('app.byText')}
          <textarea rows={3} value={cards} spellcheck={false} placeholder="AS KD 7H …" onInput={(e) => setCards(e.currentTarget.value)} />
        </label>
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : null}
        <div class="end-actions">
          <button type="submit" class="primary">
            {t('app.start')}
          </button>
          <button type="button" onClick={() => start(true)}>
            {t('app.randomDeal')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** One variant option: a checkbox or a list of values, named by its label, described in a sentence. */
function OptionField({ option: o, onChange }: { option: OptionView; onChange: (value: string | undefined) => void }): JSX.Element {
  const { t } = useSpeech();
  const id = `option-${o.name}`;
  const fixed = o.impliedBy !== undefined || o.excludedBy !== undefined;
  const note = o.impliedBy !== undefined ? t('app.impliedBy', { option: o.impliedBy }) : o.excludedBy !== undefined ? t('app.excludedBy', { option: o.excludedBy }) : '';
  const described = (
    <span class="option-text" id={`${id}-about`}>
      {o.description}
      {note === '' ? null : <em> ({note})</em>}
    </span>
  );
  if (o.kind === 'flag') {
    return (
      <div class="option">
        <label class="check">
          <input type="checkbox" checked={o.value === 'on'} disabled={fixed} aria-describedby={`${id}-about`} onChange={(e) => onChange(e.currentTarget.checked ? 'on' : undefined)} />
          <strong>{o.label}</strong>
        </label>
        {described}
      </div>
    );
  }
  const first = o.values[0]?.text;
  return (
    <div class="option">
      <label class="field">
        <strong>{o.label}</strong>
        <select aria-label={o.label} value={o.value} disabled={o.excludedBy !== undefined} aria-describedby={`${id}-about`} onChange={(e) => onChange(e.currentTarget.value === first ? undefined : e.currentTarget.value)}>
          {o.values.map((v) => (
            <option key={v.text} value={v.text}>
              {v.label}
            </option>
          ))}
        </select>
      </label>
      {described}
    </div>
  );
}
