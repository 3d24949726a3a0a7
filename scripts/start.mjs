// `npm start`: build if the build is missing or older than the sources, then serve it on http://localhost:4173.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const project = path.resolve(import.meta.dirname, "..");
const marker = path.join(project, "build/client/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sources = ["app", "public", "scripts"]
  .map((d) => path.join(project, d))
  .filter(fs.existsSync);
const stale =
  !fs.existsSync(marker) || Math.max(...sources.map(newestMtime)) > fs.statSync(marker).mtimeMs;
if (stale) {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], { cwd: project, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("./serve.mjs").then(({ createStaticServer }) => {
  const port = Number(process.env.PORT ?? 4173);
  createStaticServer().listen(port, "127.0.0.1", () =>
    console.log(`Serving the site at http://localhost:${port}`),
  );
});
