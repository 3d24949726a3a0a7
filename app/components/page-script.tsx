import { browserScripts } from "virtual:browser-scripts";

/*
 * One of the public pages' small scripts (app/browser/site.ts, home.ts, english-only.ts), written into the prerendered page as an
 * inline module script: no request, nothing to wait for once the HTML is in (docs/decisions/029-inline-page-scripts.md).
 * A module script, so its top-level names stay its own and it runs when the whole document is parsed, wherever it
 * stands. The browser bundle renders nothing: only the prerender writes these scripts, and the CSP allows them by
 * hash (docs/decisions/005-security-headers.md).
 */
export function PageScript({ name }: { name: keyof typeof browserScripts }) {
  const code = browserScripts[name];
  return code ? <script type="module" dangerouslySetInnerHTML={{ __html: code }} /> : null;
}
