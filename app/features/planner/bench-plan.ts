import { dueDatesFileSchema, type DueDatesFile } from "~/lib/compliance-schema";
import { buildPlan } from "./plan";
import { NO_ANSWERS, type PlannerProfile } from "./profile";

/*
 * One plan computed the way the page computes it, for a few profiles over the published data file: used by
 * scripts/bench-planner.mjs. Deterministic, so runs compare.
 */

const base = NO_ANSWERS;

export const PROFILES: { name: string; profile: PlannerProfile; today: string }[] = [
  {
    name: "private company, Telangana, monthly GST, TDS, PF, ESI, PT, AGM and incorporation dates",
    profile: {
      ...base,
      entity: "Private Limited Company",
      state: "telangana",
      gst: "monthly",
      turnover: "2-5",
      registrations: ["tds", "tds-salary", "pf", "esi", "pt"],
      agmOn: "2028-09-20",
      auditorAppointed: true,
      incorporatedOn: "2027-11-20",
      allottedOn: "2027-12-10",
    },
    today: "2027-12-15",
  },
  {
    name: "OPC on QRMP in Andhra Pradesh",
    profile: {
      ...base,
      entity: "One Person Company (OPC)",
      state: "andhra-pradesh",
      gst: "qrmp",
      turnover: "0.5-1",
    },
    today: "2028-02-29",
  },
  {
    name: "audited firm with transfer pricing",
    profile: {
      ...base,
      entity: "Partnership Firm",
      gst: "monthly",
      turnover: "10-20",
      taxAudit: true,
      transferPricing: true,
    },
    today: "2027-06-01",
  },
];

/** The published file as the page holds it: parsed once, outside the timing. */
export function setup(json: unknown): DueDatesFile {
  return dueDatesFileSchema.parse(json);
}

export function run(file: DueDatesFile, index: number) {
  const { profile, today } = PROFILES[index]!;
  return buildPlan(file, profile, today);
}
