import type { DueDatesFile, PublishedItem } from "~/lib/compliance-schema";

/*
 * Publishing when someone else published in between (docs/decisions/035-publish-from-the-admin.md): a three-way
 * merge of the data file, entry by entry (entries are matched by id). `base` is the file this browser's edits
 * started from, `mine` the file they make, `theirs` the repository's file now. What only one side changed is taken
 * from that side; what both changed the same way is taken once; what both changed differently is a conflict that
 * staff settle, entry by entry, before anything is written. Nothing of either side is dropped silently.
 */

type Placed = { law: string; item: PublishedItem };

/** JSON with sorted keys, so two values compare equal whatever order their keys were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

const placed = (file: DueDatesFile) =>
  new Map<string, Placed>(
    Object.entries(file.dueDates).flatMap(([law, items]) =>
      items.map((item) => [item.id, { law, item }] as const),
    ),
  );

export interface Conflict {
  /** "entry:<id>" or "entity:<name>". */
  key: string;
  /** What a person reads: the form and law, or the entity type. */
  label: string;
  /** Each side's version; absent where that side removed it. */
  mine: string | undefined;
  theirs: string | undefined;
}

export type Choice = "mine" | "theirs";

export interface MergeResult {
  /** The merged file's content (dates and ledger are the caller's). */
  file: DueDatesFile;
  conflicts: Conflict[];
  /** Keys of the entries (and entity types) this browser changed that were taken from it. */
  reapplied: string[];
}

/** One side's version of an entry in words: the fields it changed from the base, with their new values. */
function describe(p: Placed | undefined, base: Placed | undefined): string | undefined {
  if (!p) return undefined;
  if (!base) return `${p.item.form} (${p.law}): ${p.item.due}`;
  const short = (v: unknown) => {
    const text = typeof v === "string" ? v : JSON.stringify(v ?? null);
    return text.length > 120 ? `${text.slice(0, 117)}...` : text;
  };
  const fields = [...new Set([...Object.keys(p.item), ...Object.keys(base.item)])]
    .filter(
      (k) =>
        !same(
          (p.item as Record<string, unknown>)[k] ?? null,
          (base.item as Record<string, unknown>)[k] ?? null,
        ),
    )
    .sort()
    .map((k) => `${k}: ${short((p.item as Record<string, unknown>)[k])}`);
  if (p.law !== base.law) fields.unshift(`law: ${p.law}`);
  return fields.join("; ");
}

/** The base of a key when the file the edits started from is not known. */
const UNKNOWN = Symbol("unknown base");

/**
 * A three-way merge: pick, per key, mine, theirs, or the choice made for a conflict. With the base unknown, a key
 * the two sides hold differently is always a question: which side changed it cannot be told.
 */
function pick<T>(
  key: string,
  base: T | undefined | typeof UNKNOWN,
  mine: T | undefined,
  theirs: T | undefined,
  choice: Choice | undefined,
  onConflict: () => void,
  onMine: () => void,
): T | undefined {
  if (same(mine, theirs)) return theirs;
  if (base !== UNKNOWN && same(mine, base)) return theirs;
  if (base !== UNKNOWN && same(theirs, base)) {
    onMine();
    return mine;
  }
  if (!choice) onConflict();
  if (choice === "mine") onMine();
  return choice === "mine" ? mine : theirs;
}

/** A list merged by membership: theirs, plus what mine added, less what mine removed. */
function mergeList(base: readonly string[], mine: readonly string[], theirs: readonly string[]) {
  const added = mine.filter((x) => !base.includes(x) && !theirs.includes(x));
  return [...theirs.filter((x) => !(base.includes(x) && !mine.includes(x))), ...added];
}

/**
 * `base` null: the file the edits started from is not known (edits stored before it was kept with them); `prefer`
 * settles every conflict one way without asking (after a publish, for edits made since in another tab).
 */
