import { adminMessages, adminText } from "~/content/admin-text";
import {
  complianceItemSchema,
  entityNameSchema,
  lawNameSchema,
  scheduleSchema,
  type AvailableLaws,
  type ComplianceData,
  type ComplianceItem,
  type EntityLawMap,
  type MonthValue,
  MONTHS,
  type Priority,
  type Schedule,
} from "~/lib/compliance-schema";

/*
 * The admin's data rules, pure: every action takes the state and returns the next state plus the message the
 * spec prescribes. No storage, no React. Objects are rebuilt, never mutated, so React sees every change.
 */
export interface AdminState {
  complianceData: ComplianceData;
  entityLawMap: EntityLawMap;
  availableLaws: AvailableLaws;
}

export type Outcome =
  | { ok: true; state: AdminState; message?: string; kind?: "success" | "info" }
  | { ok: false; message: string; kind: "error" | "info" }
  /** Nothing to do (e.g. a rename to an empty name is ignored). */
  | { ok: false; message?: undefined; kind: "ignored" };

const done = (state: AdminState, message?: string): Outcome => ({
  ok: true,
  state: repair(state),
  message,
  kind: "success",
});
const fail = (message: string, kind: "error" | "info" = "error"): Outcome => ({
  ok: false,
  message,
  kind,
});
const ignored: Outcome = { ok: false, kind: "ignored" };

const has = (obj: object, key: string) => Object.hasOwn(obj, key);

