/** Pure helpers over the route table (app/routes.ts). No React, no Vite: used by the build, the shell and tests. */
export interface RouteEntryLike {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntryLike[];
  /**
   * The values of this route's URL parameters (`blog/:slug` → `{ slug: [...] }`): one page per value is
   * prerendered, listed and tested. React Router ignores the key.
   */
  params?: Readonly<Record<string, readonly string[]>>;
}

type ParamValues = Readonly<Record<string, readonly string[]>>;

const join = (parent: string, path: string) =>
  `${parent.replace(/\/$/, "")}/${path.replace(/^\//, "")}`.replace(/\/+/g, "/") || "/";

/** The concrete paths of a pattern: every combination of its parameters' values; none for a splat or an unknown parameter. */
export function expandPattern(pattern: string, params: ParamValues): string[] {
  let paths = [""];
  for (const segment of pattern.split("/").filter(Boolean)) {
    if (segment === "*") return [];
    const name = /^:([\w-]+)$/.exec(segment)?.[1];
    const values = name === undefined ? [segment] : params[name];
    if (!values?.length) return [];
    paths = paths.flatMap((p) => values.map((v) => `${p}/${v}`));
  }
  return paths.map((p) => p || "/");
}

/** Every URL path the table defines: static routes, and parameter routes expanded over their listed values. */
export function staticPaths(
  entries: readonly RouteEntryLike[],
  parent = "/",
  inherited: ParamValues = {},
): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const params = { ...inherited, ...entry.params };
    const here = entry.path === undefined ? parent : join(parent, entry.path);
    if (entry.children) {
      for (const base of expandPattern(here, params))
        out.push(...staticPaths(entry.children, base, params));
      continue;
    }
    if (entry.index || entry.path !== undefined) out.push(...expandPattern(here, params));
  }
  return [...new Set(out)];
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

/** The paths of the pages that hydrate: those under a layout of HYDRATED_ROUTE_IDS. */
export function hydratedPaths(entries: readonly RouteEntryLike[], parent = "/"): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const here = entry.path === undefined ? parent : join(parent, entry.path);
    if (entry.id !== undefined && HYDRATED_ROUTE_IDS.includes(entry.id))
      out.push(...staticPaths([{ ...entry, path: undefined }], here));
    else if (entry.children) out.push(...hydratedPaths(entry.children, here));
  }
  return out.filter((p) => !isFilePath(p));
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

/** Pages a visitor can open: HTML routes outside the admin area. */
export function publicPagePaths(entries: readonly RouteEntryLike[]): string[] {
  return staticPaths(entries).filter((p) => !isFilePath(p) && !isAdminPath(p));
}

/**
 * The offline page: the service worker shows it in place of a page this device has not saved while the connection
 * is down (docs/decisions/018-offline-service-worker.md). A public page, but not one to find in a search engine.
 */
export const offlinePagePath = "/offline";

/** Public pages for search engines: in the sitemap, indexable. Every public page but the offline page. */
export function listedPagePaths(entries: readonly RouteEntryLike[]): string[] {
  return publicPagePaths(entries).filter((p) => p !== offlinePagePath);
}

/**
 * Where the build renders the 404 page: a path only the catch-all route matches (two segments, so not a city page's
 * `:city`). postbuild.mjs moves it to 404.html.
 */
export const notFoundPrerenderPath = "/404/page";

/** What the build renders to static files: every page and file of the table, plus the 404 page. */
export function prerenderPaths(entries: readonly RouteEntryLike[]): string[] {
  return [...staticPaths(entries), notFoundPrerenderPath];
}
