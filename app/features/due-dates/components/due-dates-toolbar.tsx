import { Search } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { PRIORITIES } from "~/lib/compliance-constants";
import { ALL_STATE_LAWS } from "~/lib/state-laws";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { useDueDatesWords } from "../due-dates-words";
import type { DueDatesView } from "../filter-due-dates";

// Labelled controls with the look of the shared Input; no hints or errors to wire, so no Field is needed here.
const control =
  "block min-h-11 w-full rounded-control border border-slate-400 bg-white py-2 text-base text-ink";
const labelClass = "mb-1.5 block text-sm font-semibold text-ink";

interface ToolbarProps {
  view: DueDatesView;
  onChange: (view: DueDatesView) => void;
  /** Values typed or picked before the page hydrated (useTypedBeforeHydration). */
  onTyped: (typed: Partial<DueDatesView>) => void;
  onClear: () => void;
  months: readonly string[];
  laws: readonly string[];
  entityTypes: readonly string[];
  status: ReactNode;
}

export function DueDatesToolbar({
  view,
  onChange,
  onTyped,
  onClear,
  months,
  laws,
  entityTypes,
  status,
}: ToolbarProps) {
  const { dueDatesText, monthName, lawName, entityName } = useDueDatesWords();
  const id = useId();
  const set = (patch: Partial<DueDatesView>) => onChange({ ...view, ...patch });
  const rootRef = useRef<HTMLDivElement>(null);
  const { q, month, law, priority, entity } = view;
  useTypedBeforeHydration(rootRef, { q, month, law, priority, entity }, (typed) => onTyped(typed));
  const filtered = view.q || view.month || view.law || view.priority || view.entity;
  const pairs = (values: readonly string[], name: (value: string) => string) =>
    values.map((v) => [v, name(v)] as const);
  const selects = [
    {
      key: "month",
      label: dueDatesText.monthLabel,
      all: dueDatesText.all,
      options: pairs(months, monthName),
    },
    {
      key: "law",
      label: dueDatesText.lawLabel,
      all: dueDatesText.allNationalLaws,
      options: pairs(laws, (law) =>
        law === ALL_STATE_LAWS ? dueDatesText.allStateLaws : lawName(law),
      ),
    },
    {
      key: "priority",
      label: dueDatesText.priorityLabel,
      all: dueDatesText.all,
      options: PRIORITIES.map((p) => [p, dueDatesText.priorities[p]!] as const),
    },
    {
      key: "entity",
      label: dueDatesText.entityLabel,
      all: dueDatesText.allEntities,
      options: pairs(entityTypes, entityName),
    },
  ] as const;

  return (
    <div
      ref={rootRef}
      role="search"
      aria-label={dueDatesText.toolbarLabel}
      data-requires-js
      className="print:hidden"
    >
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[1fr_1.4fr_1fr_1.5fr]">
        <div className="md:col-span-2 lg:col-span-4">
          <label htmlFor={`${id}-q`} className={labelClass}>
            {dueDatesText.searchLabel}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              value={view.q}
              onChange={(event) => set({ q: event.target.value })}
              placeholder={dueDatesText.searchPlaceholder}
              autoComplete="off"
              className={`${control} pr-3 pl-10 placeholder:text-slate-500`}
            />
          </div>
        </div>
        {selects.map(({ key, label, all, options }) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className={labelClass}>
              {label}
            </label>
            <select
              id={`${id}-${key}`}
              name={key}
              value={view[key]}
              onChange={(event) => set({ [key]: event.target.value })}
              className={`${control} px-3`}
            >
              <option value="">{all}</option>
              {options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className="mt-4 flex min-h-11 flex-wrap items-center justify-between gap-3">
        {status}
        {filtered ? (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex min-h-11 items-center rounded-control px-3 font-semibold text-brand hover:bg-brand-soft"
          >
            {dueDatesText.clearFilters}
          </button>
        ) : null}
      </div>
    </div>
  );
}
