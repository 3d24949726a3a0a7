import { cn } from "~/lib/cn";
import type { PlanRow } from "../plan";
import { dutyKind } from "../duty-kind";
import { usePlannerWords } from "../planner-words";
import { useFiledMarksContext } from "../use-filed-marks";

/**
 * The tick that marks one occurrence of a filing as filed on this device (docs/decisions/039-filed-marks-on-the-device.md):
 * a real checkbox, its accessible name the visible word then the form and its date, a 44 px target. For any plan row
 * (or overdue filing): `<FiledTick row={row} />`; a mark's key is the row's key (the entry's id and its statutory due
 * date, filed-marks.ts). Disabled until the marks are read after hydration; not shown without JavaScript.
 */
export function FiledTick({
  row,
  afterRead = false,
  className,
}: {
  row: Pick<PlanRow, "key" | "id" | "originalDate" | "form" | "date">;
  /**
   * Rendered only once the marks are read: for the plan's long list, whose prerendered page would otherwise carry a
   * disabled tick for every date (the tick is not shown without JavaScript in any case).
   */
  afterRead?: boolean;
  className?: string;
}) {
  const { filedText, formatLongDate } = usePlannerWords();
  const marks = useFiledMarksContext();
  if (afterRead && !marks.ready) return null;
  // The word fits what the entry asks: filed, paid or held.
  const kind = dutyKind(row.id);
  return (
    <label
      data-requires-js
      className={cn(
        "inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-control px-2 text-sm font-semibold text-ink hover:bg-surface print:hidden",
        className,
      )}
    >
      <input
        type="checkbox"
        data-filed-tick={row.key}
        className="size-5 accent-brand"
        checked={marks.filed.has(row.key)}
        disabled={!marks.ready}
        aria-label={filedText.doneName(kind, row.form, formatLongDate(row.date))}
        onChange={(event) =>
          marks.setFiled({ id: row.id, due: row.originalDate }, event.target.checked)
        }
      />
      <span aria-hidden="true">{filedText.done[kind]}</span>
    </label>
  );
}
