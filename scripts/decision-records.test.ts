import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The decision records (docs/decisions/, template 000-template.md) and the references to them: every path to a
 * record named in the code, the scripts, the tests and the docs exists; every record has its Date and Status lines;
 * a record that amends or supersedes another is named in that one's Status line, and the other way round.
 */
const projectRoot = path.resolve(import.meta.dirname, "..");
const decisionsDir = path.join(projectRoot, "docs/decisions");
const TEXT = /\.(ts|tsx|mjs|js|md|css|json|html)$/;
const SKIP = new Set([
  "node_modules",
  ".react-router",
  "test-results",
  "playwright-report",
  ".bench",
]);

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return SKIP.has(entry.name) || entry.name.startsWith("build") ? [] : textFiles(full);
    return TEXT.test(entry.name) ? [full] : [];
  });
}

const sources = [
  ...["app", "scripts", "tests", "docs", ".ci"].flatMap((dir) =>
    textFiles(path.join(projectRoot, dir)),
  ),
  ...fs
    .readdirSync(projectRoot)
    .filter((file) => TEXT.test(file))
    .map((file) => path.join(projectRoot, file)),
];

const records = fs
  .readdirSync(decisionsDir)
  .filter((file) => /^\d{3}-.+\.md$/.test(file) && !file.startsWith("000-"))
  .map((file) => ({
    number: file.slice(0, 3),
    file,
    text: fs.readFileSync(path.join(decisionsDir, file), "utf8"),
  }));

const statusOf = (text: string) => /^Status: (.+(?:\n(?!\n).+)*)/m.exec(text)?.[1] ?? "";
/** The numbers after `word` in a Status line: "amends 003, 004 and 012" → 003, 004, 012. */
const numbersAfter = (status: string, word: string) =>
  [...status.matchAll(new RegExp(`${word} ((?:\\d{3}(?:, | and )?)+)`, "g"))].flatMap(
    (m) => m[1]!.match(/\d{3}/g) ?? [],
  );

describe("decision records", () => {
  it("are named wherever they are referred to by path", () => {
    const missing = sources.flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/docs\/decisions\/[\w.-]+\.md/g)]
        .map((m) => m[0])
        .filter((ref) => !fs.existsSync(path.join(projectRoot, ref)))
        .map((ref) => `${path.relative(projectRoot, file)}: ${ref}`),
    );
    expect(missing).toEqual([]);
  });

  it("each carry a Date and a Status line, as the template asks", () => {
    for (const { file, text } of records) {
      expect(text, file).toMatch(/^# \d{3}: .+/);
      expect(text, file).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
      expect(statusOf(text), file).toMatch(/^(proposed|accepted|deprecated|superseded by \d{3})/);
    }
  });

  it("name each other both ways when one amends or supersedes another", () => {
    const byNumber = new Map(records.map((r) => [r.number, statusOf(r.text)]));
    const problems: string[] = [];
    for (const [number, status] of byNumber) {
      for (const [word, answer] of [
        ["amends", "amended by"],
        ["supersedes", "superseded by"],
        ["amended by", "amends"],
        ["superseded by", "supersedes"],
      ] as const)
        for (const other of numbersAfter(status, word)) {
          const otherStatus = byNumber.get(other);
          if (otherStatus === undefined)
            problems.push(`${number} ${word} ${other}, which does not exist`);
          else if (!numbersAfter(otherStatus, answer).includes(number))
            problems.push(
              `${number} ${word} ${other}, whose Status does not say "${answer} ${number}"`,
            );
        }
    }
    expect(problems).toEqual([]);
  });
});
