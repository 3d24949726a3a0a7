import { z } from "./zod";

/*
 * One schema per concept for compliance data, shared by the build (data file validation), the due-dates page
 * (runtime load), the admin area (storage and import) and the publish CLI. Types come from these schemas.
 */

import {
  BOARD_RULES,
  EVENT_KINDS,
  GST_SCHEMES,
  PERIOD_UNITS,
  REGISTRATIONS,
  STATE_IDS,
} from "./applicability-constants";
import {
  INTEREST_BASES,
  MONTH_VALUES,
  MONTHS,
  PRIORITIES,
  PRIORITY_RANK,
} from "./compliance-constants";
import { dueContradiction } from "./due-words";
import { hasControlCharacter, plainString } from "./plain-text-schema";
import { scheduleSchema, type Schedule } from "./schedule-schema";
import {
  QUESTION_KEYS,
  QUESTIONS,
  type QuestionAnswer,
  type QuestionKey,
} from "./planner-questions";

// The constants live in a zod-free module (public pages import them); re-exported here for existing imports.
export { MONTH_VALUES, MONTHS, PRIORITIES, PRIORITY_RANK };
export const monthSchema = z.enum(MONTH_VALUES);
export type MonthValue = z.infer<typeof monthSchema>;

export const prioritySchema = z.enum(PRIORITIES);
export type Priority = z.infer<typeof prioritySchema>;

// The schedule's schema and the plain-text rule live in modules of their own, which due-words.ts can import
// without importing this file back; re-exported here for existing imports.
export { hasControlCharacter };
export { scheduleSchema, type Schedule };

const text = (max: number) => plainString().max(max);
const required = (max: number) => plainString().min(1, "must not be empty").max(max);
/** A calendar date, "2026-04-01". */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-04-01")
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, "is not a real date");
/**
 * The dates the data can carry: the laws, circulars and checks it records are of this century. A date outside is a
 * slip of the keyboard (0001-01-01, 9999-12-31), not a fact. A date of checking later than today is refused when a
 * file is published or built (data-dates.ts), which needs the clock.
 */
export const DATE_RANGE = { from: "2000-01-01", to: "2099-12-31" } as const;
/** A date of the data (a check, a circular, an extension): within DATE_RANGE. */
const isoDate = isoDateSchema.refine(
  (value) => value >= DATE_RANGE.from && value <= DATE_RANGE.to,
  `must be between ${DATE_RANGE.from} and ${DATE_RANGE.to}`,
);

/**
 * Names chosen by staff become object keys (laws, entity types). A name that is a member of every object
 * ("constructor", "toString", "__proto__") would be read back as that member instead of as the name, and stored
 * data with a "prototype" key is refused when read (admin-import.ts).
 */
const notObjectMember = (value: string) => !(value in Object.prototype) && value !== "prototype";
const keyName = (max: number) =>
  required(max).refine(notObjectMember, "is a reserved word: choose another name");

/**
 * A record keyed by names. zod leaves a "__proto__" key out of what it returns, without an issue (copying it would
 * replace the copy's prototype): refused here instead, so that no reader drops a law or entity type silently.
 */
const namedRecord = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: z.input<T>, ctx) => {
    if (value && typeof value === "object" && Object.hasOwn(value, "__proto__"))
      ctx.addIssue({
        code: "custom",
        message: "is a reserved word: choose another name",
        path: ["__proto__"],
        input: value,
      });
    return value;
  }, schema);

export const lawNameSchema = keyName(120);
export const entityNameSchema = keyName(120);

/** An entry's stable identity: kept through edits, exports and publishing; calendar UIDs and table rows use it. */
export const itemIdSchema = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, "must be lowercase letters, digits and hyphens");

/**
 * Where a source link may point: the authorities' own sites (Government of India and state domains, the Reserve
 * Bank), over HTTPS. A link elsewhere is a secondary report, not a source.
 */
