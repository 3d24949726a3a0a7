// The security headers of the site, written to build/client/_headers by postbuild.mjs (Netlify / Cloudflare Pages
// format) and applied by scripts/serve.mjs, so `npm start`, the e2e tests and the bench run under them.
// See docs/decisions/005-security-headers.md.
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";

/** Origin of the contact page's map embed (OpenStreetMap's embeddable map). */
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

export const sha256 = (text) =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** Bodies of the inline scripts a browser executes (JSON-LD and other data blocks are not executed: no hash). */
export function inlineScripts(html) {
  const out = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? "";
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = (/\stype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? "").trim().toLowerCase();
    if (EXECUTABLE_TYPES.has(type)) out.push(m[2]);
  }
  return out;
}

/** Contents of inline <style> elements. */
export function inlineStyles(html) {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
}

const decodeEntities = (s) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Values of style="..." attributes in the markup (React renders `style` props as attributes when prerendering). */
export function styleAttributes(html) {
  const markup = html.replace(/<(script|style)(\s[^>]*)?>[\s\S]*?<\/\1>/gi, "");
  return [...markup.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map((m) => decodeEntities(m[1]));
}

/**
 * Styles injected at run time by libraries the site loads, hashed so they are allowed without 'unsafe-inline'.
 * sonner (toasts) appends an empty <style> to <head> and then its stylesheet text, so both are needed.
 */
export function runtimeStyles() {
  const require = createRequire(import.meta.url);
  const source = fs.readFileSync(require.resolve("sonner"), "utf8");
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error("security-headers: sonner's injected stylesheet was not found");
  return ["", JSON.parse(literal)];
}

const origin = (url) => new URL(url).origin;

/**
 * The Content-Security-Policy for the whole site, from what the built pages contain.
 * @param {{ scripts?: string[], styles?: string[], styleAttrs?: string[], endpoints?: (string | undefined)[],
 *   frameOrigins?: string[] }} parts
 * @returns {string}
 */
export function buildCsp({
  scripts = [],
  styles = [],
  styleAttrs = [],
  endpoints = [],
  frameOrigins = [MAP_EMBED_ORIGIN],
}) {
  const unique = (list) => [...new Set(list)].sort();
  const scriptHashes = unique(scripts.map(sha256));
  const styleHashes = unique(styles.map(sha256));
  const attrHashes = unique(styleAttrs.map(sha256));
  const connect = unique(endpoints.filter(Boolean).map(origin));
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes],
    // 'unsafe-hashes' lets the listed hashes match style="" attributes too; only added when pages have any.
    [
      "style-src",
      "'self'",
      ...(attrHashes.length ? ["'unsafe-hashes'"] : []),
      ...styleHashes,
      ...attrHashes,
    ],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...connect],
    ["frame-src", ...(frameOrigins.length ? unique(frameOrigins) : ["'none'"])],
    ["manifest-src", "'self'"],
    // The site's service worker, /sw.js (docs/decisions/018-offline-service-worker.md).
    ["worker-src", "'self'"],
    ["media-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/**
 * Parses a policy into { directive: [sources] } (used by the checks and the tests).
 * @param {string} policy
 * @returns {Record<string, string[]>}
 */
export function parseCsp(policy) {
  return Object.fromEntries(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** Headers every response gets. */
export function siteHeaders(csp) {
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
}

/**
 * Headers for the staff area only. `Cross-Origin-Opener-Policy: same-origin` puts a page in a browsing context group
 * of its own, so a cross-origin window that opened it holds no reference to it. That matters where staff data lives
 * (the admin area keeps the due dates in this browser); on the public pages, which hold nothing a cross-origin
 * opener could read, it cost every visit a fresh renderer process on the way in (Lighthouse: the commit of the
 * navigation blocked the main thread for 25-65 ms; public pages without it: mean TBT 200 -> 100 ms).
 */
export const ADMIN_HEADERS = { "Cross-Origin-Opener-Policy": "same-origin" };
export const ADMIN_PATTERNS = ["/admin", "/admin/*"];

/**
 * The service worker's script: revalidated on every request, so a CDN in front of the host never hands out an old
 * worker after a deploy (browsers already bypass their own cache when they check it for updates).
 */
export const SERVICE_WORKER_HEADERS = { "Cache-Control": "no-cache" };
export const SERVICE_WORKER_PATH = "/sw.js";

/** Headers that govern documents only: a hashed script or font in /assets/ gains nothing from them. */
export const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "Strict-Transport-Security",
  "X-Frame-Options",
  "Referrer-Policy",
  "Permissions-Policy",
];

/**
 * The admin area's policy: the site's, with connect-src also allowing the Git host's API (and the live data file's
 * origin, when the admin watches another host), so staff can publish from the admin
 * (docs/decisions/035-publish-from-the-admin.md). Public pages keep the site's policy, which allows neither.
 * @param {Parameters<typeof buildCsp>[0]} parts
 * @param {(string | undefined)[]} publishOrigins
 */
export const buildAdminCsp = (parts, publishOrigins) =>
  buildCsp({ ...parts, endpoints: [...(parts.endpoints ?? []), ...publishOrigins] });

/**
 * The _headers file. Cache-Control only on /assets/* and /sw.js, which no other rule with one matches: hosts join
 * the values of rules that both match a path.
 * /assets/* detaches the document-only headers ("! Name", Cloudflare Pages' syntax): together they were ~1 KB on each
 * of a page's dozen script responses (6 KB each while the CSP listed a hash per page). nosniff stays.
 */
export function headersFile(csp, adminCsp = csp) {
  const block = (pattern, headers, detach = []) =>
    `${pattern}\n${[...detach.map((k) => `  ! ${k}`), ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n")}\n`;
  return [
    "# Generated by scripts/postbuild.mjs: do not edit. See docs/decisions/005-security-headers.md.",
    block("/*", siteHeaders(csp)),
    // The admin's own policy replaces the site's: "! Name" detaches the site-wide rule's value (Cloudflare Pages,
    // scripts/serve.mjs); Netlify gives a path the last matching rule's value (postbuild drops "!" lines there).
    ...ADMIN_PATTERNS.map((pattern) =>
      adminCsp === csp
        ? block(pattern, ADMIN_HEADERS)
        : block(pattern, { "Content-Security-Policy": adminCsp, ...ADMIN_HEADERS }, [
            "Content-Security-Policy",
          ]),
    ),
    block(SERVICE_WORKER_PATH, SERVICE_WORKER_HEADERS),
    `/assets/*\n${DOCUMENT_ONLY_HEADERS.map((h) => `  ! ${h}\n`).join("")}  Cache-Control: public, max-age=31536000, immutable\n`,
  ].join("\n");
}
