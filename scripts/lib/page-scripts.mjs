// The JavaScript a page runs up front, as the build checks and the bench count it: scripts it loads from files, and
// the scripts written inline into its HTML (the public pages' small scripts, the bootstrap of the pages with React:
// docs/decisions/029-inline-page-scripts.md). Inline code travels inside the page's HTML, but it is JavaScript the
// phone downloads, parses and runs before the page is ready all the same: it counts toward the page's budget.
import zlib from "node:zlib";
import { inlineScripts } from "./security-headers.mjs";

/** Gzipped size, as a static host compresses a response (level 9: the sizes are stable from build to build). */
export const gzipSize = (text) => zlib.gzipSync(text, { level: 9 }).length;

/**
 * What a page's inline scripts weigh: each executable inline script gzipped on its own, as if it were a file (JSON
 * data blocks are not code and do not count).
 * @param {string} html
 * @returns {{ count: number, bytes: number }}
 */
export function inlineScriptBytes(html) {
  const scripts = inlineScripts(html).filter((code) => code.trim());
  return { count: scripts.length, bytes: scripts.reduce((sum, code) => sum + gzipSize(code), 0) };
}

/** `import "x"`, `import {a} from "x"`, `import * as a from"x"`, `import("x")`: code that loads other files. */
const IMPORT = /(?:^|[;}\s,(=&|?:!])import\s*(?:\(|["'`]|[\w*{}\s,$]+from\s*["'`])/;

/**
 * Why a bundled script cannot be written inline into a page as a module script, or undefined when it can: it must
 * import nothing (a page's script is the code in its HTML and nothing else), and its text must not end the <script>
 * element early (`</script`) or start an HTML comment in it (`<!--`), which would change how the HTML parses.
 * @param {string} code
 */
export function inlineScriptProblem(code) {
  if (/<\/script/i.test(code))
    return "contains </script, which would end its inline <script> element";
  if (code.includes("<!--")) return "contains <!--, which changes how the HTML around it parses";
  if (IMPORT.test(code)) return "imports other files: an inline page script must be self-contained";
  return undefined;
}
