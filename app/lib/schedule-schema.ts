import { plainString } from "./plain-text-schema";
import { z } from "./zod";

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
    // A quarter whose deadline differs, e.g. the March quarter's audited results in 60 days.
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
    event: plainString().min(3).max(120),
  }),
]);
export type Schedule = z.infer<typeof scheduleSchema>;
