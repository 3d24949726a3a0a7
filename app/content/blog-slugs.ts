/*
 * The blog's articles, one per markdown file in app/content/blog/ (<slug>.md), read through import.meta.glob, which
 * only Vite knows. react-router.config.ts lists one page per slug and is loaded by Node tools too, so this list is a
 * plain module with no imports. A unit test checks that it matches the markdown files exactly.
 */
export const blogSlugs = [
  "income-tax-act-2025-forms",
  "gst-three-year-limit",
  "small-company-limits-2025",
  "dir3-kyc-three-years",
  "demat-shares",
  "dir3-kyc",
  "private-limited-compliance",
  "compliance-checklist",
  "llp-compliance",
] as const;

export type BlogSlug = (typeof blogSlugs)[number];
