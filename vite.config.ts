import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { lucideLight } from "./scripts/lib/lucide-light.mjs";
import { zodJitless } from "./scripts/lib/zod-jitless.mjs";

export default defineConfig({
  // zodJitless: zod must not probe eval in the browser, which the Content-Security-Policy forbids (issue 9).
  // lucideLight: the icons without lucide-react's runtime (docs/decisions/004-js-budget.md).
  plugins: [zodJitless(), lucideLight(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
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
              // Modules only admin code imports stay out: public pages must never load them.
              name: (id, ctx) => {
                const importers = ctx.getModuleInfo(id)?.importers ?? [];
                return importers.length > 0 && importers.every((i) => /admin/i.test(i))
                  ? null
                  : "app-shared";
              },
              test: /[\\/]app[\\/](components|lib|config)[\\/]|[\\/]node_modules[\\/](clsx|class-variance-authority)[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
