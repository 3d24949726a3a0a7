/**
 * A small, typed checker for the schema.org JSON-LD blocks the site emits. No network and no vocabulary download:
 * each type we use has the properties search engines require or expect, checked by shape.
 * Used by scripts/check-build.mjs over every built page, and unit-tested with the builders' own output.
 */
export interface JsonLdContext {
  /** Canonical origin of the site, e.g. https://www.niyama.example */
  siteUrl: string;
  /** Canonical URL of the page the block is on. */
  pageUrl: string;
}

type Obj = Record<string, unknown>;
type Check = (node: Obj, at: string, ctx: JsonLdContext, out: string[]) => void;

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const typesOf = (node: Obj): string[] =>
  ([] as unknown[]).concat(node["@type"] ?? []).filter((t): t is string => typeof t === "string");
const isText = (v: unknown, min = 1) => typeof v === "string" && v.trim().length >= min;
const isAbsoluteUrl = (v: unknown) => {
  if (typeof v !== "string") return false;
  try {
    return /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
};
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const isIsoDate = (v: unknown) =>
  typeof v === "string" && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v));

function need(cond: boolean, out: string[], at: string, message: string) {
  if (!cond) out.push(`${at}: ${message}`);
}
const text = (node: Obj, key: string, at: string, out: string[], min = 1) =>
  need(isText(node[key], min), out, at, `"${key}" must be a non-empty text`);
const url = (node: Obj, key: string, at: string, out: string[]) =>
  need(isAbsoluteUrl(node[key]), out, at, `"${key}" must be an absolute URL`);
const onSite = (node: Obj, key: string, at: string, ctx: JsonLdContext, out: string[]) => {
  url(node, key, at, out);
  if (isAbsoluteUrl(node[key]))
    need(
      new URL(String(node[key])).origin === new URL(ctx.siteUrl).origin,
      out,
      at,
      `"${key}" must be on ${ctx.siteUrl}`,
    );
};

/** A nested object of one of the given types, checked with that type's rules. */
function nested(
  node: Obj,
  key: string,
  types: string[],
  at: string,
  ctx: JsonLdContext,
  out: string[],
  { required = true, allowText = false } = {},
) {
  const values = ([] as unknown[]).concat(node[key] ?? []);
  if (values.length === 0) {
    if (required) out.push(`${at}: "${key}" is required`);
    return;
  }
  values.forEach((value, i) => {
    const here = `${at}.${key}${values.length > 1 ? `[${i}]` : ""}`;
    if (allowText && isText(value)) return;
    if (!isObj(value))
      return void out.push(`${here}: must be an object of type ${types.join("|")}`);
    const t = typesOf(value);
    if (!t.some((x) => types.includes(x)))
      return void out.push(
        `${here}: @type must be one of ${types.join(", ")}, got ${t.join(",") || "none"}`,
      );
    checkNode(value, here, ctx, out);
  });
}

const organizationLike: Check = (node, at, ctx, out) => {
  text(node, "name", at, out);
  onSite(node, "url", at, ctx, out);
  if (node.logo !== undefined)
    need(
      isAbsoluteUrl(node.logo) || (isObj(node.logo) && isAbsoluteUrl(node.logo.url)),
      out,
      at,
      `"logo" must be a URL or an ImageObject with a url`,
    );
  if (node.sameAs !== undefined)
    need(
      ([] as unknown[]).concat(node.sameAs).every(isAbsoluteUrl),
      out,
      at,
      `"sameAs" must list absolute URLs`,
    );
};

/** A reference to an entity described elsewhere (e.g. provider: { @id, name }) needs only a name or an @id. */
const isReference = (node: Obj) =>
  Object.keys(node).every((k) => ["@type", "@id", "name", "url"].includes(k));

