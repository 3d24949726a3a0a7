import boldUrl from "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2?url";
import regularUrl from "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url";

/*
 * The Telugu pages' type (docs/decisions/027-telugu-font-weights.md): Noto Sans Telugu from Fontsource, self-hosted,
 * the Telugu subset, on the Telugu pages only, in two weights: the regular (36 KB) for text up to medium, the bold
 * (37 KB) for semibold and heavier. The variable font that covers every weight is 124 KB, and a page's first screen
 * uses both ends of it anyway.
 * A device that has Noto Sans Telugu (every Android phone) uses its own copy and downloads nothing (`local()`).
 * Otherwise the browser fetches the file when it lays out Telugu text and uses it only if it arrives within its short
 * block period (`font-display: optional`): else the page keeps the device's own Telugu font, nothing moves when the
 * file lands, and the next page, with the file cached, uses it from the start. Latin letters keep the system stack
 * (app.css).
 */
const UNICODE_RANGE = "U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC";

const face = (weights: string, localNames: readonly string[], url: string) =>
  `@font-face{font-family:"Noto Sans Telugu";font-style:normal;font-weight:${weights};font-display:optional;` +
  `src:${localNames.map((name) => `local("${name}")`).join(",")},url(${url}) format("woff2");` +
  `unicode-range:${UNICODE_RANGE}}`;

export const teluguFontFace =
  face("100 500", ["Noto Sans Telugu", "NotoSansTelugu-Regular"], regularUrl) +
  face("600 900", ["Noto Sans Telugu Bold", "NotoSansTelugu-Bold"], boldUrl);
