import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { gzipSize } from "./lib/page-scripts.mjs";

// checkBuild over a small build of its own: BUILD_DIR is read when scripts/lib/static-site.mjs is first loaded.
const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "check-build-"));
const client = path.join(buildDir, "client");

const page = (body: string, hydrates = false) =>
  `<!DOCTYPE html><html lang="en-IN"${hydrates ? ' data-hydrates=""' : ""}><head>` +
  `<style data-inline-css="true">.p{color:red}</style></head><body><p class="p">Text</p>${body}</body></html>`;

// Code that does not compress: about 14 KB gzipped, more than a page without React may carry.
const heavy = `var e="${crypto.randomBytes(14000).toString("base64")}";document.title=e;`;
const light = 'document.querySelector("form").noValidate=!0;';

describe("the JavaScript budgets count inline scripts (docs/decisions/029-inline-page-scripts.md)", () => {
  let result: { rows: { url: string; js: number }[]; problems: string[] };
  beforeAll(async () => {
    for (const [file, html] of Object.entries({
      "index.html": page(`<script type="module">${light}</script>`),
      "about/index.html": page(`<script type="module">${heavy}</script>`),
      "guntur/index.html": page('<script type="module" src="/assets/site-1.js"></script>'),
      "due-dates/index.html": page(
        '<script type="application/json" data-rr-stream>{"file":"/assets/loader-data-gone.txt"}</script>',
        true,
      ),
      // Text that does not compress: about 45 KB gzipped, more HTML than fits the first two round trips.
      "blog/index.html": page(`<p>${crypto.randomBytes(45000).toString("base64")}</p>`, true),
    })) {
      fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
      fs.writeFileSync(path.join(client, file), html);
    }
    fs.mkdirSync(path.join(client, "assets"));
    fs.writeFileSync(path.join(client, "assets/site-1.js"), light);
    vi.stubEnv("BUILD_DIR", buildDir);
    const { checkBuild } = await import("./check-build.mjs");
    result = checkBuild({
      hydrated: ["/due-dates", "/blog"],
      adminCode: () => ({}),
      isAdminChunkName: () => false,
      englishPath: (path: string) => path,
    });
  });
  afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

  it("weighs a page's inline code as it weighs a script file, gzipped", () => {
    const js = Object.fromEntries(result.rows.map((r) => [r.url, r.js]));
    expect(js["/"]).toBe(gzipSize(light));
    expect(js["/about"]).toBe(gzipSize(heavy));
  });

  it("fails a page without React whose inline scripts exceed its budget", () => {
    expect(result.problems).toContainEqual(
      expect.stringMatching(
        /^\/about: [\d.]+ KB of JavaScript on a page without React \(budget 10 KB\)$/,
      ),
    );
    expect(result.problems.filter((p) => p.startsWith("/: "))).toEqual([]);
  });

  it("fails a page without React that loads its script from a file", () => {
    expect(result.problems).toContain(
      "/guntur: a page without React loads /assets/site-1.js from a file, not inline",
    );
  });

  it("fails a public page whose HTML is past its budget, or whose loader data file is missing", () => {
    expect(result.problems).toContainEqual(
      expect.stringMatching(/^\/blog: [\d.]+ KB of HTML \(budget 41.2 KB\)$/),
    );
    expect(result.problems.filter((p) => / KB of HTML /.test(p))).toHaveLength(1);
    expect(result.problems).toContain(
      "/due-dates: its loader data file /assets/loader-data-gone.txt does not resolve",
    );
  });
});
