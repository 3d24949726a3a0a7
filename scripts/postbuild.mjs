// `npm run build`, once React Router has prerendered every route: shapes build/client for a static host. One function
// per step, run in the order main() lists them; each says why it runs where it does.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { generateImages } from "./generate-images.mjs";
import { bundleBrowserScript } from "./lib/bundle-browser-script.mjs";
import { trimClientManifest } from "./lib/client-manifest.mjs";
import { deferBootstrap, scriptInBootstrap } from "./lib/defer-bootstrap.mjs";
import { loadAppModule } from "./lib/load-app.mjs";
import {
  buildAdminCsp,
  buildCsp,
  headersFile,
  inlineScripts,
  inlineStyles,
  runtimeStyles,
  styleAttributes,
} from "./lib/security-headers.mjs";
import { buildServiceWorker } from "./lib/service-worker.mjs";
import { inlineReactPagesCss, inlineStaticPagesCss, isStaticPage } from "./lib/static-css.mjs";
import { root } from "./lib/static-site.mjs";

await main();

async function main() {
  await writeNotFoundPage();
  removeUnusedFiles();
  await trimClientManifests();
  const bootstrap = await bundleBrowserScript("app/browser/bootstrap.ts", { target: "es2022" });
  const pages = deferBootstraps(bootstrap);
  // After the bootstraps, which mark the pages with React; before the service worker, which precaches the file.
  await siteScriptFile();
  // The pages without React carry only the styles they and their small scripts use
  // (docs/decisions/019-static-pages.md); before the service worker, which precaches some of them.
  const staticCss = await inlineStaticPagesCss({ root, cssFile: path.resolve("app/app.css") });
  // The public pages with React carry the styles of the public code only: the admin area's stay out
  // (docs/decisions/030-loader-data-files.md). After the site's script moves to a file, whose code it reads.
  const reactCss = await inlineReactPagesCss({ root, cssFile: path.resolve("app/app.css") });
  // Share images (one per section) and app icons, rendered from SVG templates with the firm's name.
  const images = await generateImages(root);
  // Offline use (docs/decisions/018-offline-service-worker.md): after every change to the HTML, which it precaches.
  await buildServiceWorker(root);
  const csp = await writeHeaders();
  console.log(
    `postbuild: 404.html written, ${pages} pages post-processed, ${staticCss.pages} pages without React with ` +
      `${(staticCss.after / 1000).toFixed(1)} KB of CSS (of ${(staticCss.before / 1000).toFixed(1)} KB), ` +
      `${reactCss.pages} public pages with React with ${(reactCss.after / 1000).toFixed(1)} KB, ` +
      `${images.length} images, _headers (CSP ${csp.length} characters)`,
  );
}

/** The HTML files of the build, relative to it. */
function htmlFiles() {
  return fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".html"));
}

/**
 * The catch-all routes were prerendered at notFoundPrerenderPaths: each becomes the 404.html of its language's
 * folder, which a static host serves for unknown paths (docs/decisions/022-route-modules-and-the-404-path.md,
 * 025-telugu-edition.md). The rest of each folder (its data file) goes: the 404 pages load no React, so nothing
 * fetches it.
 */
async function writeNotFoundPage() {
  const { notFoundPrerenderPaths } = await loadAppModule("app/lib/route-list.ts");
  for (const prerendered of notFoundPrerenderPaths) {
    // "/404/page" → 404.html; "/te/404/page" → te/404.html.
    const folder = path.join(root, path.dirname(path.dirname(prerendered)));
    const notFound = path.join(root, prerendered, "index.html");
    if (!fs.existsSync(notFound))
      throw new Error(`postbuild: ${notFound} is missing (the ${prerendered} prerender)`);
    fs.renameSync(notFound, path.join(folder, "404.html"));
    fs.rmSync(path.join(root, path.dirname(prerendered)), { recursive: true, force: true });
  }
}

/**
 * Files nothing requests: the SPA fallback (every route is prerendered, so an unknown path gets 404.html) and the
 * .data twins of resource routes (sitemap.xml, robots.txt, feeds).
 */
function removeUnusedFiles() {
  fs.rmSync(path.join(root, "__spa-fallback.html"), { force: true });
  for (const file of fs.readdirSync(root, { recursive: true }).map(String))
    if (/\.(xml|txt|ics|json|pdf|webmanifest)\.data$/.test(file)) fs.rmSync(path.join(root, file));
}

/**
 * The router's client manifest keeps only the routes the browser's router can match: the hydrated pages and the
 * layouts above them (scripts/lib/client-manifest.mjs). Before the service worker, which precaches it.
 */
