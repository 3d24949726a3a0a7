// Bench of the due-dates table's filter-and-sort path over 10,000 generated entries (target: under 5 ms a query
// in Node), plus the gzipped JavaScript /due-dates loads up front when a build exists. Called by `npm run bench`;
// run alone with `node scripts/bench-due-dates.mjs [entries]`.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const count = Number(process.argv[2] ?? 10_000);

// Bundle the TypeScript once with Vite (as plain ESM for Node), so the numbers are those of ordinary compiled code.
const outDir = path.join(root, "node_modules/.cache/bench-due-dates");
await build({
  configFile: false,
  root,
  logLevel: "error",
  resolve: { alias: { "~": path.join(root, "app") } },
  build: {
    ssr: path.join(root, "app/features/due-dates/bench-queries.ts"),
    outDir,
    emptyOutDir: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: "bench-queries.mjs" } },
  },
});
const bench = await import(pathToFileURL(path.join(outDir, "bench-queries.mjs")).href);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

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

// The JavaScript the page ships, when a build exists.
const html = path.join(root, "build/client/due-dates/index.html");
if (fs.existsSync(html)) {
  const { initialScripts } = await import("./check-build.mjs");
  const scripts = initialScripts(fs.readFileSync(html, "utf8"));
  const bytes = scripts.reduce((sum, s) => {
    const file = path.join(root, "build/client", s);
    return (
      sum + (fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0)
    );
  }, 0);
  console.log(`  /due-dates loads ${(bytes / 1024).toFixed(1)} KB of gzipped JavaScript up front`);
}
