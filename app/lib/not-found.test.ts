import { describe, expect, it } from "vitest";
import { isNotFound, notFound } from "./not-found";

describe("notFound", () => {
  it("throws a 404 answer for React Router", () => {
    let thrown: unknown;
    try {
      notFound();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("is recognised by the site layout's error boundary, unlike other errors", () => {
    // What React Router hands the boundary for a 404 thrown by a loader (an ErrorResponse).
    expect(isNotFound({ status: 404, statusText: "Not Found", internal: false, data: null })).toBe(
      true,
    );
    expect(isNotFound({ status: 500, statusText: "", internal: false, data: null })).toBe(false);
    expect(isNotFound(new Error("boom"))).toBe(false);
  });
});
