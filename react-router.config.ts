import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/route-list.ts";
import routes from "./app/routes.ts";

export default {
  // BUILD_DIR lets a test build a variant (e.g. with a contact endpoint) beside the real build.
  buildDirectory: process.env.BUILD_DIR || "build",
  // A static site: every route is rendered to HTML at build time; only the pages that load React hydrate
  // (docs/decisions/019-static-pages.md).
  ssr: false,
  prerender: () => prerenderPaths(routes),
  // React Router 8's behaviour, taken early where this site's build comes out the same (the inline context script
  // lists the flags; `_root.data` becomes `_.data`, which nothing requests: Home loads no React).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: the build-time loaders read the page from request.url, which then keeps its `.data` suffix (the
    // prerender of /services.data fails). Take it with the loaders, when the route modules read params instead.
    v8_passThroughRequests: false,
  },
} satisfies Config;
