// zod 4 probes `new Function("")` to decide whether to compile object parsers. Our CSP has no 'unsafe-eval', so in the
// browser the probe is refused and reported as a CSP violation (a console error) even though zod catches it.
// This Vite plugin makes zod start "jitless" (no probe, no eval), whatever module imports it first.
// See docs/decisions/005-security-headers.md.
const CORE = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const DEFAULT_CONFIG = "(_a.__zod_globalConfig = {})";

export function jitlessZodSource(code) {
  if (!code.includes(DEFAULT_CONFIG))
    throw new Error(
      "zod-jitless: zod's global config initialiser changed; update scripts/lib/zod-jitless.mjs",
    );
  return code.replace(DEFAULT_CONFIG, "(_a.__zod_globalConfig = { jitless: true })");
}

/** @returns {import("vite").Plugin} */
export function zodJitless() {
  return {
    name: "zod-jitless",
    enforce: "pre",
    transform(code, id) {
      if (!CORE.test(id.split("?")[0])) return null;
      return { code: jitlessZodSource(code), map: null };
    },
  };
}