export function mergeFiles(
  base: DueDatesFile | null,
  mine: DueDatesFile,
  theirs: DueDatesFile,
  choices: Readonly<Record<string, Choice>> = {},
  prefer?: Choice,
): MergeResult {
  const conflicts: Conflict[] = [];
  const reapplied: string[] = [];
  const known = base !== null;
  const [b, m, t] = [placed(base ?? theirs), placed(mine), placed(theirs)];
  const baseOf = (id: string) => (known ? b.get(id) : UNKNOWN);
  const describeBase = (id: string) => (known ? b.get(id) : undefined);
  const decide = (key: string): Choice | undefined =>
    (Object.hasOwn(choices, key) ? choices[key] : undefined) ?? prefer;
  const chosen = new Map<string, Placed | undefined>();
  for (const id of new Set([...b.keys(), ...m.keys(), ...t.keys()])) {
    const key = `entry:${id}`;
    chosen.set(
      id,
      pick(
        key,
        baseOf(id),
        m.get(id),
        t.get(id),
        decide(key),
        () =>
          conflicts.push({
            key,
            label: `${(m.get(id) ?? t.get(id) ?? b.get(id))!.item.form} (${(m.get(id) ?? t.get(id) ?? b.get(id))!.law})`,
            mine: describe(m.get(id), describeBase(id) ?? t.get(id)),
            theirs: describe(t.get(id), describeBase(id) ?? m.get(id)),
          }),
        () => reapplied.push(key),
      ),
    );
  }

  // Entries keep their repository order; entries new in this browser follow in this browser's order.
  const dueDates: Record<string, PublishedItem[]> = {};
  const put = ({ law, item }: Placed) => (dueDates[law] ??= []).push(item);
  const done = new Set<string>();
  for (const [law, items] of Object.entries(theirs.dueDates))
    for (const { id } of items) {
      const p = chosen.get(id);
      if (p && (p.law === law || !m.has(id))) {
        put(p);
        done.add(id);
      }
    }
  for (const [law, items] of Object.entries(mine.dueDates))
    for (const { id } of items) {
      const p = chosen.get(id);
      if (p && !done.has(id) && p.law === law) {
        put(p);
        done.add(id);
      }
    }
  for (const [id, p] of chosen) if (p && !done.has(id)) put(p);

  let entityLawMap: DueDatesFile["entityLawMap"];
  if (base?.entityLawMap || mine.entityLawMap || theirs.entityLawMap) {
    const [be, me, te] = [
      base?.entityLawMap ?? {},
      mine.entityLawMap ?? {},
      theirs.entityLawMap ?? {},
    ];
    entityLawMap = {};
    const names = [...new Set([...Object.keys(te), ...Object.keys(me), ...Object.keys(be)])];
    for (const name of names) {
      const key = `entity:${name}`;
      const laws = pick(
        key,
        known ? be[name] : UNKNOWN,
        me[name],
        te[name],
        decide(key),
        () =>
          conflicts.push({
            key,
            label: name,
            mine: me[name]?.join(", "),
            theirs: te[name]?.join(", "),
          }),
        () => reapplied.push(key),
      );
      if (laws) entityLawMap[name] = laws;
    }
  }
  const lawsOf = (f: DueDatesFile) => f.laws ?? Object.keys(f.dueDates);
  // With the base unknown, no law counts as removed: both sides' laws are kept.
  const laws = mergeList(base ? lawsOf(base) : [], lawsOf(mine), lawsOf(theirs));
  // A law that still has entries (or an entity type's reference) stays listed whichever side dropped it.
  for (const law of [...Object.keys(dueDates), ...Object.values(entityLawMap ?? {}).flat()])
    if (!laws.includes(law)) laws.push(law);

  return {
    file: {
      ...theirs,
      laws,
      ...(entityLawMap ? { entityLawMap } : {}),
      dueDates,
    },
    conflicts,
    reapplied,
  };
}
