// Bundles one entry point of app/browser into one minified script with Vite's build API, without the site's Vite
// config (no React Router, no shared chunks): the pages' small scripts (browser-scripts-plugin.ts), the inline
// bootstrap of the pages with React (postbuild.mjs) and the service worker (service-worker.mjs).
import path from "node:path";
import { build } from "vite";
import { projectRoot } from "./load-app.mjs";

/**
 * @param {string} entry path from the project root, e.g. "app/browser/site.ts"
 * @param {{ format?: "es" | "iife", target?: string }} [options]
 * @returns {Promise<string>} the code
 */
export async function bundleBrowserScript(entry, { format = "es", target } = {}) {
  // A production build, whatever an earlier Vite load in this process set (libraries drop their development code).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  const output = await build({
    configFile: false,
    root: projectRoot,
    mode: "production",
    logLevel: "warn",
    publicDir: false,
    resolve: { tsconfigPaths: true },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: true,
      ...(target ? { target } : {}),
      modulePreload: false,
      rolldownOptions: {
        input: path.join(projectRoot, entry),
        output: { format, codeSplitting: false },
      },
    },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => ("output" in o ? o.output : []))
    .filter((o) => o.type === "chunk");
  if (chunks.length !== 1) throw new Error(`${entry} bundled into ${chunks.length} files`);
  return chunks[0].code;
}
