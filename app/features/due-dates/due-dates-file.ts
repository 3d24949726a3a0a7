import type { z } from "zod";
import {
  complianceDataSchema,
  dueDatesFileSchema,
  type ComplianceData,
  type DueDatesFile,
} from "~/lib/compliance-schema";
import { PAGE_HIDDEN_FIELDS } from "./page-fields";
import { LATEST_SHOWN } from "./updates";

/*
 * Validation of the due-dates data file, shared by the build (load-due-dates.server.ts) and the page, which loads
 * this module with import() after the first paint so zod never weighs on it. The page holds the file without the
 * fields it never shows (PAGE_HIDDEN_FIELDS), whether from the build's loader data, a newer file fetched from the
 * host, or the admin's stored edits laid over it.
 */

const describe = (issue: z.core.$ZodIssue, input: unknown): string => {
  const [root, law, index, field, ...rest] = issue.path.map(String);
  if (root === "dueDates" && law !== undefined && index !== undefined) {
    const entries = (input as { dueDates?: Record<string, unknown[]> })?.dueDates?.[law];
    const form = (entries?.[Number(index)] as { form?: unknown } | undefined)?.form;
    const name = typeof form === "string" && form.trim() ? ` (${form})` : "";
    const where = field ? `, field "${[field, ...rest].join(".")}"` : "";
    return `law "${law}", entry ${Number(index) + 1}${name}${where}: ${issue.message}`;
  }
  return `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`;
};

export class DueDatesFileError extends Error {
  constructor(
    readonly problems: string[],
    source: string,
  ) {
    super(`${source} is not valid:\n- ${problems.join("\n- ")}`);
    this.name = "DueDatesFileError";
  }
}

/** Parses the data file's JSON; throws a DueDatesFileError naming the law, entry and field of every problem. */
export function parseDueDatesFile(
  json: unknown,
  source = "The compliance data file",
): DueDatesFile {
  const result = dueDatesFileSchema.safeParse(json);
  if (result.success) return result.data;
  throw new DueDatesFileError(
    result.error.issues.map((issue) => describe(issue, json)),
    source,
  );
}

/** The admin's stored compliance data (storage key complianceData), or undefined when missing or unreadable. */
export function parseStoredComplianceData(raw: string | null): ComplianceData | undefined {
  if (!raw) return undefined;
  try {
    const result = complianceDataSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

const hidden = new Set<string>(PAGE_HIDDEN_FIELDS);
/** Every entry without the fields the page never shows. */
const shownData = <T extends ComplianceData>(data: T): T =>
  Object.fromEntries(
    Object.entries(data).map(([law, items]) => [
      law,
      items.map((item) =>
        Object.fromEntries(Object.entries(item).filter(([key]) => !hidden.has(key))),
      ),
    ]),
  ) as T;

/**
 * The file as the page needs it: without the fields it never shows (the texts applicability, consequences and
 * tips, and the planner's facts), which the prerendered page would otherwise carry a second time as loader data for
 * hydration (the planner's facts alone would more than double it). The full file stays the published one.
 */
export function forPage(file: DueDatesFile): DueDatesFile {
  // The ledger's archive (records older than its latest thousand) is the feed's and calendars' business only.
  const { updates, ...rest } = file;
  delete rest.updatesArchive;
  // Of the ledger of published changes, the page shows the latest few (the feed has them all).
  return {
    ...rest,
    ...(updates ? { updates: updates.slice(-LATEST_SHOWN) } : {}),
    dueDates: shownData(file.dueDates),
  };
}

/**
 * The admin's stored data as the page previews it: without the fields the page never shows, like the published copy
 * it is laid over, so that an entry differing only there (published since, say) is no edit the page shows.
 */
export function parseStoredForPage(raw: string | null): ComplianceData | undefined {
  const data = parseStoredComplianceData(raw);
  return data && shownData(data);
}
