import prerenderedPages from "virtual:site-pages";
import { isAdminPath, isFilePath } from "./route-list";

/*
 * The public pages that exist in this build: links to anything else are not rendered.
 * While prerendering, the set comes from the route table (app/routes.ts). In the browser it comes from React Router's
 * manifest of the same routes (window.__reactRouterManifest, loaded before any component renders), so the route
 * table and the slug lists it imports are not shipped again in the bundle (docs/decisions/004-js-budget.md).
 * The set is built on first use, not when this module loads: chunks may load in any order.
 */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

export function pagesFromManifest(routes: Record<string, ManifestRoute>): string[] {
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const base = parent ? fullPath(parent) : "";
    return route.path ? `${base.replace(/\/$/, "")}/${route.path}` : base;
  };
  const pages = new Set<string>();
  const parents = new Set(Object.values(routes).map((r) => r.parentId));
  for (const route of Object.values(routes)) {
    const hasChildren = parents.has(route.id);
    if (hasChildren || (!route.path && !route.index) || /(^|\/)[:*]/.test(route.path ?? ""))
      continue;
    const path = fullPath(route) || "/";
    if (!isFilePath(path) && !isAdminPath(path)) pages.add(path);
  }
  return [...pages];
}

function loadPages(): ReadonlySet<string> {
  // Only used while prerendering, so the bundler drops the list from the browser build.
  if (import.meta.env.SSR) return new Set(prerenderedPages);
  const manifest = (
    globalThis as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } }
  ).__reactRouterManifest;
  return new Set(manifest ? pagesFromManifest(manifest.routes) : []);
}

let sitePages: ReadonlySet<string> | undefined;

export function hasPage(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? path;
  sitePages ??= loadPages();
  return sitePages.has(bare === "" ? "/" : bare);
}

/** Keep only the links whose target page exists (external links always pass). */
export function existingLinks<T extends { href: string }>(links: readonly T[]): T[] {
  return links.filter((l) => !l.href.startsWith("/") || hasPage(l.href));
}
