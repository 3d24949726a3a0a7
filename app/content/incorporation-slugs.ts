/** The four incorporation types with their own pages. Plain data (no zod), safe to import in the browser. */
export const incorporationSlugs = ["private-limited", "public-limited", "llp", "opc"] as const;
export type IncorporationSlug = (typeof incorporationSlugs)[number];
