import { hasPage } from "./site-pages";
import { localeOf, pathIn, type Locale } from "./locale-path";

export * from "./locale-path";

/*
 * The site's two languages (docs/decisions/025-telugu-edition.md): English at the root, Telugu under /te for the
 * pages that have a Telugu edition. A page's language is its address's; a link from a Telugu page leads to the
 * Telugu edition of its target when there is one, else to the English page.
 */

/**
 * The page's edition in the other language, if the site has it. While prerendering, a page's address ends in a
 * slash ("/te/about/": React Router requests each page as a folder), so the slash is dropped first.
 */
export function otherEdition(path: string): { locale: Locale; path: string } | undefined {
  const locale: Locale = localeOf(path) === "te" ? "en" : "te";
  const target = pathIn(path.length > 1 ? path.replace(/\/+$/, "") : path, locale);
  return hasPage(target) ? { locale, path: target } : undefined;
}

/** Links (crumbs, menus) with the addresses of a page in `locale` (localizeHref). */
export function localizeLinks<T extends { href: string }>(
  links: readonly T[],
  locale: Locale,
): T[] {
  return links.map((link) => ({ ...link, href: localizeHref(link.href, locale) }));
}

/**
 * Where an internal link leads from a page in `locale`: the target's edition in that language when the site has
 * it, else the target as given. External links, fragments and files are left alone.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === "en" || !href.startsWith("/") || localeOf(href) === "te") return href;
  const at = href.search(/[?#]/);
  const [path, rest] = at < 0 ? [href, ""] : [href.slice(0, at), href.slice(at)];
  const target = pathIn(path, "te");
  return hasPage(target) ? `${target}${rest}` : href;
}