/** Official domains: every host under them counts ("www.mca.gov.in", "fema.rbi.org.in"). */
export const OFFICIAL_DOMAINS = ["gov.in", "nic.in", "rbi.org.in"] as const;
export function isOfficialUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  // A user part ("https://someone@www.cbic.gov.in/") hides where a link really goes: never a source.
  return (
    url.protocol === "https:" &&
    !url.username &&
    !url.password &&
    !/^https:\/\/[^/?#]*@/i.test(value.trim()) &&
    OFFICIAL_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))
  );
}
export const officialUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    isOfficialUrl,
    "must be an https link to an official site (.gov.in, .nic.in or rbi.org.in)",
  );

/**
 * One extension of an entry's date by the authority (CBDT, CBIC, MCA): the period it covers, the statutory date it
 * moved, the new date and the circular or notification that moved it. Next due dates, the calendars and Home's card
 * use the new date; the page shows the original beside it.
 */
export const extensionSchema = z
  .object({
    period: required(60),
    /** The period's statutory date: the same in every extension of one period (a second moves it again). */
    originalDate: isoDate,
    extendedDate: isoDate,
    reference: required(200),
    issuedOn: isoDate,
    url: officialUrlSchema,
  })
  .refine((e) => e.extendedDate > e.originalDate, {
    message: "the extended date must be later than the original date",
    path: ["extendedDate"],
  });
export type Extension = z.infer<typeof extensionSchema>;

/** An amount in rupees. */
const rupees = z.number().nonnegative().max(1e12);
const dayCount = z.number().int().min(1).max(36_500);
const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

/**
 * When a cost component applies, in terms the planner knows: the business's aggregate turnover of the preceding
 * financial year (above `turnoverAbove`, up to and including `turnoverUpTo`, in rupees), and whether the return is
 * a nil return (true: only a nil return; false: any other return), and the months of the due dates it applies to
 * (`dueMonths`, 1-12: the 15 June, September and December advance-tax instalments against the 15 March one).
 * `condition` says the same in words.
 */
export const costWhenSchema = z.strictObject({
  turnoverAbove: rupees.optional(),
  turnoverUpTo: rupees.optional(),
  nilReturn: z.boolean().optional(),
  dueMonths: z
    .array(z.number().int().min(1).max(12))
    .min(1)
    .max(12)
    .refine(unique, "Each month once")
    .optional(),
});
export type CostWhen = z.infer<typeof costWhenSchema>;

/**
 * What every cost component carries: its legal basis; in words, the case it applies to (`condition`) or who pays
 * it (`payer`: the business, or each officer in default, personally); `byOrder` when it is a penalty an officer, a
 * tribunal or a court may impose rather than a fee due by law; a note of the caveats.
 */
const costCommon = {
  basis: required(400),
  condition: text(300).optional(),
  when: costWhenSchema.optional(),
  payer: z.enum(["business", "officer"]).optional(),
  byOrder: z.boolean().optional(),
  note: text(700).optional(),
};

/** One band of an additional fee that is a multiple of the normal filing fee, by the number of days late. */
const feeSlabSchema = z.strictObject({
  daysFrom: dayCount,
  /** Absent: no upper end. */
  daysTo: dayCount.optional(),
  multiple: z.number().positive().max(1000),
  /** The multiple for a small company, OPC or small LLP, where it differs (`smallMeans` says which). */
  smallMultiple: z.number().positive().max(1000).optional(),
  /** An ad valorem fee on the amount secured (charges), in per cent, and its most in rupees. */
  adValoremPercent: z.number().positive().max(100).optional(),
  adValoremCap: rupees.optional(),
  smallAdValoremPercent: z.number().positive().max(100).optional(),
  smallAdValoremCap: rupees.optional(),
});

