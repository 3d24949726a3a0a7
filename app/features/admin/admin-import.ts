import { adminMessages } from "~/content/admin-text";
import {
  adminExportSchema,
  DATA_TEXT_LIMIT_BYTES,
  DATA_TEXT_LIMIT_MB,
  formatIssues,
} from "~/lib/compliance-schema";
import { repair, withIds, type AdminState } from "./admin-store";

/*
 * Import validation: nothing is replaced unless the whole file passes the shared schema. Used by the admin's
 * import dialog, by storage loading, and by the publish CLI.
 */

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export class ForbiddenKeyError extends Error {}
export class TooLargeError extends Error {}

/**
 * JSON.parse of at most DATA_TEXT_LIMIT_MB that refuses keys which could reach an object's prototype when copied (a parsed "__proto__" is an
 * own property, but zod's record copy assigns it and changes the prototype instead). Throws SyntaxError for bad JSON.
 */
export function parseJsonSafely(text: string): unknown {
  if (text.length > DATA_TEXT_LIMIT_BYTES)
    throw new TooLargeError(adminMessages.importTooLarge(DATA_TEXT_LIMIT_MB));
  // A file saved with a byte-order mark reads as the same JSON (a browser's File.text() drops it too).
  const value: unknown = JSON.parse(text.replace(/^\uFEFF/, ""));
  const walk = (node: unknown, path: string[]) => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, [...path, String(i)]));
    else if (node && typeof node === "object")
      for (const key of Object.keys(node)) {
        if (FORBIDDEN_KEYS.has(key))
          throw new ForbiddenKeyError(adminMessages.importForbiddenKey([...path, key].join(".")));
        walk((node as Record<string, unknown>)[key], [...path, key]);
      }
  };
  walk(value, []);
  return value;
}

export type ImportResult =
  { ok: true; state: AdminState } | { ok: false; message: string; problems: string[] };

const REQUIRED = ["entityLawMap", "availableLaws", "complianceData"] as const;

/** Validates the text of an admin export. The spec's messages: empty, bad JSON, missing fields. */
export function parseAdminImport(text: string): ImportResult {
  if (!text.trim()) return { ok: false, message: adminMessages.importEmpty, problems: [] };
  let raw: unknown;
  try {
    raw = parseJsonSafely(text);
  } catch (error) {
    if (error instanceof TooLargeError) return { ok: false, message: error.message, problems: [] };
    if (error instanceof ForbiddenKeyError)
      return { ok: false, message: adminMessages.importInvalid, problems: [error.message] };
    return { ok: false, message: adminMessages.importBadJson, problems: [] };
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    return { ok: false, message: adminMessages.importMissingFields, problems: [] };
  const missing = REQUIRED.filter((key) => !Object.prototype.hasOwnProperty.call(raw, key));
  if (missing.length)
    return {
      ok: false,
      message: adminMessages.importMissingFields,
      problems: missing.map((key) => `${key}: missing`),
    };
  // Exports written before entries had ids are given ids as they are read.
  const complianceData = withIds((raw as { complianceData: unknown }).complianceData);
  const parsed = adminExportSchema.safeParse({ ...raw, complianceData });
  if (!parsed.success)
    return {
      ok: false,
      message: adminMessages.importInvalid,
      problems: formatIssues(parsed.error),
    };
  return { ok: true, state: repair(parsed.data) };
}
