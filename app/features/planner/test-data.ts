import fs from "node:fs";
import { dueDatesFileSchema, type DueDatesFile, type LateCost } from "~/lib/compliance-schema";
import type { PlannerEntry } from "./applicability";
import { buildPlan } from "./plan";
import { NO_ANSWERS } from "./profile";

/* The published data file for the planner's tests: clients act on these figures, so the tests read the real ones. */
export const publishedFile: DueDatesFile = dueDatesFileSchema.parse(
  JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8")),
);

export const entries: PlannerEntry[] = Object.entries(publishedFile.dueDates).flatMap(
  ([law, items]) => items.map((item) => ({ ...item, law })),
);

export function entry(id: string): PlannerEntry {
  const found = entries.find((e) => e.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
}

export function lateCostOf(id: string): LateCost {
  const cost = entry(id).lateCost;
  if (!cost) throw new Error(`no late-filing cost for ${id}`);
  return cost;
}

/** The plan of a Telangana private company with employees (monthly GST, TDS, PF, ESI, professional tax), made on a day. */
export const telanganaCompanyPlan = (today: string) =>
  buildPlan(
    publishedFile,
    {
      ...NO_ANSWERS,
      entity: "Private Limited Company",
      state: "telangana",
      gst: "monthly",
      turnover: "2-5",
      registrations: ["tds", "tds-salary", "pf", "esi", "pt"],
    },
    today,
  );