/** "GST", "GSTR-3B" → "gst-gstr-3b"; the base of a new entry's id. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "") || "entry";

const allIds = (data: ComplianceData) =>
  new Set(
    Object.values(data)
      .flat()
      .map((item) => item.id),
  );

/** A readable id not yet used: "gst-gstr-3b", else "gst-gstr-3b-2", "-3" ... */
export function newItemId(data: ComplianceData, law: string, form: string): string {
  const used = allIds(data);
  const base = slugify(`${law} ${form}`);
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * Gives every entry of older stored data or exports (written before entries had ids) an id of its own. Plain
 * data in, plain data out: it runs before validation.
 */
export function withIds(raw: unknown): unknown {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const lists = Object.entries(raw as Record<string, unknown>);
  const used = new Set<string>();
  for (const [, items] of lists)
    if (Array.isArray(items))
      for (const item of items)
        if (item && typeof item === "object" && typeof (item as { id?: unknown }).id === "string")
          used.add((item as { id: string }).id);
  const out: Record<string, unknown> = Object.create(null);
  for (const [law, items] of lists) {
    out[law] = !Array.isArray(items)
      ? items
      : items.map((item) => {
          if (!item || typeof item !== "object" || "id" in item) return item;
          const form =
            typeof (item as { form?: unknown }).form === "string"
              ? (item as { form: string }).form
              : "";
          const base = slugify(`${law} ${form}`);
          let id = base;
          for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
          used.add(id);
          return { id, ...item };
        });
  }
  return { ...out };
}

/**
 * Cross-structure repairs: every law named in the entity-law map is an available law and has a (possibly
 * empty) list of compliance items; so does every available law.
 */
export function repair(state: AdminState): AdminState {
  // A name listed twice (an imported file, an older version) would show twice and be deleted only once.
  const laws = [...new Set(state.availableLaws)];
  let entityLawMap = state.entityLawMap;
  for (const [entity, list] of Object.entries(state.entityLawMap)) {
    const unique = [...new Set(list)];
    if (unique.length !== list.length) entityLawMap = { ...entityLawMap, [entity]: unique };
  }
  for (const list of Object.values(entityLawMap))
    for (const law of list) if (!laws.includes(law)) laws.push(law);
  const missing = laws.filter((law) => !has(state.complianceData, law));
  const lawsSame =
    laws.length === state.availableLaws.length &&
    laws.every((l, i) => l === state.availableLaws[i]);
  if (lawsSame && missing.length === 0 && entityLawMap === state.entityLawMap) return state;
  const complianceData = { ...state.complianceData };
  for (const law of missing) complianceData[law] = [];
  return { entityLawMap, availableLaws: laws, complianceData };
}

/** A typed name checked by the rules stored data is checked by, so nothing accepted now is unreadable later. */
const nameProblem = (schema: typeof lawNameSchema, name: string) => {
  const parsed = schema.safeParse(name);
  return parsed.success
    ? undefined
    : adminMessages.nameInvalid(parsed.error.issues[0]?.message ?? "");
};

export function addEntity(state: AdminState, rawName: string): Outcome {
  const name = rawName.trim();
  if (!name) return fail(adminMessages.entityEmpty);
  const problem = nameProblem(entityNameSchema, name);
  if (problem) return fail(problem);
  if (has(state.entityLawMap, name)) return fail(adminMessages.entityExists);
  return done(
    { ...state, entityLawMap: { ...state.entityLawMap, [name]: [] } },
    adminMessages.entityAdded,
  );
}

export function addLaw(state: AdminState, rawName: string): Outcome {
  const name = rawName.trim();
  if (!name) return fail(adminMessages.lawEmpty);
  const problem = nameProblem(lawNameSchema, name);
  if (problem) return fail(problem);
  if (state.availableLaws.includes(name)) return fail(adminMessages.lawExists);
  return done({ ...state, availableLaws: [...state.availableLaws, name] }, adminMessages.lawAdded);
}

/** Assigns a law to an entity; a law typed in that is not yet available is added to the list (simple admin). */
export function assignLaw(state: AdminState, entity: string, rawLaw: string): Outcome {
  const law = rawLaw.trim();
  if (!entity || !law || !has(state.entityLawMap, entity)) return fail(adminMessages.assignMissing);
  const problem = nameProblem(lawNameSchema, law);
  if (problem) return fail(problem);
  const current = state.entityLawMap[entity] ?? [];
  if (current.includes(law)) return fail(adminMessages.assignDuplicate, "info");
  return done(
    { ...state, entityLawMap: { ...state.entityLawMap, [entity]: [...current, law] } },
    adminMessages.lawAssigned(law, entity),
  );
}

export function removeLawFromEntity(state: AdminState, entity: string, law: string): Outcome {
  const current = state.entityLawMap[entity];
  if (!current || !current.includes(law)) return ignored;
  return done(
    {
      ...state,
      entityLawMap: { ...state.entityLawMap, [entity]: current.filter((l) => l !== law) },
    },
    adminMessages.lawRemoved(law, entity),
  );
}

export function deleteEntity(state: AdminState, entity: string): Outcome {
  if (!has(state.entityLawMap, entity)) return ignored;
  const entityLawMap = Object.fromEntries(
    Object.entries(state.entityLawMap).filter(([name]) => name !== entity),
  );
  return done({ ...state, entityLawMap }, adminMessages.entityDeleted(entity));
}

/** Removes the law from the available laws and from every entity, and deletes its compliance data. */
export function deleteLaw(state: AdminState, law: string): Outcome {
  if (!state.availableLaws.includes(law) && !has(state.complianceData, law)) return ignored;
  const entityLawMap = Object.fromEntries(
    Object.entries(state.entityLawMap).map(([name, laws]) => [name, laws.filter((l) => l !== law)]),
  );
  const complianceData = Object.fromEntries(
    Object.entries(state.complianceData).filter(([name]) => name !== law),
  );
  return done(
    {
      availableLaws: state.availableLaws.filter((l) => l !== law),
      entityLawMap,
      complianceData,
    },
    adminMessages.lawDeleted(law),
  );
}

/** Moves the entity's law list to the new name, keeping its place in the list. An empty name is ignored. */
export function renameEntity(state: AdminState, entity: string, rawName: string): Outcome {
  const name = rawName.trim();
  if (!name || name === entity || !has(state.entityLawMap, entity)) return ignored;
  const problem = nameProblem(entityNameSchema, name);
  if (problem) return fail(problem);
  if (has(state.entityLawMap, name)) return fail(adminMessages.renameDuplicate);
  const entityLawMap = Object.fromEntries(
    Object.entries(state.entityLawMap).map(([key, laws]) => [key === entity ? name : key, laws]),
  );
  return done({ ...state, entityLawMap }, adminMessages.entityRenamed);
}

export interface NewItem {
  form: string;
  description: string;
  due: string;
  month: MonthValue;
  priority?: Priority;
  penalty?: string;
  applicability?: string;
  consequences?: string;
  tips?: string;
  basis?: string;
  sourceUrl?: string;
  verifiedOn?: string;
}

export function addItem(state: AdminState, law: string, input: NewItem): Outcome {
  if (!input.form.trim() || !input.description.trim() || !input.due.trim())
    return fail(adminMessages.addItemMissing);
  const parsed = complianceItemSchema.safeParse({
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== "")),
    id: newItemId(state.complianceData, law, input.form.trim()),
    priority: input.priority ?? "medium",
    penalty: input.penalty ?? "",
    isUpdated: true,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? "");
    const labels: Record<string, string> = adminText.compliance.fields;
    return fail(
      adminMessages.fieldInvalid(
        Object.hasOwn(labels, key) ? labels[key]! : key,
        issue?.message ?? "",
      ),
    );
  }
  const item = dropEmptyOptionals(parsed.data);
  const list = state.complianceData[law] ?? [];
  return done(
    { ...state, complianceData: { ...state.complianceData, [law]: [...list, item] } },
    adminMessages.itemAdded(item.form, law),
  );
}

