import { MONTH_VALUES, MONTHS, PRIORITY_RANK } from "~/lib/compliance-constants";
import type { ComplianceData, ComplianceItem, EntityLawMap } from "~/lib/compliance-schema";
import { occurrences } from "~/lib/schedule";
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
  sort: SortKey;
  dir: SortDir;
}

/** Every entry, soonest due first (grouped by month: month-groups.ts). */
export const DEFAULT_VIEW: DueDatesView = {
  q: "",
  month: "",
  law: "",
  priority: "",
  entity: "",
  sort: "due",
  dir: "asc",
};

/** The rows of every law, in the data's order; each keeps its entry's stable id (table keys, calendar UIDs). */
export const toRows = (data: ComplianceData): DueDateRow[] =>
  Object.entries(data).flatMap(([law, items]) => items.map((item) => ({ ...item, law })));

/** What the search sets aside: spaces, hyphens, dashes, dots, slashes, brackets, quotes and joiners. */
const IGNORED = /[\s\-‐-―_.,/()[\]'"\u200c\u200d]/g;

/**
 * Text as the search compares it: any case, and without the spaces, hyphens and other marks people type or leave out
 * ("GSTR 3B", "gstr-3b" and "GSTR3B" are the same; so are "26 Q" and "26Q").
 */
export const normalizeSearch = (text: string) =>
  text.normalize("NFKC").toLowerCase().replace(IGNORED, "");

/**
 * Common names a visitor types and the entries' words they mean (app/content/due-dates-search.ts); or a reader of
 * acronyms spelled in another script (`spell`: "టీడీఎస్" → "tds", spelled-out.ts), so such a query finds what its
 * letters find. Both load with the first search.
 */
export type Synonym =
  | { typed: readonly string[]; finds: readonly string[] }
  | { spell: (query: string) => string | undefined };

/**
 * An entry's words as the search reads them: normalised, with the places where a word starts, so that a query matches
 * from the start of a word ("itr" finds ITR-6, not the "itr" inside "audit report").
 */
interface Haystack {
  text: string;
  starts: ReadonlySet<number>;
}

export function toHaystack(words: readonly string[]): Haystack {
  let text = "";
  const starts = new Set<number>();
  for (const word of words) {
    let boundary = true;
    for (const char of word.normalize("NFKC").toLowerCase()) {
      if (char.replace(IGNORED, "") === "") {
        boundary = true;
        continue;
      }
      if (boundary) starts.add(text.length);
      boundary = false;
      text += char;
    }
    text += "\n";
  }
  return { text, starts };
}

/** Whether `term` (normalised) occurs from the start of a word of the haystack. */
export function matchesFromWordStart({ text, starts }: Haystack, term: string): boolean {
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1))
    if (starts.has(at)) return true;
  return false;
}

const haystacks = new WeakMap<DueDateRow, Haystack>();
const haystack = (row: DueDateRow) => {
  let found = haystacks.get(row);
  if (found === undefined) {
    found = toHaystack([row.form, row.formerly ?? "", row.description, row.law]);
    haystacks.set(row, found);
  }
  return found;
};

/**
 * What a query looks for: itself, set aside case, spaces and hyphens, and the entries' words of every common name
 * it is (a plural "s" forgiven). Empty for an empty query.
 */
export function searchTerms(query: string, synonyms: readonly Synonym[] = []): string[] {
  const q = normalizeSearch(query);
  if (!q) return [];
  const terms = new Set([q]);
  for (const synonym of synonyms) {
    if ("spell" in synonym) {
      const latin = synonym.spell(q);
      if (latin) for (const term of searchTerms(latin, synonyms)) terms.add(term);
    } else if (
      synonym.typed.some((typed) => [q, q.replace(/s$/, "")].includes(normalizeSearch(typed)))
    )
      for (const word of synonym.finds) terms.add(normalizeSearch(word));
  }
  return [...terms];
}

