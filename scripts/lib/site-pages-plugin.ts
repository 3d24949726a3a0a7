// Vite plugin: `virtual:site-pages` exports the site's public pages (`sitePaths` in react-router.config.ts) and, as
// `hydrated`, those that load React, computed when Vite starts. app/lib/site-pages.ts uses them while prerendering
// and in the browser; the sitemap's route reads them at build time. The Telugu pages are listed apart (`telugu`, for
// the sitemap's pairs of editions), and as one flag per English page that has a Telugu edition (`teluguFlags`,
// "1" or "0" in the order of the English list: what the browser's bundle carries, a few bytes instead of the list)
// (docs/decisions/025-telugu-edition.md).
import { sitePaths } from "../../react-router.config.ts";
import routes from "../../app/routes.ts";
import { localeOf, pathIn } from "../../app/lib/locale-path.ts";
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
        const english = pages.filter((p) => localeOf(p) === "en");
        const telugu = pages.filter((p) => localeOf(p) === "te");
        const flags = english.map((p) => (telugu.includes(pathIn(p, "te")) ? "1" : "0")).join("");
        const orphans = telugu.filter((p) => !english.includes(pathIn(p, "en")));
        if (orphans.length)
          throw new Error(`Telugu pages without an English page: ${orphans.join(", ")}`);
        return (
          `export default ${JSON.stringify(english)};\n` +
          `export const telugu = ${JSON.stringify(telugu)};\n` +
          `export const teluguFlags = ${JSON.stringify(flags)};\n` +
          `export const hydrated = ${JSON.stringify(hydratedPaths(routes, sitePaths))};`
        );
      },
    },
  };
}
