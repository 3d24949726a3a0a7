import { describe, expect, it } from "vitest";
import { iconSvg, shareImageSvg, TEXT_WIDTH, wrapText } from "./image-templates.mjs";

describe("wrapText", () => {
  it("breaks between words within the width and never loses a word", () => {
    const lines = wrapText("Incorporation, compliance and tax services", 26);
    expect(lines).toEqual(["Incorporation, compliance", "and tax services"]);
    expect(lines.every((l: string) => l.length <= 26)).toBe(true);
  });

  it("wraps by a measure when given one", () => {
    const fits = (line: string) => line.replace(/ /g, "").length <= 6;
    expect(wrapText("ab cd ef gh", fits)).toEqual(["ab cd ef", "gh"]);
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

  it("draws shaped text (Telugu) as the paths it is given, wrapped to the text width by its measure", () => {
    const drawn: { text: string; x: number; y: number; size: number; weight: number }[] = [];
    const svg = shareImageSvg({
      firmName: "Niyama",
      title: "కంపెనీ రిజిస్ట్రేషన్, కంప్లయన్స్",
      subtitle: "ప్రైవేట్ లిమిటెడ్",
      host: "www.example.in",
      shaped: {
        // 40 pixels a character: the title needs two lines of the 1,040 available.
        measure: (text: string, size: number) => (text.length * size * 40) / 68,
        path: (text: string, at: { x: number; y: number; size: number; weight: number }) => {
          drawn.push({ text, ...at });
          return `<path data-line="${drawn.length}"/>`;
        },
      },
    });
    expect(drawn.map((d) => [d.text, d.size, d.weight])).toEqual([
      ["కంపెనీ రిజిస్ట్రేషన్,", 68, 700],
      ["కంప్లయన్స్", 68, 700],
      ["ప్రైవేట్ లిమిటెడ్", 30, 400],
    ]);
    expect(drawn.every((d) => d.text.length * 40 <= TEXT_WIDTH)).toBe(true);
    // The lines are taller than English ones, for Telugu's vowel signs.
    expect(drawn[1]!.y - drawn[0]!.y).toBe(Math.round(68 * 1.4));
    expect(svg).toContain('<path data-line="3"/>');
    expect(svg).not.toContain("ప్రైవేట్");
  });

  it("draws icons at the requested size, full-bleed for maskable ones", () => {
    expect(iconSvg(192)).toContain('width="192" height="192"');
    expect(iconSvg(512, { fullBleed: true })).toMatch(
      /<rect width="40" height="40" fill="#0b2545"\/>/,
    );
  });
});
