import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import reactRouterConfig from "./react-router.config.ts";
import routes from "./app/routes.ts";
import { browserScriptsPlugin } from "./scripts/lib/browser-scripts-plugin.ts";
import { chunkModulesPlugin } from "./scripts/lib/chunk-modules-plugin.ts";
import { chunkFileNames, sharedChunkGroup } from "./scripts/lib/chunking.ts";
import { sitePagesPlugin } from "./scripts/lib/site-pages-plugin.ts";
import { defineConfig } from "vite";
import { lucideLight } from "./scripts/lib/lucide-light.mjs";
import { installTestClock } from "./scripts/lib/test-clock.mjs";

// TEST_NOW (the tests' day) is the day the build counts its dated pages from: unset, today
// (docs/decisions/047-the-test-clock.md).
installTestClock();

const projectRoot = import.meta.dirname;
const clientDir = path.join(reactRouterConfig.buildDirectory!, "client");

export default defineConfig({
  // lucideLight: the icons without lucide-react's runtime (docs/decisions/004-js-budget.md).
  plugins: [
    lucideLight(),
    sitePagesPlugin(),
    browserScriptsPlugin(),
    chunkModulesPlugin({ clientDir }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  // The prerender bundles lucide-react too, so its icons use the same small factory as the browser build.
  ssr: { noExternal: ["lucide-react"] },
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.ANALYZE ? true : false,
    // Rolldown's timing report names the plugins that take most of a build: here always React Router's, whose
    // plugins build the routes and prerender every page. Profile with `node --cpu-prof` when a build gets slow.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  environments: {
    client: {
      build: {
        // Chunks by folder and by route: scripts/lib/chunking.ts (docs/decisions/019-static-pages.md).
        rolldownOptions: {
          treeshake: { propertyReadSideEffects: false },
          output: {
            codeSplitting: { groups: [sharedChunkGroup({ projectRoot, routes })] },
            chunkFileNames: chunkFileNames({ projectRoot, routes }),
          },
        },
      },
    },
    ssr: {
      build: {
        // The prerender's bundle renders the pages and is deleted (ssr: false): one file, nothing to split.
        rolldownOptions: { output: { codeSplitting: false } },
      },
    },
  },
  server: { port: 5173 },
});
