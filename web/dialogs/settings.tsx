// Settings: the language, the theme, and whether the app makes forced moves by itself.

import type { ComponentChildren, JSX } from 'preact';
import { type Lang, LANG_NAMES, LANGS, useSpeech } from '../i18n.js';
import type { Settings } from '../settings.js';
import { Modal } from './modal.js';

export function SettingsDialog({ settings, onChange, onClose, extra }: { settings: Settings; onChange: (s: Settings) => void; onClose: () => void; extra?: ComponentChildren }): JSX.Element {
  const { t } = useSpeech();
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
      <label class="check">
        <input type="checkbox" checked={settings.autoDiscard} onChange={(e) => onChange({ ...settings, autoDiscard: e.currentTarget.checked })} />
        {t('autoDiscard')}
      </label>
      {extra}
    </Modal>
  );
}
