import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  classesIn,
  inlineStaticPagesCss,
  inlineStylesheet,
  isStaticPage,
  unstyledClasses,
} from "./static-css.mjs";

const cssFile = path.resolve("app/app.css");
const page = ({ hydrates, body }: { hydrates: boolean; body: string }) =>
  `<!DOCTYPE html><html lang="en-IN"${hydrates ? ' data-hydrates=""' : ""}><head>` +
  `<style data-inline-css="true">.everything{color:red}</style></head><body>${body}</body></html>`;

describe("the stylesheet of the pages without React", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-css-"));
    fs.mkdirSync(path.join(dir, "about"));
    fs.mkdirSync(path.join(dir, "due-dates"));
    fs.writeFileSync(
      path.join(dir, "about/index.html"),
      page({
        hydrates: false,
        body:
          '<main><p class="text-sm [&amp;_svg]:size-5">About</p></main>' +
          // A class only the small script adds, as it reads once minified, inline.
          '<script type="module">a.className="underline";</script>',
      }),
    );
    fs.writeFileSync(
      path.join(dir, "due-dates/index.html"),
      page({ hydrates: true, body: '<main><p class="tabular-nums">Due dates</p></main>' }),
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is compiled from those pages and their scripts, and leaves the pages with React as they were", async () => {
    const result = await inlineStaticPagesCss({ root: dir, cssFile });
    expect(result.pages).toBe(1);
    const about = fs.readFileSync(path.join(dir, "about/index.html"), "utf8");
    const classes = classesIn(inlineStylesheet(about)!);
    // Escaped in the HTML, a class with "&" is still found; the script's class is in; the table's is not.
    expect([...classes]).toEqual(
      expect.arrayContaining(["text-sm", "[&_svg]:size-5", "underline"]),
    );
    expect(classes.has("tabular-nums")).toBe(false);
    expect(classes.has("everything")).toBe(false);
    expect(fs.readFileSync(path.join(dir, "due-dates/index.html"), "utf8")).toContain(
      ".everything{color:red}",
    );
  });

  it("names the classes a page shows that its stylesheet lacks", () => {
    const html = page({ hydrates: false, body: '<p class="text-sm underline own">x</p>' }).replace(
      ".everything{color:red}",
      ".text-sm{font-size:.875rem}",
    );
    const full =
      ".text-sm{font-size:.875rem}.underline{text-decoration-line:underline}.sm\\:flex{display:flex}";
    expect(unstyledClasses(html, full)).toEqual(["underline"]);
    expect(classesIn(full)).toEqual(new Set(["text-sm", "underline", "sm:flex"]));
  });

  it("tells a page that hydrates from one that does not", () => {
    expect(isStaticPage(page({ hydrates: true, body: "" }))).toBe(false);
    expect(isStaticPage(page({ hydrates: false, body: "" }))).toBe(true);
  });
});
