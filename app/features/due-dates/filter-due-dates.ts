import { MONTH_VALUES, PRIORITY_RANK } from "~/lib/compliance-constants";
import type { ComplianceData, ComplianceItem, EntityLawMap } from "~/lib/compliance-schema";
import { ALL_STATE_LAWS, isStateLaw, lawMatches } from "~/lib/state-laws";

/** One table row: an entry of the data file with its law added. */
export interface DueDateRow extends ComplianceItem {
  law: string;
}

export type SortKey = "form" | "due" | "priority" | "law";
export type SortDir = "asc" | "desc";
export const SORT_KEYS: readonly SortKey[] = ["form", "due", "priority", "law"];

/** What the visitor chose; "" means All. */
export interface DueDatesView {
  q: string;
  month: string;
  law: string;
  priority: string;
  entity: string;
  sort?: SortKey;
  dir: SortDir;
}

export const DEFAULT_VIEW: DueDatesView = {
  q: "",
  month: "",
  law: "",
  priority: "",
  entity: "",
  dir: "desc",
};

/** The rows of every law, in the data's order; each keeps its entry's stable id (table keys, calendar UIDs). */
export const toRows = (data: ComplianceData): DueDateRow[] =>
  Object.entries(data).flatMap(([law, items]) => items.map((item) => ({ ...item, law })));

const haystacks = new WeakMap<DueDateRow, string>();
const haystack = (row: DueDateRow) => {
  let text = haystacks.get(row);
  if (text === undefined) {
    text = `${row.form}\n${row.description}\n${row.law}`.toLowerCase();
    haystacks.set(row, text);
  }
  return text;
};

/**
 * Search (form, description or law, any case) AND month AND law AND priority AND entity type. A State's law shows
 * when it is chosen (or every State's, ALL_STATE_LAWS) or searched for; with no law chosen and nothing searched, the
 * table holds the national laws (docs/decisions/034-state-laws-by-state.md).
 */
export function filterRows(
  rows: readonly DueDateRow[],
  view: DueDatesView,
  entityLawMap: EntityLawMap,
): DueDateRow[] {
  const q = view.q.trim().toLowerCase();
  const { month, law, priority, entity } = view;
  // The entity comes from the address: a name such as "toString" must not reach the object's own members.
  const entityLaws = entity
    ? new Set(Object.hasOwn(entityLawMap, entity) ? entityLawMap[entity] : [])
    : undefined;
  return rows.filter(
    (row) =>
      (!month || row.month === month) &&
      (law ? lawMatches(row.law, law) : q || !isStateLaw(row.law)) &&
      (!priority || row.priority === priority) &&
      (!entityLaws ||
        (entityLaws.has(row.law) && (!row.appliesTo || row.appliesTo.includes(entity)))) &&
      (!q || haystack(row).includes(q)),
  );
}

const byText = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

const lowerCache = new WeakMap<DueDateRow, { form: string; law: string; due: string }>();
const lower = (row: DueDateRow) => {
  let keys = lowerCache.get(row);
  if (!keys) {
    keys = { form: row.form.toLowerCase(), law: row.law.toLowerCase(), due: row.due.toLowerCase() };
    lowerCache.set(row, keys);
  }
  return keys;
};

/**
 * Sorts a copy. Priority ranks high 3, medium 2, low 1; form and law compare text. Due Date compares the next due
 * date when one is known (`nextDueById`, computed in the browser); entries without one follow, by their text.
 * Keys are computed once per row (not per comparison) and ties keep the data order.
 */
export function sortRows(
  rows: readonly DueDateRow[],
  sort: SortKey | undefined,
  dir: SortDir,
  nextDueById: ReadonlyMap<string, string> = new Map(),
): DueDateRow[] {
  if (!sort) return [...rows];
  const sign = dir === "asc" ? 1 : -1;
  const keyed = rows.map((row, index) => {
    let group = 0;
    let key: string | number;
    if (sort === "priority") key = PRIORITY_RANK[row.priority];
    else if (sort === "due") {
      const next = nextDueById.get(row.id);
      group = next ? 0 : 1;
      key = next ?? lower(row).due;
    } else key = lower(row)[sort];
    return { row, index, group, key };
  });
  keyed.sort(
    (a, b) =>
      a.group - b.group || sign * (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) || a.index - b.index,
  );
  return keyed.map((k) => k.row);
}

/** Clicking the active column flips its direction; a new column starts descending. */
export function nextSort(view: Pick<DueDatesView, "sort" | "dir">, key: SortKey) {
  return view.sort === key
    ? { sort: key, dir: view.dir === "asc" ? ("desc" as const) : ("asc" as const) }
    : { sort: key, dir: "desc" as const };
}

/** All, the months present in calendar order, then Monthly, Quarterly, Half-yearly (and Event-based). */
export const monthOptions = (rows: readonly DueDateRow[]) => {
  const present = new Set(rows.map((r) => r.month));
  return MONTH_VALUES.filter((m) => present.has(m));
};

/** The law names present: the national laws sorted, then every State's (ALL_STATE_LAWS) and each State's, sorted. */
export const lawOptions = (rows: readonly DueDateRow[]) => {
  const laws = [...new Set(rows.map((r) => r.law))].sort(byText);
  const states = laws.filter(isStateLaw);
  return [
    ...laws.filter((l) => !isStateLaw(l)),
    ...(states.length ? [ALL_STATE_LAWS, ...states] : []),
  ];
};
