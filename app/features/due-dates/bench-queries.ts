import type { ComplianceData, ComplianceItem, EntityLawMap } from "~/lib/compliance-schema";
import { DEFAULT_VIEW, filterRows, sortRows, toRows, type DueDatesView } from "./filter-due-dates";
import { nextOccurrence } from "./schedule";

/*
 * The filter-and-sort path the page runs on every keystroke, over generated data: used by
 * scripts/bench-due-dates.mjs (npm run bench). Deterministic, so runs compare.
 */

const LAWS = ["Income Tax Act", "GST", "Companies Act 2013", "LLP Act 2008", "Labour Laws", "FEMA"];
const ENTITY_LAW_MAP: EntityLawMap = {
  "Private Limited Company": ["Companies Act 2013", "Income Tax Act", "GST", "Labour Laws"],
  "LLP (Limited Liability Partnership)": ["LLP Act 2008", "Income Tax Act", "GST", "Labour Laws"],
};
const MONTHS = ["January", "April", "July", "October", "Monthly", "Quarterly"] as const;
const PRIORITIES = ["high", "medium", "low"] as const;

export function generateData(count: number): ComplianceData {
  const data: ComplianceData = {};
  for (let i = 0; i < count; i++) {
    const law = LAWS[i % LAWS.length]!;
    const item: ComplianceItem = {
      id: `generated-${i}`,
      form: `FORM-${(i * 7919) % 100_000}`,
      description: `Generated filing ${i} for ${law}, with a description long enough to search through`,
      due: `${(i % 28) + 1} ${MONTHS[i % 4]}`,
      month: MONTHS[i % MONTHS.length]!,
      priority: PRIORITIES[i % 3]!,
      penalty: `₹${(i % 50) * 100} per day`,
      schedule:
        i % 5 === 0
          ? { kind: "monthly", day: (i % 28) + 1, monthOffset: 1 }
          : { kind: "annual", month: (i % 12) + 1, day: (i % 28) + 1 },
    };
    (data[law] ??= []).push(item);
  }
  return data;
}

export const QUERIES: Partial<DueDatesView>[] = [
  { q: "filing 12" },
  { q: "gst", sort: "form", dir: "asc" },
  { law: "GST", priority: "high", sort: "due", dir: "asc" },
  { month: "Monthly", sort: "priority", dir: "desc" },
  { entity: "LLP (Limited Liability Partnership)", q: "generated", sort: "law", dir: "desc" },
  { sort: "due", dir: "desc" },
];

export function setup(count: number, today = "2026-11-22") {
  const rows = toRows(generateData(count));
  const nextDueById = new Map<string, string>();
  for (const row of rows) {
    const date = nextOccurrence(row, today)?.date;
    if (date) nextDueById.set(row.id, date);
  }
  const run = (query: Partial<DueDatesView>) => {
    const view = { ...DEFAULT_VIEW, ...query };
    return sortRows(filterRows(rows, view, ENTITY_LAW_MAP), view.sort, view.dir, nextDueById);
  };
  return { rows, run };
}
