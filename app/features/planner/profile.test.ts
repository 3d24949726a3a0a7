import { describe, expect, it } from "vitest";
import {
  completeProfile,
  NO_ANSWERS,
  entitySlug,
  parseProfile,
  profileToSearch,
  type ProfileDraft,
} from "./profile";
import { plannerProfileSchema } from "./profile-schema";

const ENTITIES = [
  "Individual / Sole Proprietor",
  "LLP (Limited Liability Partnership)",
  "Private Limited Company",
  "One Person Company (OPC)",
];
const read = (query: string) => parseProfile(new URLSearchParams(query), ENTITIES);
const blank: ProfileDraft = NO_ANSWERS;

describe("the profile in the address", () => {
  it("writes a short, stable query and reads it back the same", () => {
    const profile: ProfileDraft = {
      entity: "Private Limited Company",
      state: "telangana",
      gst: "monthly",
      turnover: "2-5",
      taxAudit: true,
      transferPricing: false,
      registrations: ["esi", "pf", "tds-salary"],
      agmOn: "2027-09-25",
      auditorAppointed: true,
      incorporatedOn: "2019-06-03",
      allottedOn: "2027-12-01",
      privatePlacement: true,
    };
    const query = profileToSearch(profile);
    expect(query).toBe(
      "entity=private-limited-company&state=telangana&gst=monthly&turnover=2-5&audit=1&reg=tds-salary,pf,esi" +
        "&agm=2027-09-25&auditor=1&inc=2019-06-03&allot=2027-12-01&pp=1",
    );
    const back = read(query);
    expect(back.problems).toEqual([]);
    expect(back.profile).toEqual({ ...profile, registrations: ["tds-salary", "pf", "esi"] });
    // Written again, the same string: the order does not depend on how the answers were given.
    expect(profileToSearch(back.profile)).toBe(query);
    expect(profileToSearch(read(query.split("&").reverse().join("&")).profile)).toBe(query);
  });

  it("leaves out what was not answered or answered no", () => {
    expect(profileToSearch({ ...blank, entity: "LLP (Limited Liability Partnership)" })).toBe(
      "entity=llp-limited-liability-partnership",
    );
    expect(profileToSearch(blank)).toBe("");
    expect(read("")).toEqual({ profile: blank, problems: [] });
  });

  it("round-trips every entity type, by slug or by its own name", () => {
    for (const entity of ENTITIES) {
      expect(read(profileToSearch({ ...blank, entity })).profile.entity).toBe(entity);
      expect(read(new URLSearchParams({ entity }).toString()).profile.entity).toBe(entity);
    }
    expect(entitySlug("One Person Company (OPC)")).toBe("one-person-company-opc");
  });

  it("keeps the valid answers and reports each bad one by field, never throwing", () => {
    const { profile, problems } = read(
      "entity=trust&state=atlantis&gst=weekly&turnover=huge&audit=maybe&reg=pf,xyz,esi&reg=tds" +
        "&agm=2027-02-30&inc=yesterday&allot=2027-13-01&pp=1&tp=yes",
    );
    expect(profile).toEqual({
      ...blank,
      transferPricing: true,
      registrations: ["tds", "pf", "esi"],
      privatePlacement: true,
    });
    expect(problems).toEqual([
      { field: "entity", code: "unknown-entity", value: "trust" },
      { field: "state", code: "invalid", value: "atlantis" },
      { field: "gst", code: "invalid", value: "weekly" },
      { field: "turnover", code: "invalid", value: "huge" },
      { field: "taxAudit", code: "invalid", value: "maybe" },
      { field: "agmOn", code: "invalid", value: "2027-02-30" },
      { field: "incorporatedOn", code: "invalid", value: "yesterday" },
      { field: "allottedOn", code: "invalid", value: "2027-13-01" },
      { field: "registrations", code: "invalid", value: "xyz" },
      { field: "privatePlacement", code: "needs-allotment-date" },
    ]);
  });

  it("does not read an object's own members as entity types", () => {
    for (const name of ["toString", "constructor", "__proto__"])
      expect(read(`entity=${name}`).profile.entity).toBeUndefined();
  });

  it("reads a leap day, and refuses 29 February of a common year", () => {
    expect(read("inc=2028-02-29").profile.incorporatedOn).toBe("2028-02-29");
    expect(read("inc=2027-02-29").problems).toEqual([
      { field: "incorporatedOn", code: "invalid", value: "2027-02-29" },
    ]);
  });

  it("flags answers that contradict the law's limits, and keeps them", () => {
    expect(read("gst=qrmp&turnover=5-10").problems).toEqual([
      { field: "gst", code: "qrmp-above-limit" },
    ]);
    expect(read("gst=qrmp&turnover=2-5").problems).toEqual([]);
    expect(read("gst=composition&turnover=1.5-2").problems).toEqual([
      { field: "gst", code: "composition-above-limit" },
    ]);
    expect(read("gst=composition&turnover=1-1.5").problems).toEqual([]);
    expect(read("turnover=over-20").problems).toEqual([
      { field: "taxAudit", code: "tax-audit-required" },
    ]);
    expect(read("turnover=over-20&audit=1").problems).toEqual([]);
    expect(read("auditor=1").problems).toEqual([
      { field: "auditorAppointed", code: "needs-agm-date" },
    ]);
    expect(read("gst=qrmp&turnover=5-10").profile.gst).toBe("qrmp");
  });

  it("is complete once it names an entity type, and then passes the schema", () => {
    expect(completeProfile(read("state=telangana").profile)).toBeUndefined();
    const complete = completeProfile(read("entity=private-limited-company&reg=pf").profile);
    expect(plannerProfileSchema.parse(complete)).toEqual(complete);
  });
});
