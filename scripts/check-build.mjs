// Deterministic checks over the built site (part of `npm test`):
//  - JavaScript and CSS budgets per page, in gzipped bytes, for what each page loads before any interaction, its
//    inline scripts included (scripts/lib/page-scripts.mjs);
//  - admin code never loads on a public page (from the modules each chunk holds, scripts/lib/chunking.ts);
//  - every internal link and asset in every page resolves (a static host would answer 200);
//  - quality (checkQuality): valid HTML (html-validate, .htmlvalidate.json), unique titles and descriptions, canonical
//    URLs, share images, JSON-LD checked against its schema.org type, safe new-tab links, no mixed content, a CSP that
//    covers every inline script and style, sitemap lastmods, the web app manifest and its icons;
//  - the service worker (checkServiceWorker): what it saves at install, and which pages register it.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { loadAppModule } from "./lib/load-app.mjs";
import {
  cspGaps,
  duplicates,
  headMeta,
  insecureSubresources,
  pngSize,
  sameUrl,
  sitemapEntries,
  unsafeBlankLinks,
} from "./lib/site-quality.mjs";
import { inlineScriptBytes } from "./lib/page-scripts.mjs";
import { loaderDataFiles, pageFile, precacheManifestOf } from "./lib/precache.mjs";
import { inlineScripts } from "./lib/security-headers.mjs";
import { inlineStylesheet, unstyledClasses } from "./lib/static-css.mjs";
import { parseHeadersFile, resolveUrlPath, root } from "./lib/static-site.mjs";
import { installTestClock } from "./lib/test-clock.mjs";

// The checks run on the build's day: TEST_NOW when the tests set one (docs/decisions/047-the-test-clock.md).
installTestClock();

/**
 * Gzipped budgets, inline scripts included. `jsKB` for a page that loads React (with the code it imports as it
 * hydrates; 130 KB until the Telugu edition: its frame cost the due-dates page 0.3 KB, and its pages with React (the
 * language switch and links rendered in the browser, each page's words given by its route) 1.2 KB more:
 * docs/decisions/025-telugu-edition.md; 1 KB more since inline scripts count: React Router's context and scroll
 * restoration scripts and the bootstrap, about 1.0 KB, always were part of such a page:
 * docs/decisions/029-inline-page-scripts.md; 0.5 KB more since each State's laws are a law of their own, behind the
 * due-dates page's law filter: docs/decisions/034-state-laws-by-state.md; 1 KB more for the site's script holding
 * focus in the open site menu and showing the saved-copy notice offline, on every page:
 * docs/decisions/038-booking-abroad-and-keyboard-menu.md); `staticJsKB` for every other page, which runs only the public pages'
 * small scripts, inline (docs/decisions/019-static-pages.md, 029-inline-page-scripts.md); `pageJsKB` for a page with
 * a budget of its own: the compliance planner, whose rules and view add about 17 KB to React's
 * (docs/decisions/024-compliance-planner-page.md; 1 KB more since 029, as `jsKB`; 0.5 KB more since 030, whose
 * disclosure works out each cost component once for every delay, to ship 1-5 KB less HTML; 3.5 KB more since 033, for
 * its questions on the LLP audit, composition for services, an OPC's auditor and board meetings, the filing bar and
 * the calendar's review note; 1 KB more since 034: the employees question and the notice of a State's laws not
 * covered; 1 KB more since 038, as `jsKB`; 1.5 KB more since 039, for the tick that marks a filing filed and the loader
 * of the marks, whose store, overdue list, next visit's line and marks file load after hydration, and whose Telugu
 * words took the Telugu page past its budget by 1.2 KB) and the due-dates page (1 KB above `jsKB` since 033: the review note, its
 * words and the authorities' notices pages, docs/decisions/033-current-and-sourced.md; its latest published changes,
 * the data file's ledger with their words, add about 0.4 KB more, docs/decisions/035-publish-from-the-admin.md).
 * `teluguKB`: what a Telugu page
 * with React may carry beyond its English page's budget, its words and the frame's in Telugu script, which takes
 * about three times the bytes of the same words in English (docs/decisions/025-telugu-edition.md; 0.5 KB more since
 * each entry's legal basis reads with Telugu words between its citations, 59 entries, in the same decision; 0.5 KB
 * more since 046: the Telugu cost lines, the tick's words by what an entry asks and the profile line's answers that
 * name their question took the Telugu planner 0.3 KB past its budget; the English pages stayed within theirs). `htmlKB`: a
 * public page's HTML, which a phone downloads whole before Lighthouse's simulator lets it paint: with its headers
 * (about 1.7 KB) it must fit the first two round trips of a new connection at the simulated mobile throughput (about
 * 43 KB); a page past it waits a round trip more, about 150 ms (docs/decisions/030-loader-data-files.md). 41.2 KB
 * since the calendar says how current it is, lists its latest changes and the States' laws: 42.9 KB with the headers,
 * still inside the two round trips, with 0.1 KB to spare (/te/due-dates, the largest page, is at 41.2 KB since it is
 * ordered by due date: its month headings, cost lines and row ids come once it is interactive).
 */
