// Build the site when build/client is missing or older than the sources (used by `npm start` and `npm run bench`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const project = path.resolve(import.meta.dirname, "../..");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

export function ensureBuild({ root }) {
  const marker = path.join(root, "index.html");
  const sources = ["app", "public", "scripts"]
    .map((d) => path.join(project, d))
    .filter(fs.existsSync);
  const stale =
    !fs.existsSync(marker) || Math.max(...sources.map(newestMtime)) > fs.statSync(marker).mtimeMs;
  if (!stale) return;
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], { cwd: project, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
