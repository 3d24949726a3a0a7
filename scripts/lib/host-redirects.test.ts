import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../app/lib/locale-path";

// public/_redirects is copied into the build as it is: Netlify reads it (Cloudflare Pages needs no rule).
const rules = fs
  .readFileSync("public/_redirects", "utf8")
  .split("\n")
  .filter((line) => line.trim() && !line.startsWith("#"))
  .map((line) => line.trim().split(/\s+/));

describe("the host's 404 rules", () => {
  it("give an unknown address of each other language its own 404 page, with status 404", () => {
    for (const locale of LOCALES.filter((l) => l !== "en"))
      expect(rules).toContainEqual([`/${locale}/*`, `/${locale}/404.html`, "404"]);
  });

  it("force nothing: a rule never hides a page that exists", () => {
    for (const rule of rules) expect(rule[2]).not.toMatch(/!$/);
  });
});
