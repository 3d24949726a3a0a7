import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { sitePagesPlugin } from "./scripts/lib/site-pages-plugin.ts";
import { defineConfig } from "vite";
import { lucideLight } from "./scripts/lib/lucide-light.mjs";
import { reactRouterProduction } from "./scripts/lib/react-router-production.mjs";
import { zodJitless } from "./scripts/lib/zod-jitless.mjs";

export default defineConfig({
  // zodJitless: zod must not probe eval in the browser, which the Content-Security-Policy forbids.
  // lucideLight: the icons without lucide-react's runtime (docs/decisions/004-js-budget.md).
  // reactRouterProduction: no development warnings from react-router in the browser build.
  plugins: [
    zodJitless(),
    lucideLight(),
    reactRouterProduction(),
    sitePagesPlugin(),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  // The prerender bundles lucide-react too, so the HTML has the same merged icon paths as the browser build.
  ssr: { noExternal: ["lucide-react"] },
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.ANALYZE ? true : false,
    // Small app modules used by two or more pages (components, lib, config) share one chunk instead of a dozen
    // tiny ones: every extra chunk costs its own gzip overhead and import glue, which pushed pages over the 130 KB
    // budget once several routes shared Card, CtaBand, the JSON-LD builders and the validators.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Modules reached only from admin code (directly or through other such modules, e.g. the share-image
              // helpers behind getMeta) stay out: public pages must never load them.
              name: (id, ctx) => {
                // Schemas pull in zod (~25 KB): they stay with the pages that load them on demand (due dates, admin).
                if (/schema\.ts$/.test(id)) return null;
                // Arrow-key focus serves the FAQ accordion and the admin tabs only: not every page.
                if (/roving-index\.ts$/.test(id)) return null;
                const adminOnly = (module: string, seen: Set<string>): boolean => {
                  if (/admin/i.test(module)) return true;
                  if (seen.has(module)) return false;
                  seen.add(module);
                  const importers = ctx.getModuleInfo(module)?.importers ?? [];
                  return importers.length > 0 && importers.every((i) => adminOnly(i, seen));
                };
                return adminOnly(id, new Set()) ? null : "app-shared";
              },
              test: /[\\/]app[\\/](components|lib|config|content[\\/](whatsapp-greetings|errors|navigation|areas))|[\\/]node_modules[\\/](clsx|class-variance-authority)[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
