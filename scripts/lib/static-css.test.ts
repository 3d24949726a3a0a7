import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chunksNamedIn,
  classesIn,
  inlineReactPagesCss,
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
    // Paper's rules are in a file the page links for print only, not inline.
    const link =
      /<link rel="stylesheet" href="\/(assets\/print-[0-9a-f]+\.css)" media="print"\/>/.exec(about);
    expect(link).not.toBeNull();
    expect(fs.readFileSync(path.join(dir, link![1]!), "utf8")).toMatch(/^@media print\{/);
    expect(inlineStylesheet(about)).not.toContain("@media print{");
    expect(unstyledClasses(about, ".no-print{display:none}", dir)).toEqual([]);
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

describe("the stylesheet of the public pages with React", () => {
  let dir: string;
  const boot = (chunks: string[]) =>
    `<script type="application/json" id="rr-boot">${JSON.stringify({
      manifest: "/assets/manifest-1.js",
      routes: [["routes/due-dates", "/assets/due-dates-2.js"]],
      entry: "/assets/entry.client-3.js",
      chunks,
    })}</script>`;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "react-css-"));
    write(
      "due-dates/index.html",
      page({
        hydrates: true,
        body: `<main><p class="tabular-nums">Due dates</p></main>${boot(["/assets/site-4.js"])}`,
      }),
    );
    write(
      "admin/index.html",
      page({ hydrates: true, body: '<main class="font-mono">Staff</main>' }),
    );
    write("about/index.html", page({ hydrates: false, body: "<main>About</main>" }));
    // The router's manifest names every route the browser can open in place, the admin area's too.
    write(
      "assets/manifest-1.js",
      'window.m={"a":{"module":"/assets/contact-5.js"},"b":{"module":"/assets/admin-index-6.js"}};',
    );
    write("assets/due-dates-2.js", 'import"./app-shared-7.js";const c="rounded-card";');
    write("assets/entry.client-3.js", 'const l=()=>import("./dialog-8.js");');
    write("assets/site-4.js", 'f.className="underline";');
    write("assets/contact-5.js", 'const c="bg-brand";');
    write("assets/admin-index-6.js", 'const c="ring-4";');
    write("assets/app-shared-7.js", 'const c="text-sm";');
    write("assets/dialog-8.js", 'const c="backdrop-blur-sm";');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads the chunks a chunk imports, imports on demand or names", () => {
    expect(
      chunksNamedIn(
        "assets/a.js",
        'import"./b.js";import("./c.js");x={"module":"/assets/d.js"};y="./e.css";',
      ),
    ).toEqual(["assets/b.js", "assets/c.js", "assets/d.js"]);
  });

  it("is compiled from those pages and every public chunk they can run, never the admin area's", async () => {
    const result = await inlineReactPagesCss({ root: dir, cssFile });
    expect(result.pages).toBe(1);
    const classes = classesIn(
      inlineStylesheet(fs.readFileSync(path.join(dir, "due-dates/index.html"), "utf8"))!,
    );
    expect([...classes]).toEqual(
      expect.arrayContaining([
        "tabular-nums",
        "rounded-card",
        "underline",
        "bg-brand",
        "text-sm",
        "backdrop-blur-sm",
      ]),
    );
    expect(classes.has("ring-4")).toBe(false);
    expect(classes.has("font-mono")).toBe(false);
    // The admin area and the pages without React keep theirs.
    for (const file of ["admin/index.html", "about/index.html"])
      expect(fs.readFileSync(path.join(dir, file), "utf8")).toContain(".everything{color:red}");
  });
});

describe("the print rules apart", () => {
  it("takes only the top-level print blocks, leaving screen rules and print-or-wide blocks inline", async () => {
    const { splitPrint } = await import("./static-css.mjs");
    const css =
      ".a{color:red}@media print{.no-print{display:none}}@media print,(min-width:48rem){summary{display:none}}" +
      "@layer utilities{.print\\:hidden{@media print{display:none}}}@media print{@page{size:A4}}";
    const { screen, print } = splitPrint(css);
    expect(print).toBe("@media print{.no-print{display:none}}@media print{@page{size:A4}}");
    expect(screen).toBe(
      ".a{color:red}@media print,(min-width:48rem){summary{display:none}}" +
        "@layer utilities{.print\\:hidden{@media print{display:none}}}",
    );
  });
});
