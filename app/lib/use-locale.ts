import { useLocation } from "react-router";
import { localeOf, type Locale } from "./locale-path";

/**
 * The language of the page being rendered, from its address (app/lib/locale-path.ts). In a browser it is always
 * English: every Telugu page is prerendered HTML without React (docs/decisions/025-telugu-edition.md), so the
 * browser's bundle carries none of the language logic.
 */
export function useLocale(): Locale {
  const { pathname } = useLocation();
  return import.meta.env.SSR ? localeOf(pathname) : "en";
}
