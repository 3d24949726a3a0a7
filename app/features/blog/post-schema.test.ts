import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FrontmatterError, parseFrontmatter } from "./post-schema";

const good = (fields: string) => `---
title: "A valid article title"
description: "A description long enough to pass the schema's fifty character minimum."
date: 2025-04-01
category: Compliance
image: /blog/x.svg
imageAlt: "An image description"
${fields}---

## First heading

Body text.
`;

describe("article frontmatter", () => {
  it("parses a valid file into typed fields and the body", () => {
    const { frontmatter, body } = parseFrontmatter("ok.md", good("updated: 2025-05-01\n"));
    expect(frontmatter).toMatchObject({
      title: "A valid article title",
      date: "2025-04-01",
      updated: "2025-05-01",
      category: "Compliance",
    });
    expect(body.trim()).toMatch(/^## First heading/);
  });

  it("fails on the bad fixture with the file and the field named", () => {
    const file = "app/features/blog/fixtures/bad-date.md";
    const raw = fs.readFileSync(path.resolve(import.meta.dirname, "fixtures/bad-date.md"), "utf8");
    expect(() => parseFrontmatter(file, raw)).toThrow(FrontmatterError);
    expect(() => parseFrontmatter(file, raw)).toThrow(
      /^app\/features\/blog\/fixtures\/bad-date\.md: frontmatter field "date" is invalid: expected a calendar date/,
    );
  });

  it.each([
    [
      "a missing field",
      good("").replace(/^title:.*\n/m, ""),
      /x\.md: frontmatter field "title" is required/,
    ],
    [
      "an unknown category",
      good("").replace("category: Compliance", "category: Gossip"),
      /field "category" is invalid/,
    ],
    ["an unknown field", good("author: someone\n"), /field "author" is not allowed/],
    [
      "an update before publication",
      good("updated: 2025-03-01\n"),
      /field "updated" is invalid: must not be earlier than date/,
    ],
    ["a repeated field", good("date: 2025-04-02\n"), /field "date" is given twice/],
    ["no frontmatter block", "## Just a heading\n", /field "\(block\)" is missing/],
    [
      "a level-1 heading in the body",
      good("") + "\n# Title again\n",
      /field "\(body\)" uses a level-1 heading/,
    ],
  ])("rejects %s", (_name, raw, message) => {
    expect(() => parseFrontmatter("x.md", raw)).toThrow(message);
  });
});
