// The public pages' small scripts are written into the pages as inline module scripts
// (docs/decisions/028-inline-page-scripts.md): what a bundle must be to be written there.

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
