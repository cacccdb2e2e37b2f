// Kabal's service worker (compiled and written out by vite.config.ts with the list of built
// files). It keeps the built game in a cache so it loads and plays without a network; the page
// itself is fetched fresh when the network is there, and from the cache when it is not.
// A new version installs beside the old one and waits: the page offers it ("Update ready:
// reload") and asks it to take over only when the player says so, so it is never swapped in
// under an open game.
/// <reference lib="webworker" />
export {};
declare const self: ServiceWorkerGlobalScope;
declare const __FILES__: string[];
const CACHE = 'kabal-__VERSION__';
const FILES: string[] = __FILES__;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)));
});

self.addEventListener('message', (event) => {
  if (event.data === 'take-over') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('kabal-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  if (req.mode === 'navigate') {
    // The page: network first (a new build shows at once), the cached copy when offline.
    event.respondWith(
      fetch(req).catch(async () => {
        const c = await caches.open(CACHE);
        return (await c.match('./')) ?? (await c.match(req, { ignoreSearch: true })) ?? Response.error();
      }),
    );
    return;
  }
  event.respondWith(caches.match(req).then((hit) => hit ?? fetch(req)));
});
