// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FILED_ASIDE_KEY, FILED_STORAGE_KEY, serializeMarks } from "./filed-marks";
import { useFiledMarks } from "./use-filed-marks";

const TODAY = "2026-11-28";
const occurrence = { id: "gstr-3b-monthly", due: "2026-12-20" };

afterEach(() => localStorage.clear());

const open = (props: { hydrated: boolean; ownPlan?: boolean }) =>
  renderHook(
    (p: { hydrated: boolean; ownPlan?: boolean }) =>
      useFiledMarks({ hydrated: p.hydrated, today: TODAY, ownPlan: p.ownPlan ?? false }),
    { initialProps: props },
  );

describe("the filed marks in this browser", () => {
  it("reads nothing until the planner has hydrated, then keeps a tick across a reload", async () => {
    const first = open({ hydrated: false });
    expect(first.result.current.ready).toBe(false);
    first.rerender({ hydrated: true });
    await waitFor(() => expect(first.result.current.ready).toBe(true));
    act(() => first.result.current.setFiled(occurrence, true));
    expect(JSON.parse(localStorage.getItem(FILED_STORAGE_KEY)!)).toEqual({
      version: 1,
      trackingSince: TODAY,
      marks: [{ ...occurrence, filedOn: TODAY }],
    });
    first.unmount();

    const reloaded = open({ hydrated: true });
    await waitFor(() => expect(reloaded.result.current.ready).toBe(true));
    expect(reloaded.result.current.filed.get("gstr-3b-monthly:2026-12-20")).toBe(TODAY);
  });

  it("sets an unreadable stored value aside unchanged, says where, and saves new marks beside it", async () => {
    localStorage.setItem(FILED_STORAGE_KEY, "{not json");
    const { result } = open({ hydrated: true });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.asideUnder).toBe(FILED_ASIDE_KEY);
    expect(localStorage.getItem(FILED_ASIDE_KEY)).toBe("{not json");
    expect(result.current.marks).toBeUndefined();
    act(() => result.current.setFiled(occurrence, true));
    expect(localStorage.getItem(FILED_ASIDE_KEY)).toBe("{not json");
    expect(JSON.parse(localStorage.getItem(FILED_STORAGE_KEY)!).marks).toHaveLength(1);
  });

  it("starts tracking when the visitor's own plan is saved, and knows a returning visitor", async () => {
    localStorage.setItem("plannerProfile", "entity=llp-limited-liability-partnership");
    const { result } = open({ hydrated: true, ownPlan: true });
    await waitFor(() => expect(result.current.marks?.trackingSince).toBe(TODAY));
    expect(result.current.returning).toBe(true);
    expect(localStorage.getItem(FILED_STORAGE_KEY)).toBe(
      serializeMarks({ version: 1, trackingSince: TODAY, marks: [] }),
    );
  });
});
