// Vite plugin: `virtual:site-pages` exports the site's public pages (`sitePaths` in react-router.config.ts) and, as
// `hydrated`, those that load React, computed when Vite starts. app/lib/site-pages.ts uses them while prerendering
// and in the browser; the sitemap's route reads them at build time. The Telugu pages (`telugu`) are listed apart, for
// the sitemap's pairs of editions (docs/decisions/025-telugu-edition.md).
import { sitePaths } from "../../react-router.config.ts";
import routes from "../../app/routes.ts";
import { localeOf } from "../../app/lib/locale-path.ts";
import { hydratedPaths, publicPagePaths } from "../../app/lib/route-list.ts";

const id = "virtual:site-pages";

export function sitePagesPlugin() {
  return {
    name: "site-pages",
    resolveId: { filter: { id: new RegExp(`^${id}$`) }, handler: () => `\0${id}` },
    load: {
      filter: { id: new RegExp(`^\0${id}$`) },
      handler: () => {
        const pages = publicPagePaths(sitePaths);
        return (
          `export default ${JSON.stringify(pages.filter((p) => localeOf(p) === "en"))};\n` +
          `export const telugu = ${JSON.stringify(pages.filter((p) => localeOf(p) === "te"))};\n` +
          `export const hydrated = ${JSON.stringify(hydratedPaths(routes, sitePaths))};`
        );
      },
    },
  };
}
