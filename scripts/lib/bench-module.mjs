// For the benches in scripts/: a TypeScript module of the app bundled once with Vite as plain ESM for Node, so the
// numbers are those of ordinary compiled code, and the median of a list of timings.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "../..");

/** Bundles `entry` (a path from the project's root) to node_modules/.cache/<name>/ and imports it. */
export async function importForBench(entry, name) {
  const outDir = path.join(root, "node_modules/.cache", name);
  await build({
    configFile: false,
    root,
    logLevel: "error",
    resolve: { alias: { "~": path.join(root, "app") } },
    build: {
      ssr: path.join(root, entry),
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { entryFileNames: `${name}.mjs` } },
    },
  });
  return import(pathToFileURL(path.join(outDir, `${name}.mjs`)).href);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
