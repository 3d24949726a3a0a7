import { describe, expect, it } from "vitest";
import { adminMessages } from "~/content/admin-text";
import { parseAdminImport } from "./admin-import";
import { exportJson } from "./admin-download";
import { sampleState } from "./test-data";

const good = () => {
  const { entityLawMap, availableLaws, complianceData } = sampleState();
  return { entityLawMap, availableLaws, complianceData };
};
const text = (value: unknown) => JSON.stringify(value);

describe("admin import: a corpus of bad files", () => {
  it("accepts a good export and repairs it", () => {
    const file = good();
    file.availableLaws = file.availableLaws.filter((law) => law !== "Labour Laws");
    const result = parseAdminImport(text(file));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.state.availableLaws).toContain("Labour Laws");
  });

  it("gives the entries of an export written before entries had ids an id each", () => {
    const file = good();
    const old = {
      ...file,
      complianceData: Object.fromEntries(
        Object.entries(file.complianceData).map(([law, items]) => [
          law,
          items.map(({ id: _id, ...item }) => item),
        ]),
      ),
    };
    const result = parseAdminImport(text(old));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.state.complianceData.GST?.[0]?.id).toBe("gst-gstr-3b");
  });

  it("keeps every entry's id through an export and an import", () => {
    const state = sampleState();
    const result = parseAdminImport(exportJson(state));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.state).toEqual(state);
  });

  it("refuses two entries with the same id", () => {
    const file = good();
    file.complianceData.GST![1]!.id = "gstr-3b";
    const result = parseAdminImport(text(file));
    expect(result).toMatchObject({ ok: false, message: adminMessages.importInvalid });
    if (!result.ok) expect(result.problems.join()).toMatch(/"gstr-3b" is used twice/);
  });

  it("empty text", () => {
    for (const empty of ["", "   \n\t"])
      expect(parseAdminImport(empty)).toEqual({
        ok: false,
        message: adminMessages.importEmpty,
        problems: [],
      });
  });

  it("not JSON", () => {
    for (const bad of ["{", "not json", "{'single': 'quotes'}", '{"a":1,}', "\u0000"])
      expect(parseAdminImport(bad)).toMatchObject({
        ok: false,
        message: adminMessages.importBadJson,
      });
  });

  it("missing keys, and JSON that is not an object", () => {
    const noData: Partial<ReturnType<typeof good>> = good();
    delete noData.complianceData;
    expect(parseAdminImport(text(noData))).toEqual({
      ok: false,
      message: adminMessages.importMissingFields,
      problems: ["complianceData: missing"],
    });
    for (const value of [null, 42, "text", [], [good()]])
      expect(parseAdminImport(text(value)).ok ? "accepted" : "rejected").toBe("rejected");
    expect(parseAdminImport("[]")).toMatchObject({ message: adminMessages.importMissingFields });
  });

  it("wrong types, each problem with its path", () => {
    const file = good() as Record<string, unknown>;
    file.availableLaws = "GST";
    file.entityLawMap = { Trust: [42] };
    (file.complianceData as Record<string, unknown>).GST = [{ form: "GSTR-1", priority: "urgent" }];
    const result = parseAdminImport(text(file));
    expect(result).toMatchObject({ ok: false, message: adminMessages.importInvalid });
    if (!result.ok) {
      expect(result.problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^entityLawMap\.Trust\.0: /),
          expect.stringMatching(/^availableLaws: /),
          expect.stringMatching(/^complianceData\.GST\.0\.priority: /),
          expect.stringMatching(/^complianceData\.GST\.0\.description: /),
        ]),
      );
    }
  });

  it("huge strings", () => {
    const file = good();
    file.complianceData.GST![0]!.description = "x".repeat(200_000);
    const result = parseAdminImport(text(file));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toEqual([
        expect.stringMatching(/^complianceData\.GST\.0\.description: /),
      ]);
  });

  it("__proto__, constructor and prototype keys are refused and pollute nothing", () => {
    const payloads = [
      '{"entityLawMap":{"__proto__":["GST"]},"availableLaws":[],"complianceData":{}}',
      '{"entityLawMap":{},"availableLaws":[],"complianceData":{"__proto__":[]}}',
      '{"__proto__":{"polluted":true},"entityLawMap":{},"availableLaws":[],"complianceData":{}}',
      '{"entityLawMap":{"constructor":{"prototype":{"polluted":true}}},"availableLaws":[],"complianceData":{}}',
    ];
    for (const payload of payloads) {
      const result = parseAdminImport(payload);
      expect(result).toMatchObject({ ok: false, message: adminMessages.importInvalid });
      if (!result.ok) expect(result.problems[0]).toMatch(/__proto__|constructor/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("a file over the data's 8 MB limit is refused before parsing, quickly", () => {
    const big = text({ ...good(), padding: "x".repeat(8.1 * 1024 * 1024) });
    const started = performance.now();
    const result = parseAdminImport(big);
    expect(result).toMatchObject({ ok: false, message: adminMessages.importTooLarge(8) });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("a file saved with a byte-order mark imports as the same data", () => {
    expect(parseAdminImport("\uFEFF" + text(good()))).toMatchObject({ ok: true });
  });
});
