import { createContext } from "react";

/**
 * True while the build renders React Router's SPA fallback page, which must carry the framework's scripts (the
 * build checks) and which postbuild.mjs deletes, since every route is prerendered. Provided by entry.server.tsx.
 */
export const SpaFallbackContext = createContext(false);

/** The header React Router's build sends with the SPA fallback's request. */
export const SPA_FALLBACK_HEADER = "X-React-Router-SPA-Mode";
