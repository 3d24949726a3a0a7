// Build step (postbuild.mjs): React Router's client manifest, which every page with React loads, lists every route of
// the table. The browser's router only ever matches the pages that hydrate: a link to a page without React, or to a
// file (a PDF, the sitemap, a calendar feed), loads it as a document (SiteLink, usePrerenderedLinks; ESLint forbids
// React Router's own Link), so the router never renders those routes (docs/decisions/019-static-pages.md). Their
// entries go; what stays is the root, the hydrated layouts with every route below them and the layouts above them,
// and the catch-all, which renders a 404 for an address the router cannot match.

const MANIFEST = /^window\.__reactRouterManifest=(\{[\s\S]*\});?\s*$/;

/**
 * The routes the browser's router needs, by id: `hydratedIds` (layout routes whose pages hydrate) with their
 * descendants and ancestors, the root and the catch-all.
 * @param {Record<string, { id: string; parentId?: string; path?: string }>} routes
 * @param {readonly string[]} hydratedIds
 */
export function routesToKeep(routes, hydratedIds) {
  const parentOf = (id) => routes[id]?.parentId;
  const chain = (id) => {
    const ids = [];
    for (let at = id; at !== undefined; at = parentOf(at)) ids.push(at);
    return ids;
  };
  const keep = new Set();
  for (const id of Object.keys(routes)) {
    const ancestry = chain(id);
    if (id === "root" || routes[id].path === "*" || ancestry.some((a) => hydratedIds.includes(a)))
      for (const a of ancestry) keep.add(a);
  }
  for (const id of hydratedIds)
    if (!routes[id]) throw new Error(`client manifest: no route "${id}"`);
  return keep;
}

/**
 * A route's entry without the flags that are false and the stylesheet list that is empty: React Router reads a
 * missing flag or list as false or none (`route.hasLoader`, `route.css ? … : []`), and most routes have neither.
 */
function withoutDefaults(route) {
  return Object.fromEntries(
    Object.entries(route).filter(
      ([key, value]) =>
        !(/^has[A-Z]/.test(key) && value === false) &&
        !(key === "css" && Array.isArray(value) && value.length === 0),
    ),
  );
}

/**
 * The manifest file's text without the routes the browser never matches; throws if its shape is not the one this
 * was written for.
 * @param {string} text
 * @param {readonly string[]} hydratedIds
 */
export function trimClientManifest(text, hydratedIds) {
  const match = MANIFEST.exec(text);
  if (!match) throw new Error("client manifest: unexpected shape");
  const manifest = JSON.parse(match[1]);
  const keep = routesToKeep(manifest.routes, hydratedIds);
  manifest.routes = Object.fromEntries(
    Object.entries(manifest.routes)
      .filter(([id]) => keep.has(id))
      .map(([id, route]) => [id, withoutDefaults(route)]),
  );
  return `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
}
