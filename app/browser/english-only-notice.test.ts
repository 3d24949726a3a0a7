// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { LANGUAGE_STORAGE_KEY } from "~/lib/locale-path";
import { showEnglishOnlyNotices, teluguPageCameFrom } from "./english-only-notice";

const origin = "https://www.niyama.example";

describe("a visitor came from the Telugu pages", () => {
  it("when the previous page of this site was Telugu: back to that page", () => {
    expect(
      teluguPageCameFrom({ referrer: `${origin}/te/about`, origin, storedLanguage: null }),
    ).toBe("/te/about");
    expect(teluguPageCameFrom({ referrer: `${origin}/te`, origin, storedLanguage: null })).toBe(
      "/te",
    );
  });

  it("when they chose Telugu with the switch: back to the Telugu home page", () => {
    expect(teluguPageCameFrom({ referrer: "", origin, storedLanguage: "te" })).toBe("/te");
  });

  it("not from an English page, another site, or with no referrer and no choice", () => {
    expect(
      teluguPageCameFrom({ referrer: `${origin}/blog`, origin, storedLanguage: null }),
    ).toBeUndefined();
    expect(
      teluguPageCameFrom({ referrer: "https://other.example/te/x", origin, storedLanguage: "en" }),
    ).toBeUndefined();
    expect(teluguPageCameFrom({ referrer: "", origin, storedLanguage: null })).toBeUndefined();
    expect(
      teluguPageCameFrom({ referrer: "not a url", origin, storedLanguage: null }),
    ).toBeUndefined();
  });
});

describe("the page's English-only notices", () => {
  const page = () => {
    document.body.innerHTML = `<p data-english-only hidden lang="te-IN">ఈ వ్యాసం <a data-english-only-back href="/te">తిరిగి</a></p>`;
    return document.querySelector<HTMLElement>("[data-english-only]")!;
  };

  it("stay hidden for a visitor who did not come from the Telugu pages", () => {
    const notice = page();
    showEnglishOnlyNotices(document, { getItem: () => null });
    expect(notice.hidden).toBe(true);
  });

  it("show, linking back, for a visitor who chose Telugu", () => {
    const notice = page();
    showEnglishOnlyNotices(document, {
      getItem: (key) => (key === LANGUAGE_STORAGE_KEY ? "te" : null),
    });
    expect(notice.hidden).toBe(false);
    expect(notice.querySelector("a")?.getAttribute("href")).toBe("/te");
  });

  it("stay hidden when storage is refused and there is no Telugu referrer", () => {
    const notice = page();
    showEnglishOnlyNotices(document, {
      getItem: () => {
        throw new Error("denied");
      },
    });
    expect(notice.hidden).toBe(true);
  });
});
