/*
 * The site's two languages and their addresses (docs/decisions/025-telugu-edition.md): English at the root, Telugu
 * under /te. Pure and without imports: the build's Node-side tools use it too (scripts/lib/site-pages-plugin.ts).
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
 * The language of the page at `path` ("/te", "/te/about" → "te"), or of its data request: the prerender asks the
 * Telugu home page's loader for "/te.data".
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

/** This browser's choice of language, set by the language switch (app/browser/site.ts). */
export const LANGUAGE_STORAGE_KEY = "language";

/**
 * The English home page's first script: a visitor who chose Telugu with the switch lands on the Telugu home page, before
 * anything is painted. Nothing happens without that choice (search engines, first visits) or without storage.
 */
export const HOME_LANGUAGE_SCRIPT = `try{localStorage.getItem("${LANGUAGE_STORAGE_KEY}")==="te"&&location.replace("${TELUGU_PREFIX}"+location.search+location.hash)}catch(e){}`;
