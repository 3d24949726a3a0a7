/*
 * How a page that loads React starts it (docs/decisions/003-inline-css-and-late-preloads.md): the page paints from
 * its HTML and inline CSS first; a frame later every chunk is requested at once and the router hydrates.
 * `bootstrap.ts` runs it as the page's one inline module script (scripts/postbuild.mjs inlines its build in place of
 * React Router's own bootstrap, which imports every chunk before the first paint). What differs per page comes from
 * JSON data blocks written by scripts/lib/defer-bootstrap.mjs, so the script, and its CSP hash, is the same on
 * every page.
 */

/** The #rr-boot data block: what the page loads to hydrate. */
export interface BootData {
  /** React Router's manifest module. */
  manifest: string;
  /** The route modules of the page's matches, by route id. */
  routes: [id: string, url: string][];
  /** The client entry, which hydrates when evaluated. */
  entry: string;
  /**
   * Every other chunk the entry and the route modules import, and the public pages' small script, which such a page
   * loads as a file (docs/decisions/030-loader-data-files.md): importing it runs it.
   */
  chunks: string[];
}

/**
 * A data block's content: one chunk of the router's stream, or the file that holds a long one
 * (docs/decisions/030-loader-data-files.md).
 */
export type StreamBlock = string | { file: string };

/** What the bootstrap uses of the browser's window. */
export interface BootWindow {
  document: Document;
  fetch: (url: string) => Promise<{ ok: boolean; text: () => Promise<string> }>;
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, delay: number) => unknown;
  /** WebCrypto, which checks the loader-data files: browsers offer it over HTTPS and on localhost only. */
  crypto?: { subtle?: Pick<SubtleCrypto, "digest"> };
  /** Set up by React Router's inline context script, which runs before this one. */
  __reactRouterContext: {
    streamController: { enqueue: (data: unknown) => void; close: () => void };
  };
  /** Read by React Router's entry when it hydrates. */
  __reactRouterRouteModules?: Record<string, unknown>;
}

/** How long a page may go without hydrating before it says so (a chunk or a data file that hangs). */
export const STALL_MS = 8000;

/**
 * The text of a loader-data file, once it is known to be the file the page was built with: its name carries the
 * first 12 hex digits of the SHA-256 of its text (scripts/postbuild.mjs). Rejects anything else (cut short, a prefix
 * of junk, another file's text, a fallback page served with status 200), and a text it cannot check (no WebCrypto):
 * the page then stays as prerendered (docs/decisions/030-loader-data-files.md).
 */
export async function verifiedLoaderData(
  file: string,
  text: string,
  subtle: Pick<SubtleCrypto, "digest"> | undefined,
): Promise<string> {
  // Without WebCrypto, `subtle!` throws: the promise rejects.
  const digest = await subtle!.digest("SHA-256", new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest, 0, 6)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
  return file.endsWith(`-${hex}.txt`) ? text : Promise.reject(new Error(file));
}

/**
 * A frame after the first paint, feeds the router the page's loader data (the `data-rr-stream` blocks, in order,
 * those kept in files fetched and checked: the router hydrates once it has read the whole stream; if a file cannot be
 * had, or is not the one the page was built with, the page stays as it was prerendered, as when a chunk fails), loads
 * every chunk in parallel and hydrates. Chunks are
 * requested with import(), which evaluates each as soon as it arrives, in tasks of their own; only the entry, which
 * hydrates when evaluated, waits for the manifest and the route modules (it is fetched early by one modulepreload).
 * Each import() and the preload start in a task of their own: appending a modulepreload link per chunk cost 1-2 ms
 * each, and a dozen imports up to 15 ms, in one task on a slow machine. `load` is import(), given as a parameter for
 * tests. A page that has not hydrated STALL_MS after the start, or whose data or code is known to have failed, is
 * marked `html[data-load-stalled]`: the stylesheet then shows its load notice (app/components/load-notice.tsx), whose
 * link reloads the page.
 */
export function bootstrap(
  win: BootWindow,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): void {
  const { document } = win;
  // The blocks are written by the build: a missing one is a build bug, and fails here.
  const json = (element: Element | null) => JSON.parse(element!.textContent!);
  const stream = win.__reactRouterContext.streamController;
  const blocks: StreamBlock[] = [...document.querySelectorAll("script[data-rr-stream]")].map(json);
  const boot: BootData = json(document.getElementById("rr-boot"));

  const inTask = <T>(start: () => T) =>
    new Promise<Awaited<T>>((resolve) => win.setTimeout(() => resolve(start() as Awaited<T>), 0));
  const html = document.documentElement.dataset;
  const stalled = () => {
    if (!html.hydrated) html.loadStalled = "";
  };
  const start = () => {
    win.setTimeout(stalled, STALL_MS);
    // The loader data first, its files fetched and checked; if one fails, the page stays as it was prerendered.
    Promise.all(
      blocks.map((block) =>
        typeof block === "string"
          ? block
          : win
              .fetch(block.file)
              .then((r) => (r.ok ? r.text() : Promise.reject()))
              .then((text) => verifiedLoaderData(block.file, text, win.crypto?.subtle)),
      ),
    ).then((chunks) => {
      for (const chunk of chunks) stream.enqueue(chunk);
      stream.close();
    }, stalled);
    inTask(() => {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = boot.entry;
      document.head.append(link);
    });
    const routes = Promise.all(boot.routes.map(([, url]) => inTask(() => load(url))));
    // The chunks are imported only to start their downloads: the modules that import them report failures.
    for (const url of boot.chunks) inTask(() => load(url)).catch(() => {});
    Promise.all([inTask(() => load(boot.manifest)), routes])
      .then(([, modules]) => {
        win.__reactRouterRouteModules = Object.fromEntries(
          boot.routes.map(([id], i) => [id, modules[i]]),
        );
        return load(boot.entry);
      })
      .catch((error: unknown) => {
        stalled();
        throw error;
      });
  };
  win.requestAnimationFrame(() => win.setTimeout(start, 0));
}