export const BUDGET = {
  // React Router 8's runtime: 4.5 KB more on every page with React than 7.18's, measured on the same pages
  // (docs/decisions/040-node-24-and-react-router-8.md).
  jsKB: 139.5,
  staticJsKB: 10,
  cssKB: 25,
  // The due dates' forgiving search and filtered calendar, the planner's honest costs and example guard
  // (docs/decisions/036-honest-figures-and-the-tools-on-a-phone.md); the plan's recurring filings folded into one row,
  // its printed table and the questions that date what it cannot (2 KB; its page's HTML keeps its size with a sixth
  // fewer elements); the filed marks' store and tick (docs/decisions/039-filed-marks-on-the-device.md, 1.5 KB).
  // The planner 1.5 KB more, and a Telugu page with React 0.5 KB more, since 042: the declarations of the questions
  // that decide a duty, the rules of a company's first year, a Section 8 company's and a start-up's board meetings and
  // professional receipts, and the profile line's and the optional filings' words (the questions' own words come
  // with the page's data, not in its script).
  // React Router 8: 4.5 KB more on each, as `jsKB`. The planner 1 KB more and a Telugu page 0.5 KB more where four
  // changes that each fitted alone meet: the last 90 days' filings for every plan and the marks' notices (045), the
  // reminders the visitor chooses (041), the cost engine's ranges and whole Telugu sentences (046) and the questions
  // (042). Bringing every hydrated page back under 150 KB is the next step of the platform's work (040).
  pageJsKB: { "/due-dates": 142.5, "/due-dates/plan": 160.5 },
  teluguKB: 7.5,
  htmlKB: 41.2,
  // A page whose HTML may pass htmlKB, and why: /te/due-dates lists every entry with its Telugu words, and the twelve
  // entries of 042 (Section 8 companies' returns, the SFT, the LUT, ESI and PF registration, Form 49C's second reading)
  // take it past the two round trips by about 2.5 KB (3.4 KB with the late costs' Telugu sentences of 046): it paints a round trip later (about 150 ms on the simulated
  // phone) until its rows' details come once it is interactive, as its month headings and cost lines do.
  // The Telugu planner's HTML passes it by 0.4 KB with the State reasons, the scope line and the questions' words in
  // its loader data (043, 042).
  pageHtmlKB: { "/te/due-dates": 45, "/te/due-dates/plan": 41.8 },
};

/**
 * A page's JavaScript budget: its own, or, for a page in another language, its English page's plus teluguKB.
 * `englishPath` is app/lib/locale-path.ts's.
 */
export function jsBudgetOf(url, englishPath = (path) => path) {
  const english = englishPath(url);
  const budget = BUDGET.pageJsKB[english] ?? BUDGET.jsKB;
  return english === url ? budget : budget + BUDGET.teluguKB;
}

/** What only React and the router put in a page or its scripts: a page without React must contain none of it. */
const FRAMEWORK_MARKERS = ["__reactRouterContext", "react.transitional.element"];

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

