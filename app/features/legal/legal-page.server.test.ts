import { describe, expect, it } from "vitest";
import { legalDocs } from "~/content/legal";
import { legalPage } from "./legal-page.server";

describe("a legal page's data", () => {
  it.each(legalDocs.map((doc) => doc.path))("%s: its words, breadcrumbs and head tags", (path) => {
    const page = legalPage(path);
    expect(page.doc.path).toBe(path);
    expect(page.crumbs.at(-1)).toEqual({ label: page.doc.label, href: path });
    expect(page.lastUpdatedLabel).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(page.meta).toContainEqual(
      expect.objectContaining({
        rel: "canonical",
        href: expect.stringMatching(new RegExp(`${path}$`)),
      }),
    );
  });
});