const localBusiness: Check = (node, at, ctx, out) => {
  organizationLike(node, at, ctx, out);
  if (isReference(node) && node["@context"] === undefined) return;
  nested(node, "address", ["PostalAddress"], at, ctx, out);
  need(
    isText(node.telephone) && /^\+?[\d\s-]{8,}$/.test(String(node.telephone)),
    out,
    at,
    `"telephone" must be a phone number`,
  );
  need(
    isAbsoluteUrl(node.image) || isAbsoluteUrl(node.logo),
    out,
    at,
    `"image" or "logo" is expected`,
  );
  nested(node, "geo", ["GeoCoordinates"], at, ctx, out, { required: false });
  if (node.email !== undefined)
    need(
      /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(node.email)),
      out,
      at,
      `"email" is not an email address`,
    );
  if (node.openingHours !== undefined)
    need(
      ([] as unknown[])
        .concat(node.openingHours)
        .every(
          (h) =>
            typeof h === "string" &&
            /^(Mo|Tu|We|Th|Fr|Sa|Su)([-,](Mo|Tu|We|Th|Fr|Sa|Su))* \d{2}:\d{2}-\d{2}:\d{2}$/.test(h),
        ),
      out,
      at,
      `"openingHours" must look like "Mo-Sa 10:00-18:30"`,
    );
};

const rules: Record<string, Check> = {
  Organization: (node, at, ctx, out) => {
    text(node, "name", at, out);
    if (node.url !== undefined) url(node, "url", at, out);
  },
  ProfessionalService: localBusiness,
  LocalBusiness: localBusiness,
  AccountingService: localBusiness,
  LegalService: localBusiness,
  PostalAddress: (node, at, _ctx, out) => {
    for (const key of ["streetAddress", "addressLocality", "addressRegion", "postalCode"])
      text(node, key, at, out);
    need(
      /^[A-Z]{2}$/.test(String(node.addressCountry ?? "")),
      out,
      at,
      `"addressCountry" must be an ISO 3166 code`,
    );
  },
  GeoCoordinates: (node, at, _ctx, out) => {
    const lat = Number(node.latitude);
    const lon = Number(node.longitude);
    need(
      Number.isFinite(lat) && Math.abs(lat) <= 90,
      out,
      at,
      `"latitude" must be a number in -90..90`,
    );
    need(
      Number.isFinite(lon) && Math.abs(lon) <= 180,
      out,
      at,
      `"longitude" must be a number in -180..180`,
    );
  },
  // The page itself, on pages with editions in two languages: its language must be one of the site's.
  WebPage: (node, at, ctx, out) => {
    text(node, "name", at, out);
    text(node, "description", at, out);
    need(
      normalise(String(node.url ?? "")) === normalise(ctx.pageUrl),
      out,
      at,
      `"url" must be the page itself (${ctx.pageUrl})`,
    );
    need(
      ["en-IN", "te-IN"].includes(String(node.inLanguage ?? "")),
      out,
      at,
      `"inLanguage" must be en-IN or te-IN`,
    );
  },
  BreadcrumbList: (node, at, ctx, out) => {
    const items = node.itemListElement;
    if (!Array.isArray(items) || items.length === 0)
      return void out.push(`${at}: "itemListElement" must be a non-empty list`);
    items.forEach((item, i) => {
      const here = `${at}.itemListElement[${i}]`;
      if (!isObj(item) || !typesOf(item).includes("ListItem"))
        return void out.push(`${here}: must be a ListItem`);
      need(item.position === i + 1, out, here, `"position" must be ${i + 1}`);
      text(item, "name", here, out);
      // Google allows the last crumb (the current page) without "item"; every other needs its URL.
      if (item.item !== undefined || i < items.length - 1) onSite(item, "item", here, ctx, out);
    });
    const last = items.at(-1);
    if (isObj(last) && isAbsoluteUrl(last.item))
      need(
        normalise(String(last.item)) === normalise(ctx.pageUrl),
        out,
        at,
        `the last crumb must be the page itself (${ctx.pageUrl}), got ${String(last.item)}`,
      );
  },
  BlogPosting: (node, at, ctx, out) => {
    text(node, "headline", at, out);
    need(
      String(node.headline ?? "").length <= 110,
      out,
      at,
      `"headline" must be at most 110 characters`,
    );
    text(node, "description", at, out, 20);
    need(isIsoDate(node.datePublished), out, at, `"datePublished" must be an ISO 8601 date`);
    if (node.dateModified !== undefined) {
      need(isIsoDate(node.dateModified), out, at, `"dateModified" must be an ISO 8601 date`);
      need(
        Date.parse(String(node.dateModified)) >= Date.parse(String(node.datePublished)),
        out,
        at,
        `"dateModified" is before "datePublished"`,
      );
    }
    url(node, "image", at, out);
    nested(node, "author", ["Person", "Organization", "ProfessionalService"], at, ctx, out);
    nested(node, "publisher", ["Organization", "ProfessionalService"], at, ctx, out);
    const main = isObj(node.mainEntityOfPage)
      ? node.mainEntityOfPage["@id"]
      : node.mainEntityOfPage;
    need(
      typeof main === "string" && normalise(main) === normalise(ctx.pageUrl),
      out,
      at,
      `"mainEntityOfPage" must be the page's canonical URL (${ctx.pageUrl})`,
    );
  },
  Service: (node, at, ctx, out) => {
    text(node, "name", at, out);
    text(node, "description", at, out, 20);
    onSite(node, "url", at, ctx, out);
    nested(
      node,
      "provider",
      ["ProfessionalService", "LocalBusiness", "Organization"],
      at,
      ctx,
      out,
    );
    nested(
      node,
      "areaServed",
      ["Country", "State", "City", "Place", "AdministrativeArea"],
      at,
      ctx,
      out,
      {
        required: false,
        allowText: true,
      },
    );
  },
  Person: (node, at, _ctx, out) => text(node, "name", at, out),
  Country: (node, at, _ctx, out) => text(node, "name", at, out),
  State: (node, at, _ctx, out) => text(node, "name", at, out),
  City: (node, at, _ctx, out) => text(node, "name", at, out),
  Place: (node, at, _ctx, out) => text(node, "name", at, out),
  AdministrativeArea: (node, at, _ctx, out) => text(node, "name", at, out),
  ImageObject: (node, at, _ctx, out) => url(node, "url", at, out),
  FAQPage: (node, at, ctx, out) => nested(node, "mainEntity", ["Question"], at, ctx, out),
  Question: (node, at, ctx, out) => {
    text(node, "name", at, out);
    nested(node, "acceptedAnswer", ["Answer"], at, ctx, out);
  },
  Answer: (node, at, _ctx, out) => text(node, "text", at, out),
  WebSite: (node, at, ctx, out) => {
    text(node, "name", at, out);
    onSite(node, "url", at, ctx, out);
  },

  ItemList: (node, at, _ctx, out) =>
    need(
      Array.isArray(node.itemListElement) && node.itemListElement.length > 0,
      out,
      at,
      `"itemListElement" must be a non-empty list`,
    ),
};

