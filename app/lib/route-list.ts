/**
 * Pure helpers over the route table (app/routes.ts) and the site's addresses (`sitePaths` in react-router.config.ts).
 * No React, no Vite, no imports: used by the build, the root layout, the service worker and the tests.
 */
export interface RouteEntryLike {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: readonly RouteEntryLike[];
}

const join = (parent: string, path: string) =>
  `${parent.replace(/\/$/, "")}/${path.replace(/^\//, "")}`.replace(/\/+/g, "/") || "/";

/** A route that serves pages: an index route, or a route with a path and no children. */
interface PageRoute {
  pattern: string;
  /** The ids of the layout routes above it and its own, outermost first (only the ids the table gives). */
  ids: string[];
}

function pageRoutes(entries: readonly RouteEntryLike[], parent = "/", ids: string[] = []) {
  const out: PageRoute[] = [];
  for (const entry of entries) {
    const pattern = entry.path === undefined ? parent : join(parent, entry.path);
    const here = entry.id === undefined ? ids : [...ids, entry.id];
    if (entry.children?.length) out.push(...pageRoutes(entry.children, pattern, here));
    else if (entry.index || entry.path !== undefined) out.push({ pattern, ids: here });
  }
  return out;
}

const hasParameter = (pattern: string) => /(^|\/)(:|\*)/.test(pattern);

/**
 * How well a pattern such as `/blog/:slug` or `/services/:service?` matches a path, ranked as React Router ranks
 * routes (a static segment outranks a parameter); undefined if it does not match. Splats never match here.
 */
export function matchScore(pattern: string, path: string): number | undefined {
  const parts = path.split("/").filter(Boolean);
  // Every way of reading the pattern so far (an optional segment may be there or not): [parts used, score].
  let readings: [number, number][] = [[0, 0]];
  for (const segment of pattern.split("/").filter(Boolean)) {
    if (segment === "*") return undefined;
    const optional = segment.endsWith("?");
    const name = optional ? segment.slice(0, -1) : segment;
    const isParameter = name.startsWith(":");
    readings = readings.flatMap(([used, score]): [number, number][] => {
      const part = parts[used];
      const fits = part !== undefined && (isParameter || part === name);
      const taken: [number, number][] = fits ? [[used + 1, score + (isParameter ? 3 : 10)]] : [];
      return optional ? [[used, score], ...taken] : taken;
    });
  }
  const scores = readings.filter(([used]) => used === parts.length).map(([, score]) => score);
  return scores.length ? Math.max(...scores) : undefined;
}

/** The route that serves a path: the best-ranked match, undefined if none or if two rank the same. */
function routeFor(routes: readonly PageRoute[], path: string): PageRoute | undefined {
  let best: PageRoute | undefined;
  let bestScore = -1;
  let tied = false;
  for (const route of routes) {
    const score = matchScore(route.pattern, path);
    if (score === undefined || score < bestScore) continue;
    tied = score === bestScore;
    if (score > bestScore) [best, bestScore] = [route, score];
  }
  return tied ? undefined : best;
}

/**
 * Every address of the site, in the table's order: the routes without a parameter, and in the place of each route
 * with one, the pages of `parameterPages` it serves. A page no route with a parameter serves (or two equally well,
 * or one a static route takes first), or a route with a parameter left without a page (the catch-all aside) is a
 * mistake in the list, and fails the build.
 */
export function sitePathsOf(
  entries: readonly RouteEntryLike[],
  parameterPages: readonly string[],
): string[] {
  const routes = pageRoutes(entries).filter((r) => !r.pattern.endsWith("*"));
  const pagesOf = new Map<string, string[]>();
  for (const r of routes) if (hasParameter(r.pattern)) pagesOf.set(r.pattern, []);
  for (const page of parameterPages) {
    const route = routeFor(routes, page);
    const pages = route && pagesOf.get(route.pattern);
    if (!pages)
      throw new Error(
        `${page}: ${route ? `served by ${route.pattern}, a route without a parameter` : "no route with a parameter serves it alone"}`,
      );
    pages.push(page);
  }
  for (const [pattern, pages] of pagesOf)
    if (!pages.length) throw new Error(`${pattern}: no page listed for this route`);
  return [...new Set(routes.flatMap((r) => pagesOf.get(r.pattern) ?? [r.pattern]))];
}

