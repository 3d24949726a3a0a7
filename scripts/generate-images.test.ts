import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { shareSections } from "../app/content/share-images";
import { generateImages, shapedTelugu } from "./generate-images.mjs";

// Rendering eighteen images takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("the Telugu share images", () => {
  it("shape Telugu with HarfBuzz: a conjunct is one syllable's glyphs, not its letters side by side", () => {
    // క్ష is drawn as one conjunct, narrower than క, ్ and ష written apart.
    const conjunct = shapedTelugu.measure("క్ష", 100, 400);
    const apart = ["క", "్", "ష"].reduce((sum, ch) => sum + shapedTelugu.measure(ch, 100, 400), 0);
    expect(conjunct).toBeGreaterThan(0);
    expect(conjunct).toBeLessThan(apart);
    const path = shapedTelugu.path("కంపెనీ", { x: 80, y: 250, size: 68, weight: 700, fill: "#fff" });
    expect(path).toMatch(/^<path fill="#fff" d="M[\d. MLQCZ-]+"\/>$/);
  });

  it("are written beside the English ones, one 1200x630 PNG per section", async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "share-images-"));
    try {
      const written = await generateImages(out);
      for (const section of shareSections)
        for (const file of [`og/${section}.png`, `og/te/${section}.png`]) {
          expect(written).toContain(path.join(out, file));
          expect(pngSize(fs.readFileSync(path.join(out, file)))).toEqual({
            width: 1200,
            height: 630,
          });
        }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
