import { NotFoundView } from "~/components/not-found-view";
import { notFoundMeta } from "~/content/errors";

/*
 * The catch-all route: the 404 page. The build prerenders it once, at notFoundPrerenderPath, and postbuild.mjs
 * moves it to 404.html, which a static host serves with status 404 at any unknown address. Like most pages it loads
 * no React (docs/decisions/019-static-pages.md), so it needs nothing of the address it is served at.
 */
export const meta = notFoundMeta;

export default function NotFound() {
  return <NotFoundView />;
}
