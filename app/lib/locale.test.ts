import { describe, expect, it } from "vitest";
import { otherEdition } from "./locale";

describe("otherEdition", () => {
  it("finds a page's edition in the other language, with or without the slash prerendering adds", () => {
    expect(otherEdition("/te/guntur")).toEqual({ locale: "en", path: "/guntur" });
    expect(otherEdition("/te/guntur/")).toEqual({ locale: "en", path: "/guntur" });
    expect(otherEdition("/guntur/")).toEqual({ locale: "te", path: "/te/guntur" });
    expect(otherEdition("/te/")).toEqual({ locale: "en", path: "/" });
    expect(otherEdition("/")).toEqual({ locale: "te", path: "/te" });
  });

  it("has none for a page with one language only", () => {
    expect(otherEdition("/due-dates/")).toBeUndefined();
  });
});
