// The game record (rules §7) to copy or download: the engine's formatGameRecord of the game so
// far, the same line `kabal` reads.

import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { GameRecord } from '../../src/core/game.js';
import { Modal } from '../dialogs/modal.js';
import { useSpeech } from '../words/i18n.js';
import { recordLine } from './position.js';
import { COACH_WORDS } from './words.js';

/** The file a record is downloaded as: the game, and the deal number when there is one. */
export function recordFileName(rec: Pick<GameRecord, 'game' | 'number'>): string {
  return `kabal-${rec.game}-${rec.number === undefined ? 'deal' : String(rec.number)}.txt`;
}

export function RecordDialog({ record, onClose }: { record: GameRecord; onClose: () => void }): JSX.Element {
  const { show } = useSpeech();
  const line = useMemo(() => recordLine(record), [record]);
  const [said, setSaid] = useState('');
  const copy = (): void => {
    navigator.clipboard.writeText(line).then(
      () => setSaid(show(COACH_WORDS.m('coachUi.copied'))),
      () => setSaid(show(COACH_WORDS.m('coachUi.copyFailed'))),
    );
  };
  const download = (): void => {
    const url = URL.createObjectURL(new Blob([`${line}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = recordFileName(record);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const title = show(COACH_WORDS.m('coachUi.record'));
  return (
    <Modal title={title} onClose={onClose} wide>
      <p id="record-help">{show(COACH_WORDS.m('coachUi.recordHelp'))}</p>
      <textarea class="record" readOnly aria-label={title} aria-describedby="record-help" data-testid="game-record" value={line} />
      <div class="end-actions">
        <button type="button" onClick={copy}>
          {show(COACH_WORDS.m('coachUi.copy'))}
        </button>
        <button type="button" onClick={download}>
          {show(COACH_WORDS.m('coachUi.download'))}
        </button>
        <span role="status">{said}</span>
      </div>
    </Modal>
  );
}
