// Vite plugin: lucide-react's icon modules import their factory from "../createLucideIcon.mjs"; point that import
// at app/lib/lucide-icon.ts, a small factory rendering the same SVGs. See docs/decisions/004-js-budget.md.
import path from "node:path";

const replacement = path.resolve(import.meta.dirname, "../../app/lib/lucide-icon.ts");

export function lucideLight() {
  return {
    name: "lucide-light",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        source === "../createLucideIcon.mjs" &&
        importer &&
        /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
      ) {
        return replacement;
      }
      return null;
    },
  };
}
