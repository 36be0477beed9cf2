// The shop's service worker (plain JS, served as it is: no build step, no library). It keeps what a
// visitor has seen so that it opens offline, and never makes a page slower or staler:
// - pages and catalogue reads go to the network first (prices and stock must be current); the kept
//   copy is used only when the network fails, and a page never seen gets the offline page;
// - /assets/ and /media/ names change with their content, so a kept copy is always right;
// - never kept: back-office pages, the sign-in page, quote links (private), any answer the server
//   marked no-store (everything answered to a signed-in admin: plugins/web.ts, plugins/private-answers.ts;
//   a worker cannot see the request's cookie, so the answer's header is what tells), writes, other sites.
// Change VERSION when this file's caching changes: the old caches are deleted on activate.
const VERSION = 2;
const SHELL = `shell-v${VERSION}`;
const PAGES = `pages-v${VERSION}`;
const READS = `reads-v${VERSION}`;
const ASSETS = `assets-v${VERSION}`;
const MEDIA = `media-v${VERSION}`;
/** At most this many answers per cache, the oldest dropped first: a phone's storage is not the shop's. */
const LIMITS = { [PAGES]: 40, [READS]: 80, [ASSETS]: 80, [MEDIA]: 150 };
const OFFLINE_PAGE = '/offline';
/** The offline page of the Hindi pages (/hi/…, issue 19): in Hindi, its Home link to /hi/. Both are kept at install. */
const HINDI_OFFLINE_PAGE = '/hi/offline';
const OFFLINE_PAGES = [OFFLINE_PAGE, HINDI_OFFLINE_PAGE];
const SHELL_FILES = [...OFFLINE_PAGES, '/default-logo.png', '/fallback-image.jpg'];

/** The spec's back-office paths (src/web/routes.tsx, ids ending in -admin) and all under /admin/ (a job's screen), the sign-in page and quote links in either language; matched as the router does, ignoring case. */
const PRIVATE_PAGE =
  /^\/(?:admin|allListing|listing|upload|UploadCategory|UploadSubcategory|UploadBanner|addReligion|addUser|addConfi|addTitle|addPrice|addInsta|addSize|addSEOT|addSEOD|addSEOK|login)\/?$|^\/admin\/|^(?:\/hi)?\/quote(?:\/|$)/i;
/** Not pages, even when opened in a tab (a download, an image). */
const NOT_PAGE = /^\/(?:api|media|assets)(?:\/|$)/;
/** The public reads a page makes when it is drawn in the browser (plugins/anonymous-cache.ts keeps the same list); previews are drawn per visitor. */
const CATALOGUE_READ = /^\/api\/(?:listings|categories|subcategories|religions|banners|images|confi\/GetConfiList)(?:\/(?!.*\/preview$)|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([SHELL, ...Object.keys(LIMITS)]);
      await Promise.all((await caches.keys()).filter((name) => !current.has(name)).map((name) => caches.delete(name)));
      // The page's request starts while the worker wakes up, rather than after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
      // The page that registered the worker loaded before it: kept now (its own copy in the
      // browser's cache usually answers, or a 304).
      for (const client of await self.clients.matchAll({ type: 'window' })) {
        const url = new URL(client.url);
        if (url.origin === self.location.origin && isPublicPage(url.pathname)) {
          await fetch(url.href)
            .then((response) => (storable(response) ? keepPage(url.href, response) : undefined))
            .catch(() => {});
        }
      }
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (request.mode === 'navigate') event.respondWith(page(event, isPublicPage(path)));
  else if (path.startsWith('/assets/')) event.respondWith(cacheFirst(event, ASSETS));
  else if (path.startsWith('/media/')) event.respondWith(cacheFirst(event, MEDIA).catch(imageStandIn));
  else if (CATALOGUE_READ.test(path)) event.respondWith(networkFirst(event, READS));
  else if (SHELL_FILES.includes(path) && !OFFLINE_PAGES.includes(path)) event.respondWith(keptThenUpdated(event));
});