/** The scripts and their static imports, followed through the built chunks. */
function withImports(start) {
  const urls = new Set(start);
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

const bootData = (html) => {
  const boot = /<script type="application\/json" id="rr-boot">([\s\S]*?)<\/script>/.exec(html);
  return boot ? JSON.parse(boot[1]) : null;
};

/**
 * Every script file a page loads up front: module preloads, script tags, and what the bootstrap of a page with React
 * loads (its inline scripts are counted apart: inlineScriptBytes).
 */
export function initialScripts(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  // The bootstrap (app/browser/react-router-bootstrap.ts) reads the chunks it preloads and imports from #rr-boot.
  const boot = bootData(html);
  if (boot) {
    const { manifest, entry, routes, chunks } = boot;
    for (const u of [manifest, entry, ...routes.map(([, u]) => u), ...chunks]) urls.add(u);
  }
  return withImports(urls);
}

/**
 * Budgets and links over every built page. `hydrated`: the paths of the pages that load React (app/lib/route-list.ts,
 * hydratedPaths); every other page, 404.html included, must load no framework. `adminCode(scripts)`: the admin
 * modules in those chunks, by chunk (adminCodeIn in scripts/lib/chunking.ts); a public page must load none, nor a
 * chunk named like the admin area's (`isAdminChunkName`).
 */
export function checkBuild({
  hydrated,
  adminCode,
  isAdminChunkName,
  hydrationChunks = () => [],
  englishPath,
}) {
  const hydratedSet = new Set(hydrated);
  const problems = [];
  const rows = [];
  // The site's whole stylesheet, as the admin area carries it: what a public page's own must cover (the public pages
  // carry the styles of their own code only: docs/decisions/019-static-pages.md, 030-loader-data-files.md).
  const fullCss = htmlFiles()
    .filter((file) => file.startsWith("admin"))
    .map((file) => inlineStylesheet(fs.readFileSync(path.join(root, file), "utf8")))
    .find(Boolean);
  if (!fullCss) problems.push("no admin page carries the site's stylesheet");
  for (const file of htmlFiles()) {
    const html = fs.readFileSync(path.join(root, file), "utf8");
    const url = urlOf(file);
    const isAdmin = url.startsWith("/admin");
    const scripts = withImports([...initialScripts(html), ...hydrationChunks(url)]);
    const bytes = (list) =>
      list.reduce((sum, s) => {
        const p = path.join(root, s);
        return sum + (fs.existsSync(p) ? gz(fs.readFileSync(p)) : 0);
      }, 0);
    // Inline code is JavaScript the page runs as much as a file's (docs/decisions/029-inline-page-scripts.md).
    const inline = inlineScriptBytes(html);
    const jsBytes = bytes(scripts) + inline.bytes;
    const isStatic = !isAdmin && !hydratedSet.has(url);
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1])
      .join("");
    const cssLinks = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    const cssBytes =
      gz(Buffer.from(inlineCss)) +
      cssLinks.reduce((s, l) => s + gz(fs.readFileSync(path.join(root, l))), 0);
    rows.push({
      url,
      js: jsBytes,
      css: cssBytes,
      html: gz(Buffer.from(html)),
      isAdmin,
      isStatic,
      scripts,
      inlineScripts: inline.count,
    });

    if (isStatic) {
      if (jsBytes > BUDGET.staticJsKB * 1024)
        problems.push(
          `${url}: ${kb(jsBytes)} KB of JavaScript on a page without React (budget ${BUDGET.staticJsKB} KB)`,
        );
      const framework = [
        ...(FRAMEWORK_MARKERS.some((m) => html.includes(m)) ? ["the page itself"] : []),
        ...scripts.filter((s) => {
          const file = path.join(root, s);
          return (
            fs.existsSync(file) &&
            FRAMEWORK_MARKERS.some((m) => fs.readFileSync(file, "utf8").includes(m))
          );
        }),
      ];
      if (framework.length)
        problems.push(`${url}: a page without React loads the framework (${framework.join(", ")})`);
      // Its small scripts are written into it (docs/decisions/029-inline-page-scripts.md): a request would delay
      // them, and its stylesheet is compiled from the scripts it carries (scripts/lib/static-css.mjs).
      for (const script of scripts)
        problems.push(`${url}: a page without React loads ${script} from a file, not inline`);
      const unstyled = fullCss ? unstyledClasses(html, fullCss, root) : [];
      if (unstyled.length)
        problems.push(`${url}: its stylesheet lacks the classes ${unstyled.join(" ")}`);
    } else if (!isAdmin) {
      if (!bootData(html))
        problems.push(`${url}: a page that hydrates has no React Router bootstrap`);
      const unstyled = fullCss ? unstyledClasses(html, fullCss, root) : [];
      if (unstyled.length)
        problems.push(`${url}: its stylesheet lacks the classes ${unstyled.join(" ")}`);
    }
    if (!isAdmin) {
      const jsBudget = jsBudgetOf(url, englishPath);
      if (jsBytes > jsBudget * 1024)
        problems.push(`${url}: ${kb(jsBytes)} KB of JavaScript (budget ${jsBudget} KB)`);
      const htmlBytes = gz(Buffer.from(html));
      const htmlBudget = BUDGET.pageHtmlKB[url] ?? BUDGET.htmlKB;
      if (htmlBytes > htmlBudget * 1024)
        problems.push(`${url}: ${kb(htmlBytes)} KB of HTML (budget ${htmlBudget} KB)`);
      if (cssBytes > BUDGET.cssKB * 1024)
        problems.push(`${url}: ${kb(cssBytes)} KB of CSS (budget ${BUDGET.cssKB} KB)`);
      for (const [chunk, modules] of Object.entries(adminCode(scripts)))
        problems.push(`${url}: loads admin code (${chunk} holds ${modules.join(", ")})`);
      // The service worker leaves files named after the admin area to the network: such a page would not work offline.
      for (const chunk of scripts.filter(isAdminChunkName))
        problems.push(`${url}: loads ${chunk}, named like the admin area's code`);
    }

    // Links and assets: every root-relative href/src must resolve to a real file.
    for (const m of html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)) {
      const target = m[1].replace(/&amp;/g, "&");
      if (target.startsWith("//")) continue;
      const { status } = resolveUrlPath(target.split("#")[0] || "/");
      if (status !== 200) problems.push(`${url}: link to ${target} does not resolve`);
    }
    // The loader data it hydrates with (docs/decisions/030-loader-data-files.md): a file missing would leave the page
    // without React.
    for (const file of loaderDataFiles(html))
      if (resolveUrlPath(file).status !== 200)
        problems.push(`${url}: its loader data file ${file} does not resolve`);
  }
  // Deferred layout measures each block as it lays it out (app/lib/deferred-layout.ts). The client build treats
  // property reads as free of side effects, so a measuring read can be dropped, and then every deferred block is laid
  // out in one long task after hydration: the built code must still make the measuring call.
  const assets = path.join(root, "assets");
  const layoutCode = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .map((f) => fs.readFileSync(path.join(assets, f), "utf8"))
    .find((code) => code.includes("data-defer-layout") && code.includes("budgetMs"));
  if (!layoutCode) problems.push("no built chunk holds the deferred layout's code");
  else if (!layoutCode.includes("getBoundingClientRect()"))
    problems.push("the built deferred layout no longer measures each block as it lays it out");
  return { rows, problems };
}

