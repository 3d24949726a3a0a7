import fs from "node:fs";
import { dueDatesFileSchema, type DueDatesFile, type LateCost } from "~/lib/compliance-schema";

/* The published data file for the cost of delay's tests: clients act on these figures, so the tests read the real ones. */
export const publishedFile: DueDatesFile = dueDatesFileSchema.parse(
  JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8")),
);

export const costEntries = Object.values(publishedFile.dueDates).flat();

export function lateCostOf(id: string): LateCost {
  const cost = costEntries.find((e) => e.id === id)?.lateCost;
  if (!cost) throw new Error(`no late-filing cost for ${id}`);
  return cost;
}
