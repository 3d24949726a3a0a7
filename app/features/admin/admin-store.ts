import {
  DEFAULT_ENTITY_LAW_MAP,
  DEFAULT_LAWS,
  defaultComplianceData,
} from "~/content/compliance-defaults";
import { adminMessages as m } from "~/content/admin-text";
import {
  complianceItemSchema,
  type AvailableLaws,
  type ComplianceData,
  type ComplianceItem,
  type EntityLawMap,
  type MonthValue,
  MONTHS,
  type Priority,
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

const has = (obj: object, key: string) => Object.prototype.hasOwnProperty.call(obj, key);

export function defaultState(): AdminState {
  return repair({
    complianceData: defaultComplianceData(),
    entityLawMap: structuredClone(DEFAULT_ENTITY_LAW_MAP),
    availableLaws: [...DEFAULT_LAWS],
  });
}

/**
 * Cross-structure repairs (spec 4): every law named in the entity-law map is an available law and has a (possibly
 * empty) list of compliance items; so does every available law.
 */
export function repair(state: AdminState): AdminState {
  const laws = [...state.availableLaws];
  for (const list of Object.values(state.entityLawMap))
    for (const law of list) if (!laws.includes(law)) laws.push(law);
  const missing = laws.filter((law) => !has(state.complianceData, law));
  if (laws.length === state.availableLaws.length && missing.length === 0) return state;
  const complianceData = { ...state.complianceData };
  for (const law of missing) complianceData[law] = [];
  return { ...state, availableLaws: laws, complianceData };
}

export function addEntity(state: AdminState, rawName: string): Outcome {
  const name = rawName.trim();
  if (!name) return fail(m.entityEmpty);
  if (has(state.entityLawMap, name)) return fail(m.entityExists);
  return done({ ...state, entityLawMap: { ...state.entityLawMap, [name]: [] } }, m.entityAdded);
}

export function addLaw(state: AdminState, rawName: string): Outcome {
  const name = rawName.trim();
  if (!name) return fail(m.lawEmpty);
  if (state.availableLaws.includes(name)) return fail(m.lawExists);
  return done({ ...state, availableLaws: [...state.availableLaws, name] }, m.lawAdded);
}

/** Assigns a law to an entity; a law typed in that is not yet available is added to the list (simple admin). */
export function assignLaw(state: AdminState, entity: string, rawLaw: string): Outcome {
  const law = rawLaw.trim();
  if (!entity || !law || !has(state.entityLawMap, entity)) return fail(m.assignMissing);
  const current = state.entityLawMap[entity] ?? [];
  if (current.includes(law)) return fail(m.assignDuplicate, "info");
  return done(
    { ...state, entityLawMap: { ...state.entityLawMap, [entity]: [...current, law] } },
    m.lawAssigned(law, entity),
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
    m.lawRemoved(law, entity),
  );
}

export function deleteEntity(state: AdminState, entity: string): Outcome {
  if (!has(state.entityLawMap, entity)) return ignored;
  const entityLawMap = Object.fromEntries(
    Object.entries(state.entityLawMap).filter(([name]) => name !== entity),
  );
  return done({ ...state, entityLawMap }, m.entityDeleted(entity));
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
    m.lawDeleted(law),
  );
}

/** Moves the entity's law list to the new name, keeping its place in the list. An empty name is ignored. */
export function renameEntity(state: AdminState, entity: string, rawName: string): Outcome {
  const name = rawName.trim();
  if (!name || name === entity || !has(state.entityLawMap, entity)) return ignored;
  if (has(state.entityLawMap, name)) return fail(m.renameDuplicate);
  const entityLawMap = Object.fromEntries(
    Object.entries(state.entityLawMap).map(([key, laws]) => [key === entity ? name : key, laws]),
  );
  return done({ ...state, entityLawMap }, m.entityRenamed);
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
}

export function addItem(state: AdminState, law: string, input: NewItem): Outcome {
  if (!input.form.trim() || !input.description.trim() || !input.due.trim())
    return fail(m.addItemMissing);
  const parsed = complianceItemSchema.safeParse({
    ...input,
    priority: input.priority ?? "medium",
    penalty: input.penalty ?? "",
    isUpdated: true,
  });
  if (!parsed.success) return fail(m.cellInvalid(String(parsed.error.issues[0]?.path[0] ?? "")));
  const item = dropEmptyOptionals(parsed.data);
  const list = state.complianceData[law] ?? [];
  return done(
    { ...state, complianceData: { ...state.complianceData, [law]: [...list, item] } },
    m.itemAdded(item.form, law),
  );
}

export type EditableField =
  | "form"
  | "description"
  | "due"
  | "month"
  | "priority"
  | "penalty"
  | "applicability"
  | "consequences"
  | "tips";

/** Saves one cell. The value is checked against the shared item schema; the item is marked as locally updated. */
export function updateItemField(
  state: AdminState,
  law: string,
  index: number,
  field: EditableField,
  value: string,
  fieldLabel: string = field,
): Outcome {
  const list = state.complianceData[law];
  const current = list?.[index];
  if (!list || !current) return ignored;
  const parsed = complianceItemSchema.safeParse({ ...current, [field]: value, isUpdated: true });
  if (!parsed.success) return fail(m.cellInvalid(fieldLabel));
  const next = list.map((item, i) => (i === index ? dropEmptyOptionals(parsed.data) : item));
  return done({ ...state, complianceData: { ...state.complianceData, [law]: next } });
}

export function deleteItem(state: AdminState, law: string, index: number): Outcome {
  const list = state.complianceData[law];
  const item = list?.[index];
  if (!list || !item) return ignored;
  return done(
    {
      ...state,
      complianceData: { ...state.complianceData, [law]: list.filter((_, i) => i !== index) },
    },
    m.itemDeleted(item.form),
  );
}

/** Compliance tab reset: default compliance data; entities and laws are kept (their missing lists repaired). */
export function resetCompliance(state: AdminState): Outcome {
  return done({ ...state, complianceData: defaultComplianceData() }, m.resetDone);
}

/** Entity tab reset: default entities and laws; compliance data becomes the single ITR-1 item. */
export function resetEntities(): Outcome {
  const itr1 = defaultComplianceData()["Income Tax Act"]!.filter((item) => item.form === "ITR-1");
  return done(
    {
      entityLawMap: structuredClone(DEFAULT_ENTITY_LAW_MAP),
      availableLaws: [...DEFAULT_LAWS],
      complianceData: { "Income Tax Act": itr1 },
    },
    m.resetDone,
  );
}

/** How many entity types use each law. */
export function lawUsage(state: AdminState): Record<string, number> {
  const usage: Record<string, number> = Object.fromEntries(state.availableLaws.map((l) => [l, 0]));
  for (const laws of Object.values(state.entityLawMap))
    for (const law of laws) usage[law] = (usage[law] ?? 0) + 1;
  return usage;
}

/** The add form's month guess from the due text ("30 September" → September, "20th monthly" → Monthly). */
export function guessMonth(due: string): MonthValue | undefined {
  const text = due.toLowerCase();
  if (/quarter/.test(text)) return "Quarterly";
  if (/month/.test(text)) return "Monthly";
  return MONTHS.find((month) => new RegExp(`\\b${month.slice(0, 3).toLowerCase()}`).test(text));
}

function dropEmptyOptionals(item: ComplianceItem): ComplianceItem {
  const out = { ...item };
  for (const key of ["applicability", "consequences", "tips"] as const)
    if (out[key] === "") delete out[key];
  return out;
}
