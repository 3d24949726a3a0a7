// Vite plugin: the scripts that pages load without React (app/browser/*.ts), written inline into the prerendered
// pages (docs/decisions/029-inline-page-scripts.md). `virtual:browser-scripts` exports, for each entry, the text of
// the inline <script type="module"> a page carries (app/components/page-script.tsx):
// - while prerendering, the entry bundled and minified on its own (none of the app's shared chunks, no imports at
//   all: a page's script is the code in its HTML and nothing else);
// - with the dev server, an import of the entry's source, which Vite compiles on request;
// - in the browser bundle, an empty string: only the prerender writes these scripts.
// See docs/decisions/019-static-pages.md.
import type { Plugin } from "vite";
import { bundleBrowserScript } from "./bundle-browser-script.mjs";
import { inlineScriptProblem } from "./page-scripts.mjs";

const id = "virtual:browser-scripts";
const entries = {
  site: "app/browser/site.ts",
  home: "app/browser/home.ts",
  englishOnly: "app/browser/english-only.ts",
  checklist: "app/browser/checklist.ts",
} as const;

export function browserScriptsPlugin(): Plugin {
  let command: "build" | "serve" = "build";
  return {
    name: "browser-scripts",
    configResolved(config) {
      command = config.command;
    },
    resolveId: { filter: { id: new RegExp(`^${id}$`) }, handler: () => `\0${id}` },
    load: {
      filter: { id: new RegExp(`^\0${id}$`) },
      async handler() {
        const scripts: Record<string, string> = {};
        for (const [name, entry] of Object.entries(entries)) {
          if (command === "serve") scripts[name] = `import ${JSON.stringify(`/${entry}`)};`;
          else if (this.environment.name === "client") scripts[name] = "";
          else {
            const code = (await bundleBrowserScript(entry, { target: "es2022" })).trim();
            const problem = inlineScriptProblem(code);
            if (problem) throw new Error(`browser-scripts: ${entry} ${problem}`);
            scripts[name] = code;
          }
        }
        return `export const browserScripts = ${JSON.stringify(scripts)};`;
      },
    },
  };
}
