import { markKey } from "../filed-marks";
import { usePlannerWords } from "../planner-words";
import { useFiledMarksContext } from "../use-filed-marks";

/**
 * The tick that marks one occurrence of a filing as filed on this device (docs/decisions/039-filed-marks-on-the-device.md):
 * a real checkbox, its accessible name the visible word then the form and its date, a 44 px target. For any plan row:
 * `id` is the row's entry id, `due` its statutory date (row.originalDate), `form` and `date` (row.date) name it.
 * Disabled until the marks are read after hydration; not shown without JavaScript, which it needs.
 */
export function FiledTick({
  id,
  due,
  form,
  date,
}: {
  id: string;
  due: string;
  form: string;
  date: string;
}) {
  const { filedText, formatLongDate } = usePlannerWords();
  const marks = useFiledMarksContext();
  const filedOn = marks.filed.get(markKey(id, due));
  return (
    <label
      data-requires-js
      title={filedOn ? filedText.filedOn(formatLongDate(filedOn)) : undefined}
      className="inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-control px-2 text-sm font-semibold text-ink hover:bg-surface"
    >
      <input
        type="checkbox"
        data-filed-tick={markKey(id, due)}
        className="size-5 accent-brand"
        checked={!!filedOn}
        disabled={!marks.ready}
        aria-label={filedText.filedName(form, formatLongDate(date))}
        onChange={(event) => marks.setFiled({ id, due }, event.target.checked)}
      />
      <span aria-hidden="true">{filedText.filed}</span>
    </label>
  );
}
