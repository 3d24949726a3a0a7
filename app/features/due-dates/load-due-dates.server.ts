import fs from "node:fs";
import path from "node:path";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { parseDueDatesFile } from "./due-dates-file";
import { fileDigest } from "./file-digest";

/** The published data file, relative to the project root (served as /data/compliance-due-dates.json). */
export const DUE_DATES_FILE = "public/data/compliance-due-dates.json";

/**
 * Reads and validates the data file at build time. A bad file fails the build: the prerender of every route that
 * loads it throws, with one line per problem naming the law, entry and field.
 */
export function loadDueDatesFile(file = DUE_DATES_FILE): DueDatesFile {
  return parseDueDatesFile(readFile(file).json, file);
}

/** The validated file and the digest of its text (see file-digest.ts), for the page that fetches it again. */
export async function loadDueDatesFileWithDigest(
  file = DUE_DATES_FILE,
): Promise<{ file: DueDatesFile; digest: string }> {
  const { text, json } = readFile(file);
  const digest = await fileDigest(text);
  if (!digest) throw new Error("Web Crypto is unavailable: Node 20 or later is required");
  return { file: parseDueDatesFile(json, file), digest };
}

/** The file's text and its JSON, read once. */
function readFile(file: string): { text: string; json: unknown } {
  try {
    const text = fs.readFileSync(path.resolve(process.cwd(), file), "utf8");
    return { text, json: JSON.parse(text) };
  } catch (error) {
    throw new Error(`${file} could not be read as JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * The file as the page needs it: without the texts it never shows (applicability, consequences, tips), which the
 * prerendered page would otherwise carry a second time as loader data for hydration (about a third of its HTML).
 * The full file stays the published one; the page fetches it again only when it differs from this build's.
 */
export function forPage(file: DueDatesFile): DueDatesFile {
  return {
    ...file,
    dueDates: Object.fromEntries(
      Object.entries(file.dueDates).map(([law, items]) => [
        law,
        items.map(({ applicability: _a, consequences: _c, tips: _t, ...shown }) => shown),
      ]),
    ),
  };
}
