import * as fontkit from "fontkit";
import * as hb from "harfbuzzjs";

/*
 * A TrueType font for pdfkit whose text HarfBuzz, the shaper browsers use, lays out
 * (docs/decisions/026-telugu-pdfs-shaped-with-harfbuzz.md). pdfkit's own layout (fontkit) throws on Noto Sans Telugu's
 * mark positioning in common words (ప్రతి) and draws a zero-width non-joiner as a space. pdfkit takes any font object
 * with a `layout` method: this is fontkit's font, which still subsets and embeds the glyphs, with HarfBuzz's glyphs
 * and positions as its layout.
 *
 * A PDF maps each glyph to the letters it draws once for the whole file (ToUnicode). A Telugu syllable's glyphs do
 * not follow its letters' order (ప్రై is drawn as పై and ్ర), so the map can give each glyph its own letters but not
 * their order within a syllable: the checklist writer adds the exact words (ActualText) around Telugu text.
 */

export interface ShapedRun {
  glyphs: fontkit.Glyph[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
  readonly advanceWidth: number;
}

export type ShapedFont = fontkit.Font & { layout(text: string): ShapedRun };

const codePoints = (text: string) => [...text].map((ch) => ch.codePointAt(0) ?? 0);

// Telugu consonants, dependent vowel signs and the virama: the syllables drawn once when the font is opened, so that
// each glyph a syllable can turn into is known by its letters before a page uses it.
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const consonants = range(0x0c15, 0x0c39);
const vowelSigns = [...range(0x0c3e, 0x0c4c), 0x0c55, 0x0c56];
const VIRAMA = 0x0c4d;
const KA = 0x0c15;

export function shapedFont(bytes: Uint8Array): ShapedFont {
  const font = fontkit.create(bytes);
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(bytes)));
  const hbBuffer = new hb.Buffer();

  /** Glyph id → the letters it draws: first the glyphs the font maps characters to, then those shaping yields. */
  const letters = new Map<number, number[]>();
  for (const cp of font.characterSet) {
    const id = font.glyphForCodePoint(cp).id;
    if (!letters.has(id)) letters.set(id, [cp]);
  }

  function shape(text: string) {
    hbBuffer.reset();
    hbBuffer.addText(text);
    hbBuffer.guessSegmentProperties();
    hb.shape(hbFont, hbBuffer);
    const infos = hbBuffer.getGlyphInfos();
    const positions = hbBuffer.getGlyphPositions();
    // Clusters (one syllable, or one letter) in visual order; a cluster's text runs to the next cluster's start.
    const starts = [...new Set(infos.map((g) => g.cluster))].sort((a, b) => a - b);
    const clusterText = (start: number) =>
      codePoints(text.slice(start, starts[starts.indexOf(start) + 1] ?? text.length));
    const glyphs: fontkit.Glyph[] = [];
    for (let i = 0; i < infos.length;) {
      const cluster = infos[i]!.cluster;
      const ids: number[] = [];
      while (i < infos.length && infos[i]!.cluster === cluster) ids.push(infos[i++]!.codepoint);
      learn(ids, clusterText(cluster));
      for (const id of ids) glyphs.push(font.getGlyph(id, letters.get(id) ?? []));
    }
    return {
      glyphs,
      positions: positions.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
        xAdvance,
        yAdvance,
        xOffset,
        yOffset,
      })),
    };
  }

  /** A cluster with one glyph of unknown letters: that glyph draws the letters the others do not. */
  function learn(ids: number[], text: number[]) {
    const unknown = ids.filter((id) => !letters.has(id));
    if (new Set(unknown).size !== 1) return;
    const rest = [...text];
    for (const id of ids)
      for (const cp of letters.get(id) ?? []) {
        const at = rest.indexOf(cp);
        if (at >= 0) rest.splice(at, 1);
      }
    if (rest.length) letters.set(unknown[0]!, rest);
  }

  for (const c of consonants) {
    shape(String.fromCodePoint(c, VIRAMA));
    shape(String.fromCodePoint(KA, VIRAMA, c));
    for (const v of vowelSigns) shape(String.fromCodePoint(c, v));
  }

  return Object.assign(font, {
    layout(text: string): ShapedRun {
      const { glyphs, positions } = shape(text);
      return {
        glyphs,
        positions,
        // pdfkit scales the positions in place, then reads the run's width from them.
        get advanceWidth() {
          return positions.reduce((sum, p) => sum + p.xAdvance, 0);
        },
      };
    },
  });
}
