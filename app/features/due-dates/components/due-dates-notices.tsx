import { buttonVariants } from "~/components/ui/button";
import { dueDatesNoticesText as t } from "~/content/due-dates-notices";
import type { LoadState } from "../use-due-dates-data";

/*
 * The load error and the admin preview notice. They only ever appear after the page has loaded, so this module is
 * fetched on demand (React.lazy) instead of with the page.
 */

export function LoadError({ load }: { load: Extract<LoadState, { status: "error" }> }) {
  return (
    <div
      role="alert"
      className="rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-5 text-ink print:hidden"
    >
      <h2 className="text-lg font-semibold text-high">{t.errorTitle}</h2>
      <p className="mt-2 whitespace-pre-line">{load.message}</p>
      <p className="mt-1 text-ink-muted">{t.errorFallbackNote}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={`${buttonVariants({ variant: "secondary" })} mt-4`}
      >
        {t.retry}
      </button>
    </div>
  );
}

export function PreviewNotice({
  edited,
  showPreview,
  onToggle,
}: {
  edited: number;
  showPreview: boolean;
  onToggle: () => void;
}) {
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-brand/30 bg-brand-soft p-5 text-ink sm:flex-row sm:items-center sm:justify-between print:hidden"
    >
      <div>
        <h2 className="text-lg font-semibold">{t.previewTitle}</h2>
        <p className="mt-1">{showPreview ? t.previewText(edited) : t.previewHidden}</p>
      </div>
      <button type="button" onClick={onToggle} className={buttonVariants({ variant: "outline" })}>
        {showPreview ? t.previewHide : t.previewShow}
      </button>
    </div>
  );
}