async function trimClientManifests() {
  const { HYDRATED_ROUTE_IDS } = await loadAppModule("app/lib/route-list.ts");
  const assets = path.join(root, "assets");
  const manifests = fs.readdirSync(assets).filter((file) => /^manifest-[0-9a-f]+\.js$/.test(file));
  if (!manifests.length) throw new Error("postbuild: no client manifest in assets/");
  for (const file of manifests) {
    const target = path.join(assets, file);
    fs.writeFileSync(
      target,
      trimClientManifest(fs.readFileSync(target, "utf8"), HYDRATED_ROUTE_IDS),
    );
  }
}

/**
 * On the pages that load React (the others have no React Router bootstrap: docs/decisions/019-static-pages.md), the
 * JavaScript starts after the first paint: `bootstrap`, the built app/browser/bootstrap.ts, replaces React Router's
 * (scripts/lib/defer-bootstrap.mjs). Long loader data goes to files under assets/, named by their content
 * (docs/decisions/030-loader-data-files.md). Returns the number of pages.
 */
function deferBootstraps(bootstrap) {
  const pages = htmlFiles();
  const dataFile = (text) => {
    const name = `loader-data-${createHash("sha256").update(text).digest("hex").slice(0, 12)}.txt`;
    fs.writeFileSync(path.join(root, "assets", name), text);
    return `/assets/${name}`;
  };
  for (const file of pages) {
    const full = path.join(root, file);
    fs.writeFileSync(full, deferBootstrap(fs.readFileSync(full, "utf8"), bootstrap, dataFile));
  }
  return pages.length;
}

/**
 * The pages with React load the public pages' small script (app/browser/site.ts) from one file, cached from page to
 * page, with their chunks after the first paint, instead of inline: their HTML, all of which a phone downloads before
 * it paints, is the larger, and they load a dozen files anyway (docs/decisions/030-loader-data-files.md). The pages
 * without React keep it inline (docs/decisions/029-inline-page-scripts.md).
 */
async function siteScriptFile() {
  const code = (await bundleBrowserScript("app/browser/site.ts", { target: "es2022" })).trim();
  const name = `site-${createHash("sha256").update(code).digest("hex").slice(0, 12)}.js`;
  let pages = 0;
  for (const file of htmlFiles()) {
    const full = path.join(root, file);
    const html = fs.readFileSync(full, "utf8");
    if (isStaticPage(html)) continue;
    const changed = scriptInBootstrap(html, code, `/assets/${name}`);
    if (changed === html) continue;
    fs.writeFileSync(full, changed);
    pages++;
  }
  if (!pages) throw new Error("postbuild: no page with React carries the site's script inline");
  fs.writeFileSync(path.join(root, "assets", name), code);
}

/**
 * Security headers for static hosts (and scripts/serve.mjs) in _headers: the CSP allows exactly the inline scripts
 * and styles the pages contain (hashed over every HTML file, so new pages are covered), the form endpoints and the
 * map's frame origin. Runs last: nothing may change the HTML after the hashes are taken
 * (docs/decisions/005-security-headers.md). Returns the CSP.
 */
async function writeHeaders() {
  const scripts = [];
  const styles = [...runtimeStyles()];
  const styleAttrs = [];
  for (const file of htmlFiles()) {
    const html = fs.readFileSync(path.join(root, file), "utf8");
    scripts.push(...inlineScripts(html));
    styles.push(...inlineStyles(html));
    styleAttrs.push(...styleAttributes(html));
  }
  const { site } = await loadAppModule("app/config/site.ts");
  const endpoints = [site.endpoints.contact, site.endpoints.newsletter];
  const csp = buildCsp({ scripts, styles, styleAttrs, endpoints });
  const { publishConfig } = await loadAppModule("app/config/publish.ts");
  const adminCsp = buildAdminCsp({ scripts, styles, styleAttrs, endpoints }, [
    publishConfig.apiUrl,
    publishConfig.liveDataUrl,
  ]);
  let headers = headersFile(csp, adminCsp);
  // Netlify gives a path the last matching rule's value of a header and does not read Cloudflare's "! Name".
  if (process.env.NETLIFY === "true") headers = headers.replace(/^ {2}! .*\n/gm, "");
  fs.writeFileSync(path.join(root, "_headers"), headers);
  if (csp.length > 1900)
    console.warn(
      `postbuild: the CSP line is ${csp.length} characters; Cloudflare Pages accepts at most 2,000 per _headers line ` +
        "(Netlify and scripts/serve.mjs have no such limit). See docs/decisions/005-security-headers.md.",
    );
  return csp;
}