const SHARE_IMAGE = { width: 1200, height: 630 };

/** Search visibility, valid HTML and security checks over every built page. */
export async function checkQuality() {
  const problems = [];
  const problem = (where, message) => problems.push(`${where}: ${message}`);
  const { site, absoluteUrl } = await loadAppModule("app/config/site.ts");
  const { listedPagePaths } = await loadAppModule("app/lib/route-list.ts");
  const { sitePaths } = await loadAppModule("react-router.config.ts");
  const { checkPageJsonLd } = await loadAppModule("scripts/lib/json-ld-check.ts");
  // The pages for search engines: the offline page is public but noindex and out of the sitemap.
  const publicPaths = listedPagePaths(sitePaths);
  const readFile = (urlPath) => {
    const { file, status } = resolveUrlPath(urlPath);
    return status === 200 ? fs.readFileSync(file) : null;
  };

  // Headers: the site-wide policy must allow every inline script and style of every page.
  const headersText = fs.existsSync(path.join(root, "_headers"))
    ? fs.readFileSync(path.join(root, "_headers"), "utf8")
    : "";
  const siteRule = parseHeadersFile(headersText).find((r) => r.pattern === "/*");
  const csp = siteRule?.headers["Content-Security-Policy"];
  if (!csp) problem("_headers", "no Content-Security-Policy for /*");
  for (const endpoint of Object.values(site.endpoints).filter(Boolean))
    if (csp && !csp.includes(new URL(endpoint).origin))
      problem("_headers", `connect-src does not allow the form endpoint ${endpoint}`);

  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const pages = new Map();
  let jsonLdBlocks = 0;
  for (const file of htmlFiles()) {
    const url = urlOf(file);
    const html = fs.readFileSync(path.join(root, file), "utf8");
    pages.set(url, html);

    const report = await validator.validateString(html, file);
    for (const r of report.results)
      for (const m of r.messages)
        problem(url, `invalid HTML [${m.ruleId}] ${m.message} (${m.selector ?? `line ${m.line}`})`);

    for (const href of unsafeBlankLinks(html))
      problem(url, `target="_blank" link without rel="noopener noreferrer": ${href}`);
    for (const tag of insecureSubresources(html)) problem(url, `mixed content ${tag}`);
    if (csp) for (const gap of cspGaps(html, csp)) problem(url, gap);

    const canonical = headMeta(html).canonicals[0] ?? absoluteUrl(url);
    const jsonLd = checkPageJsonLd(html, { siteUrl: site.siteUrl, pageUrl: canonical });
    jsonLdBlocks += jsonLd.blocks;
    for (const p of jsonLd.problems) problem(url, p);
  }

  // Search metadata of the public pages.
  const titles = [];
  const descriptions = [];
  for (const urlPath of publicPaths) {
    const html = pages.get(urlPath);
    if (!html) {
      problem(urlPath, "public route has no prerendered page");
      continue;
    }
    const meta = headMeta(html);
    if (meta.titles.length !== 1 || !meta.titles[0])
      problem(urlPath, `expected one non-empty <title>, found ${meta.titles.length}`);
    if (meta.descriptions.length !== 1 || meta.descriptions[0].length < 50)
      problem(urlPath, "expected one meta description of at least 50 characters");
    titles.push([urlPath, meta.titles[0]]);
    descriptions.push([urlPath, meta.descriptions[0]]);
    if (/noindex/.test(meta.robots))
      problem(urlPath, "a public page (in the sitemap) is marked noindex");
    const expected = absoluteUrl(urlPath);
    if (meta.canonicals.length !== 1)
      problem(urlPath, `expected one canonical link, found ${meta.canonicals.length}`);
    else if (!sameUrl(meta.canonicals[0], expected))
      problem(urlPath, `canonical ${meta.canonicals[0]} is not the page's URL ${expected}`);
    if (!sameUrl(meta.og["og:url"] ?? "", expected)) problem(urlPath, `og:url is not ${expected}`);
    if (meta.og["og:title"] !== meta.titles[0]) problem(urlPath, "og:title differs from the title");
    if (meta.og["og:description"] !== meta.descriptions[0])
      problem(urlPath, "og:description differs from the description");
    if (meta.twitter["twitter:card"] !== "summary_large_image")
      problem(urlPath, 'twitter:card is not "summary_large_image"');
    for (const image of [meta.og["og:image"], meta.twitter["twitter:image"]]) {
      if (!image?.startsWith(`${site.siteUrl}/`)) {
        problem(urlPath, `share image ${image} is not an absolute URL on ${site.siteUrl}`);
        continue;
      }
      const png = readFile(new URL(image).pathname);
      const size = png && pngSize(png);
      if (!size) problem(urlPath, `share image ${image} is not a PNG in the build`);
      else if (size.width !== SHARE_IMAGE.width || size.height !== SHARE_IMAGE.height)
        problem(urlPath, `share image ${image} is ${size.width}x${size.height}, expected 1200x630`);
    }
  }
  for (const [title, urls] of duplicates(titles))
    problems.push(`duplicate title "${title}" on ${urls.join(", ")}`);
  for (const [text, urls] of duplicates(descriptions))
    problems.push(`duplicate description "${text.slice(0, 60)}…" on ${urls.join(", ")}`);

  // Sitemap: every public page, each with a lastmod date.
  const sitemap = readFile("/sitemap.xml")?.toString("utf8") ?? "";
  const entries = sitemapEntries(sitemap);
  const listed = new Set(entries.map((e) => new URL(e.loc).pathname.replace(/(.)\/$/, "$1")));
  for (const urlPath of publicPaths)
    if (!listed.has(urlPath)) problem("sitemap.xml", `${urlPath} is missing`);
  for (const e of entries)
    if (!/^\d{4}-\d{2}-\d{2}/.test(e.lastmod)) problem("sitemap.xml", `${e.loc} has no lastmod`);

  // Web app manifest and its icons.
  try {
    const manifest = JSON.parse(readFile("/manifest.webmanifest")?.toString("utf8") ?? "");
    for (const icon of manifest.icons ?? []) {
      const file = readFile(icon.src);
      if (!file) problem("manifest.webmanifest", `icon ${icon.src} is missing`);
      else if (icon.type === "image/png") {
        const size = pngSize(file);
        if (!size || `${size.width}x${size.height}` !== icon.sizes)
          problem("manifest.webmanifest", `icon ${icon.src} is not ${icon.sizes}`);
      }
    }
    for (const size of ["192x192", "512x512"])
      if (!(manifest.icons ?? []).some((i) => i.sizes === size && i.type === "image/png"))
        problem("manifest.webmanifest", `no ${size} PNG icon`);
  } catch (e) {
    problem("manifest.webmanifest", `missing or invalid (${e.message})`);
  }
  const touch = readFile("/apple-touch-icon.png");
  if (!touch || pngSize(touch)?.width !== 180)
    problem("apple-touch-icon.png", "missing or not 180x180");

  return { problems, stats: { pages: pages.size, publicPages: publicPaths.length, jsonLdBlocks } };
}

