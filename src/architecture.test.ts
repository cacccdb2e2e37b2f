// The house rules that keep a third game cheap: code outside the per-game folders and the
// registries does not name a game (no game id as a string, no import from a game's folder), and
// the count of files that still do stays small. Help texts and comments may mention games; they
// are prose, so string literals are only counted when they are exactly a game id.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from './games/registry.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The places allowed to list the games: the registries. */
const REGISTRIES = new Set(['src/games/registry.ts', 'src/sim/registry.ts', 'src/solve/index.ts', 'src/bound/index.ts', 'src/coach/registry.ts', 'web/games/index.ts']);

/** Files outside per-game folders and registries that may still name a game, at most five. */
const LIMIT = 5;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...sources(path));
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** A path inside a game's own folder (any folder named after a game id). */
function perGame(path: string): boolean {
  return path.split('/').some((part) => (GAME_IDS as readonly string[]).includes(part));
}

/** The places in a file's code (comments removed) that name a game. */
export function gameNames(code: string): string[] {
  const bare = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const ids = GAME_IDS.join('|');
  const literal = new RegExp(`(['"\`])(${ids})\\1`, 'g');
  const imported = new RegExp(`from\\s+'[^']*/(${ids})/[^']*'`, 'g');
  return [...bare.matchAll(literal), ...bare.matchAll(imported)].map((m) => m[0]);
}

describe('architecture', () => {
  const files = [...sources('src'), ...sources('web')].map((p) => relative(ROOT, join(ROOT, p)));

  it('finds game names in code, not in comments', () => {
    expect(gameNames(`const a = 'golf';\n// 'acesup' in a comment\nimport { x } from '../games/acesup/rules.js';`)).toEqual([
      "'golf'",
      "from '../games/acesup/rules.js'",
    ]);
    expect(gameNames(`const help = 'kabal sim golf --numbers 1-3';`)).toEqual([]);
  });

  it(`at most ${LIMIT} files outside per-game folders and registries name a game`, () => {
    const naming = files.filter((f) => !perGame(f) && !REGISTRIES.has(f) && gameNames(readFileSync(join(ROOT, f), 'utf8')).length > 0);
    expect(naming.length, `files that name a game: ${naming.join(', ')}`).toBeLessThanOrEqual(LIMIT);
  });
});