export type EditableField =
  | "form"
  | "formerly"
  | "description"
  | "due"
  | "month"
  | "priority"
  | "penalty"
  | "applicability"
  | "consequences"
  | "tips"
  | "basis"
  | "sourceUrl"
  | "verifiedOn";

/** Where an entry is now: edits name the entry by id, so a row that moved (or a law reordered) still matches. */
export function findItem(state: AdminState, id: string) {
  for (const [law, items] of Object.entries(state.complianceData)) {
    const index = items.findIndex((item) => item.id === id);
    if (index !== -1) return { law, index, item: items[index]! };
  }
  return undefined;
}

const replaceItem = (state: AdminState, law: string, index: number, item: ComplianceItem) => ({
  ...state,
  complianceData: {
    ...state.complianceData,
    [law]: state.complianceData[law]!.map((current, i) => (i === index ? item : current)),
  },
});

/**
 * Saves one field of the entry `id`, checked against the shared item schema; the entry is marked as locally
 * updated. An entry deleted meanwhile (in another tab) is reported, so the editor can keep what was typed.
 */
export function updateItemField(
  state: AdminState,
  id: string,
  field: EditableField,
  value: string,
  fieldLabel: string = field,
): Outcome {
  const found = findItem(state, id);
  if (!found) return fail(adminMessages.itemGone);
  const rest: Record<string, unknown> = { ...found.item };
  delete rest[field];
  const optional = !["form", "description", "due", "month", "priority", "penalty"].includes(field);
  const next = optional && value.trim() === "" ? rest : { ...rest, [field]: value };
  const parsed = complianceItemSchema.safeParse({ ...next, isUpdated: true });
  if (!parsed.success)
    return fail(adminMessages.fieldInvalid(fieldLabel, parsed.error.issues[0]?.message ?? ""));
  return done(replaceItem(state, found.law, found.index, dropEmptyOptionals(parsed.data)));
}

/** Sets or clears the entry's schedule (from which its next due date and calendar events are computed). */
export function updateSchedule(
  state: AdminState,
  id: string,
  schedule: Schedule | undefined,
): Outcome {
  const found = findItem(state, id);
  if (!found) return fail(adminMessages.itemGone);
  const rest: ComplianceItem = { ...found.item };
  delete rest.schedule;
  if (schedule && !scheduleSchema.safeParse(schedule).success)
    return fail(adminMessages.scheduleInvalid);
  const parsed = complianceItemSchema.safeParse({
    ...rest,
    ...(schedule ? { schedule } : {}),
    isUpdated: true,
  });
  if (!parsed.success) return fail(adminMessages.scheduleInvalid);
  return done(replaceItem(state, found.law, found.index, parsed.data), adminMessages.scheduleSaved);
}

export function deleteItem(state: AdminState, id: string): Outcome {
  const found = findItem(state, id);
  if (!found) return ignored;
  return done(
    {
      ...state,
      complianceData: {
        ...state.complianceData,
        [found.law]: state.complianceData[found.law]!.filter((_, i) => i !== found.index),
      },
    },
    adminMessages.itemDeleted(found.item.form),
  );
}

/** Compliance tab reset: the published compliance data; entities and laws are kept (missing lists repaired). */
export function resetCompliance(state: AdminState, published: AdminState): Outcome {
  return done(
    { ...state, complianceData: structuredClone(published.complianceData) },
    adminMessages.resetDone,
  );
}

/** Entity tab reset: the published entity types and laws; compliance data is kept. */
export function resetEntities(state: AdminState, published: AdminState): Outcome {
  return done(
    {
      ...state,
      entityLawMap: structuredClone(published.entityLawMap),
      availableLaws: [...published.availableLaws],
    },
    adminMessages.resetDone,
  );
}

/** How many entity types use each law. */
export function lawUsage(state: AdminState): Map<string, number> {
  const usage = new Map(state.availableLaws.map((l) => [l, 0]));
  for (const laws of Object.values(state.entityLawMap))
    for (const law of laws) usage.set(law, (usage.get(law) ?? 0) + 1);
  return usage;
}

/** The add form's month guess from the due text ("30 September" → September, "20th monthly" → Monthly). */
export function guessMonth(due: string): MonthValue | undefined {
  const text = due.toLowerCase();
  if (/half-year/.test(text)) return "Half-yearly";
  if (/quarter/.test(text)) return "Quarterly";
  if (/month/.test(text)) return "Monthly";
  return MONTHS.find((month) => new RegExp(`\\b${month.slice(0, 3).toLowerCase()}`).test(text));
}

function dropEmptyOptionals(item: ComplianceItem): ComplianceItem {
  const out = { ...item };
  for (const key of ["applicability", "consequences", "tips", "formerly", "basis"] as const)
    if (out[key] === "") delete out[key];
  return out;
}
