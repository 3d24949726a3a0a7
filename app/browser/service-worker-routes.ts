import { dueDatesDataUrl } from "../lib/compliance-constants.ts";
import {
  isAdminPath,
  isFilePath,
  offlinePageFor,
  offlinePagePath,
  teluguOfflinePagePath,
} from "../lib/route-list.ts";

/*
 * What the service worker does with each request, as plain data and functions: app/browser/service-worker.ts maps
 * each kind to a Workbox strategy, and the build (scripts/lib/service-worker.mjs) reads the lists below. See
 * docs/decisions/018-offline-service-worker.md. Relative imports with extensions: the build loads this in Node.
 */

export { serviceWorkerUrl } from "./service-worker-url.ts";

/** Pages saved on the device when the service worker installs, whether or not the visitor has opened them. */
export const precachedPages: readonly string[] = [
  "/due-dates",
  "/due-dates/plan",
  offlinePagePath,
  teluguOfflinePagePath,
];

/** Files saved with them: the due-dates page reads the published data file when it loads. */
export const precachedFiles: readonly string[] = [dueDatesDataUrl];

/**
 * Code a page imports lazily as it hydrates, by page and source module: the planner's view. A precached page is
 * saved with it (and what it imports), or it could show nothing offline; check:build counts it in the page's budget.
 */
export const hydrationModules: Readonly<Record<string, readonly string[]>> = {
  "/due-dates/plan": ["app/features/planner/components/planner-view.tsx"],
  // Not precached: listed so that check:build counts the Telugu planner's view in its budget.
  "/te/due-dates/plan": ["app/features/planner/components/planner-view.tsx"],
};

/**
 * Code a precached page fetches only when it needs it, by page and source module: the due-dates page's notices (a
 * failed refresh, nothing matching a search) and their words, the common names its search forgives and the calendar
 * file of a filtered view. Saved with the page, so that it can still say what
 * happened offline; not counted in its budget, since a visit loads it only when a notice shows.
 */
export const onDemandModules: Readonly<Record<string, readonly string[]>> = {
  "/due-dates": [
    "app/features/due-dates/components/due-dates-notices.tsx",
    "app/content/due-dates-notices.ts",
    "app/features/due-dates/components/filtered-calendar.tsx",
    "app/content/due-dates-search.ts",
    "app/content/due-dates-calendar.ts",
  ],
  // The filed marks' schema, loaded when there are marks to read or a marks file is opened, and the parts shown once
  // the marks are read (what is overdue, the next visit's line, the marks file) with their words.
  "/due-dates/plan": [
    "app/features/planner/filed-marks-schema.ts",
    "app/features/planner/components/filed-status.tsx",
    "app/content/filed-status.ts",
  ],
};

/** The caches filled as the visitor browses (the precache, saved at install, is Workbox's own). */
export const runtimeCaches = {
  pages: "pages",
  pageData: "page-data",
  data: "data",
  assets: "assets",
  images: "images",
} as const;

/**
 * - `page`: a visit to a public page: from the network, else the copy saved at the last visit, else the precached
 *   page or the offline page.
 * - `staff-page`, `staff-request`: the admin area, what its pages fetch and its code: always from the network,
 *   never saved.
 * - `page-data`: React Router's data for a page opened inside an interactive page, saved like the page.
 * - `data-file`: the published due dates: from the network, else the last copy seen, else the precached one.
 * - `asset`: a hashed file under /assets/ (it never changes): from the cache, else the network.
 * - `image`: a picture of a page (illustrations, the map's placeholder): the saved copy at once, refreshed from the
 *   network for next time, so that a page opened before shows its pictures offline.
 * - `null`: anything else (other origins, files such as the checklist PDFs and the feeds): the precache if it
 *   has it (the icons), else the network.
 */
export type RequestKind =
  "page" | "staff-page" | "staff-request" | "page-data" | "data-file" | "asset" | "image";

export interface RequestFacts {
  url: URL;
  /** Request.mode: "navigate" for a page load. */
  mode: string;
  /** Request.referrer: the page (or module) that made the request; "" when none was sent. */
  referrer: string;
  /** Request.destination: "image" for a picture, "script" for code, "" for fetch(). */
  destination: string;
}

function fromStaffPage(referrer: string, origin: string): boolean {
  try {
    const from = new URL(referrer);
    return from.origin === origin && isAdminPath(from.pathname);
  } catch {
    return false;
  }
}

/** The kind of a request the service worker sees, for a site served at `origin`. */
export function requestKind(
  { url, mode, referrer, destination }: RequestFacts,
  origin: string,
): RequestKind | null {
  if (url.origin !== origin) return null;
  if (mode === "navigate") {
    // A file opened or downloaded (a checklist PDF, the calendar feed) is not a page: the offline page is no
    // stand-in for it.
    if (isFilePath(url.pathname)) return null;
    return isAdminPath(url.pathname) ? "staff-page" : "page";
  }
  if (fromStaffPage(referrer, origin)) return "staff-request";
  if (url.pathname === dueDatesDataUrl) return "data-file";
  if (url.pathname.endsWith(".data"))
    return isAdminPath(url.pathname.slice(0, -".data".length)) ? "staff-request" : "page-data";
  if (url.pathname.startsWith("/assets/"))
    // The admin area's own chunks are named after it: the build names them so (scripts/lib/chunking.ts) and
    // check:build fails on admin code in a chunk named otherwise.
    return /admin/i.test(url.pathname.slice("/assets/".length)) ? "staff-request" : "asset";
  if (destination === "image") return "image";
  return null;
}

/**
 * Where to look in the precache, in order, when a request of this kind fails and has no saved copy: a page finds
 * its own precached copy (the due-dates page) or the offline page; the admin area only the offline page; the data
 * file its precached copy.
 */
export function precacheFallbacks(kind: RequestKind, url: URL): string[] {
  if (kind === "page") return [url.pathname, offlinePageFor(url.pathname)];
  if (kind === "staff-page") return [offlinePagePath];
  if (kind === "data-file") return [url.pathname];
  return [];
}

/**
 * Whether a response's text is the published data file, as far as the worker can tell without the site's schema (the
 * page checks the rest): JSON, an object with its `lastUpdated` and `dueDates`. A status-200 answer that is not (a
 * host's HTML fallback page, a file cut short) never replaces the last good copy saved on the device.
 */
export function isDataFileText(text: string): boolean {
  try {
    const data: unknown = JSON.parse(text.replace(/^\uFEFF/, ""));
    if (!data || typeof data !== "object" || Array.isArray(data)) return false;
    const { lastUpdated, dueDates } = data as Record<string, unknown>;
    return typeof lastUpdated === "string" && !!dueDates && typeof dueDates === "object";
  } catch {
    return false;
  }
}

/**
 * The key a page is saved under: its address without the query or fragment. The query only steers the page's
 * scripts (the due-dates filters), never its HTML, and links with tracking parameters would otherwise save one copy
 * each.
 */
export const pageCacheKey = (url: URL) => `${url.origin}${url.pathname}`;
