import type { SiteConfig } from "../config/site-schema";

/** Colours of the installed app: the navy of the header and hero, a white page behind it. */
export const manifestColors = { theme: "#0b2545", background: "#ffffff" } as const;

/** The icons the build renders (scripts/generate-images.mjs writes the PNG files; favicon.svg is in public/). */
export const manifestIcons = [
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** /manifest.webmanifest, from the firm's configuration. */
export function webManifest(site: Pick<SiteConfig, "name" | "shortName" | "tagline">) {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "minimal-ui",
    lang: "en-IN",
    dir: "ltr",
    theme_color: manifestColors.theme,
    background_color: manifestColors.background,
    icons: manifestIcons,
  };
}
