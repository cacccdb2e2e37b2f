// What the player does at the table, turned into controller calls: a tap on a zone (its one move
// is made; with a choice the card is picked up and its targets offered), a drop, a target, the
// stock, and the keys (digits, D, X, Esc, Ctrl+Z, Ctrl+Y). Which moves exist comes from the view;
// a refused move is announced and the table shakes.

import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameController, GameView } from './controller.js';
import { useSpeech } from './i18n.js';
import type { TableProps, Target } from './table/types.js';

export interface TableInput {
  /** The table's part of TableProps: selection, targets, what can move, and the callbacks. */
  readonly table: Pick<TableProps, 'selected' | 'targets' | 'movable' | 'onTap' | 'onTarget' | 'onDrop' | 'onStock'>;
  /** The element that shakes when a move is refused. */
  readonly shake: RefObject<HTMLDivElement>;
  /** What the last tap said (a choice to make, a refused move), while the position is unchanged. */
  readonly said: string | undefined;
  readonly stock: () => void;
}

export function useTableInput(controller: GameController, view: GameView, keysOff: boolean): TableInput {
  const { t } = useSpeech();
  // The selection and the words belong to the position they were made in: a change clears them.
  const [pick, setPick] = useState({ zone: -1, serial: view.serial });
  const [note, setNote] = useState({ text: '', serial: -1 });
  const selected = pick.serial === view.serial ? pick.zone : -1;
  const select = (zone: number): void => setPick({ zone, serial: view.serial });
  const shake = useRef<HTMLDivElement>(null);
  // After a move made from the keyboard, keep focus on the table (the card that had it is gone).
  const refocus = useRef<number | null>(null);

  useEffect(() => {
    const i = refocus.current;
    if (i === null) return;
    refocus.current = null;
    const root = document.querySelector('.table');
    const here = root?.querySelector<HTMLElement>(`[data-drop="pile:${i}"] button`);
    const any = root?.querySelector<HTMLElement>('button.card.movable') ?? root?.querySelector<HTMLElement>('button');
    (here ?? any ?? document.querySelector<HTMLElement>('.toolbar .primary'))?.focus();
  });

  const keepFocus = (zone: number): void => {
    if (document.activeElement?.closest('.table')) refocus.current = zone;
  };

  const refuse = (): void => {
    setNote({ text: t('illegal'), serial: view.serial });
    const el = shake.current;
    if (el && !matchMedia('(prefers-reduced-motion: reduce)').matches) el.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-6px)' }, { transform: 'translateX(6px)' }, { transform: 'translateX(0)' }], { duration: 200 });
  };

  const tap = (zone: number): void => {
    keepFocus(zone);
    if (selected >= 0 && selected !== zone && controller.move(selected, { kind: 'pile', index: zone })) return;
    const dests = view.dests[zone] ?? [];
    const only = dests.length === 1 ? dests[0] : undefined;
    if (only) {
      controller.move(zone, only.target);
    } else if (dests.length > 1) {
      select(selected === zone ? -1 : zone);
      setNote({ text: t('chooseTarget', { card: { card: dests[0]?.card ?? -1 } }), serial: view.serial });
    } else refuse();
  };

  const onTarget = (target: Target): void => {
    if (selected < 0) return;
    keepFocus(selected);
    if (!controller.move(selected, target)) refuse();
  };

  const stock = (): void => {
    if (!controller.playStock()) refuse();
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const el = e.target as HTMLElement | null;
      if (keysOff || (el && el.closest('input, textarea, select, dialog') !== null)) return;
      const k = e.key.toLowerCase();
      if ((e.ctrlKey || e.metaKey) && k === 'z' && !e.shiftKey) {
        e.preventDefault();
        controller.undo();
      } else if ((e.ctrlKey || e.metaKey) && (k === 'y' || (k === 'z' && e.shiftKey))) {
        e.preventDefault();
        controller.redo();
      } else if (e.ctrlKey || e.metaKey || e.altKey) {
        return;
      } else if (k === 'd') {
        stock();
      } else if (k === 'escape') {
        select(-1);
      } else if (/^[1-9]$/.test(k)) {
        const i = Number(k) - 1;
        if (i < view.zones) tap(i);
      } else if ((k === 'x' || k === '0') && selected >= 0) {
        onTarget({ kind: 'discard' });
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  });

  return {
    table: {
      selected,
      targets: selected >= 0 ? (view.dests[selected] ?? []) : [],
      movable: view.movable,
      onTap: tap,
      onTarget,
      onDrop: (from, target) => controller.move(from, target),
      onStock: stock,
    },
    shake,
    said: note.serial === view.serial ? note.text : undefined,
    stock,
  };
}
