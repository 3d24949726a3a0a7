import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Field } from "~/components/field";
import { Input } from "~/components/ui/input";
import { dueDatesText as t } from "~/content/due-dates";
import { PRIORITIES } from "~/lib/compliance-constants";
import { DEFAULT_VIEW, type DueDatesView } from "../filter-due-dates";
import { priorityLabel } from "./priority-badge";

interface ToolbarProps {
  view: DueDatesView;
  onChange: (view: DueDatesView) => void;
  months: readonly string[];
  laws: readonly string[];
  entityTypes: readonly string[];
  status: ReactNode;
}

export function DueDatesToolbar({
  view,
  onChange,
  months,
  laws,
  entityTypes,
  status,
}: ToolbarProps) {
  const set = (patch: Partial<DueDatesView>) => onChange({ ...view, ...patch });
  const filtered = view.q || view.month || view.law || view.priority || view.entity;
  const pairs = (values: readonly string[]) => values.map((v) => [v, v] as const);
  const selects = [
    { key: "month", label: t.monthLabel, all: t.all, options: pairs(months) },
    { key: "law", label: t.lawLabel, all: t.all, options: pairs(laws) },
    {
      key: "priority",
      label: t.priorityLabel,
      all: t.all,
      options: PRIORITIES.map((p) => [p, priorityLabel(p)] as const),
    },
    { key: "entity", label: t.entityLabel, all: t.allEntities, options: pairs(entityTypes) },
  ] as const;
  return (
    <div role="search" aria-label={t.toolbarLabel} data-requires-js className="print:hidden">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1.3fr_1fr_1.6fr]">
        <Field label={t.searchLabel} className="md:col-span-2 lg:col-span-1">
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <Input
              type="search"
              value={view.q}
              onChange={(event) => set({ q: event.target.value })}
              placeholder={t.searchPlaceholder}
              className="pl-10"
              autoComplete="off"
            />
          </div>
        </Field>
        {selects.map(({ key, label, all, options }) => (
          <Field key={key} label={label}>
            <select
              value={view[key]}
              onChange={(event) => set({ [key]: event.target.value })}
              className="block min-h-11 w-full rounded-[var(--radius-control)] border border-slate-400 bg-white px-3 py-2 text-base text-ink"
            >
              <option value="">{all}</option>
              {options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </Field>
        ))}
      </div>
      <div className="mt-4 flex min-h-11 flex-wrap items-center justify-between gap-3">
        {status}
        {filtered ? (
          <button
            type="button"
            onClick={() => onChange({ ...DEFAULT_VIEW, sort: view.sort, dir: view.dir })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-[var(--radius-control)] px-3 font-semibold text-brand hover:bg-brand-soft"
          >
            {t.clearFilters}
          </button>
        ) : null}
      </div>
    </div>
  );
}