/**
 * The service worker (docs/decisions/018-offline-service-worker.md): it precaches the due-dates and planner pages,
 * the offline page, the data file and everything those pages load up front or as they hydrate (`hydrationChunks`),
 * and no admin code; the offline page, shown at other pages' addresses, loads no framework; every page but the admin
 * area's registers the worker.
 */
export async function checkServiceWorker({ adminCode, hydrationChunks = () => [] }) {
  const problems = [];
  const problem = (where, message) => problems.push(`${where}: ${message}`);
  const { offlinePagePath } = await loadAppModule("app/lib/route-list.ts");
  const { precachedPages, precachedFiles, serviceWorkerUrl } = await loadAppModule(
    "app/browser/service-worker-routes.ts",
  );
  const read = (file) => fs.readFileSync(path.join(root, file), "utf8");
  const swFile = serviceWorkerUrl.slice(1);
  if (!fs.existsSync(path.join(root, swFile))) return [`${serviceWorkerUrl}: missing`];
  let entries;
  try {
    entries = precacheManifestOf(read(swFile));
  } catch (e) {
    return [`${serviceWorkerUrl}: ${e.message}`];
  }
  const precached = new Set(entries.map((e) => e.url));
  for (const url of [...precachedPages, ...precachedFiles])
    if (!precached.has(url)) problem(serviceWorkerUrl, `does not precache ${url}`);
  for (const [chunk, modules] of Object.entries(adminCode([...precached])))
    problem(serviceWorkerUrl, `precaches admin code (${chunk} holds ${modules.join(", ")})`);
  for (const url of precached) {
    if (resolveUrlPath(url).status !== 200)
      problem(serviceWorkerUrl, `precaches ${url}, which the site does not serve`);
  }
  // A precached page opens offline with everything it loads up front (static imports followed).
  for (const urlPath of precachedPages)
    for (const script of withImports([
      ...initialScripts(read(pageFile(urlPath))),
      ...hydrationChunks(urlPath),
    ]))
      if (!precached.has(script)) problem(urlPath, `loads ${script}, which is not precached`);
  const offline = read(pageFile(offlinePagePath));
  if (bootData(offline) || FRAMEWORK_MARKERS.some((marker) => offline.includes(marker)))
    problem(offlinePagePath, "loads React Router, which would look for other pages' code offline");
  // Registration: every public page's small script (app/browser/site.ts, inline) registers the worker; the admin
  // area's pages carry no such script.
  for (const file of htmlFiles()) {
    const url = urlOf(file);
    const html = read(file);
    const registers = [
      ...inlineScripts(html),
      ...initialScripts(html).map((s) => read(s.slice(1))),
    ].some((code) => code.includes(serviceWorkerUrl));
    if (url.startsWith("/admin") && registers) problem(url, "registers the service worker");
    if (!url.startsWith("/admin") && !registers)
      problem(url, "does not register the service worker");
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error("No build: run `npm run build` first.");
    process.exit(1);
  }
  const { hydratedPaths } = await loadAppModule("app/lib/route-list.ts");
  const routes = (await loadAppModule("app/routes.ts")).default;
  const { sitePaths } = await loadAppModule("react-router.config.ts");
  const chunking = await loadAppModule("scripts/lib/chunking.ts");
  const chunkModulesFile = chunking.chunkModulesFile(root);
  if (!fs.existsSync(chunkModulesFile)) {
    console.error(`No ${chunkModulesFile}: run \`npm run build\` again.`);
    process.exit(1);
  }
  const chunkModules = JSON.parse(fs.readFileSync(chunkModulesFile, "utf8"));
  const { isAdmin } = chunking.appModules(routes);
  const adminCode = (scripts) => chunking.adminCodeIn(scripts, chunkModules, isAdmin);
  const { isAdminChunkName } = chunking;
  const { hydrationModules } = await loadAppModule("app/browser/service-worker-routes.ts");
  const { chunksOf } = await import("./lib/service-worker.mjs");
  const hydrationChunks = (url) =>
    chunksOf(hydrationModules[url] ?? [], chunkModules).map((chunk) => `/${chunk}`);
  const { rows, problems } = checkBuild({
    hydrated: hydratedPaths(routes, sitePaths),
    adminCode,
    isAdminChunkName,
    hydrationChunks,
    englishPath: (await loadAppModule("app/lib/locale-path.ts")).englishPath,
  });
  // Admin code only in chunks named after the admin area, which the service worker never saves.
  for (const chunk of chunking.misnamedAdminChunks(chunkModules, isAdmin))
    problems.push(`${chunk}: holds admin code but is not named after the admin area`);
  const kind = (r) => (r.isAdmin ? "admin" : r.isStatic ? "no React" : "React");
  console.log(
    `${"page".padEnd(52)} ${"kind".padEnd(9)} ${"JS KB".padStart(7)} ${"CSS KB".padStart(7)} ${"HTML KB".padStart(8)}  scripts (files + inline)`,
  );
  for (const r of rows)
    console.log(
      `${r.url.padEnd(52)} ${kind(r).padEnd(9)} ${kb(r.js).padStart(7)} ${kb(r.css).padStart(7)} ${kb(r.html).padStart(8)}  ${r.scripts.length} + ${r.inlineScripts}`,
    );
  const staticRows = rows.filter((r) => r.isStatic);
  const reactRows = rows.filter((r) => !r.isAdmin && !r.isStatic);
  console.log(
    `\n${staticRows.length} pages without React, largest JS ${kb(Math.max(...staticRows.map((r) => r.js)))} KB (budget ${BUDGET.staticJsKB} KB); ` +
      `${reactRows.length} pages with React, largest ${kb(Math.max(...reactRows.map((r) => r.js)))} KB (budget ${BUDGET.jsKB} KB, the planner ${BUDGET.pageJsKB["/due-dates/plan"]} KB, ${BUDGET.teluguKB} KB more in Telugu), gzipped`,
  );
  const quality = await checkQuality();
  problems.push(...quality.problems);
  problems.push(...(await checkServiceWorker({ adminCode, hydrationChunks })));
  await listRechecks();
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
  console.log("Budgets and links: OK");
  console.log(
    `Quality: OK (${quality.stats.pages} pages valid HTML, ${quality.stats.publicPages} public pages with unique titles, descriptions and canonicals, ${quality.stats.jsonLdBlocks} JSON-LD blocks, CSP covers all inline code)`,
  );
  console.log(
    "Service worker: OK (precaches the due-dates, planner and offline pages with their code, the data file, no admin code)",
  );
}

/** Lists the published entries checked more than twelve months ago (app/lib/recheck.ts); the admin shows them too. */
async function listRechecks() {
  const { dueForRecheck } = await loadAppModule("app/lib/recheck.ts");
  const { todayInIndia } = await loadAppModule("app/lib/today.ts");
  const file = JSON.parse(
    fs.readFileSync(path.join(root, "data", "compliance-due-dates.json"), "utf8"),
  );
  const due = dueForRecheck(file.dueDates, todayInIndia());
  if (!due.length) console.log("Recheck: every entry was checked within the last twelve months");
  else
    console.warn(
      `Recheck: ${due.length} entr${due.length === 1 ? "y was" : "ies were"} last checked more than twelve months ago:\n- ` +
        due.map((d) => `${d.id} (${d.law}, checked ${d.checkedOn ?? "never"})`).join("\n- "),
    );
}
