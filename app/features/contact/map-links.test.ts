import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { openInMapsUrl, osmEmbedUrl } from "./map-links";

describe("map links", () => {
  it("embeds an OpenStreetMap view centred on the configured office, with a marker", () => {
    const url = new URL(osmEmbedUrl(site.map));
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(url.searchParams.get("marker")).toBe(`${site.map.latitude},${site.map.longitude}`);
    const [w, s, e, n] = url.searchParams.get("bbox")!.split(",").map(Number);
    expect(w! < site.map.longitude && site.map.longitude < e!).toBe(true);
    expect(s! < site.map.latitude && site.map.latitude < n!).toBe(true);
    expect((w! + e!) / 2).toBeCloseTo(site.map.longitude, 4);
    // About a neighbourhood at zoom 15, not a whole city.
    expect(e! - w!).toBeLessThan(0.05);
  });

  it("opens the same point in a maps app", () => {
    const url = new URL(openInMapsUrl({ latitude: 16.3067, longitude: 80.4365, zoom: 15 }));
    expect(url.searchParams.get("query")).toBe("16.3067,80.4365");
    expect(url.searchParams.get("api")).toBe("1");
  });
});
