import fs from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { teluguWebFont, WEB_FONT_CLASS, WEB_FONT_STORAGE_KEY } from "./telugu-font";

const faces = teluguWebFont.faces.match(/@font-face\{[^}]*\}/g) ?? [];
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

  it("are applied by the stylesheet only under the class the script sets", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    const rule = new RegExp(
      `\\.${WEB_FONT_CLASS}:lang\\(te\\),\\s*\\.${WEB_FONT_CLASS} :lang\\(te\\) \\{\\s*font-family: "Noto Sans Telugu"`,
    );
    expect(css).toMatch(rule);
    // No other rule names the family: without the class, Telugu text is in the device's own font.
    expect(css.match(/"Noto Sans Telugu"/g)).toHaveLength(1);
  });
});

/**
 * Runs the head script against a browser of its own: storage holding `stored`, fonts whose load() answers with
 * `loads`. Returns what the script touched, and a way to fire the page's load event.
 */
function runScript(stored: string | null, loads: (font: string) => Promise<unknown[]>) {
  const storage = new Map<string, string>();
  if (stored !== null) storage.set(WEB_FONT_STORAGE_KEY, stored);
  const classes = new Set<string>();
  const load = vi.fn(loads);
  const onLoad: (() => void)[] = [];
  const browser = {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    document: {
      documentElement: { classList: { add: (name: string) => classes.add(name) } },
      fonts: { load },
    },
    addEventListener: (type: string, listener: () => void) =>
      type === "load" && onLoad.push(listener),
    window: { requestIdleCallback: (callback: () => void) => setTimeout(callback, 0) },
  };
  new Function(...Object.keys(browser), teluguWebFont.script)(...Object.values(browser));
  const loaded = async () => {
    for (const listener of onLoad) listener();
    await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { storage, classes, load, loaded };
}

describe("the Telugu font's script", () => {
  it("marks the document at once when this browser holds the faces, and loads nothing", async () => {
    const page = runScript("1", async () => [{}]);
    expect([...page.classes]).toEqual([WEB_FONT_CLASS]);
    await page.loaded();
    expect(page.load).not.toHaveBeenCalled();
  });

  it("on a first visit leaves the page in the device's font, loads both weights after load, and notes them", async () => {
    const page = runScript(null, async () => [{}]);
    expect(page.load).not.toHaveBeenCalled();
    await page.loaded();
    expect(page.load.mock.calls.map(([font]) => font)).toEqual([
      '400 1em "Noto Sans Telugu"',
      '700 1em "Noto Sans Telugu"',
    ]);
    expect(page.storage.get(WEB_FONT_STORAGE_KEY)).toBe("1");
    // This page keeps the font it was painted in.
    expect(page.classes.size).toBe(0);
  });

  it("notes nothing when a face could not be loaded", async () => {
    const failed = runScript(null, async () => {
      throw new Error("network");
    });
    await failed.loaded();
    expect(failed.storage.has(WEB_FONT_STORAGE_KEY)).toBe(false);

    const none = runScript(null, async (font) => (font.startsWith("700") ? [] : [{}]));
    await none.loaded();
    expect(none.storage.has(WEB_FONT_STORAGE_KEY)).toBe(false);
  });
});
