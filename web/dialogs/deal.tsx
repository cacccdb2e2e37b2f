// The deal and variant chooser: a game, its variant options, and a deal by number or by its
// cards. The options come from the game's list; what they mean is the engine's to say
// (variant-choice.ts: the text is parsed after every change; an implied option is shown so).

import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { parseDealNumber } from '../../src/core/deal.js';
import type { GameId } from '../../src/core/game.js';
import { WEB_GAMES, webGameInfo } from '../games/index.js';
import { useSpeech } from '../i18n.js';
import { type GameSpec, numberedSpec, randomDealNumber, typedSpec } from '../spec.js';
import { type Chosen, chosenFrom, isImplied, variantTextOf, withChoice } from '../variant-choice.js';
import { Modal } from './modal.js';

export function DealDialog({ game, variant, number, onStart, onClose }: { game: GameId; variant: string; number: number | undefined; onStart: (spec: GameSpec) => void; onClose: () => void }): JSX.Element {
  const { t, say } = useSpeech();
  const [id, setId] = useState<GameId>(game);
  const [chosen, setChosen] = useState<Readonly<Record<string, Chosen>>>(() => ({ [game]: chosenFrom(game, variant) }));
  const [numberText, setNumberText] = useState(number === undefined ? '' : String(number));
  const [cards, setCards] = useState('');
  const [error, setError] = useState('');
  const options = webGameInfo(id).variantOptions;
  const mine = chosen[id] ?? {};
  const text = variantTextOf(id, options, mine);
  const set = (name: string, value: string | undefined): void => setChosen({ ...chosen, [id]: withChoice(mine, name, value) });
  const implied = (name: string): boolean => isImplied(id, options, mine, name);

  const start = (random: boolean): void => {
    if (random) return begin(numberedSpec(id, text, randomDealNumber()));
    if (cards.trim() !== '') return begin(typedSpec(id, text, cards));
    const n = parseDealNumber(numberText === '' ? String(randomDealNumber()) : numberText);
    if (!n.ok) return setError(t('badDeal', { msg: n.error.message }));
    begin(numberedSpec(id, text, n.value));
  };
  const begin = (spec: ReturnType<typeof numberedSpec>): void => {
    if (spec.ok) onStart(spec.value);
    else setError(t('badDeal', { msg: spec.error.message }));
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
          {WEB_GAMES.map((g) => (
            <label key={g.id} class="check">
              <input type="radio" name="game" checked={id === g.id} onChange={() => setId(g.id)} />
              {say(g.title)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('variant')}</legend>
          {options.map((o) =>
            o.kind === 'flag' ? (
              <label key={o.name} class="check">
                <input type="checkbox" checked={mine[o.name] !== undefined || implied(o.name)} disabled={implied(o.name)} onChange={(e) => set(o.name, e.currentTarget.checked ? 'on' : undefined)} />
                <code>{o.name}</code>
              </label>
            ) : (
              <label key={o.name} class="field">
                <code>{o.name}</code>
                <select aria-label={o.name} value={mine[o.name] ?? o.values[0]} onChange={(e) => set(o.name, e.currentTarget.value === o.values[0] ? undefined : e.currentTarget.value)}>
                  {o.values.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              </label>
            ),
          )}
          <p>
            <code data-testid="variant-text">{text}</code>
          </p>
        </fieldset>
        <label class="field">
          {t('byNumber')}
          <input type="text" inputMode="numeric" value={numberText} onInput={(e) => setNumberText(e.currentTarget.value.trim())} />
        </label>
        <label class="field">
          {t('byText')}
          <textarea rows={3} value={cards} spellcheck={false} placeholder="AS KD 7H …" onInput={(e) => setCards(e.currentTarget.value)} />
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
