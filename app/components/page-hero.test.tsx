// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { heroImageMedia, PageHero } from "./page-hero";

/** Prerenders a whole document, as the build does, so React can place its preload links in <head>. */
function prerender(hero: React.ReactNode) {
  const html = renderToString(
    <html lang="en">
      <head />
      <body>{hero}</body>
    </html>,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

const image = {
  src: "/illustrations/ip-shield.svg",
  alt: "A shield over a trademark symbol",
  width: 420,
  height: 320,
};

describe("PageHero", () => {
  it("loads its image lazily, preloading it for wide screens only", () => {
    const doc = prerender(<PageHero title="Trademarks" image={image} />);
    const img = doc.querySelector("img")!;
    expect(img.getAttribute("src")).toBe(image.src);
    expect(img.getAttribute("alt")).toBe(image.alt);
    expect(img.getAttribute("width")).toBe("420");
    expect(img.getAttribute("height")).toBe("320");
    // Narrow screens hide the image: lazy, it is never fetched there.
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.closest("div")!.className).toBe("hidden lg:block");

    const preloads = [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => [link.getAttribute("href"), link.getAttribute("media")])).toEqual(
      [[image.src, heroImageMedia]],
    );
  });

  it("holds the page's one h1 and, without an image, neither an image nor a preload", () => {
    const doc = prerender(<PageHero title="Contact us" promise="We answer within a day." />);
    expect([...doc.querySelectorAll("h1")].map((h) => h.textContent)).toEqual(["Contact us"]);
    expect(doc.querySelector("img")).toBeNull();
    expect(doc.head.querySelector('link[rel="preload"]')).toBeNull();
  });
});
