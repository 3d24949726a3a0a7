import { describe, expect, it } from "vitest";
import { site } from "../config/site";
import { SCROLL_POSITIONS_KEY } from "../lib/deferred-layout";
import { LANGUAGE_STORAGE_KEY } from "../lib/locale-path";
import { WEB_FONT_STORAGE_KEY } from "../lib/telugu-font";
import { legalDocByPath, legalDocs } from "./legal";
import { filedStorageKey, plannerStorageKey } from "./planner-facts";

const textOf = (path: string) =>
  (legalDocByPath(path)?.sections ?? [])
    .flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (typeof b === "string" ? [b] : b.list))])
    .join(" ");

describe("legal pages", () => {
  it("has the three pages, each with a unique title and description", () => {
    expect(legalDocs.map((d) => d.path).sort()).toEqual(["/disclaimer", "/privacy", "/terms"]);
    expect(new Set(legalDocs.map((d) => d.description)).size).toBe(3);
  });

  it("the privacy policy names exactly what is stored and where the forms send", () => {
    const privacy = textOf("/privacy");
    for (const key of ["complianceData", "entityLawMap", "availableLaws"])
      expect(privacy).toContain(key);
    // Every key a visitor's browser may hold, each with the storage it lives in.
    for (const [key, storage] of [
      [LANGUAGE_STORAGE_KEY, "local"],
      [plannerStorageKey, "local"],
      [filedStorageKey, "local"],
      [WEB_FONT_STORAGE_KEY, "local"],
      [SCROLL_POSITIONS_KEY, "session"],
    ])
      expect(privacy).toContain(`${key} (${storage} storage)`);
    expect(privacy).not.toMatch(/no local storage|no session storage/i);
    expect(privacy).toMatch(/no cookies/i);
    expect(privacy).toMatch(/endpoint/);
    expect(privacy).toContain(site.email);
    expect(privacy).toMatch(/booking form[^]{0,200}sends nothing to anyone/i);
    expect(privacy).toMatch(/WhatsApp/);
    // The offline helper (docs/decisions/018-offline-service-worker.md) keeps copies of the site's files.
    expect(privacy).toMatch(/service worker[^]{0,300}cache/);
  });
});
