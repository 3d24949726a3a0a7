import {
  adminExportSchema,
  dueDatesFileSchema,
  formatIssues,
  type DueDatesFile,
} from "~/lib/compliance-schema";
import { parseJsonSafely } from "./admin-import";
import type { AdminState } from "./admin-store";

/*
 * The site's data file (public/data/compliance-due-dates.json) made from the admin's data, and the check the
 * publish CLI runs on a file before writing it.
 */

/** "2026-27" for any date from 1 April 2026 to 31 March 2027. */
export function financialYearOf(isoDate: string): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** Laws without items are left out: the public table has nothing to show for them. */
export function toSiteDataFile(data: AdminState["complianceData"], today: string): DueDatesFile {
  const dueDates = Object.fromEntries(Object.entries(data).filter(([, items]) => items.length > 0));
  return dueDatesFileSchema.parse({
    lastUpdated: today,
    financialYear: financialYearOf(today),
    dueDates,
  });
}

export type PublishResult =
  | { ok: true; kind: "site data file" | "admin export"; file: DueDatesFile }
  | { ok: false; problems: string[] };

/** Accepts a site data file as it is, or an admin export (converted with today's date). */
export function preparePublish(text: string, today: string): PublishResult {
  let raw: unknown;
  try {
    raw = parseJsonSafely(text);
  } catch (error) {
    return { ok: false, problems: [`(root): ${(error as Error).message}`] };
  }
  const isObject = (v: unknown): v is object => !!v && typeof v === "object" && !Array.isArray(v);
  if (isObject(raw) && "dueDates" in raw) {
    const parsed = dueDatesFileSchema.safeParse(raw);
    return parsed.success
      ? { ok: true, kind: "site data file", file: parsed.data }
      : { ok: false, problems: formatIssues(parsed.error) };
  }
  if (isObject(raw) && "complianceData" in raw) {
    const parsed = adminExportSchema.safeParse(raw);
    return parsed.success
      ? { ok: true, kind: "admin export", file: toSiteDataFile(parsed.data.complianceData, today) }
      : { ok: false, problems: formatIssues(parsed.error) };
  }
  return {
    ok: false,
    problems: [
      "(root): not a site data file (lastUpdated, financialYear, dueDates) or an admin export (entityLawMap, availableLaws, complianceData)",
    ],
  };
}
