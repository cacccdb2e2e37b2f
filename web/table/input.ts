// What the player does at the table, turned into controller calls: a tap on a zone (its one move
// is made; with a choice the card is picked up and its targets offered), a drop, a target, the
// stock, and the keys (digits, D, X, Esc, Ctrl+Z, Ctrl+Y). What a tap or drop means is the
// engine's (present.ts tap and drop); a refused one says the engine's reason on screen and in the
// live region, and the table shakes.

import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { sameZone, type ZoneRef, zoneKey } from '../../src/core/present.js';
import type { GameController, GameView } from '../model/controller.js';
import { type Message, sentence, type Speech } from '../words/i18n.js';
import { APP_WORDS } from '../words/app-words.js';
import type { Answer } from '../model/play.js';
import type { TableProps } from './types.js';

/** Words about the table that belong to one position: shown on screen, and said in the live region. */
export interface TableNote {
  readonly shown: string;
  readonly spoken: string;
  /** A refused move (styled as such), not a choice to make. */
  readonly refused: boolean;
}

export interface TableInput {
  /** The table's part of TableProps: selection, targets, what can move, and the callbacks. */
  readonly table: Pick<TableProps, 'selected' | 'targets' | 'movable' | 'onTap' | 'onTarget' | 'onDrop' | 'onStock'>;
  /** The element that shakes when a move is refused. */
  readonly shake: RefObject<HTMLDivElement>;
  /** What the last tap said (a choice to make, a refused move's reason), while the position is unchanged. */
  readonly note: TableNote | undefined;
  readonly stock: () => void;
}

/** `speech` is the page's (App calls this hook above its SpeechContext provider). */
export function useTableInput(controller: GameController, view: GameView, keysOff: boolean, speech: Speech): TableInput {
  const { say, show } = speech;
  // The selection and the words belong to the position they were made in: a change clears them.
  const [pick, setPick] = useState<{ zone: ZoneRef | undefined; serial: number }>({ zone: undefined, serial: view.serial });
  const [note, setNote] = useState<{ note: TableNote; serial: number } | undefined>(undefined);
  const selected = pick.serial === view.serial ? pick.zone : undefined;
  const select = (zone: ZoneRef | undefined): void => setPick({ zone, serial: view.serial });
  const tell = (m: Message, refused: boolean): void => setNote({ note: { shown: sentence(show(m)), spoken: sentence(say(m)), refused }, serial: view.serial });
  const shake = useRef<HTMLDivElement>(null);
  // After a move made from the keyboard, keep focus on the table (the card that had it is gone).
  const refocus = useRef<ZoneRef | null>(null);

  useEffect(() => {
    const z = refocus.current;
    if (z === null) return;
    refocus.current = null;
    const root = document.querySelector('.table');
    const here = root?.querySelector<HTMLElement>(`[data-drop="${zoneKey(z)}"] button`);
    const any = root?.querySelector<HTMLElement>('button.card.movable') ?? root?.querySelector<HTMLElement>('button');
    (here ?? any ?? document.querySelector<HTMLElement>('.toolbar .primary'))?.focus();
  });

  const keepFocus = (zone: ZoneRef): void => {
    if (document.activeElement?.closest('.table')) refocus.current = zone;
  };

  const refuse = (why: Message | undefined, shaking: boolean): void => {
    select(undefined);
    if (why !== undefined) tell(why, true);
    const el = shake.current;
    if (shaking && el && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
      el.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-6px)' }, { transform: 'translateX(6px)' }, { transform: 'translateX(0)' }], { duration: 200 });
    }
  };

  /** What the engine made of it: a move made needs nothing more (the view changes). */
  const answered = (a: Answer, zone: ZoneRef, shaking: boolean): boolean => {
    if (a.kind === 'choose') {
      select(zone);
      tell(APP_WORDS.m('app.chooseTarget', { card: { card: a.card ?? -1 } }), false);
    } else if (a.kind === 'refused') refuse(a.why, shaking);
    return a.kind === 'played';
  };

  const tap = (zone: ZoneRef): void => {
    keepFocus(zone);
    // The picked-up card tapped again is put back.
    if (selected !== undefined && sameZone(selected, zone)) {
      select(undefined);
      return;
    }
    answered(controller.tap(zone, selected), zone, true);
  };

  const onTarget = (to: ZoneRef): void => {
    if (selected === undefined) return;
    keepFocus(selected);
    answered(controller.drop(selected, to), selected, true);
  };

  // A refused drop glides back: that is the movement, so the table does not shake as well.
  const onDrop = (from: ZoneRef, to: ZoneRef): boolean => answered(controller.drop(from, to), from, false);

  const stock = (): void => {
    const a = controller.playStock();
    if (a.kind === 'refused') refuse(a.why, true);
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
        select(undefined);
      } else if (/^[1-9]$/.test(k)) {
        const zone = view.keyZones[Number(k) - 1];
        if (zone !== undefined) tap(zone);
      } else if ((k === 'x' || k === '0') && selected !== undefined) {
        // The face-up heap (the discard pile, the waste) is the target of X.
        const heap = view.layout.rows.flat().find((z) => z.show === 'top');
        if (heap) onTarget(heap.ref);
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  });

  return {
    table: {
      selected,
      targets: selected === undefined ? [] : (view.dests.get(zoneKey(selected)) ?? []),
      movable: view.movable,
      onTap: tap,
      onTarget,
      onDrop,
      onStock: stock,
    },
    shake,
    note: note !== undefined && note.serial === view.serial ? note.note : undefined,
    stock,
  };
}
