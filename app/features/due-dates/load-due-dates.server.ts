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

/** The published data file, relative to the project root (served as /data/compliance-due-dates.json). */
export const DUE_DATES_FILE = "public/data/compliance-due-dates.json";

/**
 * Reads and validates the data file at build time. A bad file fails the build: the prerender of every route that
 * loads it throws, with one line per problem naming the law, entry and field.
 */
export function loadDueDatesFile(file = DUE_DATES_FILE): DueDatesFile {
  return checked(parseDueDatesFile(readJson(file), file), file);
}

/** The file, unless a date of checking or issue in it lies in the future (data-dates.ts). */
function checked(data: DueDatesFile, file: string): DueDatesFile {
  const problems = futureDateProblems(data, todayInIndia());
  if (problems.length) throw new DueDatesFileError(problems, file);
  return data;
}

function readJson(file: string): unknown {
  try {
    const text = fs.readFileSync(path.resolve(process.cwd(), file), "utf8");
    if (text.length > DATA_TEXT_LIMIT_BYTES)
      throw new Error(`it is larger than ${DATA_TEXT_LIMIT_MB} MB`);
    // A byte-order mark is no part of the JSON: a browser drops it, and so does the publish CLI.
    return JSON.parse(text.replace(/^\uFEFF/, "")) as unknown;
  } catch (error) {
    throw new Error(`${file} could not be read as JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** The file as the page holds it (the build leaves out the fields the page never shows). */
export { forPage } from "./due-dates-file";
