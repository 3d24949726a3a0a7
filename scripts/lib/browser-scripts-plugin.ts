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
import { build, type Plugin } from "vite";

const id = "virtual:browser-scripts";
const entries = { site: "app/browser/site.ts", home: "app/browser/home.ts" } as const;

async function bundle(root: string, entry: string): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      minify: true,
      target: "es2022",
      modulePreload: false,
      rolldownOptions: { input: path.join(root, entry), output: { format: "es" } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    "output" in r ? r.output : [],
  );
  const chunks = outputs.filter((o) => o.type === "chunk");
  if (chunks.length !== 1)
    throw new Error(`browser-scripts: ${entry} must build to one file, got ${chunks.length}`);
  return chunks[0]!.code;
}

export function browserScriptsPlugin({ clientDir }: { clientDir: string }): Plugin {
  let command: "build" | "serve" = "build";
  let root = process.cwd();
  return {
    name: "browser-scripts",
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const urls: Record<string, string> = {};
      for (const [name, entry] of Object.entries(entries)) {
        if (command === "serve") urls[name] = `/${entry}`;
        else if (this.environment.name === "client") urls[name] = "";
        else {
          const code = await bundle(root, entry);
          const hash = crypto.createHash("sha256").update(code).digest("base64url").slice(0, 8);
          const file = `assets/${name}-${hash}.js`;
          fs.mkdirSync(path.join(clientDir, "assets"), { recursive: true });
          fs.writeFileSync(path.join(clientDir, file), code);
          urls[name] = `/${file}`;
        }
      }
      return `export const browserScripts = ${JSON.stringify(urls)};`;
    },
  };
}
