import routes from "../routes";
import { publicPagePaths } from "./route-list";

/** The public pages that exist in this build: links to anything else are not rendered. */
export const sitePages: ReadonlySet<string> = new Set(publicPagePaths(routes));

export function hasPage(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? path;
  return sitePages.has(bare === "" ? "/" : bare);
}

/** Keep only the links whose target page exists (external links always pass). */
export function existingLinks<T extends { href: string }>(links: readonly T[]): T[] {
  return links.filter((l) => !l.href.startsWith("/") || hasPage(l.href));
}
