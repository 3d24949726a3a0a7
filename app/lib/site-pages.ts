import sitePages, { hydrated, teluguFlags } from "virtual:site-pages";
import { pathIn } from "./locale-path";

/*
 * The public pages that exist in this build: links to anything else are not rendered. The list is the site's
 * addresses (`sitePaths` in react-router.config.ts) when the build starts, and the same list is used while
 * prerendering and in the browser, so both render the same links. About 40 short paths: cheaper to ship than to
 * derive from React Router's manifest, which has one route per kind of page, not per page
 * (docs/decisions/022-route-modules-and-the-404-path.md).
 */
let pages: ReadonlySet<string> | undefined;
let hydratedPages: ReadonlySet<string> | undefined;

const bare = (path: string) => (path.split(/[?#]/)[0] ?? path) || "/";

export function hasPage(path: string): boolean {
  // Both editions: a Telugu page with React renders its links to the Telugu pages in the browser too
  // (docs/decisions/025-telugu-edition.md).
  pages ??= new Set([
    ...sitePages,
    ...sitePages.filter((_, i) => teluguFlags[i] === "1").map((page) => pathIn(page, "te")),
  ]);
  return pages.has(bare(path));
}

/**
 * Whether the page at `path` loads React. A link to any other page loads it as a document: it has no scripts of
 * its own to render it in the browser (docs/decisions/019-static-pages.md).
 */
export function hydrates(path: string): boolean {
  hydratedPages ??= new Set(hydrated);
  return hydratedPages.has(bare(path));
}

/** Keep only the links whose target page exists (external links always pass). */
export function existingLinks<T extends { href: string }>(links: readonly T[]): T[] {
  return links.filter((l) => !l.href.startsWith("/") || hasPage(l.href));
}
