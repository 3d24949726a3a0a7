import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/route-list.ts";
import routes from "./app/routes.ts";

export default {
  // BUILD_DIR lets a test build a variant (e.g. with a contact endpoint) beside the real build.
  buildDirectory: process.env.BUILD_DIR || "build",
  // A static site: every route is rendered to HTML at build time, then hydrated.
  ssr: false,
  prerender: () => prerenderPaths(routes),
} satisfies Config;
