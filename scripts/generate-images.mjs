// Build step (called by postbuild.mjs): renders the Open Graph / Twitter share images (one 1200x630 PNG per section,
// app/content/share-images.ts) and the app icons (PNG 192/512, maskable 512, apple-touch-icon 180) with resvg.
// Text is drawn with Inter TTF files from @expo-google-fonts/inter (resvg reads TTF/OTF, not the site's WOFF2).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { iconSvg, shareImageSvg } from "./lib/image-templates.mjs";
import { loadAppModule } from "./lib/load-app.mjs";

const require = createRequire(import.meta.url);
const fontFiles = [
  "400Regular/Inter_400Regular.ttf",
  "600SemiBold/Inter_600SemiBold.ttf",
  "700Bold/Inter_700Bold.ttf",
].map((f) => require.resolve(`@expo-google-fonts/inter/${f}`));

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
  const { shareImagePath } = await loadAppModule("app/lib/share-image.ts");
  const written = [];
  for (const section of shareSections) {
    const svg = shareImageSvg({
      firmName: site.name,
      ...shareImageText[section],
      host: new URL(site.siteUrl).host,
    });
    const file = path.join(outDir, shareImagePath(section));
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
