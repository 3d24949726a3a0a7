/** Where the site's service worker is served: at the root, so that its scope is the whole site. */
export const serviceWorkerUrl = "/sw.js";
