import { describe, expect, it } from "vitest";
import { sitePaths } from "../../react-router.config";
import { publicPagePaths } from "./route-list";
import { existingLinks, hasPage } from "./site-pages";

describe("site pages", () => {
  it("knows every public page of the site, parameter pages included", () => {
    for (const path of publicPagePaths(sitePaths)) expect(hasPage(path)).toBe(true);
    expect(hasPage("/blog/dir3-kyc")).toBe(true);
    expect(hasPage("/services/incorporations/llp/checklist")).toBe(true);
  });

  it("ignores a query or fragment and rejects pages that do not exist", () => {
    expect(hasPage("/blog?category=Compliance")).toBe(true);
    expect(hasPage("/services#overview")).toBe(true);
    expect(hasPage("/blog/no-such-article")).toBe(false);
    expect(hasPage("/services/incorporations/partnership")).toBe(false);
    expect(hasPage("/admin")).toBe(false);
  });

  it("keeps external links and drops internal links to missing pages", () => {
    const links = [
      { label: "Home", href: "/" },
      { label: "Gone", href: "/no-such-page" },
      { label: "MCA", href: "https://www.mca.gov.in/" },
    ];
    expect(existingLinks(links).map((l) => l.label)).toEqual(["Home", "MCA"]);
  });
});
