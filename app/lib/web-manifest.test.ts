import { describe, expect, it } from "vitest";
import { site } from "../config/site";
import { webManifest } from "./web-manifest";

describe("webManifest", () => {
  const manifest = webManifest(site);

  it("names the app after the firm and starts at the home page", () => {
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.shortName,
      start_url: "/",
      scope: "/",
    });
  });

  it("offers PNG icons of 192 and 512 px, a maskable one and the SVG", () => {
    const sizes = manifest.icons.map((i) => `${i.sizes}:${i.purpose}`);
    expect(sizes).toEqual(
      expect.arrayContaining(["192x192:any", "512x512:any", "512x512:maskable", "any:any"]),
    );
    for (const icon of manifest.icons) expect(icon.src).toMatch(/^\/[\w-]+\.(png|svg)$/);
  });
});
