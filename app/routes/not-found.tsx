import { NotFoundView } from "~/components/not-found-view";
import { notFoundMeta } from "~/content/errors";
import { notFoundMeta as teluguNotFoundMeta } from "~/content/te/errors";
import { localeOf } from "~/lib/locale";
import { metaFromLoader } from "~/lib/meta-from-loader";
import type { Route } from "./+types/not-found";

/*
 * The catch-all route: the 404 page. The build prerenders it once, at notFoundPrerenderPath, and postbuild.mjs
 * moves it to 404.html, which a static host serves with status 404 at any unknown address
 * (docs/decisions/022-route-modules-and-the-404-path.md); its Telugu edition becomes te/404.html, served for an
 * unknown /te/… address (docs/decisions/025-telugu-edition.md). Like most pages it loads no React
 * (docs/decisions/019-static-pages.md), so it needs nothing of the address it is served at.
 */
export const loader = ({ request }: Route.LoaderArgs) => ({
  meta: localeOf(new URL(request.url).pathname) === "te" ? teluguNotFoundMeta() : notFoundMeta(),
});

export const meta = metaFromLoader;

export default function NotFound() {
  return <NotFoundView />;
}
