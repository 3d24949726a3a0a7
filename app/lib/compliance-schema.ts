import { z } from "zod";

/*
 * One schema per concept for compliance data, shared by the build (data file validation), the due-dates page
 * (runtime load), the admin area (storage and import) and the publish CLI. Types come from these schemas.
 */

import { MONTH_VALUES, MONTHS, PRIORITIES, PRIORITY_RANK } from "./compliance-constants";

// The constants live in a zod-free module (public pages import them); re-exported here for existing imports.
export { MONTH_VALUES, MONTHS, PRIORITIES, PRIORITY_RANK };
export const monthSchema = z.enum(MONTH_VALUES);
export type MonthValue = z.infer<typeof monthSchema>;

export const prioritySchema = z.enum(PRIORITIES);
export type Priority = z.infer<typeof prioritySchema>;

const dayOfMonth = z.number().int().min(1).max(31);
const monthNumber = z.number().int().min(1).max(12);
const monthDay = z.object({ month: monthNumber, day: dayOfMonth });

/**
 * Machine-readable schedule from which the next due date is computed. Dates are calendar dates in India.
 * - annual: once a year on month/day (e.g. 30 September).
 * - monthly: every month on `day`, for the previous month's period (monthOffset 1 = "of the following month");
 *   `exceptions` move specific months (e.g. tax deducted in March is due 30 April, not 7 April).
 * - quarterly: fixed dates in the year (e.g. 31 July, 31 October, 31 January, 31 May).
 * - afterQuarterEnd: `days` after the end of each quarter (30 Jun, 30 Sep, 31 Dec, 31 Mar); `exceptions` give one
 *   quarter a different number of days.
 * Days past a month's end (31 in a 30-day month, 29 February in a common year) fall on that month's last day.
 * - afterEvent: due within `days` of an event that has no fixed date (allotment, incorporation); shows text only.
 */
export const scheduleSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("annual"), month: monthNumber, day: dayOfMonth }),
  z.object({
    kind: z.literal("monthly"),
    day: dayOfMonth,
    monthOffset: z.number().int().min(0).max(1).default(1),
    exceptions: z.array(z.object({ periodMonth: monthNumber, due: monthDay })).optional(),
  }),
  z.object({ kind: z.literal("quarterly"), dates: z.array(monthDay).min(1).max(4) }),
  z.object({
    kind: z.literal("afterQuarterEnd"),
    days: z.number().int().min(1).max(366),
    // Extension (issue 7): a quarter whose deadline differs, e.g. the March quarter's audited results in 60 days.
    exceptions: z
      .array(
        z.object({
          quarterEndMonth: z.union([z.literal(3), z.literal(6), z.literal(9), z.literal(12)]),
          days: z.number().int().min(1).max(366),
        }),
      )
      .optional(),
  }),
  z.object({
    kind: z.literal("afterEvent"),
    days: z.number().int().min(1).max(3650),
    event: z.string().min(3).max(120),
  }),
]);
export type Schedule = z.infer<typeof scheduleSchema>;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1, "must not be empty").max(max);

export const lawNameSchema = required(120);
export const entityNameSchema = required(120);

/** One entry of the due-dates data file and of the admin's compliance data. */
export const complianceItemSchema = z.object({
  form: required(120),
  description: required(1000),
  due: required(300),
  month: monthSchema,
  priority: prioritySchema,
  penalty: text(500).default(""),
  isUpdated: z.boolean().optional(),
  schedule: scheduleSchema.optional(),
  /**
   * Extension (issue 7): the entity types the entry applies to, when narrower than its law (ITR-6 is for companies
   * only, though every company and LLP is under the Income Tax Act). Absent: every entity mapped to the law.
   */
  appliesTo: z.array(entityNameSchema).max(50).optional(),
  applicability: text(2000).optional(),
  consequences: text(2000).optional(),
  tips: text(2000).optional(),
});
export type ComplianceItem = z.infer<typeof complianceItemSchema>;
export type ComplianceItemInput = z.input<typeof complianceItemSchema>;

/** Map from law name to its items. */
export const complianceDataSchema = z.record(lawNameSchema, z.array(complianceItemSchema).max(500));
export type ComplianceData = z.infer<typeof complianceDataSchema>;

/** Map from entity type to the laws that apply to it. */
export const entityLawMapSchema = z.record(entityNameSchema, z.array(lawNameSchema).max(200));
export type EntityLawMap = z.infer<typeof entityLawMapSchema>;

export const availableLawsSchema = z.array(lawNameSchema).max(200);
export type AvailableLaws = z.infer<typeof availableLawsSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-04-01");

/** The site's data file (public/data/compliance-due-dates.json), spec section 3. */
export const dueDatesFileSchema = z.object({
  lastUpdated: isoDate,
  financialYear: z.string().regex(/^\d{4}-\d{2}$/, "must look like 2026-27"),
  dueDates: complianceDataSchema,
});
export type DueDatesFile = z.infer<typeof dueDatesFileSchema>;

/** The admin's export/import file (spec section 3). */
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
