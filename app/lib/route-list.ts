/** Pure helpers over the route table (app/routes.ts). No React, no Vite: used by the build, the shell and tests. */
export interface RouteEntryLike {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntryLike[];
}

const join = (parent: string, path: string) =>
  `${parent.replace(/\/$/, "")}/${path.replace(/^\//, "")}`.replace(/\/+/g, "/") || "/";

/** Every static URL path the table defines (no dynamic segments, no catch-all). */
export function staticPaths(entries: readonly RouteEntryLike[], parent = "/"): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const here = entry.path === undefined ? parent : join(parent, entry.path);
    const isDynamic = /(^|\/)[:*]/.test(entry.path ?? "");
    if (entry.children) {
      if (!isDynamic) out.push(...staticPaths(entry.children, here));
      continue;
    }
    if (isDynamic) continue;
    if (entry.index || entry.path !== undefined) out.push(here === "" ? "/" : here);
  }
  return [...new Set(out)];
}

/** Files such as /sitemap.xml are resource routes, not pages. */
export const isFilePath = (path: string) => /\.[a-z0-9]+$/i.test(path);
export const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/** Pages a visitor can open: HTML routes outside the admin area. */
export function publicPagePaths(entries: readonly RouteEntryLike[]): string[] {
  return staticPaths(entries).filter((p) => !isFilePath(p) && !isAdminPath(p));
}

/** What the build renders to static files: every static route plus the 404 page. */
export function prerenderPaths(entries: readonly RouteEntryLike[]): string[] {
  return [...staticPaths(entries), "/404"];
}
