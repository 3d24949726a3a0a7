import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultState } from "~/features/admin/admin-store";
import { dueDatesFileSchema } from "~/lib/compliance-schema";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "publish-data-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function publish(input: unknown, name: string) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof input === "string" ? input : JSON.stringify(input));
  const out = path.join(dir, `out-${name}`);
  try {
    const stdout = execFileSync("node", ["scripts/publish-data.mjs", file, `--out=${out}`], {
      encoding: "utf8",
      stdio: "pipe",
    });
    return { code: 0, stdout, stderr: "", out };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, stdout: e.stdout, stderr: e.stderr, out };
  }
}

describe("npm run data:publish", () => {
  it("turns an admin export into the site's data file, leaving out laws without items", () => {
    const { entityLawMap, availableLaws, complianceData } = defaultState();
    const result = publish({ entityLawMap, availableLaws, complianceData }, "export.json");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Published .* from the admin export: 16 entries under 9 laws/);
    const written = dueDatesFileSchema.parse(JSON.parse(fs.readFileSync(result.out, "utf8")));
    expect(written.dueDates.GST).toHaveLength(3);
    expect("Companies Act (Part IXA)" in written.dueDates).toBe(false);
    expect(written.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 30_000);

  it("publishes a valid site data file as it is", () => {
    const site = {
      lastUpdated: "2026-04-01",
      financialYear: "2026-27",
      dueDates: {
        GST: [
          {
            form: "GSTR-3B",
            description: "Summary",
            due: "20th",
            month: "Monthly",
            priority: "high",
            penalty: "₹50 per day",
            schedule: { kind: "monthly", day: 20, monthOffset: 1 },
          },
        ],
      },
    };
    const result = publish(site, "site.json");
    expect(result.code).toBe(0);
    expect(JSON.parse(fs.readFileSync(result.out, "utf8"))).toEqual(site);
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
});
