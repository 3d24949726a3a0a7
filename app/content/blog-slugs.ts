/*
 * The blog's articles, one per markdown file in app/content/blog/ (<slug>.md). The route table registers one route
 * per slug, so this list stays a plain module with no imports (app/routes.ts is also loaded by Node tools and the
 * browser). A unit test checks that it matches the markdown files exactly.
 */
export const blogSlugs = [
  "demat-shares",
  "dir3-kyc",
  "private-limited-compliance",
  "compliance-checklist",
  "llp-compliance",
] as const;

export type BlogSlug = (typeof blogSlugs)[number];
