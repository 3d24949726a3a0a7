// Vite plugin: lucide-react's icon modules import their factory from "../createLucideIcon.mjs"; point that import at
// app/lib/lucide-icon.ts, a small factory rendering the same SVGs without lucide's context provider and
// class-merging runtime (0.9 KB gzipped on every page that loads React). See docs/decisions/004-js-budget.md.
// Applied to the prerender too (ssr.noExternal in vite.config.ts), so the HTML is what the browser renders.
// Fails the build when a build bundles lucide's icons but no icon imports that factory any more.
import path from "node:path";

const replacement = path.resolve(import.meta.dirname, "../../app/lib/lucide-icon.ts");
const FACTORY = "../createLucideIcon.mjs";
const ICON_MODULE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** The module an import resolves to: our factory for lucide's icon modules' factory, otherwise null (untouched). */
export function lightIconFactory(source, importer) {
  return source === FACTORY && importer && ICON_MODULE.test(importer) ? replacement : null;
}

/** @returns {import("vite").Plugin} */
export function lucideLight() {
  let command = "build";
  // Per environment (the browser build and the prerender): icon imports seen, and those pointed at our factory.
  const counts = new Map();
  const countsOf = (environment) => {
    const name = environment?.name ?? "";
    if (!counts.has(name)) counts.set(name, { icons: 0, redirected: 0 });
    return counts.get(name);
  };
  return {
    name: "lucide-light",
    enforce: "pre",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      counts.delete(this.environment?.name ?? "");
    },
    resolveId(source, importer) {
      const resolved = lightIconFactory(source, importer);
      if (importer && ICON_MODULE.test(importer)) {
        const seen = countsOf(this.environment);
        seen.icons++;
        if (resolved) seen.redirected++;
      }
      return resolved;
    },
    buildEnd(error) {
      const { icons, redirected } = countsOf(this.environment);
      if (!error && command === "build" && icons > 0 && redirected === 0)
        this.error(
          `lucide-light: lucide-react's icon modules no longer import ${FACTORY}; update scripts/lib/lucide-light.mjs`,
        );
    },
  };
}
