import { site } from "./site";
import { siteConfigSchema } from "./site-schema";

/** Fails the build with the offending field when the firm's configuration is wrong. Build-time only. */
export function assertSiteConfig() {
  const result = siteConfigSchema.safeParse(site);
  if (!result.success) {
    const problems = result.error.issues
      .map((i) => `  site.${i.path.join(".")}: ${i.message}`)
      .join("\n");
    throw new Error(
      `Invalid site configuration (app/config/site.ts or VITE_* variables):\n${problems}`,
    );
  }
  return site;
}
