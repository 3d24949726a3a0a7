import { z } from "~/lib/zod";
import {
  CONTRIBUTION_BANDS,
  DIRECTOR_COUNTS,
  GST_SCHEMES,
  REGISTRATIONS,
  STATE_IDS,
  SUPPLY_KINDS,
} from "~/lib/applicability-constants";
import { entityNameSchema, isoDateSchema } from "~/lib/compliance-schema";
import { QUESTION_KEYS, QUESTIONS, type QuestionAnswers } from "~/lib/planner-questions";
import { TURNOVER_BAND_IDS } from "./thresholds";

/*
 * The planner's profile as a zod schema: the type the planner works with. Reading it from an address
 * (profile.ts) checks the same choices without zod, so the planner page does not ship the validator.
 */

const flag = z.boolean().default(false);

export const plannerProfileSchema = z.object({
  /** An entity type of the data file (its entityLawMap). */
  entity: entityNameSchema,
  state: z.enum(STATE_IDS).optional(),
  gst: z.enum(GST_SCHEMES).optional(),
  /** Goods (or restaurant service) or other services: services have the lower composition limit. */
  supply: z.enum(SUPPLY_KINDS).optional(),
  turnover: z.enum(TURNOVER_BAND_IDS).optional(),
  /** An LLP's partners' contribution against the LLP audit rule's ₹25 lakh. */
  contribution: z.enum(CONTRIBUTION_BANDS).optional(),
  /** A small or dormant company: its board meets once in each half-year (s.173(5)). */
  smallCompany: z.boolean().optional(),
  /** A One Person Company's directors: one needs no board meetings, more meet once in each half-year. */
  directors: z.enum(DIRECTOR_COUNTS).optional(),
  /** The date of the board's last meeting: the next is due within 120 days (s.173(1)). */
  lastBoardMeetingOn: isoDateSchema.optional(),
  /** Accounts under tax audit (turnover above ₹10 crore brings it whatever the answer). */
  taxAudit: flag,
  transferPricing: flag,
  /**
   * Whether the business employs salaried staff: unanswered until the visitor says. Salary TDS, PF or ESI among the
   * registrations answers it yes whatever this says (hasEmployees, applicability.ts).
   */
  employees: z.boolean().optional(),
  registrations: z
    .array(z.enum(REGISTRATIONS))
    .default([])
    .transform((list) => REGISTRATIONS.filter((r) => list.includes(r))),
  /** The date of the (coming or last) annual general meeting. */
  agmOn: isoDateSchema.optional(),
  /** The AGM on `agmOn` appoints or reappoints the auditor (every five years). */
  auditorAppointed: flag,
  /** For a company that holds no AGM (a One Person Company): the date of the member's resolution appointing the auditor. */
  auditorResolutionOn: isoDateSchema.optional(),
  incorporatedOn: isoDateSchema.optional(),
  /** The date of the last allotment of shares. */
  allottedOn: isoDateSchema.optional(),
  privatePlacement: flag,
  /** The answers to the questions that decide a duty (app/lib/planner-questions.ts), by question. */
  answers: z
    .object(
      Object.fromEntries(
        QUESTION_KEYS.map((key) => [key, z.enum(QUESTIONS[key].answers).optional()]),
      ),
    )
    .optional() as unknown as z.ZodOptional<z.ZodType<QuestionAnswers>>,
});
export type PlannerProfile = z.infer<typeof plannerProfileSchema>;
