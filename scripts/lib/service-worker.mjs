// Build step (scripts/postbuild.mjs): the service worker that keeps the site working offline. Every public page
// registers it from its small script (app/browser/site.ts). See docs/decisions/018-offline-service-worker.md.
//  1. The precache list: the due-dates and offline pages and what they load, the data file, icons, manifest.
//  2. app/browser/service-worker.ts, bundled, with that list written in by Workbox → sw.js.
// Runs after every other change to the HTML (the precache saves the pages as they are served) and before the
// security headers, which hash the pages' inline scripts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { injectManifest } from "workbox-build";
import { bundleBrowserScript } from "./bundle-browser-script.mjs";
import { loadAppModule } from "./load-app.mjs";
import { pageFile, precacheFiles, precacheUrl } from "./precache.mjs";

const gzipSize = (text) => zlib.gzipSync(text, { level: 9 }).length;

/**
 * The chunks that hold these source modules, from the build's list of each chunk's modules (chunk-modules.json);
 * throws for a module no chunk holds.
 * @param {readonly string[]} modules
 * @param {Record<string, readonly string[]>} chunkModules
 */
export function chunksOf(modules, chunkModules) {
  return modules.map((module) => {
    const chunk = Object.keys(chunkModules).find((file) => chunkModules[file].includes(module));
    if (!chunk) throw new Error(`service worker: no chunk holds ${module}`);
    return chunk;
  });
}

/** @param {string} root the build folder (build/client) */
export async function buildServiceWorker(root) {
  const { precachedPages, precachedFiles, hydrationModules, onDemandModules, serviceWorkerUrl } =
    await loadAppModule("app/browser/service-worker-routes.ts");
  const { chunkModulesFile } = await loadAppModule("scripts/lib/chunking.ts");
  const files = () =>
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join("/"));
  const read = (file) => fs.readFileSync(path.join(root, file), "utf8");

  // 1. What is saved at install.
  const precache = precacheFiles({
    files: files(),
    pages: Object.fromEntries(precachedPages.map((p) => [p, read(pageFile(p))])),
    manifest: JSON.parse(read("manifest.webmanifest")),
    extra: precachedFiles,
    chunks: chunksOf(
      precachedPages.flatMap((page) => [
        ...(hydrationModules[page] ?? []),
        ...(onDemandModules[page] ?? []),
      ]),
      JSON.parse(fs.readFileSync(chunkModulesFile(root), "utf8")),
    ),
    read,
  });

  // 2. The worker, with the list written in. Hashed files need no revision: their names change with them.
  // One classic script: a service worker registered without `type: "module"`.
  const source = await bundleBrowserScript("app/browser/service-worker.ts", { format: "iife" });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "service-worker-"));
  const swDest = path.join(root, serviceWorkerUrl.slice(1));
  try {
    fs.writeFileSync(path.join(tmp, "sw.js"), source);
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(tmp, "sw.js"),
      swDest,
      globDirectory: root,
      globPatterns: precache,
      globFollow: false,
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((e) => ({ ...e, url: precacheUrl(e.url) })),
          warnings: [],
        }),
      ],
    });
    if (warnings.length) throw new Error(`service worker: ${warnings.join("; ")}`);
    if (count !== precache.length)
      throw new Error(`service worker: ${count} files precached, ${precache.length} listed`);
    const sw = fs.readFileSync(swDest, "utf8");
    const stats = {
      precached: count,
      precacheBytes: size,
      swBytes: Buffer.byteLength(sw),
      swGzipBytes: gzipSize(sw),
    };
    console.log(
      `service worker: ${serviceWorkerUrl} ${(stats.swGzipBytes / 1024).toFixed(1)} KB gzipped, ` +
        `${count} files precached (${(size / 1024).toFixed(0)} KB)`,
    );
    return stats;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
