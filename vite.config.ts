// Build and dev server for the web game (web/). Preact keeps the first load small; the rules
// engine is imported straight from ../src. A tiny plugin writes the service worker with the list
// of built files, so the game works offline once loaded (docs/web.md); web/public/ holds the web
// app manifest and its icons (drawn by scripts/icons.ts), copied as they are.
import { defineConfig, type Plugin, transformWithOxc } from 'vite';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

function serviceWorker(): Plugin {
  return {
    name: 'kabal-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      // The built files and the ones copied from web/public/ (the manifest and its icons).
      const pub = readdirSync(fileURLToPath(new URL('./web/public', import.meta.url)), { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => `${d.parentPath}/${d.name}`.replace(/^.*\/web\/public\//, ''));
      const files = [...Object.keys(bundle).filter((f) => !f.endsWith('.map')), ...pub];
      const path = fileURLToPath(new URL('./web/sw.ts', import.meta.url));
      const source = (await transformWithOxc(readFileSync(path, 'utf8'), path, { lang: 'ts' })).code.replace(/^export \{\};?$/m, '');
      const version = Math.abs(
        files
          .sort()
          .join('|')
          .split('')
          .reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7),
      ).toString(36);
      const code = source.replace('__VERSION__', version).replace(/\b__FILES__\b/, JSON.stringify(['./', ...files.map((f) => `./${f}`)]));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}

/** The coach's "How does the coach know?" links to docs/coach.md: a copy goes into the built site (and so into the offline cache). */
function coachDoc(): Plugin {
  return {
    name: 'kabal-coach-doc',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'docs/coach.md', source: readFileSync(fileURLToPath(new URL('./docs/coach.md', import.meta.url)), 'utf8') });
    },
  };
}

/** The dev server puts styles in inline <style> tags (for hot reload), which the site's policy refuses: drop the policy there only. */
function devWithoutCsp(): Plugin {
  return {
    name: 'kabal-dev-without-csp',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
  };
}

export default defineConfig({
  root: 'web',
  base: './',
  publicDir: 'public',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: { fs: { allow: ['..'] } },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  plugins: [coachDoc(), serviceWorker(), devWithoutCsp()],
});
