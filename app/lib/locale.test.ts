import { describe, expect, it } from "vitest";
import { localeOf, otherEdition } from "./locale";

describe("otherEdition", () => {
  it("finds the page's edition in the other language", () => {
    expect(otherEdition("/services/incorporations/llp")).toEqual({
      locale: "te",
      path: "/te/services/incorporations/llp",
    });
    expect(otherEdition("/te/services/incorporations/llp/checklist")).toEqual({
      locale: "en",
      path: "/services/incorporations/llp/checklist",
    });
    expect(otherEdition("/te")).toEqual({ locale: "en", path: "/" });
  });

  it("reads an address with a trailing slash, as pages have while prerendering", () => {
    expect(otherEdition("/about/")).toEqual({ locale: "te", path: "/te/about" });
    expect(otherEdition("/te/services/incorporations/opc/")).toEqual({
      locale: "en",
      path: "/services/incorporations/opc",
    });
    expect(otherEdition("/te/")).toEqual({ locale: "en", path: "/" });
    expect(otherEdition("/guntur/")).toEqual({ locale: "te", path: "/te/guntur" });
    expect(otherEdition("/")).toEqual({ locale: "te", path: "/te" });
  });

  it("is missing for a page with one language only", () => {
    expect(otherEdition("/blog")).toBeUndefined();
    expect(otherEdition("/blog/dir3-kyc/")).toBeUndefined();
  });
});

describe("localeOf", () => {
  it("reads the language of a page, of its query and of its data request", () => {
    expect(localeOf("/te")).toBe("te");
    expect(localeOf("/te/about")).toBe("te");
    expect(localeOf("/te.data")).toBe("te");
    expect(localeOf("/te?x=1")).toBe("te");
    expect(localeOf("/")).toBe("en");
    expect(localeOf("/terms")).toBe("en");
    expect(localeOf("/tea")).toBe("en");
  });
});
