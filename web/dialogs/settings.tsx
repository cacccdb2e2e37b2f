// Settings: the language, the theme, and whether the app makes forced moves by itself.

import type { ComponentChildren, JSX } from 'preact';
import { type Lang, LANG_NAMES, LANGS, useSpeech } from '../words/i18n.js';
import { CARD_BACKS, CARD_STYLES, type CardBack, type CardStyle, type Settings } from '../storage/settings.js';
import type { TableKey } from '../words/table-words.js';
import { TABLE_WORDS } from '../words/table-words.js';
import { CardFace } from '../table/card.js';
import { Modal } from './modal.js';

export function SettingsDialog({ settings, onChange, onClose, extra }: { settings: Settings; onChange: (s: Settings) => void; onClose: () => void; extra?: ComponentChildren }): JSX.Element {
  const speech = useSpeech();
  const { t } = speech;
  return (
    <Modal title={t('app.settings')} onClose={onClose}>
      <label class="field">
        {t('app.language')}
        <select value={settings.lang} onChange={(e) => onChange({ ...settings, lang: e.currentTarget.value as Lang })}>
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {LANG_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        {t('app.theme')}
        <select value={settings.theme} onChange={(e) => onChange({ ...settings, theme: e.currentTarget.value as Settings['theme'] })}>
          <option value="auto">{t('app.themeAuto')}</option>
          <option value="light">{t('app.themeLight')}</option>
          <option value="dark">{t('app.themeDark')}</option>
        </select>
      </label>
      <CardLook settings={settings} onChange={onChange} />
      <label class="check">
        <input type="checkbox" checked={settings.timer} onChange={(e) => onChange({ ...settings, timer: e.currentTarget.checked })} />
        {speech.say(TABLE_WORDS.m('table.showTimer'))}
      </label>
      <label class="check">
        <input type="checkbox" checked={settings.autoDiscard} onChange={(e) => onChange({ ...settings, autoDiscard: e.currentTarget.checked })} />
        {t('app.autoDiscard')}
      </label>
      {extra}
    </Modal>
  );
}

const STYLE_WORDS: Record<CardStyle, TableKey> = { classic: 'table.styleClassic', large: 'table.styleLarge' };
const BACK_WORDS: Record<CardBack, TableKey> = { blue: 'table.backBlue', red: 'table.backRed', green: 'table.backGreen' };
// The cards the preview shows: a king, a seven and an ace of three suits.
const SAMPLE = [12, 45, 26];

/** The card style and back, with a few cards drawn in the chosen look. */
function CardLook({ settings, onChange }: { settings: Settings; onChange: (s: Settings) => void }): JSX.Element {
  const speech = useSpeech();
  return (
    <>
      <label class="field">
        {speech.say(TABLE_WORDS.m('table.cardStyle'))}
        <select value={settings.cardStyle} onChange={(e) => onChange({ ...settings, cardStyle: e.currentTarget.value as CardStyle })}>
          {CARD_STYLES.map((c) => (
            <option key={c} value={c}>
              {speech.say(TABLE_WORDS.m(STYLE_WORDS[c]))}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        {speech.say(TABLE_WORDS.m('table.cardBack'))}
        <select value={settings.cardBack} onChange={(e) => onChange({ ...settings, cardBack: e.currentTarget.value as CardBack })}>
          {CARD_BACKS.map((c) => (
            <option key={c} value={c}>
              {speech.say(TABLE_WORDS.m(BACK_WORDS[c]))}
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
