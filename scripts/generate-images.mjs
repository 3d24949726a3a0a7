// Build step (called by postbuild.mjs): renders the Open Graph / Twitter share images (one 1200x630 PNG per section,
// app/content/share-images.ts, and one per section in Telugu, app/content/te/share-images.ts) and the app icons (PNG
// 192/512, maskable 512, apple-touch-icon 180) with resvg. Text is drawn with the TTF files of
// @expo-google-fonts/inter (resvg reads TTF/OTF, not the site's WOFF2). Telugu words are shaped by HarfBuzz and drawn
// as outlines of Noto Sans Telugu (@expo-google-fonts/noto-sans-telugu): resvg 2.6's own text layout misplaces
// Telugu vowel signs and conjuncts (docs/decisions/026-telugu-pdfs-shaped-with-harfbuzz.md).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import * as hb from "harfbuzzjs";
import { iconSvg, shareImageSvg } from "./lib/image-templates.mjs";
import { loadAppModule } from "./lib/load-app.mjs";

const require = createRequire(import.meta.url);
const fontFiles = [
  "400Regular/Inter_400Regular.ttf",
  "600SemiBold/Inter_600SemiBold.ttf",
  "700Bold/Inter_700Bold.ttf",
].map((f) => require.resolve(`@expo-google-fonts/inter/${f}`));
const teluguFontFiles = {
  400: require.resolve("@expo-google-fonts/noto-sans-telugu/400Regular/NotoSansTelugu_400Regular.ttf"),
  700: require.resolve("@expo-google-fonts/noto-sans-telugu/700Bold/NotoSansTelugu_700Bold.ttf"),
};

const teluguFonts = new Map();
/** A line in Noto Sans Telugu of that weight as HarfBuzz lays it out: glyphs, positions, and the font's scale. */
function shapeTelugu(text, weight) {
  if (!teluguFonts.has(weight)) {
    const face = new hb.Face(new hb.Blob(fs.readFileSync(teluguFontFiles[weight])));
    teluguFonts.set(weight, { font: new hb.Font(face), upem: face.upem });
  }
  const { font, upem } = teluguFonts.get(weight);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return { font, upem, glyphs: buffer.getGlyphInfos(), positions: buffer.getGlyphPositions() };
}

/** Telugu lines for shareImageSvg: their width in pixels, and each as one SVG path of its glyphs' outlines. */
export const shapedTelugu = {
  measure(text, size, weight) {
    const { upem, positions } = shapeTelugu(text, weight);
    return (positions.reduce((sum, p) => sum + p.xAdvance, 0) / upem) * size;
  },
  path(text, { x, y, size, weight, fill }) {
    const { font, upem, glyphs, positions } = shapeTelugu(text, weight);
    const scale = size / upem;
    const d = [];
    let pen = x;
    glyphs.forEach((glyph, i) => {
      const { xAdvance, xOffset, yOffset } = positions[i];
      const ox = pen + xOffset * scale;
      const oy = y - yOffset * scale;
      // Font units point up, SVG's down.
      for (const { type, values } of font.glyphToJson(glyph.codepoint))
        d.push(
          type +
            values.map((v, j) => (j % 2 ? oy - v * scale : ox + v * scale).toFixed(1)).join(" "),
        );
      pen += xAdvance * scale;
    });
    return `<path fill="${fill}" d="${d.join("")}"/>`;
  },
};

export function renderPng(svg) {
  return new Resvg(svg, {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "Inter" },
  })
    .render()
    .asPng();
}

/** The icon files the manifest and the head link to (app/lib/web-manifest.ts names the same files). */
export const iconFiles = [
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
  { file: "icon-maskable-512.png", size: 512, fullBleed: true },
  { file: "apple-touch-icon.png", size: 180, fullBleed: true },
];

export async function generateImages(outDir) {
  const { site } = await loadAppModule("app/config/site.ts");
  const { shareSections, shareImageText } = await loadAppModule("app/content/share-images.ts");
  const te = await loadAppModule("app/content/te/share-images.ts");
  const { shareImagePath } = await loadAppModule("app/lib/share-image.ts");
  const written = [];
  for (const [locale, words] of [
    ["en", shareImageText],
    ["te", te.shareImageText],
  ])
    for (const section of shareSections) {
      const svg = shareImageSvg({
        firmName: site.name,
        ...words[section],
        host: new URL(site.siteUrl).host,
        shaped: locale === "te" ? shapedTelugu : undefined,
      });
      const file = path.join(outDir, shareImagePath(section, locale));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, renderPng(svg));
      written.push(file);
    }
  for (const icon of iconFiles) {
    const file = path.join(outDir, icon.file);
    fs.writeFileSync(file, renderPng(iconSvg(icon.size, icon)));
    written.push(file);
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? path.resolve(import.meta.dirname, "../build/client");
  const files = await generateImages(out);
  console.log(`generate-images: ${files.length} files in ${out}`);
}
