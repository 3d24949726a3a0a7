import { describe, expect, it } from "vitest";
import { site } from "../config/site";
import { legalDocByPath, legalDocs } from "./legal";

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
    expect(privacy).toMatch(/no cookies/i);
    expect(privacy).toMatch(/endpoint/);
    expect(privacy).toContain(site.email);
    expect(privacy).toMatch(/booking form[^]{0,200}sends nothing to anyone/i);
    expect(privacy).toMatch(/WhatsApp/);
    // The offline helper (docs/decisions/018-offline-service-worker.md) keeps copies of the site's files.
    expect(privacy).toMatch(/service worker[^]{0,300}cache/);
  });
});
