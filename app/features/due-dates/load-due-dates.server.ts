import fs from "node:fs";
import path from "node:path";
import {
  DATA_TEXT_LIMIT_BYTES,
  DATA_TEXT_LIMIT_MB,
  type DueDatesFile,
} from "~/lib/compliance-schema";
import { futureDateProblems } from "~/lib/data-dates";
import { todayInIndia } from "~/lib/today";
import { DueDatesFileError, parseDueDatesFile } from "./due-dates-file";
import { fileDigest } from "./file-digest";

/** The published data file, relative to the project root (served as /data/compliance-due-dates.json). */
export const DUE_DATES_FILE = "public/data/compliance-due-dates.json";

/**
 * Reads and validates the data file at build time. A bad file fails the build: the prerender of every route that
 * loads it throws, with one line per problem naming the law, entry and field.
 */
export function loadDueDatesFile(file = DUE_DATES_FILE): DueDatesFile {
  return checked(parseDueDatesFile(readFile(file).json, file), file);
}

/** The file, unless a date of checking or issue in it lies in the future (data-dates.ts). */
function checked(data: DueDatesFile, file: string): DueDatesFile {
  const problems = futureDateProblems(data, todayInIndia());
  if (problems.length) throw new DueDatesFileError(problems, file);
  return data;
}

/** The validated file and the digest of its text (see file-digest.ts), for the page that fetches it again. */
export async function loadDueDatesFileWithDigest(
  file = DUE_DATES_FILE,
): Promise<{ file: DueDatesFile; digest: string }> {
  const { text, json } = readFile(file);
  const digest = await fileDigest(text);
  if (!digest) throw new Error("Web Crypto is unavailable: Node 20 or later is required");
  return { file: checked(parseDueDatesFile(json, file), file), digest };
}

/** The file's text and its JSON, read once. */
function readFile(file: string): { text: string; json: unknown } {
  try {
    const text = fs.readFileSync(path.resolve(process.cwd(), file), "utf8");
    if (text.length > DATA_TEXT_LIMIT_BYTES)
      throw new Error(`it is larger than ${DATA_TEXT_LIMIT_MB} MB`);
    // A byte-order mark is no part of the JSON: a browser drops it, and so does the publish CLI.
    return { text, json: JSON.parse(text.replace(/^\uFEFF/, "")) };
  } catch (error) {
    throw new Error(`${file} could not be read as JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** The file as the page holds it (the build leaves out the fields the page never shows). */
export { forPage } from "./due-dates-file";
