// That's Pretty Clever: service worker (written into dist/ by build.py).
// Precaches every file of the build under a cache named after the build's
// content hash, serves cache-first, removes older caches when it activates,
// and waits (so the page can offer "Reload to update") when it replaces an
// older version.
"use strict";

const VERSION = "__VERSION__";
const PREFIX = "clever-";
const CACHE = PREFIX + VERSION;
const PRECACHE = [/* __PRECACHE__ */];
// The game's page is served cross-origin isolated, so that its Python runs in a
// Web Worker (build.py, ISOLATED_PAGES): this adds the headers on hosts that
// cannot send them.
const ISOLATED_PAGES = [/* __ISOLATED_PAGES__ */];
const ISOLATION_HEADERS = [/* __ISOLATION_HEADERS__ */];

function isolatedPage(url) {
  const name = url.pathname.split("/").pop() || "index.html";
  return ISOLATED_PAGES.includes(name);
}

function isolated(response) {
  if (!response || response.status === 0 || response.type === "opaqueredirect") return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of ISOLATION_HEADERS) headers.set(name, value);
  return new Response(response.body,
    { status: response.status, statusText: response.statusText, headers });
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "no-cache" revalidates with the server (a 304 when the browser already has
    // the file), so a stale HTTP cache can never end up in a new version.
    await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "no-cache" })));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

let opened = null; // this version's cache, opened once per worker start

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    opened = opened || caches.open(CACHE);
    const cache = await opened;
    const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
    const response = hit || await fetch(request);
    return request.mode === "navigate" && isolatedPage(new URL(request.url))
      ? isolated(response) : response;
  })());
});
