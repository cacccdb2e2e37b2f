// What the page says about saving: the game open in another tab (with "Play here"), a write that
// failed (with an export of what is not written: the game in progress and results still waiting)
// and, once a write works again, that it does. Also the list of records set aside, for the
// statistics dialog.

import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameController } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportFile } from '../storage/records.js';
import { useSource } from '../model/source.js';
import { STORAGE_WORDS } from '../words/storage.js';
import type { SetAside, Store } from '../storage/store.js';
import type { TabOwner } from '../storage/tab-owner.js';

/** Everything worth keeping, from memory when the store cannot be read: what is stored, the results not written yet, the game in progress. */
export async function exportFile(controller: GameController): Promise<ExportFile> {
  const current = controller.snapshot();
  const pending = controller.saver.pendingResults();
  let stored: ExportFile | undefined;
  try {
    stored = await controller.store?.exportAll(current);
  } catch {
    stored = undefined;
  }
  const have = new Set(stored?.games.map((g) => g.id));
  const games = [...(stored?.games ?? []), ...pending.filter((g) => !have.has(g.id))];
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), games, rounds: stored?.rounds ?? [], current };
}

/** Offers a JSON file to download. */
export function download(data: unknown, name: string): void {
  const blob = new Blob([JSON.stringify(data, null, 1)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

export function StorageNotice({ controller, tab, onPlayHere }: { controller: GameController; tab: TabOwner; onPlayHere: () => void }): JSX.Element | null {
  const { say } = useSpeech();
  const status = useSource(controller.saver);
  const owner = useSource(tab);
  const exportButton = (
    <button type="button" onClick={() => void exportFile(controller).then((f) => download(f, `kabal-game-${new Date().toISOString().slice(0, 10)}.json`))}>
      {say(STORAGE_WORDS.m('storage.exportGame'))}
    </button>
  );
  if (!owner.owned) {
    // A tab that lost the game while it could not write (frozen, then taken) still offers what it had.
    return (
      <div class="notice other-tab" role="alert" data-testid="other-tab">
        <p>{say(STORAGE_WORDS.m('storage.otherTab'))}</p>
        <button type="button" disabled={owner.taking} onClick={onPlayHere}>
          {say(STORAGE_WORDS.m(owner.taking ? 'storage.takingOver' : 'storage.playHere'))}
        </button>
        {controller.saver.pendingResults().length > 0 ? exportButton : null}
      </div>
    );
  }
  if (status.state === 'failing') {
    return (
      <div class="notice" role="alert" data-testid="save-failed">
        <p>{say(status.full === true ? STORAGE_WORDS.m('storage.storageFull') : STORAGE_WORDS.m('storage.saveFailed', { msg: status.error ?? '' }))}</p>
        {exportButton}
      </div>
    );
  }
  if (status.recovered) {
    return (
      <p class="notice" role="status" data-testid="save-works">
        {say(STORAGE_WORDS.m('storage.saveWorks'))}
      </p>
    );
  }
  return null;
}

/** The records set aside in the store, each with its reason (shown in the statistics dialog). */
export function SetAsideList({ store }: { store: Store }): JSX.Element | null {
  const { say } = useSpeech();
  const [list, setList] = useState<SetAside[]>([]);
  useEffect(() => {
    let live = true;
    store.setAside().then(
      (l) => live && setList(l),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [store]);
  if (list.length === 0) return null;
  return (
    <details class="set-aside" data-testid="set-aside">
      <summary>{say(STORAGE_WORDS.m('storage.setAside', { n: list.length }))}</summary>
      <ul>
        {list.map((q, i) => (
          <li key={i}>
            {q.where}: {q.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}
