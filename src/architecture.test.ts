// The house rules that keep a third game cheap. Outside the per-game folders (any folder named
// after a game id) no production file names a game: not as a quoted id, an object key, an import
// from a game's folder, or an identifier such as `golf.` or `AcesUpState`. The two lists of games
// (src/registry/index.ts for the engine and everything on it, web/games/index.ts for the web's own
// words and looks) are the only files that may, so the count is at most two. Prose inside strings
// (help texts, examples) and comments is not code and is not counted.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from './registry/index.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** At most this many production files outside per-game folders name a game: the two lists. */
const LIMIT = 2;

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

/** Spellings of the game ids as parts of identifiers: `acesup` is also `acesUp`, `AcesUp`, `ACESUP`, `aces_up`. */
function idPattern(): RegExp {
  const spellings = GAME_IDS.map((id) => (id === 'acesup' ? 'aces_?up' : id));
  return new RegExp(`[A-Za-z0-9_$]*(?:${spellings.join('|')})[A-Za-z0-9_$]*`, 'gi');
}

/** The places in a file's code (comments and the prose inside strings left out) that name a game. */
export function gameNames(code: string): string[] {
  const ids = GAME_IDS.join('|');
  const bare = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
  const found: string[] = [];
  // A string that is exactly a game id (a key or a value); an import from a game's folder.
  for (const m of bare.matchAll(new RegExp(`(['"\`])(${ids})\\1`, 'g'))) found.push(m[0]);
  for (const m of bare.matchAll(new RegExp(`from\\s+'[^']*/(${ids})/[^']*'`, 'g'))) found.push(m[0]);
  // Identifiers (object keys, names, properties), with every string literal taken out first.
  const code2 = bare.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");
  for (const m of code2.matchAll(idPattern())) found.push(m[0]);
  return found;
}

/**
 * Each file's relative imports (static, type-only, re-exports and `import()`), as repository paths.
 * `loaded`: only what can load with the file (imports of values and `import()`, not types; a
 * worker's entry is started by `new Worker(new URL(…))`, which is no import).
 */
function importGraph(files: readonly string[], loaded = false): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const spec = loaded ? /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g : /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;
  for (const f of files) {
    const code = readFileSync(join(ROOT, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const out = new Set<string>();
    for (const m of code.matchAll(spec)) {
      const base = resolve(ROOT, dirname(f), m[1] ?? m[2] ?? '');
      const hit = [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')].find((c) => existsSync(c));
      if (hit !== undefined) out.add(relative(ROOT, hit));
    }
    graph.set(f, [...out]);
  }
  return graph;
}

/** The import circles of a graph: its strongly connected parts of more than one file (Tarjan). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1) out.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('architecture', () => {
  const files = [...sources('src'), ...sources('web')].map((p) => relative(ROOT, join(ROOT, p)));
  // src/test-support/ is for the tests only (checked below), so it is not production code.
  const production = files.filter((f) => !f.startsWith('src/test-support/'));

  it('finds import circles, type-only ones too', () => {
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('finds game names in code, not in comments or prose', () => {
    expect(gameNames(`const a = 'golf';\n// 'acesup' in a comment\nimport { x } from '../games/acesup/rules.js';`)).toEqual(["'golf'", "from '../games/acesup/rules.js'"]);
    expect(gameNames(`const help = 'kabal sim golf --numbers 1-3';`)).toEqual([]);
    expect(gameNames(`const t = { golf: 1 }; f(acesUp.start); type S = AcesUpState; const n = GOLF_MODULE;`)).toEqual(['golf', 'acesUp', 'AcesUpState', 'GOLF_MODULE']);
    expect(gameNames('const u = `see https://example.org/golf`; // golf')).toEqual([]);
  });

  it(`at most ${LIMIT} production files outside per-game folders name a game: the two lists`, () => {
    const naming = production.filter((f) => !perGame(f) && gameNames(readFileSync(join(ROOT, f), 'utf8')).length > 0);
    expect(naming, `files that name a game: ${naming.join(', ')}`).toEqual(['src/registry/index.ts', 'web/games/index.ts']);
    expect(naming.length).toBeLessThanOrEqual(LIMIT);
  });

  it('has no import circle, counting type-only and lazy imports', () => {
    const graph = importGraph(production);
    expect(circles(graph).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('the page and the chunks it fetches load the engine modules only: solvers and players run in the workers', () => {
    const graph = importGraph(production, true);
    const reached = new Set<string>();
    const visit = (f: string): void => {
      if (reached.has(f)) return;
      reached.add(f);
      for (const g of graph.get(f) ?? []) visit(g);
    };
    visit('web/main.tsx');
    expect(reached.has('web/games/index.ts')).toBe(true);
    const heavy = [...reached].filter((f) => /^src\/(registry|solve|strategy|sim|players|cli)\//.test(f));
    expect(heavy, 'files the page loads that belong in a worker').toEqual([]);
  });

  it('the shared play session reaches the engine and the games\' modules only', () => {
    const graph = importGraph(production);
    const reached = new Set<string>();
    const visit = (f: string): void => {
      if (reached.has(f)) return;
      reached.add(f);
      for (const g of graph.get(f) ?? []) visit(g);
    };
    for (const f of production.filter((p) => p.startsWith('src/play/'))) visit(f);
    expect(reached.has('src/play/session.ts')).toBe(true);
    expect([...reached].filter((f) => !/^src\/(play|core|games)\//.test(f))).toEqual([]);
  });

  it('no production file imports the tests\' support code', () => {
    const importing = production.filter((f) => /from\s+'[^']*test-support\//.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(importing).toEqual([]);
  });
});