/**
 * Structured late-filing cost, from which the planner estimates the cost of a delay. Only confirmed figures are
 * carried; the entry's `penalty` stays the visitor-facing words. Kinds:
 * - perDay: `amount` for each day late (counted after `startsAfterDays` days), at most `cap` rupees; `capText`
 *   where the cap is not a fixed sum, with `capPercentOfTurnover` when it is a share of turnover;
 * - flat: a fixed `amount`, for a delay from `daysFrom` to `daysTo` days where the fee depends on the delay;
 * - interest: `ratePercent` a month or a year on what `runsOn` says (`base` names it in a word); `wholeMonths` when a part of a month counts
 *   as a month; `fixedMonths` when it is charged for a block of months however short the delay; `fromEarlierDate`
 *   when it runs from a date before the due date (the date tax was deducted), so a delay costs at least this;
 * - textOnly: what only words can say (court fines, consequences), with `slabs` of multiples of the normal filing
 *   fee and the `normalFee` bands where the fee is such a multiple.
 * The official `sourceUrl` and `verifiedOn` date apply to every figure; each component names its legal basis.
 */
export const lateCostComponentSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("perDay"),
    amount: rupees,
    cap: rupees.optional(),
    capText: text(300).optional(),
    capPercentOfTurnover: z.number().positive().max(100).optional(),
    startsAfterDays: z.number().int().min(1).max(365).optional(),
    ...costCommon,
  }),
  z
    .strictObject({
      kind: z.literal("flat"),
      amount: rupees,
      daysFrom: dayCount.optional(),
      daysTo: dayCount.optional(),
      ...costCommon,
    })
    .refine((c) => !c.daysFrom || !c.daysTo || c.daysFrom <= c.daysTo, {
      message: "daysFrom must not be after daysTo",
      path: ["daysTo"],
    }),
  z.strictObject({
    kind: z.literal("interest"),
    ratePercent: z.number().positive().max(100),
    per: z.enum(["month", "year"]),
    runsOn: required(400),
    /** What it runs on, for the summary to name: the tax unpaid (by default), a contribution, a shortfall, an amount. */
    base: z.enum(INTEREST_BASES).optional(),
    wholeMonths: z.boolean().optional(),
    fixedMonths: z.number().int().min(1).max(24).optional(),
    fromEarlierDate: z.boolean().optional(),
    capText: text(300).optional(),
    ...costCommon,
  }),
  z.strictObject({
    kind: z.literal("textOnly"),
    text: required(1000),
    slabs: z
      .array(feeSlabSchema)
      .min(1)
      .max(20)
      .refine(
        (list) => list.every((s, i) => i === 0 || list[i - 1]!.daysTo === s.daysFrom - 1),
        "slabs must follow one another without gaps, in order",
      )
      .optional(),
    /** The normal filing fee by nominal share capital (below) or contribution (up to); the last band is open. */
    normalFee: z
      .array(
        z.strictObject({
          fee: rupees,
          capitalBelow: rupees.optional(),
          contributionUpTo: rupees.optional(),
        }),
      )
      .min(1)
      .max(20)
      .optional(),
    /** Who pays the small multiple: "small LLP", "small company or OPC". */
    smallMeans: text(120).optional(),
    ...costCommon,
  }),
]);
export type LateCostComponent = z.infer<typeof lateCostComponentSchema>;

/**
 * A time bar: the return can no longer be filed once `years` have passed since its due date (a GST return three years
 * after it: s.37(5), 39(11), 44(2) and 52(13) CGST Act). A delay past it has no fee to estimate.
 */
export const filingBarSchema = z.strictObject({
  years: z.number().int().min(1).max(10),
  basis: required(400),
});
export type FilingBar = z.infer<typeof filingBarSchema>;

export const lateCostSchema = z.strictObject({
  components: z.array(lateCostComponentSchema).min(1).max(20),
  /** The return cannot be filed at all after this bar. */
  filingBar: filingBarSchema.optional(),
  /** The authority's page the figures rest on. */
  sourceUrl: officialUrlSchema,
  /** When the figures were last checked against their source. */
  verifiedOn: isoDate,
});
export type LateCost = z.infer<typeof lateCostSchema>;

