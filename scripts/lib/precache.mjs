// Pure helpers of the service-worker build step (scripts/lib/service-worker.mjs): which files the service worker
// saves at install, the URLs it saves them under, and the changes the step makes to the pages' HTML.
// See docs/decisions/018-offline-service-worker.md.
import path from "node:path";

/** The HTML file of a page: "/" → index.html, "/due-dates" → due-dates/index.html. */
export const pageFile = (urlPath) =>
  urlPath === "/" ? "index.html" : `${urlPath.replace(/^\/|\/$/g, "")}/index.html`;

/** Files a static host serves from the root, as URL paths: "/icon-192.png" → icon-192.png (query dropped). */
const fileOfUrl = (urlPath) => decodeURIComponent(urlPath.split(/[?#]/)[0].replace(/^\//, ""));

/** The admin area's pages and code (its chunks are named after it, which the build checks rely on too). */
export const isAdminFile = (file) =>
  file.startsWith("admin/") || /admin/i.test(path.posix.basename(file));

const rootRelative = (url) => url.startsWith("/") && !url.startsWith("//");

/** Link relations that name a file the page needs: its code, styles, icons and manifest. */
const NEEDED_LINKS = new Set([
  "stylesheet",
  "modulepreload",
  "icon",
  "apple-touch-icon",
  "manifest",
]);

/**
 * The same-origin files a page loads on its own: script and stylesheet elements, its icons and manifest, and the
 * chunks the bootstrap of a page with React imports (the #rr-boot data block, scripts/lib/defer-bootstrap.mjs) and
 * the files of loader data it fetches.
 * Lazily imported code (a dialog opened on demand, the data validator) is not: it is saved the first time a visitor
 * uses it, unless the service worker's list names it (`chunks` of precacheFiles).
 */
export function pageReferences(html) {
  const urls = [];
  for (const m of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) urls.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\srel="([^"]+)"/.exec(m[0])?.[1] ?? "";
    const href = /\shref="([^"]+)"/.exec(m[0])?.[1];
    if (href && rel.split(/\s+/).some((r) => NEEDED_LINKS.has(r))) urls.push(href);
  }
  const boot = /<script type="application\/json" id="rr-boot">([\s\S]*?)<\/script>/.exec(html);
  if (boot) {
    const { manifest, entry, routes, chunks } = JSON.parse(boot[1]);
    urls.push(manifest, entry, ...routes.map(([, u]) => u));
    urls.push(...chunks);
  }
  urls.push(...loaderDataFiles(html));
  return [...new Set(urls.map((u) => u.replace(/&amp;/g, "&")).filter(rootRelative))];
}

/**
 * The files of loader data a page with React fetches as it hydrates: its data blocks that name a file
 * (scripts/lib/defer-bootstrap.mjs, docs/decisions/030-loader-data-files.md).
 */
export function loaderDataFiles(html) {
  const files = [];
  for (const m of html.matchAll(
    /<script type="application\/json" data-rr-stream>([\s\S]*?)<\/script>/g,
  )) {
    const block = JSON.parse(m[1]);
    if (typeof block === "object" && block && typeof block.file === "string")
      files.push(block.file);
  }
  return files;
}

/** The chunks a built script imports statically (`from"./x.js"`, `import"./x.js"`), relative to the build folder. */
export function staticImports(file, text) {
  const dir = path.posix.dirname(file);
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*)"(\.{1,2}\/[^"]+\.js)"/g)].map((m) =>
    path.posix.join(dir, m[1]),
  );
}

/**
 * The files to precache, relative to the build folder and sorted: each page's HTML and what it loads
 * (pageReferences), the web manifest's icons, `extra` files given by URL path (the data file), and `chunks` (code a
 * precached page imports lazily as it hydrates) with every chunk they import, read through `read`.
 * Throws if one of them is not in the build, or belongs to the admin area.
 * @param {{ files: string[], pages: Record<string, string>, manifest: { icons?: { src: string }[] },
 *   extra?: readonly string[], chunks?: readonly string[], read?: (file: string) => string }} input `files`: every
 *   file of the build (relative paths); `pages`: HTML by URL path; `chunks`: build-relative files
 * @returns {string[]}
 */
export function precacheFiles({ files, pages, manifest, extra = [], chunks = [], read }) {
  const available = new Set(files);
  const wanted = new Set();
  const add = (file, from) => {
    if (!available.has(file))
      throw new Error(`precache: ${from} needs ${file}, which the build lacks`);
    if (isAdminFile(file)) throw new Error(`precache: ${from} needs admin code ${file}`);
    wanted.add(file);
  };
  for (const [urlPath, html] of Object.entries(pages)) {
    add(pageFile(urlPath), urlPath);
    for (const url of pageReferences(html)) add(fileOfUrl(url), urlPath);
  }
  for (const icon of manifest.icons ?? [])
    if (rootRelative(icon.src)) add(fileOfUrl(icon.src), "manifest.webmanifest");
  for (const url of extra) add(fileOfUrl(url), "the service worker's list");
  const queue = [...chunks];
  while (queue.length) {
    const chunk = queue.pop();
    if (wanted.has(chunk) && !chunks.includes(chunk)) continue;
    add(chunk, "the service worker's list");
    if (!read) throw new Error("precache: chunks given without a way to read them");
    for (const file of staticImports(chunk, read(chunk))) if (!wanted.has(file)) queue.push(file);
  }
  return [...wanted].sort();
}

/**
 * The URL a precached file is saved under: the address the browser asks for. A page's HTML is saved under its
 * clean URL (due-dates/index.html → /due-dates), as the host serves it; every other file under its own path.
 */
export function precacheUrl(file) {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

/**
 * The precache list written into a built service worker: [{ url, revision }], as Workbox's injectManifest wrote it
 * in place of self.__WB_MANIFEST. Throws if there is none (the worker would save nothing at install).
 * @param {string} source sw.js
 * @returns {{ url: string, revision: string | null }[]}
 */
export function precacheManifestOf(source) {
  const list = /\[\{"revision":[\s\S]*?\}\]/.exec(source)?.[0];
  if (!list) throw new Error("service worker: no precache list in sw.js");
  return JSON.parse(list);
}
