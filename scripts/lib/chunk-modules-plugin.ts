// Vite plugin: writes which source modules each chunk of the browser build holds, as { "assets/x.js": ["app/..."] },
// to a file beside the published folder (never deployed). check:build reads it to prove that no public page loads
// admin code, whatever the chunks are named (scripts/lib/chunking.ts).
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { chunkModulesFile, sourceFile } from "./chunking.ts";

export function chunkModulesPlugin({ clientDir }: { clientDir: string }): Plugin {
  let root = process.cwd();
  return {
    name: "chunk-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle))
        if (output.type === "chunk")
          chunks[output.fileName] = output.moduleIds.flatMap((id) => sourceFile(root, id) ?? []);
      const file = chunkModulesFile(clientDir);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(chunks, null, 1));
    },
  };
}
