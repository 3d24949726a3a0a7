import fs from "node:fs";
import { createRequire } from "node:module";
import { shapedFont, type ShapedFont } from "./shaped-font.server";

/*
 * The checklist PDF's fonts and how text is written with them (docs/decisions/007-checklist-pdfs.md, 026). Latin
 * letters are Inter from Fontsource, which splits it by script: the "latin" file lacks ₹ (U+20B9), which lives in the
 * "latin-ext" file. WOFF files rather than WOFF2: fontkit's WOFF2 subsetting fails on Inter. Telugu letters are Noto
 * Sans Telugu (the TTF files of @expo-google-fonts/noto-sans-telugu), laid out by HarfBuzz (shaped-font.server.ts).
 * Text is written in runs that switch face per script.
 */

const require = createRequire(import.meta.url);
const files = new Map<string, Buffer>();
const read = (file: string) => {
  if (!files.has(file)) files.set(file, fs.readFileSync(require.resolve(file)));
  return files.get(file) as Buffer;
};

export type Weight = "regular" | "semibold" | "bold";
export type Script = "latin" | "latin-ext" | "telugu";

const weights: Record<Weight, { css: number; noto: string }> = {
  regular: { css: 400, noto: "400Regular/NotoSansTelugu_400Regular.ttf" },
  semibold: { css: 600, noto: "600SemiBold/NotoSansTelugu_600SemiBold.ttf" },
  bold: { css: 700, noto: "700Bold/NotoSansTelugu_700Bold.ttf" },
};

// HarfBuzz and fontkit read a font once per build, whatever the number of PDFs.
const telugu = new Map<Weight, ShapedFont>();
const teluguFont = (weight: Weight) => {
  if (!telugu.has(weight))
    telugu.set(
      weight,
      shapedFont(read(`@expo-google-fonts/noto-sans-telugu/${weights[weight].noto}`)),
    );
  return telugu.get(weight) as ShapedFont;
};

const faceName = (weight: Weight, script: Script) => `${script}-${weight}`;

/** Registers the faces of every weight and script with the document (pdfkit embeds those it draws with). */
export function registerFonts(doc: PDFKit.PDFDocument) {
  for (const weight of Object.keys(weights) as Weight[])
    for (const script of ["latin", "latin-ext", "telugu"] as const) {
      const source =
        script === "telugu"
          ? // pdfkit takes a font object with its own layout (its types list only files and bytes).
            (teluguFont(weight) as unknown as Buffer)
          : read(`@fontsource/inter/files/inter-${script}-${weights[weight].css}-normal.woff`);
      doc.registerFont(faceName(weight, script), source);
    }
}

// The code points of Fontsource's "latin" subset (see @fontsource/inter/unicode.json).
const inLatinSubset = (cp: number) =>
  cp <= 0xff ||
  (cp >= 0x2000 && cp <= 0x206f) ||
  [0x131, 0x152, 0x153, 0x2bb, 0x2bc, 0x2c6, 0x2da, 0x2dc, 0x20ac, 0x2122, 0x2212, 0x2215].includes(
    cp,
  );
// The Telugu block, and the joiners written inside Telugu words (చెక్‌లిస్ట్).
const isTelugu = (cp: number) => (cp >= 0x0c00 && cp <= 0x0c7f) || cp === 0x200c || cp === 0x200d;
const isLetter = (ch: string) => /\p{L}|\p{M}/u.test(ch);

/**
 * Splits text into runs that one font file can draw: [["Minimum ", "latin"], ["₹", "latin-ext"], ["1", "latin"]].
 * Spaces, digits and punctuation after Telugu letters stay in the Telugu run (Noto Sans Telugu has them), so a
 * Telugu phrase is one run.
 */
export function fontRuns(text: string): [string, Script][] {
  const runs: [string, Script][] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const last = runs[runs.length - 1];
    const script: Script = isTelugu(cp)
      ? "telugu"
      : !isLetter(ch) && last?.[1] === "telugu"
        ? "telugu"
        : inLatinSubset(cp)
          ? "latin"
          : "latin-ext";
    if (last && last[1] === script) last[0] += ch;
    else runs.push([ch, script]);
  }
  return runs;
}

export type WriteOptions = PDFKit.Mixins.TextOptions & { x?: number; y?: number };

/** Writing and measuring text in the document's faces. */
export function textWriter(doc: PDFKit.PDFDocument) {
  /**
   * Writes text in the given weight, switching face per run. Telugu runs carry their words as ActualText, which
   * readers copy and search instead of the glyphs' own letters; letter spacing would pull their vowel signs off.
   */
  const write = (
    text: string,
    weight: Weight,
    size: number,
    color: string,
    options: WriteOptions = {},
  ) => {
    const { x, y, ...rest } = options;
    const runs = fontRuns(text);
    doc.fillColor(color).fontSize(size);
    runs.forEach(([run, script], i) => {
      doc.font(faceName(weight, script));
      const opts = {
        ...rest,
        ...(script === "telugu" ? { characterSpacing: 0 } : {}),
        continued: i < runs.length - 1 || rest.continued === true,
      };
      if (script === "telugu") doc.markContent("Span", { actual: run });
      if (i === 0 && x !== undefined) doc.text(run, x, y, opts);
      else doc.text(run, opts);
      if (script === "telugu") doc.endMarkedContent();
    });
  };
  /** Height of text in a width: measured in the Telugu face when it has Telugu letters, whose lines are taller. */
  const heightOf = (text: string, weight: Weight, size: number, width: number) =>
    doc
      .font(faceName(weight, fontRuns(text).some(([, s]) => s === "telugu") ? "telugu" : "latin"))
      .fontSize(size)
      .heightOfString(text, { width, lineGap: 2 });
  /** Width of text on one line, run by run. */
  const widthOf = (text: string, weight: Weight, size: number) =>
    fontRuns(text).reduce(
      (sum, [run, script]) =>
        sum + doc.font(faceName(weight, script)).fontSize(size).widthOfString(run),
      0,
    );
  return { write, heightOf, widthOf };
}