/** The reference year whose dates give the months an entry falls due in (any year gives the same months). */
const REFERENCE_YEAR = 2027;
const monthsCache = new WeakMap<DueDateRow, ReadonlySet<number>>();

/**
 * The calendar months (1-12) an entry falls due in: every month for a monthly return, its months for a quarterly or
 * half-yearly one, its month for an annual one (from its schedule); its month column's month when it has no dated
 * schedule (a filing after an event that usually falls in a month).
 */
export function dueMonths(row: Pick<DueDateRow, "schedule" | "month">): ReadonlySet<number> {
  const cached = monthsCache.get(row as DueDateRow);
  if (cached) return cached;
  const months = new Set<number>();
  const calendarMonth = (MONTHS as readonly string[]).indexOf(row.month);
  if (calendarMonth >= 0) months.add(calendarMonth + 1);
  if (row.schedule && row.schedule.kind !== "afterEvent")
    for (const date of occurrences(
      row.schedule,
      `${REFERENCE_YEAR}-01-01`,
      `${REFERENCE_YEAR}-12-31`,
    ))
      if (date.startsWith(`${REFERENCE_YEAR}-`)) months.add(Number(date.slice(5, 7)));
  monthsCache.set(row as DueDateRow, months);
  return months;
}

/**
 * Whether an entry belongs under the month filter: a calendar month means "falls due in that month" (dueMonths);
 * Monthly, Quarterly, Half-yearly and Event-based are the entry's own cadence.
 */
export function inMonth(row: DueDateRow, month: string): boolean {
  const index = (MONTHS as readonly string[]).indexOf(month);
  return index >= 0 ? dueMonths(row).has(index + 1) : row.month === month;
}

/**
 * Search (form, former form, description or law, forgiving case, spaces, hyphens and common names) AND month (due
 * in it) AND law AND priority AND entity type. A State's law shows when it is chosen (or every State's,
 * ALL_STATE_LAWS) or searched for; with no law chosen and nothing searched, the table holds the national laws
 * (docs/decisions/034-state-laws-by-state.md).
 */
export function filterRows(
  rows: readonly DueDateRow[],
  view: DueDatesView,
  entityLawMap: EntityLawMap,
  synonyms: readonly Synonym[] = [],
): DueDateRow[] {
  const terms = searchTerms(view.q, synonyms);
  const { month, law, priority, entity } = view;
  // The entity comes from the address: a name such as "toString" must not reach the object's own members.
  const entityLaws = entity
    ? new Set(Object.hasOwn(entityLawMap, entity) ? entityLawMap[entity] : [])
    : undefined;
  return rows.filter(
    (row) =>
      (!month || inMonth(row, month)) &&
      (law ? lawMatches(row.law, law) : terms.length > 0 || !isStateLaw(row.law)) &&
      (!priority || row.priority === priority) &&
      (!entityLaws ||
        (entityLaws.has(row.law) && (!row.appliesTo || row.appliesTo.includes(entity)))) &&
      (!terms.length || terms.some((term) => matchesFromWordStart(haystack(row), term))),
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
 * date when one is known (`nextDueById`: on today's date in India, or the build's before the page hydrates);
 * entries without one follow, by their text.
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

/**
 * Clicking the active column flips its direction; a new column starts with what a visitor looks for first: the
 * soonest due date, A-Z for a form or law, and high priority first.
 */
export function nextSort(view: { sort?: SortKey; dir: SortDir }, key: SortKey) {
  return view.sort === key
    ? { sort: key, dir: view.dir === "asc" ? ("desc" as const) : ("asc" as const) }
    : { sort: key, dir: key === "priority" ? ("desc" as const) : ("asc" as const) };
}

/** All twelve months in calendar order, then the cadences present: Monthly, Quarterly, Half-yearly, Event-based. */
export const monthOptions = (rows: readonly DueDateRow[]) => {
  const present = new Set(rows.map((r) => r.month));
  return MONTH_VALUES.filter((m) => (MONTHS as readonly string[]).includes(m) || present.has(m));
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
