// Bench of the due-dates table's filter-and-sort path over 10,000 generated entries (target: under 5 ms a query
// in Node), plus the gzipped JavaScript /due-dates loads up front when a build exists. Called by `npm run bench`;
// run alone with `node scripts/bench-due-dates.mjs [entries]`.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { importForBench, median } from "./lib/bench-module.mjs";
import { root as clientRoot } from "./lib/static-site.mjs";

const count = Number(process.argv[2] ?? 10_000);

const bench = await importForBench("app/features/due-dates/bench-queries.ts", "bench-due-dates");

const t0 = performance.now();
const { rows, run } = bench.setup(count);
const setupMs = performance.now() - t0;

const results = [];
for (const query of bench.QUERIES) {
  for (let i = 0; i < 20; i++) run(query); // warm up
  const times = [];
  let shown = 0;
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    shown = run(query).length;
    times.push(performance.now() - start);
  }
  results.push({ query: JSON.stringify(query), shown, median: median(times) });
}

console.log(
  `Due dates: filter + sort over ${rows.length} entries (setup with next due dates ${setupMs.toFixed(0)} ms)`,
);
for (const r of results)
  console.log(
    `  ${r.median.toFixed(3).padStart(7)} ms  ${String(r.shown).padStart(5)} rows  ${r.query}`,
  );
const overall = median(results.map((r) => r.median));
console.log(`  median per query: ${overall.toFixed(3)} ms (target < 5 ms)`);

// The JavaScript the page ships, when a build exists (BUILD_DIR, as the other scripts read it).
const html = path.join(clientRoot, "due-dates/index.html");
if (fs.existsSync(html)) {
  const { initialScripts } = await import("./check-build.mjs");
  const scripts = initialScripts(fs.readFileSync(html, "utf8"));
  const bytes = scripts.reduce((sum, s) => {
    const file = path.join(clientRoot, s);
    return (
      sum + (fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0)
    );
  }, 0);
  console.log(`  /due-dates loads ${(bytes / 1024).toFixed(1)} KB of gzipped JavaScript up front`);
}
