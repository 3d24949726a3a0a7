import {
  adminExportSchema,
  dueDatesFileSchema,
  formatIssues,
  type ComplianceItem,
  type DueDatesFile,
} from "~/lib/compliance-schema";
import { adminText } from "~/content/admin-text";
import { futureDateProblems } from "~/lib/data-dates";
import { parseJsonSafely } from "./admin-import";
import { repair, type AdminState } from "./admin-store";

/*
 * The published data file (public/data/compliance-due-dates.json) is the firm's data: the admin starts from it and
 * "Reset" restores it. This module turns the file into the admin's state and back, and says what a new file
 * changes against the current one, for the admin's download and for `npm run data:publish` alike.
 */

/** "2026-27" for any date from 1 April 2026 to 31 March 2027. */
export function financialYearOf(isoDate: string): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The admin's state from the published file. A file from before entity types travelled in it has none. */
export function stateFromFile(file: DueDatesFile): AdminState {
  return repair({
    complianceData: structuredClone(file.dueDates),
    entityLawMap: structuredClone(file.entityLawMap ?? {}),
    availableLaws: [...(file.laws ?? Object.keys(file.dueDates))],
  });
}

/** The published content of a state: local-edit markers dropped, laws without entries left out of the table. */
export function contentOf(state: AdminState) {
  const dueDates = Object.fromEntries(
    Object.entries(state.complianceData)
      .filter(([, items]) => items.length > 0)
      .map(([law, items]) => [law, items.map(({ isUpdated: _local, ...item }) => item)]),
  );
  return { entityLawMap: state.entityLawMap, laws: state.availableLaws, dueDates };
}

/** JSON with every object's keys sorted: two values compare equal whatever order their keys were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
const sameContent = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export type SiteFileResult = { ok: true; file: DueDatesFile } | { ok: false; problems: string[] };

/**
 * The site data file for the admin's state. Unchanged data keeps the published file's date, so a fresh admin's
 * file is the published file itself; an entry still missing its basis, source or check date is a problem to fix.
 */
export function toSiteDataFile(
  state: AdminState,
  today: string,
  published?: DueDatesFile,
  /** false where a trusted clock checks the dates later (the admin's publish: this device's clock may be wrong). */
  checkFuture = true,
): SiteFileResult {
  const content = contentOf(state);
  const unchanged =
    published &&
    sameContent(content, {
      entityLawMap: published.entityLawMap ?? {},
      laws: published.laws ?? Object.keys(published.dueDates),
      dueDates: published.dueDates,
    });
  const parsed = dueDatesFileSchema.safeParse({
    lastUpdated: unchanged ? published.lastUpdated : today,
    financialYear: unchanged ? published.financialYear : financialYearOf(today),
    ...content,
    // The ledger of published changes travels on; a publish appends to it (publish-ledger.ts).
    ...(published?.updates ? { updates: published.updates } : {}),
  });
  if (!parsed.success) return { ok: false, problems: formatIssues(parsed.error) };
  return checkFuture ? checkedDates(parsed.data, today) : { ok: true, file: parsed.data };
}

/** The file, or the dates of it that lie in the future (data-dates.ts). */
function checkedDates(file: DueDatesFile, today: string): SiteFileResult {
  const problems = futureDateProblems(file, today);
  return problems.length ? { ok: false, problems } : { ok: true, file };
}

export interface EntryRef {
  id: string;
  form: string;
  law: string;
}

export interface DataChanges {
  added: EntryRef[];
  removed: EntryRef[];
  /** The due text, schedule or extensions differ. */
  datesChanged: (EntryRef & { before: string; after: string })[];
  /** Entries that had a schedule (and so a next due date and calendar events) and would lose it. */
  schedulesRemoved: EntryRef[];
  /** Entries that would lose planner facts: late-filing cost, planner rule or period covered. */
  factsRemoved: (EntryRef & { fields: PlannerFact[] })[];
  /** Other fields differ (or the entry moved to another law): which ones. */
  edited: (EntryRef & { fields: string[] })[];
  entityTypesAdded: string[];
  entityTypesRemoved: string[];
  lawsRemoved: string[];
}

const entriesById = (file: DueDatesFile) =>
  new Map(
    Object.entries(file.dueDates).flatMap(([law, items]) =>
      items.map((item) => [item.id, { law, item }] as const),
    ),
  );

/** The planner's facts: an entry that had one and loses it loses published data. */
export const PLANNER_FACTS = ["lateCost", "appliesWhen", "covers"] as const;
export type PlannerFact = (typeof PLANNER_FACTS)[number];
/** Fields that date an entry: a change to one is a date change. */
const DATED_FIELDS = new Set(["due", "schedule", "extensions"]);

/** The top-level fields whose values differ (the local-edit marker aside), in a stable order. */
const changedFields = (a: ComplianceItem, b: ComplianceItem) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter(
      (key) =>
        key !== "isUpdated" &&
        !sameContent(
          (a as Record<string, unknown>)[key] ?? null,
          (b as Record<string, unknown>)[key] ?? null,
        ),
    )
    .sort();

const ref = (law: string, item: ComplianceItem): EntryRef => ({
  id: item.id,
  form: item.form,
  law,
});

