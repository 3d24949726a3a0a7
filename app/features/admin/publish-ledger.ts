import { ledgerWords as say } from "~/content/publish-text";
import { adminText } from "~/content/admin-text";
import type {
  ComplianceItem,
  DueDatesFile,
  PublishedChange,
  PublishRecord,
} from "~/lib/compliance-schema";
import { formatShortDate } from "~/lib/dates";
import {
  ledgerOf,
  mergeLedgers,
  newRecordId,
  recordKeys,
  splitLedger,
} from "~/lib/publish-records";
import { diffFiles, type DataChanges } from "./admin-publish";

/*
 * The ledger of published changes (the data file's `updates`): every publish, from the admin or the CLI, appends a
 * record of what it changed in words, with the entries it touched and the notification or circular behind a moved
 * date. The due-dates page shows the latest, the site's updates feed lists them, the calendars carry them.
 */

const byId = (file: DueDatesFile) =>
  new Map<string, ComplianceItem>(
    Object.values(file.dueDates).flatMap((items) => items.map((item) => [item.id, item] as const)),
  );

const fieldName = (f: string) => {
  const names = adminText.changes.fieldNames;
  return Object.hasOwn(names, f) ? names[f as keyof typeof names] : f;
};

/** A moved date in words, with the extension that moved it when one was added. */
function dateChange(before: ComplianceItem, after: ComplianceItem): PublishedChange {
  const added = (after.extensions ?? []).filter(
    (e) =>
      !(before.extensions ?? []).some(
        (o) => o.originalDate === e.originalDate && o.extendedDate === e.extendedDate,
      ),
  );
  const extension = added.at(-1);
  if (extension) {
    // The date it moved from: the period's previous extension, or its statutory date.
    const previous = (after.extensions ?? [])
      .filter((e) => e.originalDate === extension.originalDate && e !== extension)
      .at(-1);
    return {
      id: after.id,
      text: say.extended(
        after.form,
        extension.period,
        formatShortDate(previous?.extendedDate ?? extension.originalDate),
        formatShortDate(extension.extendedDate),
      ),
      reference: extension.reference,
      url: extension.url,
    };
  }
  return {
    id: after.id,
    text:
      before.due !== after.due
        ? say.dueChanged(after.form, before.due, after.due)
        : say.scheduleChanged(after.form, after.due),
  };
}

/** What publishing `next` over `current` changes, as ledger lines: moved dates first. */
export function ledgerChanges(
  current: DueDatesFile,
  next: DueDatesFile,
  changes: DataChanges = diffFiles(current, next),
): PublishedChange[] {
  const before = byId(current);
  const after = byId(next);
  return [
    ...changes.datesChanged.map((e) => dateChange(before.get(e.id)!, after.get(e.id)!)),
    ...changes.added.map((e) => ({
      id: e.id,
      text: say.added(e.form, e.law, after.get(e.id)!.due),
    })),
    ...changes.removed.map((e) => ({ text: say.removed(e.form, e.law) })),
    ...changes.edited.map((e) => ({
      id: e.id,
      text: say.edited(e.form, e.fields.map(fieldName).join(", ")),
    })),
    ...changes.schedulesRemoved
      .filter((e) => !changes.datesChanged.some((d) => d.id === e.id))
      .map((e) => ({ id: e.id, text: say.edited(e.form, fieldName("schedule")) })),
    ...changes.factsRemoved.map((e) => ({
      id: e.id,
      text: say.edited(e.form, e.fields.map(fieldName).join(", ")),
    })),
    ...changes.entityTypesAdded.map((name) => ({ text: say.entityTypeAdded(name) })),
    ...changes.entityTypesRemoved.map((name) => ({ text: say.entityTypeRemoved(name) })),
    ...changes.lawsRemoved.map((name) => ({ text: say.lawRemoved(name) })),
  ].map((c) => ({ ...c, text: c.text.slice(0, 400) }));
}

/**
 * `next` with a record of what it changes over `current` appended to the ledger it carries on from `current`. No
 * record is lost: the records of both files are kept (a file made from an older copy keeps those published since),
 * two publishes at one time stay two (each record has its own id), and the oldest move to the archive once the
 * recent ledger is full (splitLedger). The time is the caller's, from a trusted clock: never reused from a record.
 */
export function withLedgerRecord(
  current: DueDatesFile | undefined,
  next: DueDatesFile,
  publishedAt: string,
): DueDatesFile {
  const content = { ...next };
  delete content.updates;
  delete content.updatesArchive;
  const earlier = mergeLedgers(current ? ledgerOf(current) : [], ledgerOf(next));
  const changes = current ? ledgerChanges(current, next) : [];
  if (!changes.length) return { ...content, ...splitLedger(earlier) };
  const keys = recordKeys(earlier);
  const kept = changes.slice(0, 500);
  const record: PublishRecord = {
    id: newRecordId(publishedAt, kept, keys.at(-1), new Set(keys)),
    publishedAt,
    changes: kept,
  };
  return { ...content, ...splitLedger([...earlier, record]) };
}

/** The commit message: the first change (and how many more) on the first line, every change below it. */
export function commitMessage(changes: readonly PublishedChange[]): string {
  const line = (c: PublishedChange) => (c.reference ? `${c.text} (${c.reference})` : c.text);
  const [first, ...rest] = changes;
  if (!first) return say.commitTitle("no change", 0);
  return [
    say.commitTitle(line(first), rest.length),
    "",
    ...changes.map((c) => `- ${line(c)}`),
    "",
    say.commitFooter,
  ].join("\n");
}
