// A native <dialog> opened as a modal, so focus and Esc work as expected; closing calls onClose.

import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useSpeech } from '../words/i18n.js';
import { TABLE_WORDS } from '../words/table-words.js';

export function Modal({ title, onClose, children, wide }: { title: string; onClose: () => void; children: ComponentChildren; wide?: boolean }): JSX.Element {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useSpeech().say(TABLE_WORDS.m('table.close'));
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog ref={ref} class={`modal${wide ? ' wide' : ''}`} aria-label={title} onClose={onClose}>
      <header>
        <h2>{title}</h2>
        <button type="button" class="close" aria-label={close} title={close} onClick={() => ref.current?.close()}>
          {'✕'}
        </button>
      </header>
      <div class="modal-body">{children}</div>
    </dialog>
  );
}
