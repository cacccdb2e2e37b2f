// The guided first game as the app places it: the menu's "Learn to play" item, and the lesson
// itself, fetched only when it opens (guide.tsx and the game's lesson are chunks of their own).
// It opens by itself once per device, on a first visit that names no deal (seen.ts), and never
// again once finished or skipped.

import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameId } from '../../src/core/game.js';
import type { MenuItem } from '../app/menu.js';
import { webGameInfo } from '../games/index.js';
import type { GameView } from '../model/controller.js';
import type { Speech } from '../words/i18n.js';
import type { Guide } from './guide.js';
import type { Lesson } from './lesson.js';
import { hasSeenLesson, markLessonSeen, mayStartLesson } from './seen.js';
import { TEACH_MENU_WORDS } from './menu-words.js';

// The address the page was opened with, before the app writes the game's own address over it.
const FIRST_SEARCH = typeof location === 'undefined' ? '' : location.search;

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

export interface TeachParts {
  readonly menu: MenuItem;
  /** The lesson's dialog while it is open. */
  readonly layer: JSX.Element | null;
}

// `speech` comes from the app: the hook runs in App, above the SpeechContext it provides.
export function useTeach(view: GameView, speech: Speech, owned: boolean): TeachParts {
  const [open, setOpen] = useState<GameId | null>(null);
  const asked = useRef(false);
  // Whether a lesson is open, for the browser tests (as html[data-ready] and [data-position] are);
  // first, once, whether this visit opens one by itself, so the marker never says "off" just before
  // a lesson opens.
  useEffect(() => {
    if (!asked.current) {
      asked.current = true;
      if (mayStartLesson({ seen: hasSeenLesson(storage()), owned, search: FIRST_SEARCH, movesMade: view.moves })) {
        setOpen(view.game);
        return;
      }
    }
    document.documentElement.dataset.lesson = open ?? 'off';
  }, [open]);
  const menu: MenuItem = { name: 'teach', label: speech.say(TEACH_MENU_WORDS.m('teachMenu.learn')), run: () => setOpen(view.game) };
  const layer =
    open === null ? null : (
      <LessonLoader
        key={open}
        game={open}
        speech={speech}
        onEnd={(how) => {
          markLessonSeen(storage(), how);
          setOpen(null);
        }}
        onOther={(g) => {
          markLessonSeen(storage(), 'done');
          setOpen(g);
        }}
      />
    );
  return { menu, layer };
}

function LessonLoader({ game, speech, onEnd, onOther }: { game: GameId; speech: Speech; onEnd: (how: 'done' | 'skipped') => void; onOther: (g: GameId) => void }): JSX.Element | null {
  const [loaded, setLoaded] = useState<{ Guide: typeof Guide; lesson: Lesson } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([import('./guide.js'), webGameInfo(game).lesson()]).then(
      ([m, lesson]) => live && setLoaded({ Guide: m.Guide, lesson }),
      (e: unknown) => live && setLoaded({ error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [game]);
  if (loaded === null) return null;
  if ('error' in loaded) {
    return (
      <p class="notice" role="alert">
        {speech.say(TEACH_MENU_WORDS.m('teachMenu.failed', { msg: loaded.error }))}
      </p>
    );
  }
  const { Guide: G, lesson } = loaded;
  return <G lesson={lesson} speech={speech} onEnd={onEnd} onOther={onOther} />;
}
