/**
 * The four incorporation types with their own pages: the key of the registration records (incorporations.ts) and of
 * the checklists (incorporation-checklists.ts). Plain data, also read by react-router.config.ts.
 */
export const incorporationSlugs = ["private-limited", "public-limited", "llp", "opc"] as const;
export type IncorporationSlug = (typeof incorporationSlugs)[number];
