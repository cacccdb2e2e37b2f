// Kabal's service worker (compiled and written out by vite.config.ts with the list of built
// files). It keeps the built game in a cache so it loads and plays without a network; the page
// itself is fetched fresh when the network is there, and from the cache when it is not.
// A new version installs beside the old one and waits: the page offers it ("Update ready:
// reload") and asks it to take over only when the player says so, so it is never swapped in
// under an open game.
//
// Servers differ in what they send, and the cache must not care: `vite preview` (npm start) and
// CDNs answer with `Vary: Origin`, while the page's module scripts are requested with an Origin
// header, so a plain `caches.match(request)` misses them; a `Vary: *` answer cannot be stored at
// all; a year-long `Cache-Control` could hand the install a stale copy from the HTTP cache. So each
// file is fetched past the HTTP cache, stored without its Vary header, and looked up by its address
// alone (docs/web.md, "Offline").
/// <reference lib="webworker" />
export {};
declare const self: ServiceWorkerGlobalScope;
declare const __FILES__: string[];
const CACHE = 'kabal-__VERSION__';
const FILES: string[] = __FILES__;
const LOOKUP: CacheQueryOptions = { ignoreVary: true };

/** Fetches one file of the build from the network and stores it under its address, Vary dropped. */
async function keep(cache: Cache, file: string): Promise<void> {
  const url = new URL(file, self.location.href).href;
  const res = await fetch(new Request(url, { cache: 'reload', credentials: 'same-origin' }));
  if (!res.ok) throw new Error(`${file}: ${res.status}`);
  const headers = new Headers(res.headers);
  headers.delete('vary');
  await cache.put(url, new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers }));
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => Promise.all(FILES.map((f) => keep(c, f)))));
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
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin) return;
  if (req.mode === 'navigate') {
    // The page: network first (a new build shows at once), the cached copy when offline.
    event.respondWith(
      fetch(req).catch(async () => {
        const c = await caches.open(CACHE);
        return (await c.match(new URL('./', self.location.href).href, LOOKUP)) ?? (await c.match(url.href, { ...LOOKUP, ignoreSearch: true })) ?? Response.error();
      }),
    );
    return;
  }
  // A built file: from this version's cache (by address alone), else the network.
  event.respondWith(
    caches
      .open(CACHE)
      .then((c) => c.match(url.href, LOOKUP))
      .then((hit) => hit ?? fetch(req)),
  );
});