/**
 * The layout routes whose pages load React and hydrate: the pages a visitor works with (forms, filters, the due-dates
 * table) and the admin area. Every other page is prerendered HTML and CSS with no framework
 * (docs/decisions/019-static-pages.md).
 */
export const INTERACTIVE_ROUTE_ID = "interactive";
export const ADMIN_ROUTE_ID = "admin";
export const HYDRATED_ROUTE_IDS: readonly string[] = [INTERACTIVE_ROUTE_ID, ADMIN_ROUTE_ID];

/** Whether a page whose matched routes have these ids hydrates. */
export const hydratesRoutes = (ids: readonly string[]) =>
  ids.some((id) => HYDRATED_ROUTE_IDS.includes(id));

/**
 * The paths of the pages that hydrate: those served by a route under a layout of HYDRATED_ROUTE_IDS.
 */
export function hydratedPaths(
  entries: readonly RouteEntryLike[],
  paths: readonly string[],
): string[] {
  const routes = pageRoutes(entries);
  return paths.filter((p) => !isFilePath(p) && hydratesRoutes(routeFor(routes, p)?.ids ?? []));
}

/** The module files of the route with this id and of every route below it. */
export function routeFilesUnder(entries: readonly RouteEntryLike[], id: string): string[] {
  const all = (entry: RouteEntryLike): string[] => [
    entry.file,
    ...(entry.children ?? []).flatMap(all),
  ];
  return entries.flatMap((entry) =>
    entry.id === id ? all(entry) : routeFilesUnder(entry.children ?? [], id),
  );
}

/** Files such as /sitemap.xml are resource routes, not pages. */
export const isFilePath = (path: string) => /\.[a-z0-9]+$/i.test(path);
export const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/** Pages a visitor can open: the HTML pages outside the admin area. */
export function publicPagePaths(paths: readonly string[]): string[] {
  return paths.filter((p) => !isFilePath(p) && !isAdminPath(p));
}

/**
 * The offline page: the service worker shows it in place of a page this device has not saved while the connection
 * is down (docs/decisions/018-offline-service-worker.md). A public page, but not one to find in a search engine.
 */
export const offlinePagePath = "/offline";
/** The offline page in Telugu, shown for a Telugu page's address (docs/decisions/025-telugu-edition.md). */
export const teluguOfflinePagePath = "/te/offline";

/** The offline page in the language of the page asked for. */
export const offlinePageFor = (path: string): string =>
  path === "/te" || path.startsWith("/te/") ? teluguOfflinePagePath : offlinePagePath;

/** Public pages for search engines: in the sitemap, indexable. Every public page but the offline pages. */
export function listedPagePaths(paths: readonly string[]): string[] {
  return publicPagePaths(paths).filter((p) => p !== offlinePagePath && p !== teluguOfflinePagePath);
}

/**
 * Where the build renders the 404 page: a path only the catch-all route matches (two segments, so not a city page's
 * `:city`). postbuild.mjs moves it to 404.html (docs/decisions/022-route-modules-and-the-404-path.md).
 */
export const notFoundPrerenderPath = "/404/page";

/**
 * The 404 pages of both languages, each prerendered at its path and moved by postbuild.mjs to the 404.html of its
 * folder: 404.html, and te/404.html, which a static host serves for an unknown /te/… address
 * (docs/decisions/025-telugu-edition.md).
 */
export const notFoundPrerenderPaths: readonly string[] = [notFoundPrerenderPath, "/te/404/page"];
