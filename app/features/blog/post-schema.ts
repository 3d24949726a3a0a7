import { z } from "~/lib/zod";
import { blogCategories } from "~/content/blog";
import { isCalendarDate } from "~/lib/dates";

/*
 * Article frontmatter, validated at build time (the posts are read in route loaders, which run only while the
 * site is prerendered). A bad file stops the build with the file and the field named.
 */
const calendarDate = z
  .string()
  .refine(isCalendarDate, { message: "expected a calendar date written YYYY-MM-DD" });

export const frontmatterSchema = z
  .object({
    title: z.string().min(10).max(120),
    description: z.string().min(50).max(220),
    date: calendarDate,
    updated: calendarDate.optional(),
    /**
     * For an article kept as history rather than brought up to date: the period it describes ("FY 2024-25").
     * The article page and its card say so, with the date of its last change.
     */
    history: z.string().min(4).max(40).optional(),
    category: z.enum(blogCategories),
    image: z
      .string()
      .regex(/^\/[\w/.-]+\.svg$/, { message: "expected a path like /blog/name.svg" }),
    imageAlt: z.string().min(10),
    keywords: z.string().optional(),
  })
  .strict()
  .refine((fm) => !fm.updated || fm.updated >= fm.date, {
    message: "must not be earlier than date",
    path: ["updated"],
  });

export type Frontmatter = z.infer<typeof frontmatterSchema>;

export class FrontmatterError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: frontmatter field "${field}" ${problem}`);
    this.name = "FrontmatterError";
  }
}

/** Splits "---\nkey: value\n---\nbody" into raw fields and the markdown body. Values are single-line strings. */
export function splitFrontmatter(
  file: string,
  raw: string,
): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match)
    throw new FrontmatterError(file, "(block)", "is missing: start the file with --- lines");
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    const kv = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!kv) throw new FrontmatterError(file, line.trim(), "is not a `key: value` line");
    const [, key = "", value = ""] = kv;
    if (key in fields) throw new FrontmatterError(file, key, "is given twice");
    fields[key] = value.replace(/^"(.*)"$/, "$1").replace(/^'(.*)'$/, "$1");
  }
  return { fields, body: match[2] ?? "" };
}

/** Validates a markdown file's frontmatter; throws a FrontmatterError naming the file and the first bad field. */
export function parseFrontmatter(
  file: string,
  raw: string,
): { frontmatter: Frontmatter; body: string } {
  const { fields, body } = splitFrontmatter(file, raw);
  const result = frontmatterSchema.safeParse(fields);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join(".") || "(unknown)";
    const problem =
      issue?.code === "unrecognized_keys"
        ? `is not allowed (${issue.keys.join(", ")})`
        : issue?.code === "invalid_type" && fields[field] === undefined
          ? "is required"
          : `is invalid: ${issue?.message ?? "unknown problem"}`;
    throw new FrontmatterError(
      file,
      issue?.code === "unrecognized_keys" ? issue.keys.join(", ") : field,
      problem,
    );
  }
  if (/^#\s/m.test(body))
    throw new FrontmatterError(
      file,
      "(body)",
      "uses a level-1 heading: the page title is the h1; start at ##",
    );
  return { frontmatter: result.data, body };
}
