// Tiebreak's service worker: after the first visit the app works with the network off.
//
// On install it caches the page and the files every page uses (Trunk gives them hashed names, so
// they are read from index.html rather than listed here). The bundles (the organizer's app, the
// phone view, and the organizer's advice and import, loaded on their first use) are not all fetched: the
// page that registered the worker sends the files it loaded (a `cache` message), so that a phone
// on mobile data never downloads the organizer's bundle, and another bundle is cached on its
// first use. Navigations go to the network first, so
// a new version shows up when online, and fall back to the cached page offline. Other files are
// served from the cache when present, and cached on their first fetch otherwise.
const CACHE = 'tiebreak-v4';

/** A bundle's files: fetched by the page that runs that bundle, not by the install. */
const BUNDLE = /\/tiebreak-(app|view|advice|import|check)[^/]*\.(js|wasm)$/;

async function cacheFiles(urls) {
  const cache = await caches.open(CACHE);
  await Promise.all([...urls].map(async (url) => {
    try {
      const r = await fetch(url, { cache: 'no-cache' });
      if (r.ok) await cache.put(url, r);
    } catch (_) { /* cached on first use instead */ }
  }));
}

async function precache() {
  const cache = await caches.open(CACHE);
  const response = await fetch('./', { cache: 'no-store' });
  const html = await response.clone().text();
  await cache.put('./', response);
  const urls = new Set();
  // The files index.html names, quoted in attributes and in the loader scripts, but the bundles.
  for (const m of html.matchAll(/["']([^"'\s]+\.(?:js|wasm|css|webmanifest|svg|png))["']/g)) {
    const url = new URL(m[1], self.registration.scope);
    if (!BUNDLE.test(url.pathname) && !url.pathname.endsWith('/sw.js')) urls.add(url.href);
  }
  await cacheFiles(urls);
}

// The page sends the bundle files it loaded: the ones it needs offline.
self.addEventListener('message', (event) => {
  const urls = (event.data && Array.isArray(event.data.cache) ? event.data.cache : [])
    .filter((u) => typeof u === 'string')
    .map((u) => new URL(u, self.registration.scope))
    .filter((u) => u.origin === self.location.origin && BUNDLE.test(u.pathname))
    .map((u) => u.href);
  event.waitUntil(cacheFiles(new Set(urls)));
});

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith((async () => {
      try {
        const fresh = await fetch(request);
        const cache = await caches.open(CACHE);
        await cache.put('./', fresh.clone());
        return fresh;
      } catch (_) {
        return (await caches.match('./')) || Response.error();
      }
    })());
    return;
  }
  // The phone view's bundle is named without a hash (a Trunk "worker" bundle): served from the
  // cache at once, and refreshed behind it for the next visit.
  if (/\/tiebreak-(view|advice|import|check)(_bg)?\.(js|wasm)$/.test(new URL(request.url).pathname)) {
    event.respondWith((async () => {
      const cache = await caches.open(CACHE);
      const cached = await cache.match(request, { ignoreSearch: true });
      const fresh = fetch(request).then((r) => {
        if (r.ok) cache.put(request, r.clone());
        return r;
      });
      if (cached) {
        event.waitUntil(fresh.catch(() => {}));
        return cached;
      }
      return fresh;
    })());
    return;
  }
  event.respondWith((async () => {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    const fresh = await fetch(request);
    if (fresh.ok) (await caches.open(CACHE)).put(request, fresh.clone());
    return fresh;
  })());
});
