import { serviceWorkerUrl } from "./service-worker-url.ts";

/**
 * Registers the site's service worker (docs/decisions/018-offline-service-worker.md) once the page has loaded, so
 * that its first download never competes with the page's own. Not under Vite's dev server, whose modules change
 * on every edit: a worker there would serve stale code. A browser without service workers, or one that refuses to
 * register (some private windows, storage turned off), keeps the site as it is: the failure is not the visitor's
 * concern and is not reported.
 */
export function registerServiceWorker(
  win: Pick<Window, "navigator" | "document" | "addEventListener">,
  { dev = import.meta.env.DEV }: { dev?: boolean } = {},
): void {
  if (dev || !("serviceWorker" in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register(serviceWorkerUrl).catch(() => {});
  };
  if (win.document.readyState === "complete") register();
  else win.addEventListener("load", register, { once: true });
}
