// How a static host maps a URL to a file in build/client. Shared by the server, the link check and the bench.
import fs from "node:fs";
import path from "node:path";

// BUILD_DIR (default "build") matches `buildDirectory` in react-router.config.ts, so a variant build can be served.
export const root = path.resolve(
  import.meta.dirname,
  "../..",
  process.env.BUILD_DIR || "build",
  "client",
);

const isFile = (p) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

/**
 * Files a static host reads as its own configuration and never publishes (Netlify's and Cloudflare Pages'
 * `_headers` and `_redirects`, Cloudflare Pages' `_routes.json` and `_worker.js`), at the top of the folder.
 */
export const hostConfigFiles = new Set(["_headers", "_redirects", "_routes.json", "_worker.js"]);

/**
 * Returns { file, status } for a URL path: exact file, then <path>/index.html, then <path>.html, else the nearest
 * 404.html up the folders (te/404.html for an unknown /te/… address, as Cloudflare Pages serves it) with status 404.
 * Host configuration files are not pages: they answer 404. Nor does a 404 page get a clean URL of its own: /404 and
 * /te/404 answer 404, while /404.html, a file the host publishes, is served as it is.
 */
export function resolveUrlPath(urlPath, dir = root) {
  let notFound = { file: path.join(dir, "404.html"), status: 404 };
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  } catch {
    return notFound;
  }
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  const base = path.join(dir, safe);
  if (!base.startsWith(dir)) return notFound;
  const relative = path.relative(dir, base);
  for (
    let folder = path.dirname(base);
    folder.startsWith(dir) && folder !== dir;
    folder = path.dirname(folder)
  )
    if (isFile(path.join(folder, "404.html"))) {
      notFound = { file: path.join(folder, "404.html"), status: 404 };
      break;
    }
  if (hostConfigFiles.has(relative)) return notFound;
  const candidates = [base, path.join(base, "index.html")];
  if (path.basename(relative) !== "404") candidates.push(base.replace(/\/$/, "") + ".html");
  for (const candidate of candidates)
    if (isFile(candidate)) return { file: candidate, status: 200 };
  return notFound;
}

export const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".ics": "text/calendar; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".data": "text/x-script",
};

export const compressible = (type) =>
  /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type);

/**
 * Parse a Netlify/Cloudflare-style _headers file: "path pattern" lines followed by indented "Name: value" lines.
 * An indented "! Name" line detaches a header that an earlier matching rule set (Cloudflare Pages' syntax).
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current;
  for (const raw of text.split("\n")) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: {} };
      rules.push(current);
    } else if (current && raw.trim().startsWith("!")) {
      current.headers[raw.trim().slice(1).trim()] = null;
    } else if (current) {
      const i = raw.indexOf(":");
      if (i > 0) current.headers[raw.slice(0, i).trim()] = raw.slice(i + 1).trim();
    }
  }
  return rules;
}

/**
 * The headers a path gets: every matching rule in order, later values replacing earlier ones.
 * @param {{ pattern: string, headers: Record<string, string | null> }[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const { pattern, headers } of rules) {
    const re = new RegExp(
      "^" + pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*") + "$",
    );
    if (!re.test(urlPath)) continue;
    for (const [name, value] of Object.entries(headers)) {
      if (value === null) delete out[name];
      else out[name] = value;
    }
  }
  return out;
}
