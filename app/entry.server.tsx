// Runs only at build time: every route is prerendered (ssr: false). Unlike React Router's default, which streams
// to browsers and waits for everything only for bots, this always waits until every Suspense boundary has resolved
// (code-split parts included) before writing the page. The prerendered HTML then holds the whole page in place:
// readable without JavaScript, and nothing revealed by a script after the first paint to shift the layout.
// See docs/decisions/003-inline-css-and-late-preloads.md.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { notFoundPrerenderPath } from "~/lib/route-list";

export const streamTimeout = 10_000;

/*
 * The 404 page is prerendered as what it is, a 404 error of the site layout (app/routes/not-found.tsx), so the browser
 * can hydrate 404.html at any unknown address. Two steps make React Router write it:
 * - its data answers 200 and empty. React Router renders a page from its prerendered data when there is any, and
 *   cannot render an error from it; with none, the page's loader runs again and its 404 reaches the error boundary.
 * - its page answers 200: React Router writes a prerendered page only then. The host serves the file with status 404.
 * Any other path that answers 404 still fails the build. See docs/decisions/013-parameter-routes.md.
 */
const isNotFoundPrerender = (request: Request) =>
  new URL(request.url).pathname.replace(/(\.data|\/)$/, "") === notFoundPrerenderPath;

const prerenderStatus = (request: Request, status: number) =>
  status === 404 && isNotFoundPrerender(request) ? 200 : status;

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  return response.status === 404 && isNotFoundPrerender(request)
    ? new Response("", { status: 200 })
    : response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Never split a finished boundary out into a later, script-revealed chunk (React does that for large ones).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          settled = true;
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: prerenderStatus(request, responseStatusCode),
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (settled) console.error(error);
        },
      },
    );
    // A part that never resolves fails the build instead of hanging it.
    const timeout = setTimeout(() => {
      abort();
      reject(new Error(`Prerendering ${request.url} did not finish in ${streamTimeout} ms`));
    }, streamTimeout);
  });
}
