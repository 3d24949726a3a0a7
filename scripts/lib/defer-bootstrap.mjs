// Build step (postbuild.mjs): on the pages that load React, start the JavaScript after the first paint
// (docs/decisions/003-inline-css-and-late-preloads.md). React hoists the router's modulepreload links into <head>
// and its inline bootstrap imports every chunk at once; both compete with the first paint on a slow phone. Instead
// the page paints from HTML and inline CSS, then app/browser/react-router-bootstrap.ts preloads and imports the
// chunks and hydrates. What differs per page (the chunks to load, the router's loader data) moves into JSON data
// blocks, which browsers never execute, so every inline script left is the same on every page and the CSP needs a
// handful of hashes whatever the number of routes (docs/decisions/005-security-headers.md). Long loader data (the
// due-dates file a page was built with) moves out of the page into a file of its own, fetched with the chunks: the
// page's HTML, all of which a phone downloads before it can paint, stays small
// (docs/decisions/030-loader-data-files.md).

/** JSON for a data block: `<` escaped so the text can never close the <script> element. */
const dataJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STREAM_SCRIPT =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE_SCRIPT = "<script>window.__reactRouterContext.streamController.close();</script>";

/** A chunk of the router's stream this long or longer goes to a data file. */
export const DATA_FILE_MIN_CHARS = 4096;

/**
 * One chunk of the router's stream (its text) as a data block's content: the text itself when short, else
 * `{ file }`, where `file` is the URL `dataFile` gives the text (the bootstrap fetches it and feeds it to the router).
 * @param {string} chunk
 * @param {(text: string) => string} dataFile
 * @returns {string | { file: string }}
 */
export function streamBlock(chunk, dataFile) {
  return chunk.length < DATA_FILE_MIN_CHARS ? chunk : { file: dataFile(chunk) };
}

/**
 * A prerendered page with React Router's bootstrap replaced: its modulepreload links removed, its loader data and the
 * chunks to load in data blocks (`data-rr-stream`, `#rr-boot`), and `bootstrap` (the built
 * app/browser/bootstrap.ts) as its one inline module script. A page without React Router's bootstrap (a page that
 * loads no React) is returned as it is. Throws when the bootstrap's shape is not the one this was written for.
 * With `dataFile`, long chunks of loader data go to data files (streamBlock).
 * @param {string} html
 * @param {string} bootstrap
 * @param {(text: string) => string} [dataFile]
 */
export function deferBootstrap(html, bootstrap, dataFile) {
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const routerBootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!routerBootstrap) return html;
  const body = routerBootstrap[1];
  const manifest = /^import "([^"]+)";/m.exec(body)?.[1];
  const imports = Object.fromEntries(
    [...body.matchAll(/import \* as (\w+) from "([^"]+)";/g)].map((m) => [m[1], m[2]]),
  );
  const modules = /window\.__reactRouterRouteModules = \{([^;]*)\};/.exec(body)?.[1];
  const entry = /import\("([^"]+)"\);/.exec(body)?.[1];
  if (!manifest || !modules || !entry)
    throw new Error("postbuild: unexpected React Router bootstrap script");
  const routes = [...modules.matchAll(/"([^"]+)":(\w+)/g)].map(([, id, name]) => {
    if (!imports[name]) throw new Error(`postbuild: route module ${name} is not imported`);
    return [id, imports[name]];
  });
  // `chunks`: what the entry and the route modules import, each requested once beside them.
  const named = new Set([manifest, entry, ...routes.map(([, url]) => url)]);
  const boot = {
    manifest,
    routes,
    entry,
    chunks: [...new Set(preloads)].filter((u) => !named.has(u)),
  };
  if (!html.includes(CLOSE_SCRIPT))
    throw new Error("postbuild: the router's stream is never closed");
  return html
    .replace(PRELOAD, "")
    .replace(STREAM_SCRIPT, (_, literal) => {
      const chunk = JSON.parse(literal);
      const block = dataFile ? streamBlock(chunk, dataFile) : chunk;
      return `<script type="application/json" data-rr-stream>${dataJson(block)}</script>`;
    })
    .replace(CLOSE_SCRIPT, "")
    .replace(
      routerBootstrap[0],
      () =>
        `<script type="application/json" id="rr-boot">${dataJson(boot)}</script>` +
        `<script type="module">${bootstrap}</script>`,
    );
}

const BOOT = /(<script type="application\/json" id="rr-boot">)([\s\S]*?)(<\/script>)/;

/**
 * A page with React whose inline module script `code` is loaded by its bootstrap instead, from `url`, with the
 * chunks, after the first paint (docs/decisions/030-loader-data-files.md); the page as it is when it carries no such
 * script or no bootstrap.
 * @param {string} html
 * @param {string} code
 * @param {string} url
 */
export function scriptInBootstrap(html, code, url) {
  const inline = `<script type="module">${code}</script>`;
  const boot = BOOT.exec(html);
  if (!boot || !html.includes(inline)) return html;
  const data = JSON.parse(boot[2]);
  data.chunks = [...data.chunks, url];
  return html
    .replace(inline, "")
    .replace(BOOT, (_, open, _old, close) => open + dataJson(data) + close);
}
