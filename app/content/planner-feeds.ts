/*
 * The planner's subscribable calendars: one for each common kind of business and GST scheme in each State the feeds
 * are made for (the firm's clients' States: the State decides the day of a quarterly GSTR-3B and its own duties),
 * built at build time (app/routes/due-dates-plan-feed-ics.ts). The planner offers a feed only to a business of its
 * State, so one State's duties never reach another's calendar (docs/decisions/043-every-state-named.md). Plain data
 * without the `~/` alias: react-router.config.ts lists the files from it. The names are the data file's entity types
 * (a unit test holds them to it).
 */

export const feedEntities = [
  { name: "Private Limited Company", slug: "private-limited-company" },
  { name: "LLP (Limited Liability Partnership)", slug: "llp" },
  { name: "One Person Company (OPC)", slug: "opc" },
  { name: "Partnership Firm", slug: "partnership-firm" },
  { name: "Individual / Sole Proprietor", slug: "sole-proprietor" },
] as const;

export const feedSchemes = ["none", "monthly", "qrmp", "composition"] as const;

/**
 * The States the feeds are made for. Telangana's keep the addresses they were first published at (no State in the
 * file name), so calendars already subscribed keep updating.
 */
export const feedStates = ["telangana", "andhra-pradesh"] as const;
export type FeedState = (typeof feedStates)[number];

/** Whether the build makes feeds for a business of this State. */
export const isFeedState = (state: string | undefined): state is FeedState =>
  (feedStates as readonly string[]).includes(state ?? "");

export const plannerFeedsDir = "/due-dates/plan/calendars";

/** "private-limited-company-monthly.ics" (Telangana), "andhra-pradesh-private-limited-company-monthly.ics". */
export const feedFile = (entitySlug: string, gst: string, state: FeedState) =>
  state === "telangana" ? `${entitySlug}-${gst}.ics` : `${state}-${entitySlug}-${gst}.ics`;

/** Every feed the build makes: its State, kind of business and GST scheme. */
export const allFeeds = feedStates.flatMap((state) =>
  feedEntities.flatMap((entity) => feedSchemes.map((gst) => ({ state, entity, gst }))),
);

/** The address of every feed, for the prerender. */
export const feedPaths: readonly string[] = allFeeds.map(
  ({ state, entity, gst }) => `${plannerFeedsDir}/${feedFile(entity.slug, gst, state)}`,
);
