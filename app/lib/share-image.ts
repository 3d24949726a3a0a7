import { areas } from "../content/areas";
import type { ShareSection } from "../content/share-images";

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

/** Root-relative URL of a section's generated image (written to build/client/og/ by the build). */
export const shareImagePath = (section: ShareSection) => `/og/${section}.png`;

/** The share image for a page path: getMeta() uses it unless a route passes its own `image`. */
export const shareImageFor = (path: string) => shareImagePath(shareSectionFor(path));
