import { assertSiteConfig } from "~/config/validate.server";
import { webManifest } from "~/lib/web-manifest";

// Prerendered at build time into build/client/manifest.webmanifest.
export function loader() {
  return new Response(JSON.stringify(webManifest(assertSiteConfig()), null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
