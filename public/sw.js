// Tiebreak's service worker: after the first visit the app works with the network off.
//
// On install it caches the page and every file the page names (Trunk gives them hashed names, so
// they are read from index.html rather than listed here). Navigations go to the network first, so
// a new version shows up when online, and fall back to the cached page offline. Other files are
// served from the cache when present, and cached on their first fetch otherwise.
const CACHE = 'tiebreak-v2';

async function precache() {
  const cache = await caches.open(CACHE);
  const response = await fetch('./', { cache: 'no-store' });
  const html = await response.clone().text();
  await cache.put('./', response);
  const urls = new Set();
  // Both bundles (the organizer's app and the phone view) are named in index.html's loader
  // scripts as quoted paths, and the other files in href and src attributes.
  for (const m of html.matchAll(/["']([^"'\s]+\.(?:js|wasm|css|webmanifest|svg|png))["']/g)) {
    urls.add(new URL(m[1], self.registration.scope).href);
  }
  await Promise.all([...urls].map(async (url) => {
    try {
      const r = await fetch(url, { cache: 'no-store' });
      if (r.ok) await cache.put(url, r);
    } catch (_) { /* cached on first use instead */ }
  }));
}

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
  if (/\/tiebreak-view(_bg)?\.(js|wasm)$/.test(new URL(request.url).pathname)) {
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