const normalise = (u: string) => {
  const parsed = new URL(u);
  return `${parsed.origin}${parsed.pathname.replace(/\/$/, "")}`;
};

function checkNode(node: Obj, at: string, ctx: JsonLdContext, out: string[]) {
  const types = typesOf(node);
  if (types.length === 0) return void out.push(`${at}: "@type" is missing`);
  const known = types.filter((t) => rules[t]);
  if (known.length === 0)
    return void out.push(
      `${at}: no checker for @type ${types.join(",")} (add one in scripts/lib/json-ld-check.ts)`,
    );
  for (const t of known) rules[t]!(node, at, ctx, out);
}

/** Problems of one top-level JSON-LD block (already parsed); an empty list means it passes. */
export function checkJsonLd(block: unknown, ctx: JsonLdContext, at = "JSON-LD"): string[] {
  const out: string[] = [];
  if (!isObj(block)) return [`${at}: a block must be a JSON object`];
  const graph = Array.isArray(block["@graph"]) ? (block["@graph"] as unknown[]) : [block];
  need(
    block["@context"] === "https://schema.org" || block["@context"] === "https://schema.org/",
    out,
    at,
    `"@context" must be "https://schema.org"`,
  );
  graph.forEach((node, i) => {
    const here = graph.length > 1 ? `${at}[${i}]` : at;
    if (!isObj(node)) return void out.push(`${here}: must be an object`);
    checkNode(node, `${here} ${typesOf(node).join(",")}`, ctx, out);
  });
  return out;
}

/** Extracts and checks every application/ld+json block of an HTML page. */
export function checkPageJsonLd(
  html: string,
  ctx: JsonLdContext,
): { blocks: number; problems: string[] } {
  const problems: string[] = [];
  let blocks = 0;
  for (const m of html.matchAll(
    /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    blocks++;
    let parsed: unknown;
    try {
      parsed = JSON.parse(m[1]!);
    } catch (e) {
      problems.push(`JSON-LD block ${blocks}: invalid JSON (${(e as Error).message})`);
      continue;
    }
    problems.push(...checkJsonLd(parsed, ctx, `JSON-LD block ${blocks}`));
  }
  return { blocks, problems };
}