/**
 * Which businesses an entry applies to, beyond its entity types: the facts the planner asks about. Every condition
 * given must hold; an absent one does not narrow. Thresholds are rupees of aggregate turnover of the preceding
 * financial year, with their legal `basis`.
 * - gst: the GST schemes it is for; states: the State or UT of the principal place of business;
 * - turnoverAbove / turnoverUpTo; optionalUpTo: a duty only above this turnover (optional up to it); optional: a
 *   facility, never a duty;
 * - taxAudit, transferPricing: only when the accounts are (true) or are not (false) under tax audit, or the
 *   business does (not) need a transfer-pricing report; accountsAudited: audited under any law (LLPs: Rule 24(8));
 * - boardMeetings: the company's board must meet ("any"), four times a year, or once in each half-year;
 * - registrations: needs at least one of these;
 * - employees: for employers of salaried staff (answered, or implied by salary TDS, PF or ESI);
 * - businessIncome false: not for a business's own return (ITR-1 and ITR-2);
 * - event: due within its `afterEvent` schedule's days of this event, with `privatePlacement` for allotments;
 *   marksEvent: the entry is the statutory last date of that event (the AGM), used when a date is not known;
 * - notAsked: a fact the planner does not ask ("listed companies only"): such an entry is listed to check.
 */
const plannerAnswersSchema = z
  .strictObject(
    Object.fromEntries(
      QUESTION_KEYS.map((key) => [
        key,
        z.array(z.enum(QUESTIONS[key].answers)).min(1).refine(unique, "is listed twice").optional(),
      ]),
    ) as unknown as { [K in QuestionKey]: z.ZodOptional<z.ZodType<QuestionAnswer<K>[]>> },
  )
  .refine((answers) => Object.keys(answers).length > 0, "names no question");

export const appliesWhenSchema = z.strictObject({
  gst: z
    .array(z.enum(GST_SCHEMES))
    .min(1)
    .max(GST_SCHEMES.length)
    .refine(unique, "is listed twice")
    .optional(),
  states: z
    .array(z.enum(STATE_IDS))
    .min(1)
    .max(STATE_IDS.length)
    .refine(unique, "is listed twice")
    .optional(),
  turnoverAbove: rupees.optional(),
  turnoverUpTo: rupees.optional(),
  optionalUpTo: rupees.optional(),
  optional: z.literal(true).optional(),
  taxAudit: z.boolean().optional(),
  /**
   * Only when the accounts are (true) or are not (false) required to be audited under any law: tax audit, a company's
   * audit, an LLP's under Rule 24(8) LLP Rules.
   */
  accountsAudited: z.boolean().optional(),
  /** Only for a company whose board must meet at all, or under this rule of s.173 Companies Act 2013. */
  boardMeetings: z.enum(BOARD_RULES).optional(),
  transferPricing: z.boolean().optional(),
  /**
   * The planner's answers that bring the entry in (app/lib/planner-questions.ts): each question listed must be given
   * one of its answers here. A question not asked of the business's entity type does not decide the entry.
   */
  answers: plannerAnswersSchema.optional(),
  /** Only while none of these registrations is held ("register now" lines: ESI from 10 employees). */
  notRegistered: z
    .array(z.enum(REGISTRATIONS))
    .min(1)
    .max(REGISTRATIONS.length)
    .refine(unique, "is listed twice")
    .optional(),
  registrations: z
    .array(z.enum(REGISTRATIONS))
    .min(1)
    .max(REGISTRATIONS.length)
    .refine(unique, "is listed twice")
    .optional(),
  /**
   * For employers of salaried staff (a State's professional tax on salaries, its labour welfare fund): the planner's
   * "Do you have employees?" answer, or salary TDS, PF or ESI among its registrations.
   */
  employees: z.literal(true).optional(),
  businessIncome: z.literal(false).optional(),
  event: z.enum(EVENT_KINDS).optional(),
  privatePlacement: z.boolean().optional(),
  marksEvent: z.enum(EVENT_KINDS).optional(),
  notAsked: text(300).optional(),
  /** The legal basis of the thresholds and choices above. */
  basis: text(400).optional(),
});
export type AppliesWhen = z.infer<typeof appliesWhenSchema>;

