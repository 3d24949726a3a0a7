import fontUrl from "@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2?url";

/*
 * The Telugu pages' type (docs/decisions/025-telugu-edition.md): Noto Sans Telugu from Fontsource, self-hosted, the
 * Telugu subset of its variable weights (one file for every weight), on the Telugu pages only. It is not preloaded:
 * 124 KB fetched before the first paint would delay it on a slow phone (measured: the simulated LCP went from about
 * 1.1 to 1.95 s). The browser fetches it when it lays out Telugu text and uses it only if it arrives within its short
 * block period (`font-display: optional`): otherwise the page keeps the device's own Telugu font (every phone system
 * has one) and nothing moves when the file lands; the next page, with the file cached, uses it from the start.
 * Latin letters keep the system stack (app.css).
 */
const UNICODE_RANGE = "U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC";

export const teluguFontFace =
  `@font-face{font-family:"Noto Sans Telugu";font-style:normal;font-weight:100 900;` +
  `font-display:optional;src:url(${fontUrl}) format("woff2");unicode-range:${UNICODE_RANGE}}`;
