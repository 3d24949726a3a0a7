// `npm test`: every check, in the order that fails fastest. Stops at the first failure.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", ["npm", "run", "lint"]],
  ["typecheck", ["npm", "run", "typecheck"]],
  ["unit tests", ["npx", "vitest", "run"]],
  ["build", ["npm", "run", "build"]],
  ["build checks (budgets, links, HTML)", ["npm", "run", "check:build"]],
  ["end-to-end tests", ["npm", "run", "test:e2e"]],
];

const started = Date.now();
for (const [name, [cmd, ...args]] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${secs}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
