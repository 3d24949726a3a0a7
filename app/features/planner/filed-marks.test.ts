import { describe, expect, it } from "vitest";
import {
  applyImport,
  asideKey,
  FILED_ASIDE_KEY,
  FILED_STORAGE_KEY,
  filedIndex,
  importChanges,
  markKey,
  marksDueBefore,
  marksFull,
  MAX_MARKS,
  previewImport,
  removeDueBefore,
  serializeMarks,
  setFiled,
  startTracking,
  type FiledMarks,
} from "./filed-marks";
import { filedMarksSchema, parseMarks, readStoredMarks } from "./filed-marks-schema";

const gstr3b = { id: "gstr-3b-monthly", due: "2026-12-20" };
const tds = { id: "tds-payment", due: "2026-12-07" };

describe("the filed marks kept on the device", () => {
  it("starts tracking at the first tick and keeps the day each occurrence was marked", () => {
    const marks = setFiled(undefined, gstr3b, true, "2026-11-28");
    expect(marks).toEqual({
      version: 1,
      trackingSince: "2026-11-28",
      marks: [{ ...gstr3b, filedOn: "2026-11-28" }],
    });
    expect(filedIndex(marks).get(markKey(gstr3b.id, gstr3b.due))).toBe("2026-11-28");
    // Ticking again keeps the first day; unticking removes the mark, not the tracking.
    expect(setFiled(marks, gstr3b, true, "2026-12-01")).toBe(marks);
    expect(setFiled(marks, gstr3b, false, "2026-12-01")).toEqual({
      version: 1,
      trackingSince: "2026-11-28",
      marks: [],
    });
    expect(startTracking(marks, "2027-01-01")).toBe(marks);
  });

  it("survives a reload: what is stored reads back the same, under one versioned key", () => {
    expect(FILED_STORAGE_KEY).toBe("niyama.filed.v1");
    const marks = setFiled(
      setFiled(undefined, gstr3b, true, "2026-11-28"),
      tds,
      true,
      "2026-12-02",
    );
    expect(readStoredMarks(serializeMarks(marks))).toEqual({ kind: "ok", marks });
    expect(readStoredMarks(null)).toEqual({ kind: "none" });
  });

  it("survives a data update: a mark whose entry the data no longer has is kept", () => {
    const gone = { id: "a-form-since-withdrawn", due: "2026-10-15" };
    let marks = setFiled(undefined, gone, true, "2026-10-10");
    marks = setFiled(marks, gstr3b, true, "2026-12-19");
    marks = setFiled(marks, gstr3b, false, "2026-12-19");
    expect(marks.marks).toEqual([{ ...gone, filedOn: "2026-10-10" }]);
    expect(readStoredMarks(serializeMarks(marks))).toEqual({ kind: "ok", marks });
  });

  it("never throws on a bad or foreign stored value, and keeps it whole to be set aside", () => {
    for (const raw of [
      "",
      "{",
      "null",
      "[]",
      '"text"',
      '{"version":1}',
      '{"version":1,"trackingSince":"yesterday","marks":[]}',
      '{"version":1,"trackingSince":"2026-11-28","marks":[{"id":"x","due":"20 Dec"}]}',
      '{"version":2,"since":"2026-11-28","items":[]}',
      '["opc:2.1"]',
      // Days the calendar does not have, or years no plan of this site reaches.
      '{"version":1,"trackingSince":"2026-02-30","marks":[]}',
      '{"version":1,"trackingSince":"0000-00-00","marks":[]}',
      '{"version":1,"trackingSince":"2026-11-28","marks":[{"id":"x","due":"2026-04-31","filedOn":"2026-05-02"}]}',
      '{"version":1,"trackingSince":"2026-11-28","marks":[{"id":"x","due":"2026-12-20","filedOn":"2025-02-29"}]}',
      '{"version":1,"trackingSince":"1999-12-31","marks":[]}',
      '{"version":1,"trackingSince":"2026-1-28","marks":[]}',
    ])
      expect(readStoredMarks(raw)).toEqual({ kind: "unreadable", raw });
  });

  it("reads real calendar days, leap days included", () => {
    const leap = {
      version: 1,
      trackingSince: "2028-02-29",
      marks: [{ id: "x", due: "2024-02-29", filedOn: "2028-02-29" }],
    };
    expect(readStoredMarks(JSON.stringify(leap))).toEqual({ kind: "ok", marks: leap });
  });

  it("says when a tick does not fit, keeping every mark, and makes room only when asked", () => {
    const full: FiledMarks = {
      version: 1,
      trackingSince: "2020-01-01",
      marks: Array.from({ length: MAX_MARKS }, (_, i) => ({
        id: `entry-${i}`,
        due: i < 3 ? "2024-06-30" : "2026-10-31",
        filedOn: "2026-11-01",
      })),
    };
    expect(marksFull(full)).toBe(true);
    // The new tick is not added (the store says so: marksFull), the marks stay as they were.
    expect(setFiled(full, gstr3b, true, "2026-12-08")).toBe(full);
    // Unticking still works, and makes room.
    const one = full.marks[10]!;
    expect(marksFull(setFiled(full, one, false, "2026-12-08"))).toBe(false);
    // What making room removes is counted first: the marks of filings due before a day.
    expect(marksDueBefore(full, "2025-12-08")).toHaveLength(3);
    const roomy = removeDueBefore(full, "2025-12-08");
    expect(roomy.marks).toHaveLength(MAX_MARKS - 3);
    expect(setFiled(roomy, gstr3b, true, "2026-12-08").marks).toContainEqual({
      ...gstr3b,
      filedOn: "2026-12-08",
    });
  });

  it("sets an unreadable value aside under a free key, never over an earlier one", () => {
    const taken = new Set<string>();
    expect(asideKey((k) => taken.has(k))).toBe(FILED_ASIDE_KEY);
    taken.add(FILED_ASIDE_KEY);
    expect(asideKey((k) => taken.has(k))).toBe(`${FILED_ASIDE_KEY}-2`);
    taken.add(`${FILED_ASIDE_KEY}-2`);
    expect(asideKey((k) => taken.has(k))).toBe(`${FILED_ASIDE_KEY}-3`);
  });

  it("reads a marks file, saying why one is refused", () => {
    expect(parseMarks("not json")).toEqual({ ok: false, problem: "not-json" });
    expect(parseMarks('{"complianceData":{}}')).toEqual({ ok: false, problem: "not-marks" });
    expect(parseMarks('{"version":3,"marks":[]}')).toEqual({ ok: false, problem: "newer-version" });
    expect(parseMarks(" ".repeat(1_000_001))).toEqual({ ok: false, problem: "too-large" });
    // A mark listed twice counts once.
    const twice = {
      version: 1,
      trackingSince: "2026-11-01",
      marks: [
        { ...gstr3b, filedOn: "2026-12-18" },
        { ...gstr3b, filedOn: "2026-12-19" },
      ],
    };
    const parsed = parseMarks(JSON.stringify(twice));
    expect(parsed.ok && parsed.marks.marks).toEqual([{ ...gstr3b, filedOn: "2026-12-18" }]);
  });
});

