import { data, isRouteErrorResponse } from "react-router";

/*
 * The one way a page says "no such page" (docs/decisions/022-route-modules-and-the-404-path.md). A loader throws it
 * for a parameter it has no record for, e.g. `getPost(params.slug) ?? notFound()`. A prerendered page never does:
 * the build lists only known values, and a loader that throws while prerendering fails the build. On the static
 * host an unknown address gets 404.html; inside the app (the development server) the site layout's error boundary
 * shows the same 404 page for it.
 */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Whether a route error is the 404 of notFound() (or of a missing page's data file). */
export const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;
