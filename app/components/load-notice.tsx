import { useFrameWords } from "~/content/frame";
import { loadNoticeText } from "~/content/errors";
import { Prerendered } from "./prerendered";

/**
 * What a page with React says when its code or data did not all arrive: its prerendered content stays readable, but
 * its search, filters and forms wait for code that may never come. Prerendered markup only (no script carries its
 * words), shown by the stylesheet (app.css) when the bootstrap marks the page stalled (`html[data-load-stalled]`,
 * app/browser/react-router-bootstrap.ts) or a part of it failed
 * (`html[data-part-failed]`, components/lazy-part.tsx). See docs/decisions/031-runtime-resilience.md.
 */
export function LoadNotice() {
  return <Prerendered id="load-notice">{import.meta.env.SSR && <LoadNoticeMarkup />}</Prerendered>;
}

function LoadNoticeMarkup() {
  const words = useFrameWords("loadNoticeText", loadNoticeText);
  return (
    <div
      data-load-notice
      role="status"
      className="fixed inset-x-0 bottom-0 z-40 border-t-4 border-medium bg-white pb-[env(safe-area-inset-bottom)] text-ink print:hidden"
    >
      <div className="container-page flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
        <p>{words.message}</p>
        {/* An empty address is the page's own, query included: following it loads the page again, with no script
            (the rule takes "" for a placeholder). */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
        <a
          href=""
          className="inline-flex min-h-11 shrink-0 items-center rounded-control bg-navy px-5 font-semibold text-white"
        >
          {words.reload}
        </a>
      </div>
    </div>
  );
}
