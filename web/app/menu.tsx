// The header's menu: everything that is not the game's own action (restart, deal & variant, the
// daily deal, rules, statistics, settings, the link) behind one "Menu" button at every size, so
// the table has the page. A tap outside or Esc folds it again.

import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useSpeech } from '../words/i18n.js';
import { TABLE_WORDS } from '../words/table-words.js';
import './menu.css';

export interface MenuItem {
  readonly name: string;
  readonly label: string;
  /** What the item does; without it the menu's onPick is told the item's name. */
  readonly run?: () => void;
}

export function Menu({ items, onPick }: { items: readonly MenuItem[]; onPick: (name: string) => void }): JSX.Element {
  const speech = useSpeech();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // A tap or a key outside the opened menu folds it again.
  useEffect(() => {
    if (!open) return;
    const away = (e: Event): void => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') setOpen(false);
    };
    addEventListener('pointerdown', away);
    addEventListener('keydown', esc);
    return () => {
      removeEventListener('pointerdown', away);
      removeEventListener('keydown', esc);
    };
  }, [open]);
  return (
    <div class={`menu-wrap${open ? ' open' : ''}`} ref={root}>
      <button type="button" class="menu-toggle" aria-expanded={open} aria-controls="menu-items" onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
        </svg>
        <span class="menu-word">{speech.say(TABLE_WORDS.m('table.menu'))}</span>
      </button>
      <div class="menu" id="menu-items">
        {items.map((it) => (
          <button
            key={it.name}
            type="button"
            data-item={it.name}
            onClick={() => {
              setOpen(false);
              if (it.run) it.run();
              else onPick(it.name);
            }}
          >
            {it.label}
          </button>
        ))}
      </div>
    </div>
  );
}
