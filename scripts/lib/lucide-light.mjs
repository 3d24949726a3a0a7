// Vite plugin: lucide-react's icon modules import their factory from "../createLucideIcon.mjs"; point that import
// at app/lib/lucide-icon.ts, a small factory rendering the same SVGs, and merge each icon's plain shapes into one path
// (lucide-merge.mjs). See docs/decisions/004-js-budget.md.
import path from "node:path";
import { mergeIconNode } from "./lucide-merge.mjs";

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
    transform(code, id) {
      if (!/lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/.test(id)) return null;
      const match = /node: (\[[\s\S]*?\n {2}\])\n/.exec(code);
      if (!match) return null;
      // The icon modules are data written by lucide's own build; their node list is a plain array literal.
      const node = new Function(`return ${match[1]}`)();
      const merged = JSON.stringify(mergeIconNode(node));
      return { code: code.replace(match[1], merged), map: null };
    },
  };
}
