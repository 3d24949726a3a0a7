import { clientsClaim } from "workbox-core";
import type { WorkboxPlugin } from "workbox-core/types.js";
import { ExpirationPlugin } from "workbox-expiration";
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from "workbox-precaching";
import type { PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import {
  isDataFileText,
  pageCacheKey,
  precacheFallbacks,
  requestKind,
  runtimeCaches,
  type RequestKind,
} from "./service-worker-routes.ts";

/*
 * The site's service worker, served as /sw.js: the site keeps working offline. scripts/lib/service-worker.mjs
 * bundles it and writes the precache list into it (Workbox's injectManifest). Which request gets which treatment
 * is decided in ./service-worker-routes.ts; docs/decisions/018-offline-service-worker.md explains the choices.
 */

/** The parts of the worker's global scope used here (the project's TypeScript knows the DOM's, not a worker's). */
interface ExtendableEvent {
  waitUntil(done: Promise<unknown>): void;
}
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  clients: {
    matchAll(options: {
      type: "window";
      includeUncontrolled: boolean;
    }): Promise<readonly { url: string }[]>;
  };
  addEventListener(type: "install", listener: (event: ExtendableEvent) => void): void;
};

/** Past this, a page or the data file comes from the cache when there is a copy: a slow link, not a dead one. */
const NETWORK_TIMEOUT_SECONDS = 3;

/*
 * Updates: a new version installs in the background and waits until no page of the site is open in the old one
 * (no skipWaiting), so an open page never loses a precached file it may still import. On the first install there
 * is nothing to wait for, and clientsClaim lets the worker serve the page that installed it at once.
 */
clientsClaim();
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const ofKind =
  (kind: RequestKind) =>
  ({ request, url }: { request: Request; url: URL }) =>
    requestKind(
      { url, mode: request.mode, referrer: request.referrer, destination: request.destination },
      location.origin,
    ) === kind;

/** When the network fails and no copy was saved: the precached copy that stands in for this request. */
const precachedStandIn = (kind: RequestKind): WorkboxPlugin => ({
  handlerDidError: async ({ request }) => {
    for (const path of precacheFallbacks(kind, new URL(request.url))) {
      const response = await matchPrecache(path);
      if (response) return response;
    }
    return undefined;
  },
});

/**
 * A page or the data file that has no saved copy yet finds its precached one, whenever the strategy looks in its
 * cache: when the network fails, and also when it is slow (past NETWORK_TIMEOUT_SECONDS), rather than waiting for the
 * host's own timeout.
 */
const precachedCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse ?? (await matchPrecache(new URL(request.url).pathname)),
};

/** Pages are saved under their address without the query (see pageCacheKey). */
const byPath: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)),
};

/**
 * Save complete answers only. NetworkFirst would also save an opaque one (status 0): for a page load that is a
 * redirect (a trailing slash), which must be followed, not kept.
 */
const completeOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/**
 * The data file is saved only when it is the data file: a status-200 answer that is not (a host's HTML fallback
 * page, bad JSON) never replaces the last good copy. The page still gets it, and says that it could not be read.
 */
const dataFileOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && isDataFileText(await response.clone().text()) ? response : null,
};

/** A cache of what the visitor opened: the oldest entries go first, and all of it if the device runs short. */
const limit = (maxEntries: number) => new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true });

// Routes are tried in this order; the precache's own route (addRoute) comes after those that must reach the
// network first, so that a precached page or data file is only a stand-in for when the network fails.
const pages = new NetworkFirst({
  cacheName: runtimeCaches.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [byPath, completeOnly, limit(60), precachedCopy, precachedStandIn("page")],
});
registerRoute(ofKind("page"), pages);
registerRoute(ofKind("staff-page"), new NetworkOnly({ plugins: [precachedStandIn("staff-page")] }));
registerRoute(ofKind("staff-request"), new NetworkOnly());
registerRoute(
  ofKind("page-data"),
  new NetworkFirst({
    cacheName: runtimeCaches.pageData,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [completeOnly, limit(60)],
  }),
);
registerRoute(
  ofKind("data-file"),
  new NetworkFirst({
    cacheName: runtimeCaches.data,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [dataFileOnly, precachedCopy, precachedStandIn("data-file")],
  }),
);
addRoute();
registerRoute(
  ofKind("asset"),
  new CacheFirst({ cacheName: runtimeCaches.assets, plugins: [limit(200)] }),
);
registerRoute(
  ofKind("image"),
  new StaleWhileRevalidate({ cacheName: runtimeCaches.images, plugins: [completeOnly, limit(60)] }),
);

/*
 * The page that installed the worker loaded before the worker could save it (often the home page, or the page a
 * search led to): as it installs, the worker saves the pages open now, as a visit would have. At install, not at
 * activation: the precache takes a while to download, and a visitor who has left by then has no page open to save.
 */
self.addEventListener("install", (event) => {
  const savePage = async ({ url }: { url: string }) => {
    const facts = { url: new URL(url), mode: "navigate", referrer: "", destination: "document" };
    if (requestKind(facts, location.origin) !== "page") return;
    const [, done] = pages.handleAll({ event, request: new Request(url) });
    await done;
  };
  event.waitUntil(
    // Uncontrolled too: clientsClaim may not have taken them over yet.
    self.clients
      .matchAll({ type: "window", includeUncontrolled: true })
      .then((open) => Promise.all(open.map(savePage))),
  );
});
