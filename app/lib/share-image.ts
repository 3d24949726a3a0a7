import { areas } from "../content/areas";
import type { ShareSection } from "../content/share-images";
import { englishPath, localeOf, type Locale } from "./locale-path";

/** Which section's share image a page uses, from the first segment of its path. */
const sectionBySegment: Record<string, ShareSection> = {
  services: "services",
  blog: "blog",
  "due-dates": "due-dates",
  contact: "contact",
  consultation: "contact",
  about: "about",
  ...Object.fromEntries(areas.map((a) => [a.slug, "cities" as const])),
};

export function shareSectionFor(path: string): ShareSection {
  const first = path.split(/[?#]/)[0]!.split("/").filter(Boolean)[0] ?? "";
  return sectionBySegment[first] ?? "default";
}

/**
 * Root-relative URL of a section's generated image in a language (written to build/client/og/ by the build): English
 * at /og/<section>.png, Telugu at /og/te/<section>.png (docs/decisions/026-telugu-pdfs-shaped-with-harfbuzz.md).
 */
export const shareImagePath = (section: ShareSection, locale: Locale = "en") =>
  `/og/${locale === "en" ? "" : `${locale}/`}${section}.png`;

/**
 * The share image for a page path, in the page's language (a Telugu page's section is its English page's):
 * getMeta() uses it unless a route passes its own `image`.
 */
export const shareImageFor = (path: string) =>
  shareImagePath(shareSectionFor(englishPath(path)), localeOf(path));