/**
 * One compliance entry, as staff edit it in the admin area. The source fields are optional while an entry is being
 * drafted; `publishedItemSchema` requires them, so the site data file never carries an unsourced entry.
 */
export const complianceItemSchema = z.object({
  id: itemIdSchema,
  form: required(120),
  /** The form's previous number during a renumbering (Form 140, formerly 26Q). */
  formerly: text(60).optional(),
  description: required(1000),
  due: required(300),
  month: monthSchema,
  priority: prioritySchema,
  penalty: text(500).default(""),
  isUpdated: z.boolean().optional(),
  schedule: scheduleSchema.optional(),
  /**
   * The entity types the entry applies to, when narrower than its law (ITR-6 is for companies only, though every
   * company and LLP is under the Income Tax Act). Absent: every entity mapped to the law.
   */
  appliesTo: z.array(entityNameSchema).max(50).optional(),
  applicability: text(2000).optional(),
  consequences: text(2000).optional(),
  tips: text(2000).optional(),
  /** The legal basis: "s.137(1) Companies Act 2013", "Rule 61 CGST Rules 2017". */
  basis: text(300).optional(),
  sourceUrl: officialUrlSchema.optional(),
  /** When someone last checked the entry against its source. */
  verifiedOn: isoDate.optional(),
  /** The period each filing reports on: the latest whole one that ended before its statutory date. */
  covers: z.enum(PERIOD_UNITS).optional(),
  /** Structured late-filing cost: confirmed figures only, each with its basis. */
  lateCost: lateCostSchema.optional(),
  /** Which businesses it applies to, in the terms the planner asks (see appliesWhenSchema). */
  appliesWhen: appliesWhenSchema.optional(),
  /** The ledger of extensions, in the order they were issued. */
  extensions: z
    .array(extensionSchema)
    .max(50)
    .refine(
      (list) => list.every((e, i) => i === 0 || list[i - 1]!.issuedOn <= e.issuedOn),
      "must be listed in the order they were issued",
    )
    .optional(),
});
export type ComplianceItem = z.infer<typeof complianceItemSchema>;
export type ComplianceItemInput = z.input<typeof complianceItemSchema>;

/** An entry of the published data file: every field of a draft, and its source, basis and check date. */
export const publishedItemSchema = complianceItemSchema.extend({
  basis: required(300),
  sourceUrl: officialUrlSchema,
  verifiedOn: isoDate,
});
export type PublishedItem = z.infer<typeof publishedItemSchema>;

const uniqueIds = (data: Record<string, { id: string }[]>, ctx: z.RefinementCtx) => {
  const seen = new Map<string, string>();
  for (const [law, items] of Object.entries(data))
    items.forEach((item, index) => {
      const where = `${law}.${index}`;
      const first = seen.get(item.id);
      if (first)
        ctx.addIssue({
          code: "custom",
          message: `the id "${item.id}" is used twice (also at ${first})`,
          path: [law, index, "id"],
        });
      else seen.set(item.id, where);
    });
};

/**
 * How much compliance data the admin and the page take: far above the firm's data (74 entries in November 2026),
 * and within what the admin edits without a wait (docs/decisions/017-admin-data-limits.md).
 */
export const DATA_LIMITS = { itemsPerLaw: 300, items: 2_000 } as const;
/**
 * The most text of compliance data that is read at all (the site's data file, an admin export, stored data): read
 * before the entries are counted. 2,000 entries with every fact and source are about 5 MB (the firm's 78 entries
 * are 190 KB). One limit for the build, the publish CLI and the admin's import (decision 017).
 */
export const DATA_TEXT_LIMIT_MB = 8;
export const DATA_TEXT_LIMIT_BYTES = DATA_TEXT_LIMIT_MB * 1024 * 1024;

const withinTotal = (data: Record<string, unknown[]>, ctx: z.RefinementCtx) => {
  const total = Object.values(data).reduce((sum, items) => sum + items.length, 0);
  if (total > DATA_LIMITS.items)
    ctx.addIssue({
      code: "custom",
      message: `${total} entries in all: at most ${DATA_LIMITS.items} are allowed`,
      path: [],
    });
};

