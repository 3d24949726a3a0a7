// Loads TypeScript modules of the app (the firm's config, content, checkers) into Node scripts, with the same
// VITE_* variables the build sees: Vite reads .env files in addition to the environment, so we do too.
import path from "node:path";
import { loadEnv, runnerImport } from "vite";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

let envLoaded = false;
function loadBuildEnv() {
  if (envLoaded) return;
  const fromFiles = loadEnv(
    process.env.NODE_ENV === "development" ? "development" : "production",
    projectRoot,
    "VITE_",
  );
  // The environment wins over .env files, as in Vite.
  for (const [key, value] of Object.entries(fromFiles)) process.env[key] ??= value;
  envLoaded = true;
}

/** import() for a module under the project root, e.g. loadAppModule("app/config/site.ts"). */
export async function loadAppModule(relativePath) {
  loadBuildEnv();
  const { module } = await runnerImport(path.join(projectRoot, relativePath), {
    configFile: false,
    logLevel: "error",
  });
  return module;
}
