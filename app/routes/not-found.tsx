import { data } from "react-router";
import { NotFoundView, notFoundMeta } from "~/components/not-found-view";

/*
 * The catch-all route. While prerendering (only the 404 page, at /404/page) its loader answers 404, so the page is
 * rendered as a 404 error of the site layout: the browser can then hydrate 404.html at any unknown address, whichever
 * route that address matches (/blog/no-such-post matches the article route). In the browser, a link to an unknown
 * address renders the page directly, with nothing to fetch. See docs/decisions/013-parameter-routes.md.
 */
export function loader(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export const clientLoader = () => null;

export const meta = notFoundMeta;

export default function NotFound() {
  return <NotFoundView />;
}
