/*
 * The planner's subscribable calendars: one for each common kind of business and GST scheme, for a business in
 * Andhra Pradesh or Telangana (the firm's clients; the State decides the day of a quarterly GSTR-3B), built at build
 * time (app/routes/due-dates-plan-feed-ics.ts). Plain data without the `~/` alias: react-router.config.ts lists the
 * files from it. The names are the data file's entity types (a unit test holds them to it).
 */

export const feedEntities = [
  { name: "Private Limited Company", slug: "private-limited-company" },
  { name: "LLP (Limited Liability Partnership)", slug: "llp" },
  { name: "One Person Company (OPC)", slug: "opc" },
  { name: "Partnership Firm", slug: "partnership-firm" },
  { name: "Individual / Sole Proprietor", slug: "sole-proprietor" },
] as const;

export const feedSchemes = ["none", "monthly", "qrmp", "composition"] as const;

/** The State the feeds are made for: Telangana and Andhra Pradesh file a quarterly GSTR-3B on the same day. */
export const feedState = "telangana";

export const plannerFeedsDir = "/due-dates/plan/calendars";

/** "private-limited-company-monthly.ics" */
export const feedFile = (entitySlug: string, gst: string) => `${entitySlug}-${gst}.ics`;

/** The address of every feed, for the prerender. */
export const feedPaths: readonly string[] = feedEntities.flatMap((entity) =>
  feedSchemes.map((gst) => `${plannerFeedsDir}/${feedFile(entity.slug, gst)}`),
);
