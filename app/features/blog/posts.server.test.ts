import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogCategories } from "~/content/blog";
import { blogSlugs } from "~/content/blog-slugs";
import { countWords } from "./read-time";
import { byLastChange, lastChange } from "./post-dates";
import { getPost, getPosts, latestUpdates, relatedPosts, searchablePosts } from "./posts.server";

const blogDir = path.resolve(import.meta.dirname, "../../content/blog");

describe("the articles", () => {
  it("the slug list (used by the route table) matches the markdown files exactly", () => {
    const files = fs
      .readdirSync(blogDir)
      .filter((f) => f.endsWith(".md"))
      .map((f) => f.replace(/\.md$/, ""))
      .sort();
    expect([...blogSlugs].sort()).toEqual(files);
  });

  it("all parse, newest first, each 350 to 1,550 words with a read time from its length", () => {
    const posts = getPosts();
    expect(posts).toHaveLength(blogSlugs.length);
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) {
      const raw = fs.readFileSync(path.join(blogDir, `${post.slug}.md`), "utf8");
      const words = countWords(raw.replace(/^---[\s\S]*?---/, ""));
      // Guides run long; the notes on one rule change are shorter.
      expect(words, post.slug).toBeGreaterThanOrEqual(350);
      expect(words, post.slug).toBeLessThanOrEqual(1550);
      expect(post.readTime).toBe(Math.round(words / 200));
      expect(post.headings.length, post.slug).toBeGreaterThanOrEqual(4);
      expect(blogCategories).toContain(post.category);
    }
  });

  it("renders headings with ids, tables in a labelled focusable wrapper and dated update notes", () => {
    const post = getPost("dir3-kyc");
    expect(post?.html).toContain('<h2 id="who-has-to-file">Who has to file</h2>');
    expect(post?.html).toMatch(/<section class="table-scroll" tabindex="0" aria-label="Table: /);
    expect(post?.html).toMatch(
      /<aside class="update-note" aria-label="Update, 6 January 2026"><p><strong>Update, 6 January 2026/,
    );
    expect(post?.html).toContain("G.S.R. 943(E)");
    expect(post?.headings[0]).toEqual({ id: "who-has-to-file", text: "Who has to file", depth: 2 });
  });

  it("gives every update note of an article its own label, even two of one date", () => {
    for (const post of ["llp-compliance", "private-limited-compliance"]) {
      const labels = [
        ...(getPost(post)?.html ?? "").matchAll(/<aside class="update-note" aria-label="([^"]+)"/g),
      ].map((m) => m[1]);
      expect(labels.length, post).toBeGreaterThanOrEqual(2);
      expect(new Set(labels).size, post).toBe(labels.length);
    }
    expect(getPost("llp-compliance")?.html).toContain('aria-label="Update, 24 November 2026 (2)"');
  });

  it("states the changed rules in dated update notes", () => {
    expect(getPost("compliance-checklist")?.html).toMatch(
      /Update, 2 December 2025[\s\S]*₹10 crore[\s\S]*₹100 crore/,
    );
    expect(getPost("private-limited-compliance")?.html).toMatch(/G\.S\.R\. 943\(E\)[\s\S]*30 June/);
  });

  it("gives related articles without the current one and the home page the three latest updates", () => {
    const related = relatedPosts("dir3-kyc");
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.slug)).not.toContain("dir3-kyc");
    const latest = latestUpdates();
    expect(latest).toHaveLength(3);
    // The article changed last, whichever that is when the test runs.
    const newest = [...getPosts()].sort(byLastChange)[0]!;
    expect(latest[0]).toMatchObject({ href: newest.path, ...lastChange(newest) });
  });

  it("keeps the search index compact", () => {
    const total = searchablePosts().reduce((n, p) => n + p.searchText.length, 0);
    expect(total).toBeLessThan(blogSlugs.length * 4000);
    expect(searchablePosts().find((p) => p.slug === "demat-shares")?.searchText).toContain("isin");
  });
});
