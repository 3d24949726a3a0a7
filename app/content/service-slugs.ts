/*
 * The service pages under /services/<slug>: the eight services and the Startup India guide. The records
 * (app/content/services/) import icons and the site config; react-router.config.ts, which lists one page per slug
 * and is loaded by Node tools too, reads this plain module instead. A unit test checks it against the records.
 */
export const serviceSlugs = [
  "startup-advisory",
  "business-incorporation",
  "international-incorporation",
  "compliance",
  "taxation",
  "ipr",
  "legal",
  "closure",
  "startup-india-registration",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
