/*
 * The service pages under /services/<slug>: the eight services and the Startup India guide. A plain module with no
 * imports (app/routes.ts is also loaded by Node tools); a unit test checks it against the service page records.
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