/** Map from law name to its items; every id is unique across laws. */
export const complianceDataSchema = namedRecord(
  z
    .record(lawNameSchema, z.array(complianceItemSchema).max(DATA_LIMITS.itemsPerLaw))
    .superRefine(uniqueIds)
    .superRefine(withinTotal),
);
export type ComplianceData = z.infer<typeof complianceDataSchema>;

/** Map from entity type to the laws that apply to it. */
export const entityLawMapSchema = namedRecord(
  z.record(entityNameSchema, z.array(lawNameSchema).max(200)),
);
export type EntityLawMap = z.infer<typeof entityLawMapSchema>;

export const availableLawsSchema = z.array(lawNameSchema).max(200);
export type AvailableLaws = z.infer<typeof availableLawsSchema>;

/** One change of a publish, in words, with the entry it touched and the authority's notice where there is one. */
export const publishedChangeSchema = z.strictObject({
  /** "GSTR-9 FY 2025-26: due 31 Dec 2026 → 31 Jan 2027". */
  text: required(400),
  /** The entry it touched; absent for a change to entity types or laws. */
  id: itemIdSchema.optional(),
  /** The notification or circular behind it, and its official link. */
  reference: text(200).optional(),
  url: officialUrlSchema.optional(),
});
export type PublishedChange = z.infer<typeof publishedChangeSchema>;

/** A publish record's own id: "20261212t130500z-k3x9q2" (its time and a digest of what it changed). */
export const publishRecordIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "must be lower-case letters, digits and hyphens");

/** One publish of the data file (from the admin or the CLI): when, and what it changed. */
export const publishRecordSchema = z.strictObject({
  /**
   * Unique in the ledger (and its archive): the feed's entry id and the mark the admin watches the live file for.
   * Records written before ids were kept have none; readers give them one from their time (publish-record-keys.ts).
   */
  id: publishRecordIdSchema.optional(),
  /** When it was published, as an ISO date-time in UTC ("2026-12-12T13:05:00.000Z"), from a trusted clock. */
  publishedAt: z.iso.datetime(),
  changes: z.array(publishedChangeSchema).min(1).max(500),
});
export type PublishRecord = z.infer<typeof publishRecordSchema>;

/** Records the ledger keeps in the file's `updates`; older ones move to `updatesArchive` (never dropped). */
export const LEDGER_RECENT_MAX = 1000;

const uniqueRecordIds = (list: readonly PublishRecord[], ctx: z.RefinementCtx) => {
  const seen = new Map<string, number>();
  list.forEach((r, i) => {
    if (!r.id) return;
    const first = seen.get(r.id);
    if (first !== undefined)
      ctx.addIssue({
        code: "custom",
        message: `the id "${r.id}" is used twice (also at ${first})`,
        path: [i, "id"],
      });
    else seen.set(r.id, i);
  });
};

/**
 * The ledger of published changes, in the order they were published (oldest first); the due-dates page, its feed
 * and the calendars read it. A record's time comes from a trusted clock, so it normally rises; a record written by
 * a wrong clock before that stays where it was published rather than be lost or reordered.
 */
export const publishLedgerSchema = z
  .array(publishRecordSchema)
  .max(LEDGER_RECENT_MAX)
  .superRefine(uniqueRecordIds);

/** The ledger's older records, oldest first: moved out of `updates` as it fills, kept whole. */
export const publishArchiveSchema = z.array(publishRecordSchema).max(40_000);

/**
 * The site's data file (public/data/compliance-due-dates.json): the firm's data, from which the due-dates page, the
 * admin area, Home's card and the calendar feeds all start. The entity types (with their laws) and the list of laws
 * travel in it; a file written before they did still reads, and the page then uses the map it was built with.
 */
