// After React Router has prerendered every route: shape build/client for a static host.
import fs from "node:fs";
import path from "node:path";
import { generateImages } from "./generate-images.mjs";
import { loadAppModule } from "./lib/load-app.mjs";
import {
  buildCsp,
  headersFile,
  inlineScripts,
  inlineStyles,
  runtimeStyles,
  styleAttributes,
} from "./lib/security-headers.mjs";
import { buildServiceWorker } from "./lib/service-worker.mjs";
import { inlineStaticPagesCss } from "./lib/static-css.mjs";
import { root } from "./lib/static-site.mjs";

// 1. The catch-all route was prerendered at notFoundPrerenderPath: a static host serves 404.html for unknown paths.
const { notFoundPrerenderPath } = await loadAppModule("app/lib/route-list.ts");
const notFoundDir = path.join(root, notFoundPrerenderPath);
const notFound = path.join(notFoundDir, "index.html");
if (!fs.existsSync(notFound))
  throw new Error(`postbuild: ${notFound} is missing (the ${notFoundPrerenderPath} prerender)`);
fs.renameSync(notFound, path.join(root, "404.html"));
// The folder (and its data file, never fetched: a link to an unknown address renders the 404 page without data).
const topFolder = notFoundPrerenderPath.split("/")[1];
fs.rmSync(path.join(root, topFolder), { recursive: true, force: true });
fs.rmSync(path.join(root, `${topFolder}.data`), { force: true });

// Every route is prerendered, so the SPA fallback is never served: an unknown path gets 404.html.
fs.rmSync(path.join(root, "__spa-fallback.html"), { force: true });

// 2. Resource routes (sitemap.xml, robots.txt, feeds) also get a .data twin that nothing requests.
for (const file of fs.readdirSync(root, { recursive: true })) {
  const name = String(file);
  if (name.endsWith(".data") && /\.(xml|txt|ics|json|pdf|webmanifest)\.data$/.test(name))
    fs.rmSync(path.join(root, name));
}

// 3. On the pages that load React (the others have no scripts of their own: docs/decisions/019-static-pages.md),
//    start the JavaScript after the first paint. React hoists the router's modulepreload links into <head> and the
//    inline bootstrap imports every chunk at once; both compete with the first paint on a slow phone. Instead the
//    page paints from HTML and inline CSS, then (next frame) preloads all chunks in parallel and hydrates.
//    Every inline script left is the same on every page, so the CSP needs a handful of hashes whatever the number of
//    routes: what differs per page (the chunks to load, the router's loader data) travels in JSON data blocks, which
//    browsers never execute. See docs/decisions/003-inline-css-and-late-preloads.md.

/**
 * The one inline module script of every page: feeds the loader data to the router, then (a frame after the first
 * paint) loads every chunk in parallel and hydrates. Chunks are requested with import(), which evaluates each as soon
 * as it arrives, in tasks of their own; only the entry, which hydrates when evaluated, waits for the route modules
 * (it is fetched early by one modulepreload). Each import() and the preload start in a task of their own (`t`):
 * appending a modulepreload link per chunk cost 1-2 ms each, and a dozen imports up to 15 ms, in one task on a slow
 * machine.
 */
export const BOOTSTRAP =
  `const j=(s)=>JSON.parse(s.textContent),c=window.__reactRouterContext.streamController;` +
  `for(const d of document.querySelectorAll("script[data-rr-stream]"))c.enqueue(j(d));c.close();` +
  `const b=j(document.getElementById("rr-boot"));` +
  `const t=(f)=>new Promise((r)=>setTimeout(()=>r(f()),0));` +
  `const h=()=>{t(()=>{const l=document.createElement("link");l.rel="modulepreload";l.href=b.entry;document.head.append(l)});` +
  `const r=Promise.all(b.routes.map(([,u])=>t(()=>import(u))));` +
  `for(const u of b.chunks)t(()=>import(u)).catch(()=>{});` +
  `Promise.all([t(()=>import(b.manifest)),r]).then(([,m])=>{window.__reactRouterRouteModules=Object.fromEntries(b.routes.map(([id],i)=>[id,m[i]]));return import(b.entry)})};` +
  `requestAnimationFrame(()=>setTimeout(h,0))`;