// The owner's phone (decision 034): the server's push carries {title, body, url}, url being a back-office
// screen of this shop; a tap focuses a tab already on that screen, or opens it.
self.addEventListener('push', (event) => {
  const { title, body, url } = pushedMessage(event.data);
  event.waitUntil(self.registration.showNotification(title, { body, icon: '/apple-touch-icon.png', data: { url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = shopUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = tabs.find((tab) => tab.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    })(),
  );
});

/** The push's message; a push that is not one of the shop's still shows something, and opens the back office. */
function pushedMessage(data) {
  let message = {};
  try {
    message = (data && data.json()) || {};
  } catch {
    // not JSON: the defaults below
  }
  const text = (value, fallback) => (typeof value === 'string' && value ? value : fallback);
  return { title: text(message.title, 'News from the shop'), body: text(message.body, ''), url: shopUrl(message.url) };
}

/** An address of this shop, in full; anything else (another site, no address) is the back office. */
function shopUrl(address) {
  const backOffice = new URL('/admin', self.location.origin).href;
  if (typeof address !== 'string' || !address) return backOffice;
  try {
    const url = new URL(address, self.location.origin);
    return url.origin === self.location.origin ? url.href : backOffice;
  } catch {
    return backOffice;
  }
}

function isPublicPage(path) {
  return !PRIVATE_PAGE.test(path) && !NOT_PAGE.test(path);
}

/**
 * A whole answer that the server did not forbid keeping. (Opaque answers have status 0; a
 * followed redirect may not answer a navigation later, browsers refuse it.)
 */
function storable(response) {
  return response.status === 200 && !response.redirected && !/no-store/i.test(response.headers.get('cache-control') || '');
}

async function page(event, keep) {
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    if (keep && storable(response)) event.waitUntil(keepPage(event.request.url, response.clone()).catch(() => {}));
    return response;
  } catch (error) {
    const copy = keep && (await caches.match(withoutHash(event.request.url), { cacheName: PAGES, ignoreVary: true }));
    const offline =
      copy || (await caches.match(offlinePageOf(event.request.url), { cacheName: SHELL })) || (await caches.match(OFFLINE_PAGE, { cacheName: SHELL }));
    if (offline) return offline;
    throw error;
  }
}

/** A page, with the scripts and styles it names: an offline copy must be able to draw and hydrate. */
async function keepPage(url, response) {
  const html = await response.clone().text();
  await put(PAGES, withoutHash(url), response);
  const assets = await caches.open(ASSETS);
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]));
  for (const file of files) {
    if (!(await assets.match(file))) await assets.add(file).catch(() => {});
  }
  await trim(assets, LIMITS[ASSETS]);
}

async function networkFirst(event, name) {
  try {
    const response = await fetch(event.request);
    if (storable(response)) event.waitUntil(put(name, event.request, response.clone()).catch(() => {}));
    return response;
  } catch (error) {
    const copy = await caches.match(event.request, { cacheName: name, ignoreVary: true });
    if (copy) return copy;
    throw error;
  }
}

async function cacheFirst(event, name) {
  const copy = await caches.match(event.request, { cacheName: name, ignoreVary: true });
  if (copy) return copy;
  const response = await fetch(event.request);
  if (storable(response)) event.waitUntil(put(name, event.request, response.clone()).catch(() => {}));
  return response;
}

/** Offline, a picture never seen is the shop's "no image" picture rather than a broken one. */
async function imageStandIn() {
  const standIn = await caches.match('/fallback-image.jpg', { cacheName: SHELL });
  return standIn || Response.error();
}

/** The few fixed files (the default logo...): the kept copy at once, refreshed for next time. */
async function keptThenUpdated(event) {
  const cache = await caches.open(SHELL);
  const update = fetch(event.request).then(async (response) => {
    if (storable(response)) await cache.put(event.request, response.clone());
    return response;
  });
  const copy = await cache.match(event.request, { ignoreVary: true });
  if (!copy) return update;
  event.waitUntil(update.catch(() => {}));
  return copy;
}

async function put(name, request, response) {
  const cache = await caches.open(name);
  await cache.put(request, response);
  await trim(cache, LIMITS[name]);
}

/** Keeps the newest `limit` entries (a cache lists its keys oldest first; put moves a key to the end). */
async function trim(cache, limit) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}

/** The offline page in the language of the page asked for: /hi and /hi/… are Hindi (plugins/language-choice.ts). */
function offlinePageOf(url) {
  return /^\/hi(?:\/|$)/.test(new URL(url).pathname) ? HINDI_OFFLINE_PAGE : OFFLINE_PAGE;
}

function withoutHash(url) {
  return url.split('#')[0];
}
