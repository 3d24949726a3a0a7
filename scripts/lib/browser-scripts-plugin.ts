// Vite plugin: the scripts that pages load without React (app/browser/*.ts). `virtual:browser-scripts` exports, for
// each entry, the URL the page's <script type="module"> points to:
// - while prerendering, the plugin bundles and minifies the entry on its own (none of the app's shared chunks, so
//   a page without React downloads only this file) into <client build>/assets/<name>-<hash>.js;
// - with the dev server, the entry's source path, which Vite compiles on request;
// - in the browser bundle, an empty string: only the prerender writes these script tags.
// See docs/decisions/019-static-pages.md.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { bundleBrowserScript } from "./bundle-browser-script.mjs";

const id = "virtual:browser-scripts";
const entries = { site: "app/browser/site.ts", home: "app/browser/home.ts" } as const;

export function browserScriptsPlugin({ clientDir }: { clientDir: string }): Plugin {
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
        const urls: Record<string, string> = {};
        for (const [name, entry] of Object.entries(entries)) {
          if (command === "serve") urls[name] = `/${entry}`;
          else if (this.environment.name === "client") urls[name] = "";
          else {
            const code = await bundleBrowserScript(entry, { target: "es2022" });
            const hash = crypto.createHash("sha256").update(code).digest("base64url").slice(0, 8);
            const file = `assets/${name}-${hash}.js`;
            fs.mkdirSync(path.join(clientDir, "assets"), { recursive: true });
            fs.writeFileSync(path.join(clientDir, file), code);
            urls[name] = `/${file}`;
          }
        }
        return `export const browserScripts = ${JSON.stringify(urls)};`;
      },
    },
  };
}
