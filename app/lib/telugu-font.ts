import boldUrl from "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2?url";
import regularUrl from "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url";

/*
 * The Telugu pages' type (docs/decisions/027-telugu-font-weights.md, 028-telugu-font-after-the-first-page.md): Noto
 * Sans Telugu from Fontsource, self-hosted, the Telugu subset, on the Telugu pages only, in two weights: the regular
 * (36 KB) for text up to medium, the bold (37 KB) for semibold and heavier.
 * A device that has Noto Sans Telugu (every Android phone) uses its own copy and downloads nothing (`local()`).
 *
 * The first Telugu page a browser opens is drawn in the device's own Telugu font and asks for no font file: with
 * `font-display: optional` a file that is not at hand within the browser's short block period would not be used on
 * that page anyway, and asking for it there held Telugu text back for that period and put 73 KB at the highest
 * priority beside the page's own HTML. Once that page has loaded, `webFontScript` has the browser fetch the faces
 * (or find the device's copy) while idle and notes in this browser's storage that they are at hand; from the next
 * page on, the script marks the document before its first paint and the pages use the faces from the start.
 * Latin letters keep the system stack (app.css).
 */
const UNICODE_RANGE = "U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC";

/** The family name of the faces, which app.css applies under WEB_FONT_CLASS. */
const FAMILY = "Noto Sans Telugu";

/** The local-storage key that says this browser holds the faces (named in the privacy policy, app/content/legal.ts). */
export const WEB_FONT_STORAGE_KEY = "teluguFont";

/** The class on <html> under which Telugu text uses the faces (app.css). */
export const WEB_FONT_CLASS = "te-font";

const face = (weights: string, localNames: readonly string[], url: string) =>
  `@font-face{font-family:"${FAMILY}";font-style:normal;font-weight:${weights};font-display:optional;` +
  `src:${localNames.map((name) => `local("${name}")`).join(",")},url(${url}) format("woff2");` +
  `unicode-range:${UNICODE_RANGE}}`;

const faces =
  face("100 500", [FAMILY, "NotoSansTelugu-Regular"], regularUrl) +
  face("600 900", [`${FAMILY} Bold`, "NotoSansTelugu-Bold"], boldUrl);

/*
 * Written in the head, before the page's first paint: the class when the faces are at hand, else, once the page has
 * loaded and the browser is idle, both faces loaded and, when both loaded, the note for the next page. Storage that
 * is refused (private mode) leaves every page in the device's font. The class never changes on the page that
 * loaded the faces, so nothing on it moves.
 */
const script =
  `try{if(localStorage.getItem("${WEB_FONT_STORAGE_KEY}"))document.documentElement.classList.add("${WEB_FONT_CLASS}");` +
  `else addEventListener("load",function(){(window.requestIdleCallback||setTimeout)(function(){` +
  `var f=document.fonts;f&&Promise.all([f.load('400 1em "${FAMILY}"',"\\u0C24"),f.load('700 1em "${FAMILY}"',"\\u0C24")])` +
  `.then(function(l){try{l[0].length&&l[1].length&&localStorage.setItem("${WEB_FONT_STORAGE_KEY}","1")}catch(e){}},function(){})})})}catch(e){}`;

/** What a Telugu page writes in its head: the faces, and the script that decides whether the page uses them. */
export const teluguWebFont = { faces, script } as const;

/** A language's web font, as a page's frame carries it (app/content/frame.tsx). */
export interface WebFont {
  faces: string;
  script: string;
}
