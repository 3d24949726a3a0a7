import type { ComplianceItem, DueDatesFile, PublishRecord } from "~/lib/compliance-schema";
import { textFingerprint } from "~/lib/text-fingerprint";

/*
 * The ledger check: every change of a date, fee or rule that reaches the published data is in its ledger of
 * published changes (`updates`), whoever made it (the admin, the CLI or a commit by hand), so subscribers to the
 * updates feed and the calendars hear of it (docs/decisions/043-every-state-named.md). A snapshot of each entry's
 * facts is kept beside the data (`published-facts.json`, written by `npm run data:facts` and by `npm run
 * data:publish`) with the time of the last ledger record it saw; an entry whose facts differ from the snapshot, or
 * that was added or removed since, must be named by a ledger record published after it. A unit test runs the check.
 */

/** The facts of an entry a client acts on: its form, dates and schedule, fees and penalty, and whom it applies to. */
export const entryFacts = (item: ComplianceItem) => ({
  form: item.form,
  due: item.due,
  month: item.month,
  schedule: item.schedule ?? null,
  covers: item.covers ?? null,
  penalty: item.penalty,
  lateCost: item.lateCost ?? null,
  appliesTo: item.appliesTo ?? null,
  appliesWhen: item.appliesWhen ?? null,
  // An extension's dates and the circular behind it; where its text is linked from is a source, not a fact.
  extensions: item.extensions?.map(({ url: _url, ...extension }) => extension) ?? null,
});

/** JSON with its keys in order, so that the same facts always read the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/** A short fingerprint of an entry's facts. */
export const factsFingerprint = (item: ComplianceItem): string =>
  textFingerprint(stableJson(entryFacts(item)));

export interface FactsSnapshot {
  /** The last ledger record's time when the snapshot was taken; null before the ledger had one. */
  ledgerThrough: string | null;
  /** Each entry's form and facts' fingerprint, by id. */
  entries: Record<string, { form: string; facts: string }>;
}

const items = (file: DueDatesFile) => Object.values(file.dueDates).flat();

/** The snapshot of a data file's facts. */
export function factsSnapshot(file: DueDatesFile): FactsSnapshot {
  return {
    ledgerThrough: file.updates?.at(-1)?.publishedAt ?? null,
    entries: Object.fromEntries(
      items(file)
        .map((item) => [item.id, { form: item.form, facts: factsFingerprint(item) }] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
  };
}

export interface UnrecordedChange {
  id: string;
  form: string;
  kind: "changed" | "added" | "removed";
}

/** The records published after the snapshot was taken. */
const recordsSince = (updates: readonly PublishRecord[] | undefined, since: string | null) =>
  (updates ?? []).filter((r) => since === null || r.publishedAt > since);

/**
 * The entries whose facts changed (or that were added or removed) since the snapshot and that no ledger record
 * published since names: a removed entry is named by its id or by its form in a change's words.
 */
export function unrecordedChanges(file: DueDatesFile, snapshot: FactsSnapshot): UnrecordedChange[] {
  const records = recordsSince(file.updates, snapshot.ledgerThrough);
  const named = new Set(records.flatMap((r) => r.changes.flatMap((c) => (c.id ? [c.id] : []))));
  const words = records.flatMap((r) => r.changes.map((c) => c.text));
  const now = new Map(items(file).map((item) => [item.id, item] as const));
  const missing: UnrecordedChange[] = [];
  for (const [id, item] of now) {
    const before = snapshot.entries[id];
    if (before && before.facts === factsFingerprint(item)) continue;
    if (!named.has(id)) missing.push({ id, form: item.form, kind: before ? "changed" : "added" });
  }
  for (const [id, before] of Object.entries(snapshot.entries))
    if (!now.has(id) && !named.has(id) && !words.some((w) => w.includes(before.form)))
      missing.push({ id, form: before.form, kind: "removed" });
  return missing;
}

/** What to do about unrecorded changes, in words for the engineer who made them. */
export function unrecordedMessage(missing: readonly UnrecordedChange[]): string {
  return [
    `The published data changed without a record in its ledger of published changes ("updates"):`,
    ...missing.map((m) => `  - ${m.id} (${m.form}): ${m.kind}`),
    "Subscribers learn of a change only from that ledger. Either publish the edited file over the unedited one,",
    "which appends the record: copy your edited file aside, `git checkout public/data/compliance-due-dates.json`,",
    "then `npm run data:publish -- <your edited copy>`; or add a record by hand at the end of `updates`:",
    '  { "publishedAt": "<now, ISO in UTC>", "changes": [{ "id": "<entry id>", "text": "<what changed>",',
    '    "reference": "<notification or circular>", "url": "<its official address>" }] }',
    "Then run `npm run data:facts` to take the new snapshot of the facts.",
  ].join("\n");
}