/** What publishing `next` in place of `current` changes, entry by entry (entries are matched by id). */
export function diffFiles(current: DueDatesFile, next: DueDatesFile): DataChanges {
  const before = entriesById(current);
  const after = entriesById(next);
  const changes: DataChanges = {
    added: [],
    removed: [],
    datesChanged: [],
    schedulesRemoved: [],
    factsRemoved: [],
    edited: [],
    entityTypesAdded: [],
    entityTypesRemoved: [],
    lawsRemoved: [],
  };
  for (const [id, { law, item }] of before)
    if (!after.has(id)) changes.removed.push(ref(law, item));
  for (const [id, { law, item }] of after) {
    const old = before.get(id);
    if (!old) {
      changes.added.push(ref(law, item));
      continue;
    }
    if (old.item.schedule && !item.schedule) changes.schedulesRemoved.push(ref(law, item));
    const lost = PLANNER_FACTS.filter(
      (key) => old.item[key] !== undefined && item[key] === undefined,
    );
    if (lost.length) changes.factsRemoved.push({ ...ref(law, item), fields: lost });
    const fields = changedFields(old.item, item);
    if (fields.some((f) => DATED_FIELDS.has(f)))
      changes.datesChanged.push({ ...ref(law, item), before: old.item.due, after: item.due });
    // Every other change is listed by field, a date change beside it or not: none passes unseen.
    const other = [
      ...(old.law !== law ? ["law"] : []),
      ...fields.filter((f) => !DATED_FIELDS.has(f) && !(lost as string[]).includes(f)),
    ];
    if (other.length) changes.edited.push({ ...ref(law, item), fields: other });
  }
  const entitiesBefore = Object.keys(current.entityLawMap ?? {});
  const entitiesAfter = Object.keys(next.entityLawMap ?? {});
  changes.entityTypesAdded = entitiesAfter.filter((e) => !entitiesBefore.includes(e));
  // A file without entity types keeps the page's built-in map: nothing is removed.
  if (next.entityLawMap)
    changes.entityTypesRemoved = entitiesBefore.filter((e) => !entitiesAfter.includes(e));
  const lawsAfter = new Set([...(next.laws ?? []), ...Object.keys(next.dueDates)]);
  changes.lawsRemoved = [
    ...new Set([...(current.laws ?? []), ...Object.keys(current.dueDates)]),
  ].filter((law) => !lawsAfter.has(law));
  return changes;
}

/** Removals lose published data: they happen only when asked for explicitly. */
export const hasRemovals = (c: DataChanges) =>
  c.removed.length +
    c.schedulesRemoved.length +
    c.factsRemoved.length +
    c.entityTypesRemoved.length +
    c.lawsRemoved.length >
  0;

export const hasChanges = (c: DataChanges) =>
  hasRemovals(c) ||
  c.added.length + c.datesChanged.length + c.edited.length + c.entityTypesAdded.length > 0;

const name = (e: EntryRef) => `${e.form} (${e.law}, ${e.id})`;
const say = adminText.changes;
const fieldNames = (fields: readonly string[]) =>
  fields
    .map((f) =>
      Object.hasOwn(say.fieldNames, f) ? say.fieldNames[f as keyof typeof say.fieldNames] : f,
    )
    .join(", ");

/** The removals as lines a person reads: entries, schedules, planner facts, entity types, laws. */
export function describeRemovals(c: DataChanges): string[] {
  return [
    ...c.removed.map((e) => say.removed(name(e))),
    ...c.schedulesRemoved.map((e) => say.scheduleRemoved(name(e))),
    ...c.factsRemoved.map((e) => say.factsRemoved(name(e), fieldNames(e.fields))),
    ...c.entityTypesRemoved.map(say.entityTypeRemoved),
    ...c.lawsRemoved.map(say.lawRemoved),
  ];
}

/** The changes as lines a person reads: removals first, then date changes, additions and other edits. */
export function describeChanges(c: DataChanges): string[] {
  return [...describeRemovals(c), ...describeOtherChanges(c)];
}

/** Every change but the removals. */
export function describeOtherChanges(c: DataChanges): string[] {
  return [
    ...c.datesChanged.map((e) =>
      e.before === e.after ? say.datesChanged(name(e)) : say.dueChanged(name(e), e.before, e.after),
    ),
    ...c.added.map((e) => say.added(name(e))),
    ...c.entityTypesAdded.map(say.entityTypeAdded),
    ...c.edited.map((e) => say.edited(name(e), fieldNames(e.fields))),
  ];
}

export type PublishResult =
  | { ok: true; kind: "site data file" | "admin export"; file: DueDatesFile }
  | { ok: false; problems: string[] };

/** Accepts a site data file as it is, or an admin export (converted with today's date). */
export function preparePublish(text: string, today: string, current?: DueDatesFile): PublishResult {
  let raw: unknown;
  try {
    raw = parseJsonSafely(text);
  } catch (error) {
    return { ok: false, problems: [`(root): ${(error as Error).message}`] };
  }
  const isObject = (v: unknown): v is object => !!v && typeof v === "object" && !Array.isArray(v);
  if (isObject(raw) && "dueDates" in raw) {
    const parsed = dueDatesFileSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, problems: formatIssues(parsed.error) };
    const checked = checkedDates(parsed.data, today);
    return checked.ok ? { ok: true, kind: "site data file", file: checked.file } : checked;
  }
  if (isObject(raw) && "complianceData" in raw) {
    const parsed = adminExportSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, problems: formatIssues(parsed.error) };
    const result = toSiteDataFile(repair(parsed.data), today, current);
    return result.ok ? { ok: true, kind: "admin export", file: result.file } : result;
  }
  return {
    ok: false,
    problems: [
      "(root): not a site data file (lastUpdated, financialYear, dueDates) or an admin export (entityLawMap, availableLaws, complianceData)",
    ],
  };
}
