// Settings: the language and theme; the table and the cards (the felt's colour, the faces, four
// colours, the back), drawn in a small preview that follows every change; and how the game is
// played (left-handed on a phone, sound, the timer, forced moves made by themselves). Each change
// is stored and shown at once, behind the dialog too. A chunk of its own with its words
// (web/words/settings.ts), fetched the first time Settings opens (settings-lazy.tsx).

import type { ComponentChildren, JSX } from 'preact';
import { type Lang, LANG_NAMES, LANGS, useSpeech } from '../words/i18n.js';
import { CARD_BACKS, CARD_STYLES, type CardBack, type CardStyle, type Settings, TABLE_COLOURS, type TableColour } from '../storage/settings.js';
import { SETTINGS_WORDS, type SettingsKey } from '../words/settings.js';
import { CardFace } from '../table/card.js';
import { canPlaySound, soundPlayer } from '../sound/cues.js';
import { Modal } from './modal.js';
import './settings.css';

type Change = (s: Settings) => void;

export interface SettingsProps {
  readonly settings: Settings;
  readonly onChange: Change;
  readonly onClose: () => void;
  /** Settings of other parts, shown last (the deals' "Winnable deals only"). */
  readonly extra?: ComponentChildren;
}

export function SettingsDialog({ settings, onChange, onClose, extra }: SettingsProps): JSX.Element {
  const { t, lang } = useSpeech();
  const hasSound = canPlaySound() && soundPlayer().working;
  return (
    <Modal title={t('app.settings')} onClose={onClose}>
      <label class="field">
        {SETTINGS_WORDS.text(lang, 'settings.language')}
        <select value={settings.lang} onChange={(e) => onChange({ ...settings, lang: e.currentTarget.value as Lang })}>
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {LANG_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        {SETTINGS_WORDS.text(lang, 'settings.theme')}
        <select value={settings.theme} onChange={(e) => onChange({ ...settings, theme: e.currentTarget.value as Settings['theme'] })}>
          <option value="auto">{SETTINGS_WORDS.text(lang, 'settings.themeAuto')}</option>
          <option value="light">{SETTINGS_WORDS.text(lang, 'settings.themeLight')}</option>
          <option value="dark">{SETTINGS_WORDS.text(lang, 'settings.themeDark')}</option>
        </select>
      </label>
      <CardLook settings={settings} onChange={onChange} />
      <fieldset class="settings-group">
        <legend>{SETTINGS_WORDS.text(lang, 'settings.playing')}</legend>
        <Check checked={settings.leftHanded} label={SETTINGS_WORDS.text(lang, 'settings.leftHanded')} text={SETTINGS_WORDS.text(lang, 'settings.leftHandedText')} id="left-handed" onChange={(on) => onChange({ ...settings, leftHanded: on })} />
        <Check
          checked={settings.sound && hasSound}
          disabled={!hasSound}
          label={SETTINGS_WORDS.text(lang, 'settings.sound')}
          text={hasSound ? SETTINGS_WORDS.text(lang, 'settings.soundText') : SETTINGS_WORDS.text(lang, 'settings.noSound')}
          id="sound"
          onChange={(on) => {
            onChange({ ...settings, sound: on });
            // Turned on by a tap or a key: a first sound says it works.
            if (on) {
              const player = soundPlayer();
              player.setOn(true);
              player.play({ sound: 'play', cards: 1 });
            }
          }}
        />
        <label class="check">
          <input type="checkbox" checked={settings.timer} onChange={(e) => onChange({ ...settings, timer: e.currentTarget.checked })} />
          {SETTINGS_WORDS.text(lang, 'settings.showTimer')}
        </label>
        <label class="check">
          <input type="checkbox" checked={settings.autoDiscard} onChange={(e) => onChange({ ...settings, autoDiscard: e.currentTarget.checked })} />
          {SETTINGS_WORDS.text(lang, 'settings.autoDiscard')}
        </label>
        {extra}
      </fieldset>
    </Modal>
  );
}

/** A checkbox with a sentence under it that says what it does (tied to it as its description). */
function Check({ checked, label, text, id, disabled, onChange }: { checked: boolean; label: string; text: string; id: string; disabled?: boolean; onChange: (on: boolean) => void }): JSX.Element {
  return (
    <div class="option">
      <label class="check">
        <input type="checkbox" checked={checked} disabled={disabled} aria-describedby={`${id}-text`} onChange={(e) => onChange(e.currentTarget.checked)} />
        {label}
      </label>
      <span class="option-text" id={`${id}-text`}>
        {text}
      </span>
    </div>
  );
}

/** One of a few choices as radio buttons, each drawn as what it gives (a swatch of felt, a card back) with its name. */
function Choices<T extends string>({ legend, name, all, value, words, draw, onPick }: { legend: string; name: string; all: readonly T[]; value: T; words: Record<T, SettingsKey>; draw?: (v: T) => JSX.Element; onPick: (v: T) => void }): JSX.Element {
  const { lang } = useSpeech();
  return (
    <fieldset class={`choices ${name}-choices`}>
      <legend>{legend}</legend>
      {all.map((v) => (
        <label key={v} class="choice">
          <input type="radio" name={`setting-${name}`} value={v} checked={v === value} onChange={() => onPick(v)} />
          {draw ? draw(v) : null}
          <span class="choice-name">{SETTINGS_WORDS.text(lang, words[v])}</span>
        </label>
      ))}
    </fieldset>
  );
}

const TABLE_NAMES: Record<TableColour, SettingsKey> = { green: 'settings.tableGreen', blue: 'settings.tableBlue', burgundy: 'settings.tableBurgundy', charcoal: 'settings.tableCharcoal' };
const STYLE_NAMES: Record<CardStyle, SettingsKey> = { classic: 'settings.styleClassic', large: 'settings.styleLarge' };
const BACK_NAMES: Record<CardBack, SettingsKey> = { blue: 'settings.backBlue', red: 'settings.backRed', green: 'settings.backGreen' };
// The cards the preview shows: one of each suit (a king of spades, a seven of diamonds, an ace of
// hearts, a five of clubs), so the four colours show.
const SAMPLE = [12, 32, 13, 43];

/** The table and the cards, with the preview first: a few cards and the back on the chosen felt. */
function CardLook({ settings, onChange }: { settings: Settings; onChange: Change }): JSX.Element {
  const speech = useSpeech();
  const { lang } = speech;
  return (
    <fieldset class="settings-group">
      <legend>{SETTINGS_WORDS.text(lang, 'settings.looks')}</legend>
      <div class="example look-preview" aria-hidden="true" data-testid="look-preview">
        {SAMPLE.map((c) => (
          <div key={c} class="mini-card">
            <CardFace card={c} label={speech.card(c)} />
          </div>
        ))}
        <div class="mini-card">
          <div class="back" />
        </div>
      </div>
      <Choices legend={SETTINGS_WORDS.text(lang, 'settings.tableColour')} name="table" all={TABLE_COLOURS} value={settings.table} words={TABLE_NAMES} draw={(c) => <span class="swatch" data-table={c} />} onPick={(table) => onChange({ ...settings, table })} />
      <Choices legend={SETTINGS_WORDS.text(lang, 'settings.cardStyle')} name="faces" all={CARD_STYLES} value={settings.cardStyle} words={STYLE_NAMES} onPick={(cardStyle) => onChange({ ...settings, cardStyle })} />
      <Check checked={settings.fourColour} label={SETTINGS_WORDS.text(lang, 'settings.fourColour')} text={SETTINGS_WORDS.text(lang, 'settings.fourColourText')} id="four-colour" onChange={(fourColour) => onChange({ ...settings, fourColour })} />
      <Choices legend={SETTINGS_WORDS.text(lang, 'settings.cardBack')} name="back" all={CARD_BACKS} value={settings.cardBack} words={BACK_NAMES} draw={(c) => <span class="mini-back" data-back={c} />} onPick={(cardBack) => onChange({ ...settings, cardBack })} />
    </fieldset>
  );
}
