// `npm run bench`: Lighthouse 12 (mobile, default simulated throttling) over every public route, served the way a
// CDN serves it (gzip, clean URLs). Prints one row per route and a summary; writes the raw numbers to .bench/.
// Usage: npm run bench [-- /path /other-path] [-- --runs=3] [-- --devtools]   (median of N runs per route, taken in N passes over
//        all routes; default 1)
//        [-- --save]   (keep each full Lighthouse report in .bench/reports/)
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "./lib/chromium.mjs";
import { ensureBuild } from "./lib/ensure-build.mjs";
import { BUDGET, jsBudgetOf } from "./check-build.mjs";
import { loadAppModule } from "./lib/load-app.mjs";
import { inlineScriptBytes } from "./lib/page-scripts.mjs";
import { isStaticPage } from "./lib/static-css.mjs";
import { root } from "./lib/static-site.mjs";
import { createStaticServer } from "./serve.mjs";

// The quality bar: every route scores 1.00; LCP at most 1.0 s, and 0.8 s on a page without React
// (docs/decisions/019-static-pages.md); TBT at most 50 ms; no layout shift.
const TARGET = {
  performance: 1,
  lcpMs: 1000,
  staticLcpMs: 800,
  tbtMs: 50,
  cls: 0,
};

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 1);
const only = args.filter((a) => a.startsWith("/"));
// --save keeps each run's full Lighthouse report in .bench/reports/ for a closer look.
const save = args.includes("--save");
// --devtools: Chromium itself slows the network and the processor (Lighthouse's "applied" throttling), so the
// figures are what the throttled page really did, not the simulator's estimate from an unthrottled load.
const throttlingMethod = args.includes("--devtools") ? "devtools" : "simulate";

ensureBuild({ root });
const { englishPath } = await loadAppModule("app/lib/locale-path.ts");
const sitemap = fs.readFileSync(path.join(root, "sitemap.xml"), "utf8");
const allPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const unknown = only.filter((p) => !allPaths.includes(p));
if (unknown.length) {
  console.error(`Not a public route in sitemap.xml: ${unknown.join(", ")}`);
  process.exit(1);
}
const paths = only.length ? only : allPaths;

const server = createStaticServer();
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const chromePath = findChromium();
if (!chromePath) {
  console.error("Chromium not found: run `node scripts/ensure-chromium.mjs` or set CHROME_PATH.");
  process.exit(1);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const sizes = new Map();
async function gzippedSize(url) {
  if (!sizes.has(url)) {
    const res = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
    sizes.set(url, Number(res.headers.get("content-length") ?? 0));
    await res.arrayBuffer();
  }
  return sizes.get(url);
}

// Whether a page loads React decides its LCP target, and its inline scripts count with the files it loads
// (docs/decisions/029-inline-page-scripts.md); read once per page.
const pages = new Map();
async function pageOf(url) {
  if (!pages.has(url)) {
    const html = await (await fetch(url)).text();
    pages.set(url, { isStatic: isStaticPage(html), inlineJsBytes: inlineScriptBytes(html).bytes });
  }
  return pages.get(url);
}

async function measure(url) {
  let lhr;
  // Lighthouse occasionally fails to record the trace (NO_NAVSTART): such a run measures nothing, so run it again.
  for (let attempt = 1; attempt <= 3; attempt++) {
    // A fresh browser for every run, as PageSpeed Insights runs Lighthouse: nothing a run leaves behind (the HTTP
    // cache, storage, compiled code, a service worker) reaches the next one.
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
    try {
      ({ lhr } = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        throttlingMethod,
      }));
    } finally {
      await chrome.kill();
    }
    if (!lhr.runtimeError) break;
    console.warn(`${url}: Lighthouse ${lhr.runtimeError.code}, attempt ${attempt} of 3`);
  }
  if (save) {
    fs.mkdirSync(".bench/reports", { recursive: true });
    const slug = new URL(url).pathname.replace(/\//g, "_") || "_";
    fs.writeFileSync(`.bench/reports/${slug}.json`, JSON.stringify(lhr));
  }
  // Every script the page loaded during the run (code-split parts included), counted as gzipped bytes: the body as
  // served with gzip, without HTTP headers, which Lighthouse's transfer sizes include (~0.3 KB a response here);
  // and its inline scripts, each gzipped on its own.
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const { isStatic, inlineJsBytes } = await pageOf(url);
  let jsBytes = inlineJsBytes;
  for (const r of requests.filter((r) => r.resourceType === "Script"))
    jsBytes += await gzippedSize(r.url);
  return {
    isStatic,
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    bestPractices: lhr.categories["best-practices"].score,
    seo: lhr.categories.seo.score,
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    jsKB: jsBytes / 1024,
    failed: [
      ...Object.values(lhr.categories.accessibility.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => `a11y:${a.id}`),
      ...["best-practices", "seo"].flatMap((cat) =>
        lhr.categories[cat].auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => `${cat}:${a.id}`),
      ),
    ],
  };
}

