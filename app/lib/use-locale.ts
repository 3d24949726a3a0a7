import { useLocation } from "react-router";
import { localeOf, type Locale } from "./locale-path";

/**
 * The language of the page being rendered, from its address (app/lib/locale-path.ts). In a browser it is always
 * English: every Telugu page is prerendered HTML without React (docs/decisions/025-telugu-edition.md), so the
 * browser's bundle carries none of the language logic.
 */
export function useLocale(): Locale {
  if (!import.meta.env.SSR) return "en";
  // A build-time constant decides the branch: every render of a build takes the same one.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return localeOf(useLocation().pathname);
}
