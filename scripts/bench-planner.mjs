// Bench of the planner: one plan (every applicable deadline of the next twelve months, with periods, holiday marks
// and the cost of a week's and a month's delay) computed from the published data file, for a few profiles
// (target: under 5 ms a plan in Node). Called by `npm run bench`; run alone with `node scripts/bench-planner.mjs`.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");

// Bundle the TypeScript once with Vite (as plain ESM for Node), so the numbers are those of ordinary compiled code.
const outDir = path.join(root, "node_modules/.cache/bench-planner");
await build({
  configFile: false,
  root,
  logLevel: "error",
  resolve: { alias: { "~": path.join(root, "app") } },
  build: {
    ssr: path.join(root, "app/features/planner/bench-plan.ts"),
    outDir,
    emptyOutDir: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: "bench-plan.mjs" } },
  },
});
const bench = await import(pathToFileURL(path.join(outDir, "bench-plan.mjs")).href);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const file = bench.setup(
  JSON.parse(fs.readFileSync(path.join(root, "public/data/compliance-due-dates.json"), "utf8")),
);
const entries = Object.values(file.dueDates).flat().length;

console.log(`Planner: one plan from the published data (${entries} entries)`);
// The first plan of each profile right after loading, as a page computes it once: no warm-up, so the compiler has
// not optimised the code yet. Then the median of 500 plans after 200 to warm up.
const firsts = bench.PROFILES.map((_, index) => {
  const start = performance.now();
  bench.run(file, index);
  return performance.now() - start;
});
const medians = [];
bench.PROFILES.forEach(({ name }, index) => {
  for (let i = 0; i < 200; i++) bench.run(file, index);
  const times = [];
  let rows = 0;
  for (let i = 0; i < 500; i++) {
    const start = performance.now();
    rows = bench.run(file, index).rowCount;
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  medians.push(median(times));
  console.log(
    `  ${median(times).toFixed(3).padStart(7)} ms  ${String(rows).padStart(4)} rows  ${name}` +
      `  (95th percentile ${sorted[Math.floor(sorted.length * 0.95)].toFixed(2)} ms, first ${firsts[index].toFixed(2)} ms)`,
  );
});
console.log(`  median per plan: ${median(medians).toFixed(3)} ms (target < 5 ms)`);
