import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { glossary } from "./glossary";

/*
 * One Telugu word per term (glossary.ts): every Telugu page's words live in app/content/te (the frame, the pages,
 * the data's translations), so a page that writes a term another way fails here, naming the file and the term.
 * Object keys are left out: they are the data's English names, not words a page shows.
 */

const folder = path.join("app", "content", "te");
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      entry.name !== "glossary.ts"
      ? [full]
      : [];
  });

/** A file's text without its object keys ("Annual Performance Report (ODI)": ...) and comments. */
const wordsOf = (file: string) =>
  fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/"[^"\n]*"(?=\s*:)/g, "");

describe("the Telugu glossary", () => {
  it("holds each term once, with one way of writing it", () => {
    const terms = glossary.map((t) => t.en);
    expect(terms.filter((t, i) => terms.indexOf(t) !== i)).toEqual([]);
    for (const term of glossary)
      for (const other of term.avoid ?? []) expect(term.te.includes(other), term.en).toBe(false);
  });

  it("is followed by every Telugu page: no term is written another way", () => {
    const texts = files(folder).map((file) => [file, wordsOf(file)] as const);
    expect(texts.length).toBeGreaterThan(30);
    const found = glossary.flatMap((term) =>
      (term.avoid ?? []).flatMap((other) =>
        texts
          .filter(([, text]) => text.includes(other))
          .map(([file]) => `${file}: "${other}" (the glossary's ${term.en}: ${term.te})`),
      ),
    );
    expect(found).toEqual([]);
  });
});
