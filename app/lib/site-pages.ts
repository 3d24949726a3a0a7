import sitePages from "virtual:site-pages";

/*
 * The public pages that exist in this build: links to anything else are not rendered. The list is computed from the
 * route table (app/routes.ts, parameter routes expanded over their values) when the build starts, and the same list
 * is used while prerendering and in the browser, so both render the same links. About 40 short paths: cheaper to
 * ship than to derive from React Router's manifest, which no longer has one route per page
 * (docs/decisions/013-parameter-routes.md).
 */
let pages: ReadonlySet<string> | undefined;

export function hasPage(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? path;
  pages ??= new Set(sitePages);
  return pages.has(bare === "" ? "/" : bare);
}

/** Keep only the links whose target page exists (external links always pass). */
export function existingLinks<T extends { href: string }>(links: readonly T[]): T[] {
  return links.filter((l) => !l.href.startsWith("/") || hasPage(l.href));
}
