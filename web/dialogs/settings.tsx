// Settings: the language, the theme, and whether the app makes forced moves by itself.

import type { ComponentChildren, JSX } from 'preact';
import { type Lang, LANG_NAMES, LANGS, useSpeech } from '../words/i18n.js';
import { CARD_BACKS, CARD_STYLES, type CardBack, type CardStyle, type Settings } from '../storage/settings.js';
import type { PolishKey } from '../words/app.js';
import { polish } from '../words/speech.js';
import { CardFace } from '../table/card.js';
import { Modal } from './modal.js';

export function SettingsDialog({ settings, onChange, onClose, extra }: { settings: Settings; onChange: (s: Settings) => void; onClose: () => void; extra?: ComponentChildren }): JSX.Element {
  const speech = useSpeech();
  const { t } = speech;
  const w = polish(speech);
  return (
    <Modal title={t('settings')} onClose={onClose}>
      <label class="field">
        {t('language')}
        <select value={settings.lang} onChange={(e) => onChange({ ...settings, lang: e.currentTarget.value as Lang })}>
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {LANG_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        {t('theme')}
        <select value={settings.theme} onChange={(e) => onChange({ ...settings, theme: e.currentTarget.value as Settings['theme'] })}>
          <option value="auto">{t('themeAuto')}</option>
          <option value="light">{t('themeLight')}</option>
          <option value="dark">{t('themeDark')}</option>
        </select>
      </label>
      <CardLook settings={settings} onChange={onChange} />
      <label class="check">
        <input type="checkbox" checked={settings.timer} onChange={(e) => onChange({ ...settings, timer: e.currentTarget.checked })} />
        {w('showTimer')}
      </label>
      <label class="check">
        <input type="checkbox" checked={settings.autoDiscard} onChange={(e) => onChange({ ...settings, autoDiscard: e.currentTarget.checked })} />
        {t('autoDiscard')}
      </label>
      {extra}
    </Modal>
  );
}

const STYLE_WORDS: Record<CardStyle, PolishKey> = { classic: 'styleClassic', large: 'styleLarge' };
const BACK_WORDS: Record<CardBack, PolishKey> = { blue: 'backBlue', red: 'backRed', green: 'backGreen' };
// The cards the preview shows: a king, a seven and an ace of three suits.
const SAMPLE = [12, 45, 26];

/** The card style and back, with a few cards drawn in the chosen look. */
function CardLook({ settings, onChange }: { settings: Settings; onChange: (s: Settings) => void }): JSX.Element {
  const speech = useSpeech();
  const w = polish(speech);
  return (
    <>
      <label class="field">
        {w('cardStyle')}
        <select value={settings.cardStyle} onChange={(e) => onChange({ ...settings, cardStyle: e.currentTarget.value as CardStyle })}>
          {CARD_STYLES.map((c) => (
            <option key={c} value={c}>
              {w(STYLE_WORDS[c])}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        {w('cardBack')}
        <select value={settings.cardBack} onChange={(e) => onChange({ ...settings, cardBack: e.currentTarget.value as CardBack })}>
          {CARD_BACKS.map((c) => (
            <option key={c} value={c}>
              {w(BACK_WORDS[c])}
            </option>
          ))}
        </select>
      </label>
      <div class="example look-preview" aria-hidden="true">
        {SAMPLE.map((c) => (
          <div key={c} class="mini-card">
            <CardFace card={c} label={speech.card(c)} />
          </div>
        ))}
        <div class="mini-card">
          <div class="back" />
        </div>
      </div>
    </>
  );
}