/** JSON for a data block: `<` escaped so the text can never close the <script> element. */
const dataJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

export function deferBootstrap(html) {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(
    (m) => m[1],
  );
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!bootstrap) return html;
  const body = bootstrap[1];
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
  const named = new Set([manifest, entry, ...routes.map(([, u]) => u)]);
  const boot = {
    manifest,
    routes,
    entry,
    chunks: [...new Set(preloads)].filter((u) => !named.has(u)),
  };
  const streamScript =
    /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
  const closeScript = "<script>window.__reactRouterContext.streamController.close();</script>";
  if (!html.includes(closeScript))
    throw new Error("postbuild: the router's stream is never closed");
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(
      streamScript,
      (_, literal) =>
        `<script type="application/json" data-rr-stream>${dataJson(JSON.parse(literal))}</script>`,
    )
    .replace(closeScript, "")
    .replace(
      bootstrap[0],
      () =>
        `<script type="application/json" id="rr-boot">${dataJson(boot)}</script>` +
        `<script type="module">${BOOTSTRAP}</script>`,
    );
}

let pages = 0;
for (const file of fs.readdirSync(root, { recursive: true })) {
  const name = String(file);
  if (!name.endsWith(".html")) continue;
  const full = path.join(root, name);
  const html = fs.readFileSync(full, "utf8");
  fs.writeFileSync(full, deferBootstrap(html));
  pages++;
}

// The pages without React carry only the styles they and their small scripts use (docs/decisions/019-static-pages.md).
const staticCss = await inlineStaticPagesCss({ root, cssFile: path.resolve("app/app.css") });

// 4. Share images (one per section) and app icons, rendered from SVG templates with the firm's name.
const images = await generateImages(root);

// Offline use: the service worker, and its registration on every public page. After every other change to the
// HTML, before the headers. See docs/decisions/018-offline-service-worker.md.
await buildServiceWorker(root);

// 5. Security headers for static hosts (and scripts/serve.mjs): the CSP allows exactly the inline scripts and styles
//    the prerendered pages contain (hashed over every HTML file, so new pages are covered), the form endpoints and
//    the map's frame origin. Runs last: nothing may change the HTML after the hashes are taken.
const scripts = [];
const styles = [...runtimeStyles()];
const styleAttrs = [];
for (const file of fs.readdirSync(root, { recursive: true })) {
  if (!String(file).endsWith(".html")) continue;
  const html = fs.readFileSync(path.join(root, String(file)), "utf8");
  scripts.push(...inlineScripts(html));
  styles.push(...inlineStyles(html));
  styleAttrs.push(...styleAttributes(html));
}
const { site } = await loadAppModule("app/config/site.ts");
const csp = buildCsp({
  scripts,
  styles,
  styleAttrs,
  endpoints: [site.endpoints.contact, site.endpoints.newsletter],
});
fs.writeFileSync(path.join(root, "_headers"), headersFile(csp));
if (csp.length > 1900)
  console.warn(
    `postbuild: the CSP line is ${csp.length} characters; Cloudflare Pages accepts at most 2,000 per _headers line ` +
      "(Netlify and scripts/serve.mjs have no such limit). See docs/decisions/005-security-headers.md.",
  );

console.log(
  `postbuild: 404.html written, ${pages} pages post-processed, ${staticCss.pages} pages without React with ` +
    `${(staticCss.after / 1000).toFixed(1)} KB of CSS (of ${(staticCss.before / 1000).toFixed(1)} KB), ` +
    `${images.length} images, _headers (CSP ${csp.length} characters)`,
);
