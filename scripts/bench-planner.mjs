// Bench of the planner: one plan (every applicable deadline of the next twelve months, with periods, holiday marks
// and the cost of a week's and a month's delay) computed from the published data file, for a few profiles
// (target: under 5 ms a plan in Node). Called by `npm run bench`; run alone with `node scripts/bench-planner.mjs`.
import fs from "node:fs";
import path from "node:path";
import { importForBench, median } from "./lib/bench-module.mjs";

const root = path.resolve(import.meta.dirname, "..");

const bench = await importForBench("app/features/planner/bench-plan.ts", "bench-planner");

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
