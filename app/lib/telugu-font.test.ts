import { describe, expect, it } from "vitest";
import { teluguFontFace } from "./telugu-font";

const faces = teluguFontFace.match(/@font-face\{[^}]*\}/g) ?? [];
const property = (face: string, name: string) => new RegExp(`${name}:([^;}]*)`).exec(face)?.[1];

describe("the Telugu font faces", () => {
  it("are two static weights that cover every weight between them, with no gap", () => {
    expect(faces).toHaveLength(2);
    expect(faces.map((f) => property(f, "font-weight"))).toEqual(["100 500", "600 900"]);
    expect(faces.map((f) => property(f, "src"))).toEqual([
      expect.stringMatching(/noto-sans-telugu-telugu-400-normal.*\.woff2\) format\("woff2"\)$/),
      expect.stringMatching(/noto-sans-telugu-telugu-700-normal.*\.woff2\) format\("woff2"\)$/),
    ]);
  });

  it("use the device's own Noto Sans Telugu before downloading a file", () => {
    const [regular, bold] = faces.map((f) => property(f, "src")!);
    expect(regular).toMatch(/^local\("Noto Sans Telugu"\),local\("NotoSansTelugu-Regular"\),url\(/);
    expect(bold).toMatch(/^local\("Noto Sans Telugu Bold"\),local\("NotoSansTelugu-Bold"\),url\(/);
  });

  it("never move text when they arrive, and cover only Telugu letters", () => {
    for (const face of faces) {
      expect(property(face, "font-family")).toBe('"Noto Sans Telugu"');
      expect(property(face, "font-display")).toBe("optional");
      expect(property(face, "unicode-range")).toContain("U+0C00-0C7F");
      expect(property(face, "unicode-range")).not.toMatch(/U\+00|U\+0000/);
    }
  });
});
