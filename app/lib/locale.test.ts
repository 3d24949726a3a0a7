import { describe, expect, it } from "vitest";
import { localeOf, otherEdition } from "./locale";

describe("the page's language and its other edition", () => {
  it("knows the language from a prerendered page's data request (/te.data for the Telugu home page)", () => {
    expect(localeOf("/te.data")).toBe("te");
    expect(localeOf("/te/about.data")).toBe("te");
    expect(localeOf("/_.data")).toBe("en");
    expect(localeOf("/terms.data")).toBe("en");
  });

  it("finds the other edition from the address the prerender renders, with its trailing slash", () => {
    expect(otherEdition("/te/about/")).toEqual({ locale: "en", path: "/about" });
    expect(otherEdition("/about/")).toEqual({ locale: "te", path: "/te/about" });
    expect(otherEdition("/about")).toEqual({ locale: "te", path: "/te/about" });
    expect(otherEdition("/")).toEqual({ locale: "te", path: "/te" });
    expect(otherEdition("/te")).toEqual({ locale: "en", path: "/" });
    expect(otherEdition("/blog/")).toBeUndefined();
  });
});
