// The package as others get it: a licence, runtime dependencies that are only what the library
// and the command import, the files npm would publish, and the README's library example
// compiling under the project's own strict settings.

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { license: string; dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** The files the library is built from (tsconfig.build.json leaves out tests and src/test-support). */
function sources(d: string): string[] {
  return readdirSync(d).flatMap((f) => {
    const p = join(d, f);
    if (statSync(p).isDirectory()) return f === 'test-support' ? [] : sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

/** The README's example as it stood when it did not compile (TS2345: a move that may be undefined). */
const OLD_EXAMPLE = `import { acesUp, numberedDeal, solve } from 'kabal';

const v = acesUp.defaultVariant;
let state = acesUp.start(numberedDeal(acesUp, v, 1), v);
acesUp.legalMoves(state).map(acesUp.formatMove);   // ['x2']
state = acesUp.applyMove(state, acesUp.legalMoves(state)[0]);
solve(acesUp, state).verdict;                      // 'solved' | 'unsolvable' | 'unknown'
`;

/** Type-checks a file that imports 'kabal' against src/, with the project's tsconfig. Returns tsc's output ('' when it compiles). */
/** Type-checks the files (name → code) in one run of tsc; each file's diagnostics, '' when it has none. */
function typeCheck(files: Record<string, string>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'kabal-example-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: join(ROOT, 'tsconfig.json'), compilerOptions: { noEmit: true, types: [], baseUrl: dir, paths: { kabal: [join(ROOT, 'src', 'index.ts')] } }, include: Object.keys(files) }),
  );
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
  // A diagnostic starts at the margin with its file's path; its further lines are indented.
  const out: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((n) => [n, []]));
  let into: string[] | undefined;
  for (const line of `${r.stdout}${r.stderr}`.trim().split('\n')) {
    if (line === '') continue;
    if (!/^\s/.test(line)) into = out[Object.keys(files).find((n) => line.startsWith(`${n}(`) || line.includes(`/${n}(`)) ?? ''] ?? (out['?'] ??= []);
    into?.push(line);
  }
  return Object.fromEntries(Object.entries(out).map(([n, lines]) => [n, lines.join('\n')]));
}

describe('the package', () => {
  it('has an MIT licence file', () => {
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /);
  });

  it('depends at run time on exactly the packages src/ imports (preact is the web build\'s)', () => {
    const used = new Set<string>();
    for (const f of sources(join(ROOT, 'src'))) {
      for (const m of readFileSync(f, 'utf8').matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^.'][^']*)'/gm)) {
        const spec = m[1] as string;
        if (spec.startsWith('node:')) continue;
        used.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string));
      }
    }
    expect([...used].sort()).toEqual(Object.keys(pkg.dependencies).sort());
    expect(pkg.devDependencies.preact).toBeDefined();
  });

  it('approves, in allowScripts, every dependency that has an install script (npm 11 warns about the others)', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && p.hasInstallScript === true)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts).toContain('esbuild');
    const allow = (pkg as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};
    // A key is a name, or a name with a version (esbuild@0.28.2): each package needs one either way.
    const named = new Set(Object.keys(allow).map((k) => k.replace(/(?<=.)@.*$/, '')));
    expect(withScripts.filter((name) => !named.has(name))).toEqual([]);
    expect(Object.values(allow).every((v) => typeof v === 'boolean')).toBe(true);
  });

  it('publishes the library, the command, the docs and the licence, and no tests or web sources', () => {
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const files = ((JSON.parse(out) as { files: { path: string }[] }[])[0]?.files ?? []).map((f) => f.path);
    for (const f of ['LICENSE', 'README.md', 'bin/kabal.js', 'package.json', 'docs/scale.md']) expect(files).toContain(f);
    expect(files.filter((f) => /^(web|e2e|src|bench|scripts)\//.test(f) || /\.test\.(js|ts)$/.test(f))).toEqual([]);
  });

  it('the README\'s library example compiles under the strict settings', () => {
    // The check can fail: the project's settings include noUncheckedIndexedAccess, and under them
    // the example the README once had is refused as it was reported (TS2345 on \`legalMoves(state)[0]\`).
    const tsconfig = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')) as { compilerOptions: Record<string, unknown> };
    expect(tsconfig.compilerOptions).toMatchObject({ strict: true, noUncheckedIndexedAccess: true });
    // The block exactly as the README shows it, checked in the same run.
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const block = /## The library\n+```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toMatch(/from 'kabal'/);
    const said = typeCheck({ 'old-example.ts': OLD_EXAMPLE, 'example.ts': block ?? '' });
    expect(said['old-example.ts']).toMatch(/^[^\n]*\bold-example\.ts\(6,\d+\): error TS2345: Argument of type 'AcesUpMove \| undefined'/);
    expect(said['example.ts']).toBe('');
    expect(said['?']).toBeUndefined();
  }, 120_000);
});
