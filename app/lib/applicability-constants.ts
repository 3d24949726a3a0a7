/*
 * The words an entry's planner rule (`appliesWhen`) and late-filing cost are written in, without zod, so the
 * planner page can list them without shipping the validator. app/lib/compliance-schema.ts builds its schemas from
 * these. They name kinds of fact (a GST scheme, a registration, an event), not legal facts: thresholds, dates and
 * figures live in the data file, each with its basis.
 */

/** How a business files GST: not registered, monthly returns, quarterly returns with monthly payment, composition. */
export const GST_SCHEMES = ["none", "monthly", "qrmp", "composition"] as const;
export type GstScheme = (typeof GST_SCHEMES)[number];

/**
 * Registrations that bring deadlines of their own: tax deducted at source on payments to residents, on salaries and
 * on payments to non-residents (each its own statement), tax collected at source, provident fund, ESI and
 * professional tax.
 */
export const REGISTRATIONS = [
  "tds",
  "tds-salary",
  "tds-non-resident",
  "tcs",
  "pf",
  "esi",
  "pt",
] as const;
export type Registration = (typeof REGISTRATIONS)[number];

/**
 * Events a deadline runs from. "agm": the annual general meeting; "auditor-appointment": the AGM that appoints
 * (or reappoints) the auditor, every five years, or for a company that holds no AGM (a One Person Company) the
 * member's resolution that does; "incorporation"; "allotment": an allotment of shares; "board-meeting": the last
 * meeting of the Board of Directors.
 */
export const EVENT_KINDS = [
  "agm",
  "auditor-appointment",
  "incorporation",
  "allotment",
  "board-meeting",
] as const;

/**
 * How often a company's board must meet: "any" (it must meet at all: not a One Person Company with one director),
 * "four-a-year" (s.173(1) Companies Act 2013: four a year, at most 120 days apart), "half-yearly" (s.173(5): one in
 * each half of the calendar year, at least 90 days apart, for a small company, a dormant company, a One Person
 * Company with more than one director and a private company that is a start-up) or "six-months" (a Section 8
 * company: at least one meeting within every six calendar months, G.S.R. 466(E) of 5 June 2015).
 */
export const BOARD_RULES = ["any", "four-a-year", "half-yearly", "six-months"] as const;
export type BoardRule = (typeof BOARD_RULES)[number];

/** What a business supplies, for the composition scheme's limits: goods (or restaurant service), or other services. */
export const SUPPLY_KINDS = ["goods", "services"] as const;
/** An LLP's partners' contribution against the ₹25 lakh of the LLP audit rule. */
export const CONTRIBUTION_BANDS = ["up-to-25-lakh", "above-25-lakh"] as const;
/** How many directors a One Person Company has (one needs no board meetings). */
export const DIRECTOR_COUNTS = ["one", "two-or-more"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The period a filing reports on: the latest whole one that ended before its statutory date. */
export const PERIOD_UNITS = ["month", "quarter", "half-year", "financial-year"] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

/** The States and Union territories, by the slug the planner's address uses. */
export const STATES = [
  { id: "andhra-pradesh", name: "Andhra Pradesh" },
  { id: "telangana", name: "Telangana" },
  { id: "arunachal-pradesh", name: "Arunachal Pradesh" },
  { id: "assam", name: "Assam" },
  { id: "bihar", name: "Bihar" },
  { id: "chhattisgarh", name: "Chhattisgarh" },
  { id: "goa", name: "Goa" },
  { id: "gujarat", name: "Gujarat" },
  { id: "haryana", name: "Haryana" },
  { id: "himachal-pradesh", name: "Himachal Pradesh" },
  { id: "jharkhand", name: "Jharkhand" },
  { id: "karnataka", name: "Karnataka" },
  { id: "kerala", name: "Kerala" },
  { id: "madhya-pradesh", name: "Madhya Pradesh" },
  { id: "maharashtra", name: "Maharashtra" },
  { id: "manipur", name: "Manipur" },
  { id: "meghalaya", name: "Meghalaya" },
  { id: "mizoram", name: "Mizoram" },
  { id: "nagaland", name: "Nagaland" },
  { id: "odisha", name: "Odisha" },
  { id: "punjab", name: "Punjab" },
  { id: "rajasthan", name: "Rajasthan" },
  { id: "sikkim", name: "Sikkim" },
  { id: "tamil-nadu", name: "Tamil Nadu" },
  { id: "tripura", name: "Tripura" },
  { id: "uttar-pradesh", name: "Uttar Pradesh" },
  { id: "uttarakhand", name: "Uttarakhand" },
  { id: "west-bengal", name: "West Bengal" },
  { id: "andaman-and-nicobar-islands", name: "Andaman and Nicobar Islands" },
  { id: "chandigarh", name: "Chandigarh" },
  {
    id: "dadra-and-nagar-haveli-and-daman-and-diu",
    name: "Dadra and Nagar Haveli and Daman and Diu",
  },
  { id: "delhi", name: "Delhi" },
  { id: "jammu-and-kashmir", name: "Jammu and Kashmir" },
  { id: "ladakh", name: "Ladakh" },
  { id: "lakshadweep", name: "Lakshadweep" },
  { id: "puducherry", name: "Puducherry" },
] as const;
export type StateId = (typeof STATES)[number]["id"];
export const STATE_IDS = STATES.map((s) => s.id) as unknown as readonly [StateId, ...StateId[]];

/** Kinds of late-filing cost: a fee for each day, a fixed amount, interest, and what only words can say. */
export const COST_KINDS = ["perDay", "flat", "interest", "textOnly"] as const;
export type CostKind = (typeof COST_KINDS)[number];
