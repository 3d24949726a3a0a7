import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import reactRouterConfig from "./react-router.config.ts";
import { INTERACTIVE_ROUTE_ID, routeFilesUnder } from "./app/lib/route-list.ts";
import routes from "./app/routes.ts";
import { browserScriptsPlugin } from "./scripts/lib/browser-scripts-plugin.ts";
import { sitePagesPlugin } from "./scripts/lib/site-pages-plugin.ts";
import { defineConfig } from "vite";
import { lucideLight } from "./scripts/lib/lucide-light.mjs";
import { reactRouterProduction } from "./scripts/lib/react-router-production.mjs";
import { zodJitless } from "./scripts/lib/zod-jitless.mjs";

/*
 * Chunking by folder. Only the root, the site layout and the interactive pages load React in a visitor's browser
 * (docs/decisions/019-static-pages.md); the other routes' modules are built but never loaded. The app's shared
 * folders (components, lib, config, content) and two tiny class-name packages go into one "app-shared" chunk when
 * two or more of those interactive pages use them: one request instead of a dozen tiny chunks, each with its own
 * gzip overhead and import glue. A module used by one of them stays with it, so no page loads another page's code;
 * admin code (app/features/admin, app/routes/admin-*) is used by no public page and stays in the admin's chunks
 * (check:build proves no admin code reaches a public page).
 */
const appDir = path.resolve("app");
const interactiveEntries = new Set(
  [
    "root.tsx",
    "routes/site-layout.tsx",
    ...routeFilesUnder(routes, INTERACTIVE_ROUTE_ID).filter(
      (file) => file !== "routes/interactive-layout.tsx",
    ),
  ].map((file) => path.join(appDir, file)),
);
const sharedByInteractivePages = {
  test: /[\\/]app[\\/](components|lib|config|content)[\\/]|[\\/]node_modules[\\/](clsx|class-variance-authority)[\\/]/,
  name(
    id: string,
    ctx: {
      getModuleInfo: (
        id: string,
      ) => { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
    },
  ) {
    const users = new Set<string>();
    const seen = new Set<string>();
    const queue = [id];
    while (queue.length) {
      const module = queue.pop()!;
      if (seen.has(module)) continue;
      seen.add(module);
      if (interactiveEntries.has(module)) users.add(module);
      const info = ctx.getModuleInfo(module);
      if (info) queue.push(...info.importers, ...info.dynamicImporters);
    }
    // What the root or the site layout uses loads on every interactive page, as does what all of them use.
    const pages = [...users].map((file) => path.basename(file, ".tsx")).sort();
    if (pages.some((page) => page === "root" || page === "site-layout")) return "app-shared";
    if (pages.length < 2) return null;
    return pages.length === interactiveEntries.size - 2
      ? "app-shared"
      : `shared-${pages.join("-")}`;
  },
};

export default defineConfig({
  // zodJitless: zod must not probe eval in the browser, which the Content-Security-Policy forbids.
  // lucideLight: the icons without lucide-react's runtime (docs/decisions/004-js-budget.md).
  // reactRouterProduction: no development warnings from react-router in the browser build.
  plugins: [
    zodJitless(),
    lucideLight(),
    reactRouterProduction(),
    sitePagesPlugin(),
    browserScriptsPlugin({ clientDir: path.join(reactRouterConfig.buildDirectory!, "client") }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  // The prerender bundles lucide-react too, so the HTML has the same merged icon paths as the browser build.
  ssr: { noExternal: ["lucide-react"] },
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.ANALYZE ? true : false,
    rolldownOptions: { output: { codeSplitting: { groups: [sharedByInteractivePages] } } },
  },
  server: { port: 5173 },
});
