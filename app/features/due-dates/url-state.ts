import { MONTH_VALUES, PRIORITIES } from "~/lib/compliance-constants";
import { ALL_STATE_LAWS, FORMER_STATE_LAWS } from "~/lib/state-laws";
import { DEFAULT_VIEW, SORT_KEYS, type DueDatesView, type SortKey } from "./filter-due-dates";

/*
 * The view in the URL (app/lib/use-url-state.ts), so a filtered table can be shared and survives a reload:
 * ?q=gst&month=October&law=GST&priority=high&entity=LLP+(Limited+Liability+Partnership)&sort=form&dir=asc
 * Defaults are left out; unknown or malformed values fall back to the default instead of emptying the table.
 */

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

const clean = (value: string | null) => (value ?? "").slice(0, 200);

/** A law's filter value: the one law of Andhra Pradesh and Telangana, bookmarked before each State had its own, shows every State's laws. */
const lawOf = (value: string) => (value === FORMER_STATE_LAWS ? ALL_STATE_LAWS : value);

export function parseView(search: string): DueDatesView {
  const params = new URLSearchParams(search);
  const sort = oneOf<SortKey>(params.get("sort"), SORT_KEYS);
  return {
    q: clean(params.get("q")),
    month: oneOf(params.get("month"), MONTH_VALUES) ?? "",
    law: lawOf(clean(params.get("law"))),
    priority: oneOf(params.get("priority"), PRIORITIES) ?? "",
    entity: clean(params.get("entity")),
    sort: sort ?? DEFAULT_VIEW.sort,
    dir: sort ? (oneOf(params.get("dir"), ["asc", "desc"] as const) ?? "desc") : DEFAULT_VIEW.dir,
  };
}

/** "?q=…&sort=…" or "" for the default view. */
export function serializeView(view: DueDatesView): string {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set("q", view.q);
  if (view.month) params.set("month", view.month);
  if (view.law) params.set("law", view.law);
  if (view.priority) params.set("priority", view.priority);
  if (view.entity) params.set("entity", view.entity);
  // The default order (soonest due first) is left out; any other is kept, so a shared address shows it.
  if (view.sort !== DEFAULT_VIEW.sort || view.dir !== DEFAULT_VIEW.dir) {
    params.set("sort", view.sort);
    params.set("dir", view.dir);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const isDefaultView = (view: DueDatesView) => serializeView(view) === "";