const rows = [];
const header = `${"route".padEnd(48)} perf  a11y  b.p.  seo   FCP ms  LCP ms  TBT ms  CLS    JS KB`;
console.log(
  `Lighthouse 12, mobile, ${throttlingMethod === "devtools" ? "applied (DevTools)" : "simulated"} throttling, ${runs} run(s) per route, median shown` +
    `${runs > 1 ? " (each run's TBT in brackets, runs taken in passes over all routes)" : ""}\n${header}`,
);
// With several runs, each pass visits every route once and the next pass starts over: a slow spell of the machine
// (they last tens of seconds here) then lands on one run of several routes, not on every run of one route.
const results = new Map(paths.map((p) => [p, []]));
for (let i = 0; i < runs; i++) {
  if (runs > 1) console.error(`pass ${i + 1} of ${runs}`);
  for (const p of paths) results.get(p).push(await measure(base + p));
}
for (const p of paths) {
  const runsOf = results.get(p);
  const pick = (k) => median(runsOf.map((r) => r[k]));
  const row = {
    path: p,
    isStatic: runsOf[0].isStatic,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcp: pick("fcp"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
    jsKB: pick("jsKB"),
    failed: [...new Set(runsOf.flatMap((r) => r.failed))],
    // Every run's TBT, beside the median: on a busy machine one run in three can be several times the others.
    tbtRuns: runsOf.map((r) => Math.round(r.tbt)),
    // And every run's score and LCP, for reports that give each run.
    performanceRuns: runsOf.map((r) => r.performance),
    lcpRuns: runsOf.map((r) => Math.round(r.lcp)),
  };
  rows.push(row);
  const f2 = (n) => n.toFixed(2).padStart(4);
  console.log(
    `${p.padEnd(48)} ${f2(row.performance)}  ${f2(row.accessibility)}  ${f2(row.bestPractices)}  ${f2(row.seo)}  ${row.fcp.toFixed(0).padStart(6)}  ${row.lcp.toFixed(0).padStart(6)}  ${row.tbt.toFixed(0).padStart(6)}  ${row.cls.toFixed(3)}  ${row.jsKB.toFixed(1).padStart(6)}${runs > 1 ? `  [${row.tbtRuns.join(", ")}]` : ""}${row.failed.length ? "  ! " + row.failed.join(", ") : ""}`,
  );
}
server.close();

const misses = rows.flatMap((r) => {
  const m = [];
  const lcpMs = r.isStatic ? TARGET.staticLcpMs : TARGET.lcpMs;
  // The JavaScript budgets are check:build's, which `npm test` enforces.
  const jsKB = r.isStatic ? BUDGET.staticJsKB : jsBudgetOf(r.path, englishPath);
  if (r.performance < TARGET.performance) m.push(`${r.path}: performance ${r.performance}`);
  if (r.accessibility < 1 || r.bestPractices < 1 || r.seo < 1)
    m.push(`${r.path}: a11y/bp/seo below 1.00`);
  if (r.lcp > lcpMs) m.push(`${r.path}: LCP ${r.lcp.toFixed(0)} ms (at most ${lcpMs})`);
  if (r.tbt > TARGET.tbtMs) m.push(`${r.path}: TBT ${r.tbt.toFixed(0)} ms`);
  if (r.cls > TARGET.cls) m.push(`${r.path}: CLS ${r.cls.toFixed(3)}`);
  if (r.jsKB > jsKB) m.push(`${r.path}: JS ${r.jsKB.toFixed(1)} KB (at most ${jsKB})`);
  return m;
});
const perfMedian = median(rows.map((r) => r.performance));
console.log(
  `\n${rows.length} routes. Performance: min ${Math.min(...rows.map((r) => r.performance)).toFixed(2)}, median ${perfMedian.toFixed(2)}. LCP: max ${Math.max(...rows.map((r) => r.lcp)).toFixed(0)} ms, median ${median(rows.map((r) => r.lcp)).toFixed(0)} ms. Max CLS ${Math.max(...rows.map((r) => r.cls)).toFixed(3)}. Max JS ${Math.max(...rows.map((r) => r.jsKB)).toFixed(1)} KB.`,
);
console.log(
  misses.length ? `Below target:\n- ${misses.join("\n- ")}` : "Every route meets the targets.",
);
fs.mkdirSync(".bench", { recursive: true });
fs.writeFileSync(
  `.bench/lighthouse${throttlingMethod === "devtools" ? "-devtools" : ""}.json`,
  JSON.stringify({ date: new Date().toISOString(), throttlingMethod, runs, rows }, null, 2),
);

// The due-dates filter/sort micro-benchmark, when that feature is present.
const dueDatesBench = path.join(import.meta.dirname, "bench-due-dates.mjs");
if (fs.existsSync(dueDatesBench) && !only.length) {
  console.log("\nDue-dates filter and sort over 10,000 entries:");
  spawnSync(process.execPath, [dueDatesBench], { stdio: "inherit" });
}

// The planner: one plan for a business from the published data.
const plannerBench = path.join(import.meta.dirname, "bench-planner.mjs");
if (fs.existsSync(plannerBench) && !only.length) {
  console.log("");
  spawnSync(process.execPath, [plannerBench], { stdio: "inherit" });
}

// The admin at 2,000 items (its limit) and 10,000 (refused): time to show the editor and to save one cell.
if (!only.length) {
  console.log("");
  spawnSync(process.execPath, [path.join(import.meta.dirname, "bench-admin.mjs")], {
    stdio: "inherit",
  });
}

// The due dates and the plan on a phone: height, where the first due date and "also check" sit, Tab presses, A4 pages.
if (!only.length) {
  console.log("");
  spawnSync(process.execPath, [path.join(import.meta.dirname, "bench-phone.mjs")], {
    stdio: "inherit",
  });
}
