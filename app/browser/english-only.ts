/*
 * The small script of the pages that exist in English only (the articles, the legal pages), written into those pages
 * alone (docs/decisions/029-inline-page-scripts.md): shows their Telugu line to a visitor who came from the Telugu
 * pages (./english-only-notice.ts).
 */
import { showEnglishOnlyNotices } from "./english-only-notice";

let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  // Storage refused: the referrer alone decides.
}
showEnglishOnlyNotices(document, storage);
