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
import { FrameWordsFor } from "~/content/te/frame";
import { SPA_FALLBACK_HEADER, SpaFallbackContext } from "~/lib/spa-fallback";

export const streamTimeout = 10_000;

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
      <SpaFallbackContext value={request.headers.has(SPA_FALLBACK_HEADER)}>
        {/* The frame's words in the page's language: Telugu ones only here, never in a browser's bundle. */}
        <FrameWordsFor path={new URL(request.url).pathname}>
          <ServerRouter context={routerContext} url={request.url} />
        </FrameWordsFor>
      </SpaFallbackContext>,
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
              status: responseStatusCode,
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
