// The stylesheet of the pages that load no React (docs/decisions/019-static-pages.md): Tailwind compiles
// app/app.css a second time with, as its only sources, those pages' finished HTML and the small scripts they run
// (inline since docs/decisions/029-inline-page-scripts.md; read as JavaScript, as a script file would be).
// Nothing renders on them after the build but those scripts, so every class they can ever show is in that text; the
// utilities only the pages with React use (the due-dates table, the booking calendar, the admin area) stay out.
// The inline <style> of each such page is replaced by it; every one gets the same text, so the CSP needs one more
// hash, not one per page. See docs/decisions/003-inline-css-and-late-preloads.md.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { isAdminFile, pageReferences } from "./precache.mjs";
import { inlineScripts } from "./security-headers.mjs";

const STYLE = /(<style data-inline-css="true">)([\s\S]*?)(<\/style>)/;
// The print stylesheet written beside a page's inline one (printSheet below).
const PRINT_LINK =
  /<link rel="stylesheet" href="(\/assets\/print-[0-9a-f]+\.css)" media="print"\/>/;
const HYDRATES = /<html[^>]*\sdata-hydrates[\s>=]/;

// The characters React escapes in attribute values and text: a class such as `[&_p]:text-slate-300` reads
// `[&amp;_p]:text-slate-300` in the HTML, which is not a class name Tailwind knows.
const ENTITIES = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
const unescapeHtml = (html) =>
  html.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]);

/** A page's HTML loads no React: its root element is not marked as a page that hydrates. */
export const isStaticPage = (html) => !HYDRATES.test(html);

/**
 * The Tailwind stylesheet for `contents` (HTML and JavaScript text), compiled from `cssFile` and minified as the
 * app's build does.
 */
export async function compileFor(cssFile, contents) {
  const compiler = await compile(fs.readFileSync(cssFile, "utf8"), {
    base: path.dirname(path.resolve(cssFile)),
    onDependency: () => {},
  });
  const scanner = new Scanner({});
  const candidates = scanner.scanFiles(
    contents.map(({ text, extension }) => ({ content: text, extension })),
  );
  return optimize(compiler.build(candidates), { minify: true }).code.trim();
}

/**
 * Rewrites the inline stylesheet of every static page under `root` (the client build) with one compiled from those
 * pages and their scripts. Returns the page count and the stylesheet's length before and after.
 */
export async function inlineStaticPagesCss({ root, cssFile }) {
  const pages = pagesWithStylesheet(root, ({ html }) => isStaticPage(html));
  if (pages.length === 0)
    throw new Error("static-css: no page without React has an inline stylesheet");
  const scripts = new Set(pages.flatMap(({ html }) => inlineScripts(html)));
  return restyle(root, pages, [...scripts], cssFile);
}

/** The built pages under `root` that carry the app's inline stylesheet and that `select` keeps, read. */
function pagesWithStylesheet(root, select) {
  return fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".html"))
    .map((name) => ({
      name,
      file: path.join(root, name),
      html: fs.readFileSync(path.join(root, name), "utf8"),
    }))
    .filter((page) => STYLE.test(page.html) && select(page));
}

/**
 * One stylesheet compiled from `pages` and `scripts` (JavaScript text), written in place of each page's inline one,
 * its print rules in a file of `root`'s assets that each page links for paper.
 * Returns the page count and the stylesheet's length before and after.
 */
async function restyle(root, pages, scripts, cssFile) {
  const contents = [
    // Without the stylesheet itself, whose selectors name every class of the site.
    ...pages.map(({ html }) => ({
      text: unescapeHtml(html.replace(STYLE, "")),
      extension: "html",
    })),
    ...scripts.map((text) => ({ text, extension: "js" })),
  ];
  const { screen: css, print } = splitPrint(await compileFor(cssFile, contents));
  const before = STYLE.exec(pages[0].html)[2].length;
  const printLink = printSheet(root, print);
  for (const { file, html } of pages)
    fs.writeFileSync(
      file,
      html.replace(STYLE, (_, open, _old, close) => open + css + close + printLink),
    );
  return { pages: pages.length, before, after: css.length };
}

/**
 * A stylesheet's top-level `@media print` blocks apart from the rest: what only paper needs (the printed due dates'
 * sheets, the plan's printed table, what a printout leaves out). A phone need not parse it before its first paint, nor
 * download it inside the page (docs/decisions/003-inline-css-and-late-preloads.md).
 */
