// The Settings dialog as the app opens it: fetched with its words the first time (settings.tsx and
// web/words/settings.ts are a chunk of their own, outside the first load) and kept for the next
// opening. Offline before the chunk was ever cached, a dialog says so; the next opening tries again.

import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useSpeech } from '../words/i18n.js';
import { TABLE_WORDS } from '../words/table-words.js';
import { Modal } from './modal.js';
import type { SettingsProps } from './settings.js';

type Dialog = typeof import('./settings.js');
let chunk: Promise<Dialog> | undefined;

export function SettingsLoader(props: SettingsProps): JSX.Element | null {
  const speech = useSpeech();
  const [loaded, setLoaded] = useState<{ dialog: Dialog } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    chunk ??= import('./settings.js');
    chunk.then(
      (dialog) => live && setLoaded({ dialog }),
      (e: unknown) => {
        chunk = undefined;
        if (live) setLoaded({ error: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (loaded === null) return null;
  if ('error' in loaded) {
    return (
      <Modal title={speech.t('app.settings')} onClose={props.onClose}>
        <p role="alert">{speech.say(TABLE_WORDS.m('table.settingsFailed', { msg: loaded.error }))}</p>
      </Modal>
    );
  }
  return <loaded.dialog.SettingsDialog {...props} />;
}
