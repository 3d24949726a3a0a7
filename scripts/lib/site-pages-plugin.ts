// Vite plugin: `virtual:site-pages` exports the public page paths of app/routes.ts (parameter routes expanded over
// their values) and, as `hydrated`, those of the pages that load React, computed when Vite starts.
// app/lib/site-pages.ts uses them while prerendering and in the browser.
import routes from "../../app/routes.ts";
import { hydratedPaths, publicPagePaths } from "../../app/lib/route-list.ts";

const id = "virtual:site-pages";

export function sitePagesPlugin() {
  return {
    name: "site-pages",
    resolveId: { filter: { id: new RegExp(`^${id}$`) }, handler: () => `\0${id}` },
    load: {
      filter: { id: new RegExp(`^\0${id}$`) },
      handler: () =>
        `export default ${JSON.stringify(publicPagePaths(routes))};\n` +
        `export const hydrated = ${JSON.stringify(hydratedPaths(routes))};`,
    },
  };
}
