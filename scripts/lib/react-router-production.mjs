// react-router 7.18 maps every import condition to its development build, whose only difference from the production
// build is `ENABLE_DEV_WARNINGS = true`: warning checks and their long messages ship to the browser and run on every
// render. This Vite plugin turns the flag off in production builds so the minifier drops that code.
// See docs/decisions/004-js-budget.md.
const RR_CHUNK = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/][^\\/]+\.m?js$/;
const FLAG = "var ENABLE_DEV_WARNINGS = true;";

export function productionReactRouterSource(code) {
  return code.includes(FLAG) ? code.replace(FLAG, "var ENABLE_DEV_WARNINGS = false;") : null;
}

/** @returns {import("vite").Plugin} */
export function reactRouterProduction() {
  let found = false;
  return {
    name: "react-router-production",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!RR_CHUNK.test(id.split("?")[0])) return null;
      const out = productionReactRouterSource(code);
      if (!out) return null;
      found = true;
      return { code: out, map: null };
    },
    buildEnd() {
      // The client build always bundles react-router: if the flag was never seen, its source changed.
      if (this.environment?.name === "client" && !found)
        this.error("react-router-production: ENABLE_DEV_WARNINGS not found; update the plugin");
    },
  };
}
