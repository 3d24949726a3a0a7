import { describe, expect, it } from "vitest";
import { filterAdminEntries } from "./admin-filter";
import { sampleFile } from "./test-data";

const data = sampleFile.dueDates;
const names = (result: ReturnType<typeof filterAdminEntries>) =>
  result.map(([law, items]) => `${law}: ${items.map((i) => i.id).join(", ")}`);

describe("the admin's search and law filter", () => {
  it("shows every law and entry without a filter (laws without entries too)", () => {
    expect(filterAdminEntries({ ...data, FEMA: [] }, { query: "", law: "" })).toHaveLength(5);
  });

  it("finds entries by form, id, description or due words, every word typed, in any case", () => {
    expect(names(filterAdminEntries(data, { query: "gstr", law: "" }))).toEqual([
      "GST: gstr-3b, gstr-1, gstr-9",
    ]);
    expect(names(filterAdminEntries(data, { query: "31 december", law: "" }))).toEqual([
      "GST: gstr-9",
    ]);
    expect(names(filterAdminEntries(data, { query: "INCORPORATION", law: "" }))).toEqual([
      "Companies Act 2013: inc-20a",
    ]);
    expect(filterAdminEntries(data, { query: "no such form", law: "" })).toEqual([]);
  });

  it("narrows to one law, and combines with the search", () => {
    expect(names(filterAdminEntries(data, { query: "", law: "LLP Act 2008" }))).toEqual([
      "LLP Act 2008: llp-form-11",
    ]);
    expect(names(filterAdminEntries(data, { query: "following", law: "GST" }))).toEqual([
      "GST: gstr-3b, gstr-1",
    ]);
  });
});
