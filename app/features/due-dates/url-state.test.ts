import { describe, expect, it } from "vitest";
import { DEFAULT_VIEW, type DueDatesView } from "./filter-due-dates";
import { isDefaultView, parseView, serializeView } from "./url-state";

describe("URL state", () => {
  it("leaves the default view out of the URL", () => {
    expect(serializeView(DEFAULT_VIEW)).toBe("");
    expect(parseView("")).toEqual(DEFAULT_VIEW);
    expect(isDefaultView(parseView("?utm_source=x"))).toBe(true);
  });

  it("round-trips every filter, the search and the sort", () => {
    const view: DueDatesView = {
      q: "gst & tds",
      month: "Monthly",
      law: "Shops & Establishments Act",
      priority: "high",
      entity: "LLP (Limited Liability Partnership)",
      sort: "due",
      dir: "asc",
    };
    const search = serializeView(view);
    expect(search).toMatch(/^\?q=gst\+%26\+tds&/);
    expect(parseView(search)).toEqual(view);
  });

  it("ignores values that are not options instead of emptying the table", () => {
    expect(parseView("?priority=urgent&month=Someday&sort=colour&dir=up")).toEqual(DEFAULT_VIEW);
    expect(parseView("?sort=priority&dir=sideways")).toEqual({
      ...DEFAULT_VIEW,
      sort: "priority",
      dir: "desc",
    });
    expect(parseView(`?q=${"x".repeat(500)}`).q).toHaveLength(200);
  });
});
