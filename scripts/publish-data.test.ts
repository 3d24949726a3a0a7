import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sampleFile, sampleState } from "~/features/admin/test-data";
import { dueDatesFileSchema } from "~/lib/compliance-schema";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "publish-data-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function publish(
  input: unknown,
  name: string,
  { current, flags = [] }: { current?: unknown; flags?: string[] } = {},
) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof input === "string" ? input : JSON.stringify(input));
  const out = path.join(dir, `out-${name}`);
  if (current !== undefined) fs.writeFileSync(out, JSON.stringify(current, null, 2) + "\n");
  try {
    const stdout = execFileSync(
      "node",
      ["scripts/publish-data.mjs", file, `--out=${out}`, ...flags],
      {
        encoding: "utf8",
        stdio: "pipe",
      },
    );
    return { code: 0, stdout, stderr: "", out };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, stdout: e.stdout, stderr: e.stderr, out };
  }
}

describe("npm run data:publish", () => {
  it("turns an admin export into the site's data file, leaving out laws without items", () => {
    const { entityLawMap, availableLaws, complianceData } = sampleState();
    const result = publish({ entityLawMap, availableLaws, complianceData }, "export.json");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Published .* from the admin export: 6 entries under 4 laws/);
    const written = dueDatesFileSchema.parse(JSON.parse(fs.readFileSync(result.out, "utf8")));
    expect(written.dueDates.GST).toHaveLength(3);
    expect("FEMA" in written.dueDates).toBe(false);
    // Entity types, laws and every field of every entry travel into the site's file.
    expect(written.entityLawMap).toEqual(sampleFile.entityLawMap);
    expect(written.laws).toEqual(sampleFile.laws);
    expect(written.dueDates).toEqual(sampleFile.dueDates);
    expect(written.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 30_000);

  it("publishes a valid site data file as it is", () => {
    const result = publish(sampleFile, "site.json");
    expect(result.code).toBe(0);
    expect(JSON.parse(fs.readFileSync(result.out, "utf8"))).toEqual(sampleFile);
  }, 30_000);

  it("appends what it changes to the file's ledger of published changes, keeping the records before it", () => {
    const earlier = {
      publishedAt: "2026-11-20T05:00:00.000Z",
      changes: [{ id: "gstr-1", text: "GSTR-1: penalty updated" }],
    };
    const current = { ...sampleFile, updates: [earlier] };
    const next = structuredClone(sampleFile);
    next.dueDates.GST![2]!.extensions = [
      {
        period: "FY 2025-26",
        originalDate: "2026-12-31",
        extendedDate: "2027-01-31",
        reference: "Notification No. 99/2026-Central Tax",
        issuedOn: "2026-11-20",
        url: "https://cbic-gst.gov.in/",
      },
    ];
    const result = publish(next, "ledger.json", { current });
    expect(result.code).toBe(0);
    const written = dueDatesFileSchema.parse(JSON.parse(fs.readFileSync(result.out, "utf8")));
    expect(written.updates).toHaveLength(2);
    expect(written.updates![0]).toEqual(earlier);
    expect(written.updates![1]!.changes).toEqual([
      {
        id: "gstr-9",
        text: "GSTR-9 FY 2025-26: due 31 Dec 2026 → 31 Jan 2027",
        reference: "Notification No. 99/2026-Central Tax",
        url: "https://cbic-gst.gov.in/",
      },
    ]);
    // Published again unchanged: nothing new to record.
    const again = publish(written, "ledger-again.json", { current: written });
    expect(JSON.parse(fs.readFileSync(again.out, "utf8")).updates).toHaveLength(2);
  }, 30_000);

  it("keeps every record: two at one time stay two, and the 1,001st moves the oldest to the archive", () => {
    // A thousand records written before ids were kept, all at one time (a clock that stood still).
    const earlier = Array.from({ length: 1000 }, (_, i) => ({
      publishedAt: "2026-11-20T05:00:00.000Z",
      changes: [{ id: "gstr-1", text: `GSTR-1: penalty updated (${i + 1})` }],
    }));
    const current = { ...sampleFile, updates: earlier };
    const next = structuredClone(sampleFile);
    next.dueDates.GST![0]!.penalty = "₹25 a day";
    const result = publish(next, "ledger-full.json", { current });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const written = dueDatesFileSchema.parse(JSON.parse(fs.readFileSync(result.out, "utf8")));
    expect(written.updates).toHaveLength(1000);
    expect(written.updatesArchive).toEqual([earlier[0]]);
    expect(written.updates![998]).toEqual(earlier[999]);
    expect(written.updates![999]!.id).toMatch(/^\d{8}t\d{6}z-[a-z0-9]+$/);
    expect(written.updates![999]!.changes).toEqual([
      { id: "gstr-3b", text: "GSTR-3B: penalty updated" },
    ]);
  }, 30_000);

  it("lists what changes against the current file", () => {
    const next = structuredClone(sampleFile);
    next.dueDates.GST![0]!.due = "22nd of the following month";
    next.dueDates.GST![0]!.schedule = { kind: "monthly", day: 22, monthOffset: 1 };
    next.dueDates.GST!.push({ ...next.dueDates.GST![1]!, id: "iff", form: "IFF" });
    const result = publish(next, "changes.json", { current: sampleFile });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'Dates changed: GSTR-3B (GST, gstr-3b): "20th of the following month" → "22nd of the following month"',
    );
    expect(result.stdout).toContain("Added: IFF (GST, iff)");
  }, 30_000);

  it("refuses a file that drops entries or schedules, and accepts it with --allow-removals", () => {
    const next = structuredClone(sampleFile);
    next.dueDates.GST = next.dueDates.GST!.filter((e) => e.id !== "gstr-9");
    delete next.dueDates.GST![0]!.schedule;
    const refused = publish(next, "drops.json", { current: sampleFile });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain("Removed: GSTR-9 (GST, gstr-9)");
    expect(refused.stdout).toContain("Schedule removed (no next due date any more): GSTR-3B");
    expect(refused.stderr).toMatch(/removes published data .* --allow-removals/);
    expect(JSON.parse(fs.readFileSync(refused.out, "utf8"))).toEqual(sampleFile);

    const allowed = publish(next, "drops.json", {
      current: sampleFile,
      flags: ["--allow-removals"],
    });
    expect(allowed.code).toBe(0);
    expect(JSON.parse(fs.readFileSync(allowed.out, "utf8")).dueDates.GST).toHaveLength(2);
  }, 30_000);

  it("refuses an entry without its legal basis, source link or check date", () => {
    const next = structuredClone(sampleFile);
    delete (next.dueDates.GST![0] as { basis?: string }).basis;
    next.dueDates.GST![1]!.sourceUrl = "https://example.com/gst";
    const result = publish(next, "unsourced.json");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("  - dueDates.GST.0.basis: ");
    expect(result.stderr).toContain("  - dueDates.GST.1.sourceUrl: must be an https link");
  }, 30_000);

  it("lists every problem with its path and writes nothing", () => {
    const bad = {
      lastUpdated: "1 April",
      financialYear: "2026",
      dueDates: {
        GST: [{ form: "", description: "x", due: "y", month: "Someday", priority: "urgent" }],
      },
    };
    const result = publish(bad, "bad.json");
    expect(result.code).toBe(1);
    for (const p of [
      "lastUpdated",
      "financialYear",
      "dueDates.GST.0.form",
      "dueDates.GST.0.month",
      "dueDates.GST.0.priority",
    ])
      expect(result.stderr).toContain(`  - ${p}: `);
    expect(fs.existsSync(result.out)).toBe(false);
  }, 30_000);

  it("refuses bad JSON, __proto__ keys and files of another shape", () => {
    expect(publish("{nope", "nojson.json")).toMatchObject({ code: 1 });
    const proto = publish(
      '{"entityLawMap":{},"availableLaws":[],"complianceData":{"__proto__":[]}}',
      "proto.json",
    );
    expect(proto.stderr).toContain("complianceData.__proto__: this key is not allowed");
    expect(publish({ hello: "world" }, "other.json").stderr).toMatch(/not a site data file/);
  }, 30_000);

  it("reads a file saved with a byte-order mark, as the site and the admin's import do", () => {
    const result = publish("\uFEFF" + JSON.stringify(sampleFile), "bom.json");
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(JSON.parse(fs.readFileSync(result.out, "utf8"))).toEqual(sampleFile);
  }, 30_000);

  it("says so when --out names a folder, with no stack trace", () => {
    const file = path.join(dir, "to-folder.json");
    fs.writeFileSync(file, JSON.stringify(sampleFile));
    const folder = fs.mkdtempSync(path.join(dir, "folder-"));
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync("node", ["scripts/publish-data.mjs", file, `--out=${folder}`], {
        stdio: "pipe",
      });
    } catch (error) {
      const e = error as { status: number; stderr: Buffer };
      failure = { status: e.status, stderr: e.stderr.toString() };
    }
    expect(failure?.status).toBe(2);
    expect(failure?.stderr).toMatch(
      /is a folder: --out names the file to write, e\.g\. --out=.*compliance-due-dates\.json/,
    );
    expect(failure?.stderr).not.toMatch(/EISDIR|\n\s+at /);
    expect(fs.readdirSync(folder)).toEqual([]);
  }, 30_000);

  it("takes a file of 4.9 MB, as the build does (one limit of 8 MB), and refuses a larger one before parsing it", () => {
    const padded = { ...sampleFile, padding: "x".repeat(4.9 * 1024 * 1024) };
    expect(publish(padded, "big.json")).toMatchObject({ code: 0 });
    const huge = publish({ ...sampleFile, padding: "x".repeat(8.1 * 1024 * 1024) }, "huge.json");
    expect(huge.code).toBe(1);
    expect(huge.stderr).toContain("The limit is 8 MB");
  }, 30_000);

  it("refuses a file without entries, with or without a current file, and writes nothing", () => {
    const empty = { ...sampleFile, dueDates: {}, laws: [], entityLawMap: {} };
    const alone = publish(empty, "empty.json");
    expect(alone.code).toBe(1);
    expect(alone.stderr).toContain("dueDates: holds no entries");
    expect(fs.existsSync(alone.out)).toBe(false);
    const over = publish(empty, "empty-over.json", {
      current: sampleFile,
      flags: ["--allow-removals"],
    });
    expect(over.code).toBe(1);
    expect(JSON.parse(fs.readFileSync(over.out, "utf8"))).toEqual(sampleFile);
  }, 30_000);

  it("refuses dates outside the century and dates of checking in the future", () => {
    const next = structuredClone(sampleFile);
    next.lastUpdated = "2099-01-01";
    next.dueDates.GST![0]!.verifiedOn = "0001-01-01";
    next.dueDates.GST![1]!.verifiedOn = "9999-12-31";
    const result = publish(next, "dates.json");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "dueDates.GST.0.verifiedOn: must be between 2000-01-01 and 2099-12-31",
    );
    expect(result.stderr).toContain(
      "dueDates.GST.1.verifiedOn: must be between 2000-01-01 and 2099-12-31",
    );
    next.dueDates.GST![0]!.verifiedOn = "2026-11-24";
    next.dueDates.GST![1]!.verifiedOn = "2026-11-24";
    const future = publish(next, "future.json");
    expect(future.code).toBe(1);
    expect(future.stderr).toMatch(
      /lastUpdated: 2099-01-01 is after today \(\d{4}-\d{2}-\d{2}\): a date of checking or of issue cannot be in the future/,
    );
    expect(fs.existsSync(future.out)).toBe(false);
  }, 30_000);
});
