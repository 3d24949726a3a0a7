import { describe, expect, it } from "vitest";
import { site } from "../config/site";
import { getMeta, titleTemplate } from "./meta";

describe("getMeta", () => {
  const meta = getMeta({ title: "About us", description: "Who we are.", path: "/about" });

  it("applies the title template once", () => {
    expect(meta).toContainEqual({ title: `About us | ${site.name}` });
    expect(titleTemplate(`${site.name}: home`)).toBe(`${site.name}: home`);
  });

  it("gives a canonical URL from the configured site URL", () => {
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${site.siteUrl}/about`,
    });
  });

  it("mirrors title and description into Open Graph and Twitter tags", () => {
    expect(meta).toContainEqual({ property: "og:description", content: "Who we are." });
    expect(meta).toContainEqual({ name: "twitter:title", content: `About us | ${site.name}` });
  });

  it("gives each page its section's share image unless it passes its own", () => {
    expect(meta).toContainEqual({ property: "og:image", content: `${site.siteUrl}/og/about.png` });
    expect(meta).toContainEqual({ name: "twitter:image", content: `${site.siteUrl}/og/about.png` });
    const home = getMeta({ title: "Home", description: "x", path: "/" });
    expect(home).toContainEqual({
      property: "og:image",
      content: `${site.siteUrl}/og/default.png`,
    });
    const own = getMeta({ title: "Post", description: "x", path: "/blog/a", image: "/og/x.png" });
    expect(own).toContainEqual({ property: "og:image", content: `${site.siteUrl}/og/x.png` });
  });

  it("gives a Telugu page its section's Telugu share image", () => {
    const about = getMeta({ title: "మా గురించి", description: "x", path: "/te/about" });
    for (const tag of [
      { property: "og:image", content: `${site.siteUrl}/og/te/about.png` },
      { name: "twitter:image", content: `${site.siteUrl}/og/te/about.png` },
    ])
      expect(about).toContainEqual(tag);
  });

  it("marks pages noindex only when asked", () => {
    expect(meta.some((m) => "name" in m && m.name === "robots")).toBe(false);
    const hidden = getMeta({ title: "Admin", description: "x", path: "/admin", noindex: true });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
