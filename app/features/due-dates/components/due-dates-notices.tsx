import { buttonVariants } from "~/components/ui/button";
import { useNoticesText } from "../due-dates-words";
import type { DueDatesView } from "../filter-due-dates";

/*
 * The admin preview notice and the no-match state. They only ever appear after the page has loaded
 * (a filter that matches nothing is applied in the browser), so this module is fetched on demand (React.lazy)
 * instead of with the page.
 */

export function PreviewNotice({
  edited,
  showPreview,
  onToggle,
}: {
  edited: number;
  showPreview: boolean;
  onToggle: () => void;
}) {
  const dueDatesNoticesText = useNoticesText();
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-card border border-brand/30 bg-brand-soft p-5 text-ink sm:flex-row sm:items-center sm:justify-between print:hidden"
    >
      <div>
        <h2 className="text-lg font-semibold">{dueDatesNoticesText.previewTitle}</h2>
        <p className="mt-1">
          {showPreview
            ? dueDatesNoticesText.previewText(edited)
            : dueDatesNoticesText.previewHidden}
        </p>
      </div>
      <button type="button" onClick={onToggle} className={buttonVariants({ variant: "outline" })}>
        {showPreview ? dueDatesNoticesText.previewHide : dueDatesNoticesText.previewShow}
      </button>
    </div>
  );
}

/**
 * Nothing matches. A law or entity type the data does not have (an address typed by hand, a link from an older
 * page: "?entity=Trust") is named, with a way back to every due date, instead of a silent "0 of 74". (An unknown
 * month or priority in the address is dropped when the address is read: url-state.ts.)
 */
export function NoMatches({
  view,
  options,
  onClear,
}: {
  view: DueDatesView;
  options: Record<"law" | "entity", readonly string[]>;
  onClear: () => void;
}) {
  const dueDatesNoticesText = useNoticesText();
  const unknown = (["law", "entity"] as const).filter(
    (key) => view[key] && !options[key].includes(view[key]),
  );
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center [overflow-wrap:anywhere]">
      <h2 className="text-xl font-semibold text-ink">{dueDatesNoticesText.empty}</h2>
      {unknown.length ? (
        <>
          {unknown.map((key) => (
            <p key={key} className="mt-1 text-ink">
              {dueDatesNoticesText.unknownFilter[key](view[key])}
            </p>
          ))}
          <button
            type="button"
            onClick={onClear}
            className={`${buttonVariants({ variant: "secondary" })} mt-4`}
          >
            {dueDatesNoticesText.showAll}
          </button>
        </>
      ) : (
        <p className="mt-1 text-ink-muted">{dueDatesNoticesText.emptyHint}</p>
      )}
    </div>
  );
}
