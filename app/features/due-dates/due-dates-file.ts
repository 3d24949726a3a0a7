import type { z } from "zod";
import {
  complianceDataSchema,
  dueDatesFileSchema,
  type ComplianceData,
  type DueDatesFile,
} from "~/lib/compliance-schema";

/*
 * Validation of the due-dates data file, shared by the build (load-due-dates.server.ts) and the page, which loads
 * this module with import() after the first paint so zod never weighs on it.
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
