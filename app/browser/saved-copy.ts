/**
 * While the connection is down, a page the visitor opens comes from the copy the service worker saved on this device
 * (docs/decisions/018-offline-service-worker.md). This shows, at the top of such a page, that it is the saved copy,
 * with the day and time it was saved (the Date header of the saved answer) and a Retry. The notice's words and
 * markup come from the offline page of the page's language, which the worker saves on every device
 * (app/components/saved-copy-notice.tsx); a page served as the offline page's stand-in has no saved copy of its own
 * address, and shows none.
 */
// The notice's classes, as app/components/saved-copy-notice.tsx sets them: written here too, so that every page's
// stylesheet (compiled from its HTML and its scripts' text) has them.
const NOTICE_CLASS =
  "fixed inset-x-0 top-16 z-30 border-b border-accent/40 bg-accent-soft text-ink shadow-sm print:hidden";

export async function showSavedCopy(win: Window): Promise<void> {
  const doc = win.document;
  if (win.navigator.onLine || !win.caches) return;
  const { origin, pathname } = win.location;
  const find = (path: string) => win.caches.match(origin + path, { ignoreSearch: true });
  const saved = await find(pathname);
  const offline = saved && (await find(pathname.startsWith("/te") ? "/te/offline" : "/offline"));
  if (!offline || /\/offline$/.test(pathname)) return;
  const notice = new DOMParser()
    .parseFromString(await offline.text(), "text/html")
    .querySelector<HTMLElement>("[data-saved-copy]");
  if (!notice) return;
  const date = new Date(saved.headers.get("date") ?? "");
  const time = notice.querySelector("time");
  if (time && date.getTime()) {
    time.dateTime = date.toISOString();
    time.textContent = date.toLocaleString(doc.documentElement.lang, {
      dateStyle: "medium",
      timeStyle: "short",
    });
    time.parentElement!.hidden = false;
  }
  notice.className = NOTICE_CLASS;
  notice.hidden = false;
  doc.body.prepend(doc.adoptNode(notice));
}
