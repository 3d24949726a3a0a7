import * as enHome from "~/content/home";
import * as teHome from "~/content/te/home";
import { teluguMonths } from "~/content/te/months";
import type { Locale } from "~/lib/locale";

/**
 * Home's words in each language: one page, its words chosen by the address's language (/ or /te). Home loads no
 * React in the browser (docs/decisions/019-static-pages.md), so both languages' words are only read while
 * prerendering.
 */
export const homeWords: Record<Locale, typeof enHome> = { en: enHome, te: teHome };

/** The month names a language writes its dates with, where they are not English's. */
export const monthNames: Record<Locale, readonly string[] | undefined> = {
  en: undefined,
  te: teluguMonths,
};