describe("the marks as a file, for a second device", () => {
  const device: FiledMarks = {
    version: 1,
    trackingSince: "2026-11-20",
    marks: [
      { ...gstr3b, filedOn: "2026-12-18" },
      { ...tds, filedOn: "2026-12-06" },
    ],
  };

  it("round-trips: a device's export imports into an empty device unchanged", () => {
    const parsed = parseMarks(serializeMarks(device));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(filedMarksSchema.parse(parsed.marks)).toEqual(device);
    const preview = previewImport(undefined, parsed.marks);
    expect(preview).toEqual({
      added: device.marks,
      dropped: [],
      same: 0,
      conflicting: [],
      trackingSince: "2026-11-20",
      // Tracking had not started on the empty device: the file's start becomes its own.
      trackingMoved: { from: undefined },
    });
    expect(applyImport(undefined, preview)).toEqual(device);
  });

  it("shows what would change, and never overwrites a mark the device has", () => {
    const other = { id: "pf-ecr", due: "2026-12-15" };
    const file: FiledMarks = {
      version: 1,
      trackingSince: "2026-11-01",
      marks: [
        { ...gstr3b, filedOn: "2026-12-18" },
        { ...tds, filedOn: "2026-12-07" },
        { ...other, filedOn: "2026-12-14" },
      ],
    };
    const preview = previewImport(device, file);
    expect(preview.added).toEqual([{ ...other, filedOn: "2026-12-14" }]);
    expect(preview.same).toBe(1);
    expect(preview.conflicting).toEqual([
      { file: { ...tds, filedOn: "2026-12-07" }, device: { ...tds, filedOn: "2026-12-06" } },
    ]);
    const merged = applyImport(device, preview);
    // The device's own day for TDS stays; tracking counts from the earlier start.
    expect(merged.marks).toEqual([...device.marks, { ...other, filedOn: "2026-12-14" }]);
    expect(merged.trackingSince).toBe("2026-11-01");
    // Importing the same file again changes nothing.
    const again = previewImport(merged, file);
    expect(again.added).toEqual([]);
    expect(applyImport(merged, again)).toEqual(merged);
  });

  it("says that an older tracking start moves the day past due dates count from, before it changes", () => {
    const file: FiledMarks = {
      version: 1,
      trackingSince: "2025-12-10",
      marks: [{ ...gstr3b, filedOn: "2026-12-18" }],
    };
    const preview = previewImport(device, file);
    expect(preview.trackingSince).toBe("2025-12-10");
    expect(preview.trackingMoved).toEqual({ from: "2026-11-20" });
    expect(importChanges(preview)).toBe(true);
    // Nothing to add, but the start moves: still a change, confirmed like one.
    const startOnly = previewImport(device, { ...file, marks: [] });
    expect(startOnly.added).toEqual([]);
    expect(importChanges(startOnly)).toBe(true);
    expect(applyImport(device, startOnly).trackingSince).toBe("2025-12-10");
    // A later start in the file changes nothing.
    const later = previewImport(device, { ...file, trackingSince: "2026-12-01", marks: [] });
    expect(later.trackingMoved).toBeUndefined();
    expect(importChanges(later)).toBe(false);
  });

  it("lists the marks an import leaves out for want of room, and never goes past the limit", () => {
    const nearlyFull: FiledMarks = {
      version: 1,
      trackingSince: "2026-01-01",
      marks: Array.from({ length: MAX_MARKS - 1 }, (_, i) => ({
        id: `entry-${i}`,
        due: "2026-10-31",
        filedOn: "2026-11-01",
      })),
    };
    const file: FiledMarks = {
      version: 1,
      trackingSince: "2026-01-01",
      marks: [
        { ...gstr3b, filedOn: "2026-12-18" },
        { ...tds, filedOn: "2026-12-06" },
      ],
    };
    const preview = previewImport(nearlyFull, file);
    expect(preview.added).toEqual([{ ...gstr3b, filedOn: "2026-12-18" }]);
    expect(preview.dropped).toEqual([{ ...tds, filedOn: "2026-12-06" }]);
    expect(applyImport(nearlyFull, preview).marks).toHaveLength(MAX_MARKS);
  });

  it("applies an import to the marks as they are when confirmed, adding nothing twice", () => {
    const preview = previewImport(undefined, device);
    // Another tab ticked one of the file's marks meanwhile, on its own day: that day stays.
    const meanwhile = setFiled(undefined, gstr3b, true, "2026-12-19");
    const merged = applyImport(meanwhile, preview);
    expect(merged.marks).toEqual([
      { ...gstr3b, filedOn: "2026-12-19" },
      { ...tds, filedOn: "2026-12-06" },
    ]);
    expect(merged.trackingSince).toBe("2026-11-20");
  });
});