export const dueDatesFileSchema = z
  .object({
    lastUpdated: isoDate,
    financialYear: z.string().regex(/^\d{4}-\d{2}$/, "must look like 2026-27"),
    entityLawMap: entityLawMapSchema.optional(),
    laws: availableLawsSchema.optional(),
    /** The ledger of published changes; a file from before it was kept has none. */
    updates: publishLedgerSchema.optional(),
    /** Records older than the ledger's latest LEDGER_RECENT_MAX, oldest first. */
    updatesArchive: publishArchiveSchema.optional(),
    dueDates: namedRecord(
      z
        .record(lawNameSchema, z.array(publishedItemSchema).max(DATA_LIMITS.itemsPerLaw))
        .superRefine(uniqueIds)
        .superRefine(withinTotal)
        // A file without entries would empty the due-dates table, the planner and Home's card.
        .refine(
          (dueDates) => Object.values(dueDates).some((items) => items.length > 0),
          "holds no entries: the site would show no due dates",
        ),
    ),
  })
  .superRefine((file, ctx) => {
    // A record's id is unique across the archive and the recent ledger: the feed and the admin tell records by it.
    const archived = new Set((file.updatesArchive ?? []).flatMap((r) => (r.id ? [r.id] : [])));
    file.updates?.forEach((r, i) => {
      if (r.id && archived.has(r.id))
        ctx.addIssue({
          code: "custom",
          message: `the id "${r.id}" is also in updatesArchive`,
          path: ["updates", i, "id"],
        });
    });
    const entities = file.entityLawMap ? new Set(Object.keys(file.entityLawMap)) : undefined;
    const laws = file.laws ? new Set(file.laws) : undefined;
    if (laws) {
      for (const law of Object.keys(file.dueDates))
        if (!laws.has(law))
          ctx.addIssue({
            code: "custom",
            message: `"${law}" is not in laws`,
            path: ["dueDates", law],
          });
      for (const [entity, list] of Object.entries(file.entityLawMap ?? {}))
        list.forEach((law, i) => {
          if (!laws.has(law))
            ctx.addIssue({
              code: "custom",
              message: `"${law}" is not in laws`,
              path: ["entityLawMap", entity, i],
            });
        });
    }
    // A planner rule's event is read from the entry's schedule: days after the event, or the event's own date.
    for (const [law, items] of Object.entries(file.dueDates))
      items.forEach((item, index) => {
        // One date, one source: the words a visitor reads say what the schedule (and every calendar) says.
        const contradiction = dueContradiction(item.due, item.schedule);
        if (contradiction)
          ctx.addIssue({
            code: "custom",
            message: `contradicts the schedule: ${contradiction}`,
            path: ["dueDates", law, index, "due"],
          });
        const rule = item.appliesWhen;
        if (rule?.event && item.schedule?.kind !== "afterEvent")
          ctx.addIssue({
            code: "custom",
            message: "an entry due after an event needs an afterEvent schedule",
            path: ["dueDates", law, index, "appliesWhen", "event"],
          });
        if (rule?.marksEvent && (!item.schedule || item.schedule.kind === "afterEvent"))
          ctx.addIssue({
            code: "custom",
            message: "the entry that marks an event needs a dated schedule",
            path: ["dueDates", law, index, "appliesWhen", "marksEvent"],
          });
      });
    if (entities)
      for (const [law, items] of Object.entries(file.dueDates))
        items.forEach((item, index) =>
          item.appliesTo?.forEach((entity, i) => {
            if (!entities.has(entity))
              ctx.addIssue({
                code: "custom",
                message: `"${entity}" is not an entity type of entityLawMap`,
                path: ["dueDates", law, index, "appliesTo", i],
              });
          }),
        );
  });
export type DueDatesFile = z.infer<typeof dueDatesFileSchema>;

/** The admin's export/import file. */
export const adminExportSchema = z.object({
  entityLawMap: entityLawMapSchema,
  availableLaws: availableLawsSchema,
  complianceData: complianceDataSchema,
});
export type AdminExport = z.infer<typeof adminExportSchema>;

/** "dueDates.GST[2].form: must not be empty" — one line per problem, with its path. */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`,
  );
}
