import { describe, expect, it } from "vitest";
import { iconSvg, shareImageSvg, wrapText } from "./image-templates.mjs";

describe("wrapText", () => {
  it("breaks between words within the width and never loses a word", () => {
    const lines = wrapText("Incorporation, compliance and tax services", 26);
    expect(lines).toEqual(["Incorporation, compliance", "and tax services"]);
    expect(lines.every((l: string) => l.length <= 26)).toBe(true);
  });

  it("ends with an ellipsis when the text needs more lines than allowed", () => {
    expect(wrapText("one two three four five six", 7, 2)).toEqual(["one two", "three…"]);
  });
});

describe("shareImageSvg", () => {
  it("is 1200x630 and escapes the text it draws", () => {
    const svg = shareImageSvg({
      firmName: "A & B Advisors",
      title: "Tax <and> GST",
      subtitle: "Plain words",
      host: "www.example.in",
    });
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain("A &amp; B Advisors");
    expect(svg).toContain("Tax &lt;and&gt; GST");
    expect(svg).toContain("www.example.in");
  });

  it("draws icons at the requested size, full-bleed for maskable ones", () => {
    expect(iconSvg(192)).toContain('width="192" height="192"');
    expect(iconSvg(512, { fullBleed: true })).toMatch(
      /<rect width="40" height="40" fill="#0b2545"\/>/,
    );
  });
});
