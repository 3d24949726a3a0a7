import { useFrameWords } from "~/content/frame";
import * as errors from "~/content/errors";

/**
 * The notice on a page that the service worker served from this device's saved copy because the connection is down.
 * Prerendered, hidden, on the offline page alone (saved on every device with the worker, in both languages): the
 * site's script (app/browser/saved-copy.ts) copies it from there onto the page, with the copy's date, so the other
 * pages carry none of its bytes. Retry is a form that asks for the same address again.
 */
/** Also written into the site's script, so that every page's stylesheet has these classes. */
export const savedCopyClass =
  "fixed inset-x-0 top-16 z-30 border-b border-accent/40 bg-accent-soft text-ink shadow-sm print:hidden";

export function SavedCopyNotice() {
  const { savedCopy } = useFrameWords("shellText", errors.shellText);
  return (
    <div data-saved-copy hidden className={savedCopyClass}>
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5">
        <p role="status" className="text-sm">
          <strong className="font-semibold">{savedCopy.lead}</strong> {savedCopy.text}
          <span data-saved-date hidden>
            {savedCopy.dateBefore}
            <time />
            {savedCopy.dateAfter}
          </span>
          {savedCopy.end}
        </p>
        <form method="get">
          <button type="submit" className="min-h-10 font-semibold text-brand underline">
            {savedCopy.retry}
          </button>
        </form>
      </div>
    </div>
  );
}
