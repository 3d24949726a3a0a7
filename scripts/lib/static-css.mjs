// The stylesheet of the pages that load no React (docs/decisions/019-static-pages.md): Tailwind compiles
// app/app.css a second time with, as its only sources, those pages' finished HTML and the small scripts they run
// (inline since docs/decisions/029-inline-page-scripts.md; read as JavaScript, as a script file would be).
// Nothing renders on them after the build but those scripts, so every class they can ever show is in that text; the
// utilities only the pages with React use (the due-dates table, the booking calendar, the admin area) stay out.
// The inline <style> of each such page is replaced by it; every one gets the same text, so the CSP needs one more
// hash, not one per page. See docs/decisions/003-inline-css-and-late-preloads.md.
import fs from "node:fs";
import path from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { isAdminFile, pageReferences } from "./precache.mjs";
import { inlineScripts } from "./security-headers.mjs";

const STYLE = /(<style data-inline-css="true">)([\s\S]*?)(<\/style>)/;
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
  return restyle(pages, [...scripts], cssFile);
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
 * One stylesheet compiled from `pages` and `scripts` (JavaScript text), written in place of each page's inline one.
 * Returns the page count and the stylesheet's length before and after.
 */
async function restyle(pages, scripts, cssFile) {
  const contents = [
    // Without the stylesheet itself, whose selectors name every class of the site.
    ...pages.map(({ html }) => ({
      text: unescapeHtml(html.replace(STYLE, "")),
      extension: "html",
    })),
    ...scripts.map((text) => ({ text, extension: "js" })),
  ];
  const css = await compileFor(cssFile, contents);
  const before = STYLE.exec(pages[0].html)[2].length;
  for (const { file, html } of pages)
    fs.writeFileSync(
      file,
      html.replace(STYLE, (_, open, _old, close) => open + css + close),
    );
  return { pages: pages.length, before, after: css.length };
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
export function unstyledClasses(html, fullCss) {
  const own = classesIn(STYLE.exec(html)?.[2] ?? "");
  const full = classesIn(fullCss);
  return [...classesOnPage(html)].filter((name) => full.has(name) && !own.has(name));
}

/** The inline stylesheet of a page's HTML, or undefined. */
export const inlineStylesheet = (html) => STYLE.exec(html)?.[2];
