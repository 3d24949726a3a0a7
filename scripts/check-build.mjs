// Deterministic checks over the built site (part of `npm test`):
//  - JavaScript and CSS budgets per page, in gzipped bytes, for what each page loads before any interaction;
//  - admin code never loads on a public page;
//  - every internal link and asset in every page resolves (a static host would answer 200).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { resolveUrlPath, root } from "./lib/static-site.mjs";

export const BUDGET = { jsKB: 130, cssKB: 25 };

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

function htmlFiles(dir = root) {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".html"))
    .sort();
}

const urlOf = (file) =>
  file === "index.html" ? "/" : "/" + file.replace(/\/?index\.html$/, "").replace(/\.html$/, "");

/** Every script a page loads up front: module preloads, script tags, and the static imports of the inline entry. */
export function initialScripts(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  // The bootstrap (see postbuild.mjs) names every chunk it preloads and imports as a string literal.
  for (const m of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/"(\/[^"]+\.js)"/g)) urls.add(i[1]);
  }
  // Follow static imports inside the chunks themselves.
  const queue = [...urls];
  while (queue.length) {
    const url = queue.pop();
    const file = path.join(root, url);
    if (!fs.existsSync(file)) continue;
    const code = fs.readFileSync(file, "utf8");
    for (const m of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g,
    )) {
      const dep = m[1].startsWith(".") ? path.posix.join(path.posix.dirname(url), m[1]) : m[1];
      if (dep.startsWith("/") && !urls.has(dep)) {
        urls.add(dep);
        queue.push(dep);
      }
    }
  }
  return [...urls];
}

export function checkBuild() {
  const problems = [];
  const rows = [];
  for (const file of htmlFiles()) {
    const html = fs.readFileSync(path.join(root, file), "utf8");
    const url = urlOf(file);
    const isAdmin = url.startsWith("/admin");
    const scripts = initialScripts(html);
    const jsBytes = scripts.reduce((sum, s) => {
      const p = path.join(root, s);
      return sum + (fs.existsSync(p) ? gz(fs.readFileSync(p)) : 0);
    }, 0);
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1])
      .join("");
    const cssLinks = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    const cssBytes =
      gz(Buffer.from(inlineCss)) +
      cssLinks.reduce((s, l) => s + gz(fs.readFileSync(path.join(root, l))), 0);
    rows.push({ url, js: jsBytes, css: cssBytes, html: gz(Buffer.from(html)), isAdmin });

    if (!isAdmin) {
      if (jsBytes > BUDGET.jsKB * 1024)
        problems.push(`${url}: ${kb(jsBytes)} KB of JavaScript (budget ${BUDGET.jsKB} KB)`);
      if (cssBytes > BUDGET.cssKB * 1024)
        problems.push(`${url}: ${kb(cssBytes)} KB of CSS (budget ${BUDGET.cssKB} KB)`);
      const adminChunks = scripts.filter((s) => /admin/i.test(path.basename(s)));
      if (adminChunks.length) problems.push(`${url}: loads admin code ${adminChunks.join(", ")}`);
    }

    // Links and assets: every root-relative href/src must resolve to a real file.
    for (const m of html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)) {
      const target = m[1].replace(/&amp;/g, "&");
      if (target.startsWith("//")) continue;
      const { status } = resolveUrlPath(target.split("#")[0] || "/");
      if (status !== 200) problems.push(`${url}: link to ${target} does not resolve`);
    }
  }
  return { rows, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error("No build: run `npm run build` first.");
    process.exit(1);
  }
  const { rows, problems } = checkBuild();
  console.log(
    `${"page".padEnd(52)} ${"JS KB".padStart(7)} ${"CSS KB".padStart(7)} ${"HTML KB".padStart(8)}`,
  );
  for (const r of rows)
    console.log(
      `${(r.url + (r.isAdmin ? " (admin)" : "")).padEnd(52)} ${kb(r.js).padStart(7)} ${kb(r.css).padStart(7)} ${kb(r.html).padStart(8)}`,
    );
  const publicRows = rows.filter((r) => !r.isAdmin);
  console.log(
    `\n${publicRows.length} public pages; largest JS ${kb(Math.max(...publicRows.map((r) => r.js)))} KB (budget ${BUDGET.jsKB} KB gzipped)`,
  );
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
  console.log("Budgets and links: OK");
}
