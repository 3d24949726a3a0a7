import { useLocation } from "react-router";
import { localeOf, type Locale } from "./locale-path";

/** The language of the page being rendered, from its address (app/lib/locale-path.ts). */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}
