import { describe, expect, it } from "vitest";
import { areas } from "../content/areas";
import { shareImageText, shareSections } from "../content/share-images";
import * as te from "../content/te/share-images";
import { shareImageFor, shareSectionFor } from "./share-image";

describe("shareImageFor", () => {
  it.each([
    ["/", "/og/default.png"],
    ["/terms", "/og/default.png"],
    ["/services", "/og/services.png"],
    ["/services/incorporations/llp/checklist", "/og/services.png"],
    ["/blog", "/og/blog.png"],
    ["/blog/dir3-kyc", "/og/blog.png"],
    ["/due-dates?law=GST", "/og/due-dates.png"],
    ["/contact", "/og/contact.png"],
    ["/consultation", "/og/contact.png"],
    ["/about", "/og/about.png"],
    ["/guntur", "/og/cities.png"],
    ["/nalgonda", "/og/cities.png"],
    ["/servicesx", "/og/default.png"],
    ["/te", "/og/te/default.png"],
    ["/te/services", "/og/te/services.png"],
    ["/te/services/incorporations/llp/checklist", "/og/te/services.png"],
    ["/te/about", "/og/te/about.png"],
    ["/te/guntur", "/og/te/cities.png"],
  ])("%s uses %s", (path, image) => {
    expect(shareImageFor(path)).toBe(image);
  });

  it("maps every city of the areas list to the cities image", () => {
    for (const area of areas) expect(shareSectionFor(`/${area.slug}`)).toBe("cities");
  });

  it("has words for every section, in English and in Telugu", () => {
    for (const text of [shareImageText, te.shareImageText])
      for (const section of shareSections) {
        expect(text[section].title.length).toBeGreaterThan(5);
        expect(text[section].subtitle.length).toBeGreaterThan(10);
      }
  });
});
