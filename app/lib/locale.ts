import { hasPage } from "./site-pages";

/*
 * The site's two languages (docs/decisions/025-telugu-edition.md): English at the root, Telugu under /te for the
 * pages that have a Telugu edition. A page's language is its address's; a link from a Telugu page leads to the
 * Telugu edition of its target when there is one, else to the English page.
 */

export const LOCALES = ["en", "te"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language tags of each language: the `lang` attribute and hreflang, and Open Graph's locale. */
export const LANGUAGE_TAGS: Record<Locale, { lang: string; og: string; name: string }> = {
  en: { lang: "en-IN", og: "en_IN", name: "English" },
  te: { lang: "te-IN", og: "te_IN", name: "తెలుగు" },
};

const TELUGU_PREFIX = "/te";

/**
 * The language of the page at `path` ("/te", "/te/about" → "te"), or of its data request: a prerendered page's
 * loader is asked for "/te.data" for the Telugu home page.
 */
export const localeOf = (path: string): Locale =>
  path === TELUGU_PREFIX ||
  path === `${TELUGU_PREFIX}.data` ||
  path.startsWith(`${TELUGU_PREFIX}/`) ||
  path.startsWith(`${TELUGU_PREFIX}?`)
    ? "te"
    : "en";

/** The English page's path of a page in either language ("/te/about" → "/about", "/te" → "/"). */
export function englishPath(path: string): string {
  if (localeOf(path) === "en") return path;
  return path.slice(TELUGU_PREFIX.length) || "/";
}

/** The path of a page in `locale` ("/about" → "/te/about"), whether or not that edition exists. */
export function pathIn(path: string, locale: Locale): string {
  const english = englishPath(path);
  if (locale === "en") return english;
  return english === "/" ? TELUGU_PREFIX : `${TELUGU_PREFIX}${english}`;
}

/**
 * The page's edition in the other language, if the site has it. `path` may end in a slash: the prerender asks for
 * "/te/about/", and that is the address a page sees while it is rendered.
 */
export function otherEdition(path: string): { locale: Locale; path: string } | undefined {
  const page = path.length > 1 ? path.replace(/\/$/, "") : path;
  const locale: Locale = localeOf(page) === "te" ? "en" : "te";
  const target = pathIn(page, locale);
  return hasPage(target) ? { locale, path: target } : undefined;
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
