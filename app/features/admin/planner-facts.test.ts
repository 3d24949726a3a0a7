import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { applyPreview } from "~/features/due-dates/admin-preview";
import { latestDataDate } from "~/lib/data-dates";
import { addDays } from "~/lib/schedule";
import { forPage, parseStoredForPage } from "~/features/due-dates/due-dates-file";
import {
  dueDatesFileSchema,
  type ComplianceData,
  type ComplianceItem,
  type DueDatesFile,
} from "~/lib/compliance-schema";
import { exportJson } from "./admin-download";
import { parseAdminImport } from "./admin-import";
import {
  describeChanges,
  diffFiles,
  hasRemovals,
  preparePublish,
  stateFromFile,
  toSiteDataFile,
} from "./admin-publish";
import { parseStored } from "./admin-storage";
import {
  findItem,
  updateItemField,
  updateSchedule,
  type AdminState,
  type Outcome,
} from "./admin-store";

/*
 * The planner's facts (late-filing cost, planner rule, period covered) travel with every entry through the admin:
 * stored, imported, edited (another field), downloaded and published, nothing dropped; and every change to them,
 * or their loss, is shown before publishing.
 */
const published: DueDatesFile = dueDatesFileSchema.parse(
  JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8")),
);
/**
 * The day these publishes happen: the day after the data's latest date, so every date of the data lies before it and
 * a check date set on it is a change, whenever the data was last checked.
 */
const today = addDays(latestDataDate(published), 1);
const ok = (outcome: Outcome): AdminState => {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.message}`);
  return outcome.state;
};
const facts = (data: ComplianceData) =>
  Object.fromEntries(
    Object.values(data)
      .flat()
      .map((item) => [
        item.id,
        { lateCost: item.lateCost, appliesWhen: item.appliesWhen, covers: item.covers },
      ]),
  );
const fileOf = (state: AdminState) => {
  const result = toSiteDataFile(state, today, published);
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return result.file;
};
const withItem = (
  state: AdminState,
  id: string,
  change: (item: ComplianceItem) => ComplianceItem,
) => {
  const found = findItem(state, id)!;
  return {
    ...state,
    complianceData: {
      ...state.complianceData,
      [found.law]: state.complianceData[found.law]!.map((item, i) =>
        i === found.index ? change(item) : item,
      ),
    },
  };
};

describe("planner facts through the admin", () => {
  it("the published file carries them: late-filing costs, a planner rule on every entry, periods", () => {
    const entries = Object.values(published.dueDates).flat();
    expect(entries.filter((e) => e.lateCost).length).toBeGreaterThanOrEqual(50);
    expect(entries.every((e) => e.appliesWhen)).toBe(true);
    expect(entries.filter((e) => e.covers).length).toBeGreaterThanOrEqual(50);
  });

  it("survive export, import, an edit of another field, download and publish", () => {
    const imported = parseAdminImport(exportJson(stateFromFile(published)));
    if (!imported.ok) throw new Error(imported.problems.join("\n"));
    let state = ok(
      updateItemField(imported.state, "gstr-1-monthly", "penalty", "Late fee (edited)"),
    );
    state = ok(updateSchedule(state, "gstr-9", { kind: "annual", month: 12, day: 31 }));
    expect(facts(state.complianceData)).toEqual(facts(published.dueDates));

    const file = fileOf(state);
    expect(facts(file.dueDates)).toEqual(facts(published.dueDates));
    // The downloaded file, published with the command: the same facts again.
    const result = preparePublish(JSON.stringify(file), today, published);
    if (!result.ok) throw new Error(result.problems.join("\n"));
    expect(facts(result.file.dueDates)).toEqual(facts(published.dueDates));
    expect(describeChanges(diffFiles(published, result.file))).toEqual([
      "Edited: GSTR-1 (GST, gstr-1-monthly): penalty",
    ]);
    // An admin export published with the command keeps them too.
    const fromExport = preparePublish(exportJson(state), today, published);
    expect(fromExport.ok && facts(fromExport.file.dueDates)).toEqual(facts(published.dueDates));
  });

  it("survive the browser's storage", () => {
    const stored = parseStored("complianceData", JSON.stringify(published.dueDates));
    expect(stored.ok && facts(stored.value)).toEqual(facts(published.dueDates));
  });

  it("a changed late-filing cost is listed as an edit, beside a date change too", () => {
    let state = withItem(stateFromFile(published), "gstr-3b-monthly", (item) => ({
      ...item,
      lateCost: { ...item.lateCost!, verifiedOn: today },
    }));
    expect(describeChanges(diffFiles(published, fileOf(state)))).toEqual([
      "Edited: GSTR-3B (GST, gstr-3b-monthly): late-filing cost",
    ]);
    state = ok(updateItemField(state, "gstr-3b-monthly", "due", "21st of the following month"));
    // The words and the schedule move together: one date, one source.
    state = ok(
      updateSchedule(state, "gstr-3b-monthly", { kind: "monthly", day: 21, monthOffset: 1 }),
    );
    expect(describeChanges(diffFiles(published, fileOf(state)))).toEqual([
      'Dates changed: GSTR-3B (GST, gstr-3b-monthly): "20th of the following month" → "21st of the following month"',
      "Edited: GSTR-3B (GST, gstr-3b-monthly): late-filing cost",
    ]);
  });

  it("losing a late-filing cost or planner rule is a removal, refused unless asked for", () => {
    const state = withItem(stateFromFile(published), "tax-audit-report", (item) => {
      const rest = { ...item };
      delete rest.lateCost;
      delete rest.appliesWhen;
      return rest;
    });
    const changes = diffFiles(published, fileOf(state));
    expect(hasRemovals(changes)).toBe(true);
    expect(describeChanges(changes)).toEqual([
      "Planner facts removed (late-filing cost, planner rule): Form 26 (Income Tax Act, tax-audit-report)",
    ]);
  });

  it("an import whose late-filing cost has a field the schema does not know is refused, not trimmed", () => {
    const state = withItem(stateFromFile(published), "gstr-4", (item) => ({
      ...item,
      lateCost: {
        ...item.lateCost!,
        components: [{ ...item.lateCost!.components[0]!, perMonth: 5 } as never],
      },
    }));
    const result = parseAdminImport(exportJson(state));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join("\n")).toMatch(/lateCost\.components\.0/);
  });

  it("the admin preview carries an edited late-filing cost and counts it; the due-dates page compares like with like", () => {
    const item = Object.values(published.dueDates)
      .flat()
      .find((e) => e.id === "gstr-1-monthly")!;
    const edited: ComplianceItem = {
      ...item,
      lateCost: { ...item.lateCost!, verifiedOn: today },
      isUpdated: true,
    };
    const full = applyPreview(published.dueDates, { GST: [edited] });
    expect(full.edited).toBe(1);
    expect(full.data.GST!.find((e) => e.id === "gstr-1-monthly")!.lateCost!.verifiedOn).toBe(today);
    // The due-dates page holds the data without the fields it never shows, its preview of the admin's edits too:
    // a difference only there changes nothing it shows, and is not counted.
    const page = forPage(published).dueDates;
    expect(
      Object.values(page)
        .flat()
        .some((e) => e.lateCost || e.appliesWhen),
    ).toBe(false);
    expect(applyPreview(page, parseStoredForPage(JSON.stringify({ GST: [edited] }))).edited).toBe(
      0,
    );
    const visible = JSON.stringify({ GST: [{ ...edited, penalty: "changed" }] });
    expect(applyPreview(page, parseStoredForPage(visible)).edited).toBe(1);
  });
});
