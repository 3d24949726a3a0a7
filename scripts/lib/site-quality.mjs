// Pure checks over built HTML, used by scripts/check-build.mjs: head metadata, external links, mixed content,
// CSP coverage of inline code, image sizes. Regex-based on purpose: the input is React's own, regular output.
import {
  inlineScripts,
  inlineStyles,
  parseCsp,
  sha256,
  styleAttributes,
} from "./security-headers.mjs";

export const decodeEntities = (s) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Markup without the bodies of scripts and styles (so their text is never read as tags). */
const markupOf = (html) =>
  html.replace(/<(script|style)(\s[^>]*)?>[\s\S]*?<\/\1>/gi, "<$1$2></$1>");

/** Attributes of every <name ...> tag, names lowercased, values decoded. */
export function tags(html, name) {
  const out = [];
  for (const m of markupOf(html).matchAll(new RegExp(`<${name}(\\s[^>]*)?>`, "gi"))) {
    const attrs = {};
    for (const a of (m[1] ?? "").matchAll(/([^\s=/>]+)(?:\s*=\s*"([^"]*)")?/g))
      attrs[a[1].toLowerCase()] = decodeEntities(a[2] ?? "");
    out.push(attrs);
  }
  return out;
}

/** The search and share metadata of a page's head. */
export function headMeta(html) {
  const head = html.split("</head>")[0] ?? "";
  const titles = [...markupOf(head).matchAll(/<title[^>]*>([^<]*)<\/title>/gi)].map((m) =>
    decodeEntities(m[1]).trim(),
  );
  const metas = tags(head, "meta");
  const byName = (key, value) => metas.filter((m) => m[key] === value).map((m) => m.content ?? "");
  return {
    titles,
    descriptions: byName("name", "description"),
    robots: byName("name", "robots")[0] ?? "",
    canonicals: tags(head, "link")
      .filter((l) => (l.rel ?? "").split(/\s+/).includes("canonical"))
      .map((l) => l.href ?? ""),
    og: Object.fromEntries(
      metas.filter((m) => m.property?.startsWith("og:")).map((m) => [m.property, m.content]),
    ),
    twitter: Object.fromEntries(
      metas.filter((m) => m.name?.startsWith("twitter:")).map((m) => [m.name, m.content]),
    ),
  };
}

/** Same URL, ignoring a trailing slash on the path ("https://x.example" and "https://x.example/" are equal). */
export const sameUrl = (a, b) => {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    const path = (u) => u.pathname.replace(/\/$/, "") || "/";
    return x.origin === y.origin && path(x) === path(y) && x.search === y.search;
  } catch {
    return false;
  }
};

/** Values that appear on more than one page: [value, [urls]]. */
export function duplicates(entries) {
  const seen = new Map();
  for (const [url, value] of entries) seen.set(value, [...(seen.get(value) ?? []), url]);
  return [...seen].filter(([, urls]) => urls.length > 1);
}

/** Links opening a new tab must not hand the opener or the referrer to the other site. */
export function unsafeBlankLinks(html) {
  return tags(html, "a")
    .filter((a) => a.target === "_blank")
    .filter((a) => {
      const rel = (a.rel ?? "").toLowerCase().split(/\s+/);
      return !(rel.includes("noopener") && rel.includes("noreferrer"));
    })
    .map((a) => a.href ?? "(no href)");
}

/** Subresources loaded over plain http (mixed content on an https site). */
export function insecureSubresources(html) {
  const out = [];
  const check = (tag, attrs) => {
    for (const attr of attrs)
      for (const t of tags(html, tag)) {
        const values =
          attr === "srcset"
            ? (t[attr] ?? "").split(",").map((s) => s.trim().split(/\s+/)[0])
            : [t[attr]];
        for (const v of values) if (v && /^http:\/\//i.test(v)) out.push(`<${tag} ${attr}="${v}">`);
      }
  };
  check("script", ["src"]);
  check("img", ["src", "srcset"]);
  check("source", ["src", "srcset"]);
  check("iframe", ["src"]);
  check("video", ["src", "poster"]);
  check("audio", ["src"]);
  check("embed", ["src"]);
  check("object", ["data"]);
  // <link rel="canonical"> and friends are references, not loads: only resource links count.
  for (const l of tags(html, "link"))
    if (/^http:\/\//i.test(l.href ?? "") && /stylesheet|preload|icon|manifest/.test(l.rel ?? ""))
      out.push(`<link rel="${l.rel}" href="${l.href}">`);
  return out;
}

/** Inline code of the page that the policy would refuse, and iframes from origins frame-src does not list. */
export function cspGaps(html, policy) {
  const csp = parseCsp(policy);
  const scriptSrc = new Set(csp["script-src"] ?? []);
  const styleSrc = new Set(csp["style-src"] ?? []);
  const gaps = [];
  for (const s of inlineScripts(html))
    if (!scriptSrc.has(sha256(s))) gaps.push(`inline script not in script-src: ${s.slice(0, 60)}…`);
  for (const s of inlineStyles(html))
    if (!styleSrc.has(sha256(s))) gaps.push(`inline <style> not in style-src: ${s.slice(0, 60)}…`);
  for (const s of styleAttributes(html))
    if (!styleSrc.has("'unsafe-hashes'") || !styleSrc.has(sha256(s)))
      gaps.push(`style="${s}" not allowed by style-src`);
  const frames = new Set(csp["frame-src"] ?? []);
  for (const f of tags(html, "iframe")) {
    const src = f.src ?? "";
    const origin = /^https?:/.test(src) ? new URL(src).origin : "'self'";
    if (!frames.has(origin)) gaps.push(`iframe ${src} is not allowed by frame-src`);
  }
  return gaps;
}

/** Width and height of a PNG file from its IHDR chunk. */
export function pngSize(buffer) {
  const signature = "89504e470d0a1a0a";
  if (buffer.subarray(0, 8).toString("hex") !== signature) return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/** <loc> and <lastmod> of each <url> in a sitemap. */
export function sitemapEntries(xml) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(m[1])?.[1] ?? "",
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[1])?.[1] ?? "",
  }));
}