export function splitPrint(css) {
  let screen = "";
  let print = "";
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) {
      const block = css.slice(start, i + 1);
      if (block.startsWith("@media print{")) print += block;
      else screen += block;
      start = i + 1;
    }
  }
  return { screen: screen + css.slice(start), print };
}

/**
 * Writes `print` as a file of the build's assets, named by its content, and returns the link that loads it for paper
 * only (a browser fetches it without holding the page's first paint); an empty string when there is none.
 */
function printSheet(root, print) {
  if (!print) return "";
  const name = `print-${createHash("sha256").update(print).digest("hex").slice(0, 12)}.css`;
  fs.mkdirSync(path.join(root, "assets"), { recursive: true });
  fs.writeFileSync(path.join(root, "assets", name), print);
  return `<link rel="stylesheet" href="/assets/${name}" media="print"/>`;
}

/** Code files a built chunk names (`"./x.js"`, `"/assets/x.js"`: imports, dynamic imports, the router's manifest). */
export function chunksNamedIn(file, text) {
  const dir = path.posix.dirname(file);
  return [...text.matchAll(/["'`](\.{1,2}\/[\w./-]+\.js|\/assets\/[\w./-]+\.js)["'`]/g)].map((m) =>
    m[1].startsWith("/") ? m[1].slice(1) : path.posix.join(dir, m[1]),
  );
}

/**
 * The public pages with React share one stylesheet compiled from their HTML and every chunk of code they can run
 * (what they load, what that code imports or names, the routes the browser's router can open in place), without the
 * admin area's (docs/decisions/030-loader-data-files.md). Each such page can open any other in place, so one
 * stylesheet serves them all, and the CSP needs one hash for it. The admin area keeps the app's whole stylesheet.
 * Returns the page count and the stylesheet's length before and after.
 */
export async function inlineReactPagesCss({ root, cssFile }) {
  const pages = pagesWithStylesheet(
    root,
    ({ name, html }) => !isAdminFile(name) && !isStaticPage(html),
  );
  if (pages.length === 0) throw new Error("react-css: no public page with React has a stylesheet");
  const code = new Set();
  const queue = pages.flatMap(({ html }) =>
    pageReferences(html)
      .filter((url) => url.endsWith(".js"))
      .map((url) => url.slice(1)),
  );
  while (queue.length) {
    const file = queue.pop();
    if (code.has(file) || isAdminFile(file)) continue;
    code.add(file);
    queue.push(...chunksNamedIn(file, fs.readFileSync(path.join(root, file), "utf8")));
  }
  return restyle(
    root,
    pages,
    [...code].map((file) => fs.readFileSync(path.join(root, file), "utf8")),
    cssFile,
  );
}

/** The class names a stylesheet's selectors name (CSS escapes undone: `.sm\:flex` names "sm:flex"). */
export function classesIn(css) {
  return new Set(
    // Selectors only: every declaration block emptied first (a value such as `.875rem` is not a class).
    [...css.replace(/\{[^{}]*\}/g, "{}").matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) =>
      m[1].replace(/\\(.)/g, "$1"),
    ),
  );
}

/** The class names a page's elements carry, as written in their class attributes. */
export function classesOnPage(html) {
  return new Set(
    [...html.replace(STYLE, "").matchAll(/\sclass="([^"]*)"/g)].flatMap((m) =>
      unescapeHtml(m[1]).split(/\s+/).filter(Boolean),
    ),
  );
}

/**
 * Classes of a static page that the site's full stylesheet styles and the page's own inline stylesheet does not:
 * a class the compiler missed (an empty list when the page is whole).
 */
export function unstyledClasses(html, fullCss, root) {
  const printFile = PRINT_LINK.exec(html)?.[1];
  const own = classesIn(
    (STYLE.exec(html)?.[2] ?? "") +
      (printFile && root ? fs.readFileSync(path.join(root, printFile), "utf8") : ""),
  );
  const full = classesIn(fullCss);
  return [...classesOnPage(html)].filter((name) => full.has(name) && !own.has(name));
}

/** The inline stylesheet of a page's HTML, or undefined. */
export const inlineStylesheet = (html) => STYLE.exec(html)?.[2];
