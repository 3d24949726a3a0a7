// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  FILED_ASIDE_KEY,
  FILED_STORAGE_KEY,
  markKey,
  MAX_MARKS,
  serializeMarks,
  type FiledMarks,
} from "./filed-marks";
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

  it("keeps a full device's marks and says that the tick was not kept", async () => {
    const full = {
      version: 1 as const,
      trackingSince: "2026-01-01",
      marks: Array.from({ length: MAX_MARKS }, (_, i) => ({
        id: `entry-${i}`,
        due: "2026-10-31",
        filedOn: "2026-11-01",
      })),
    };
    localStorage.setItem(FILED_STORAGE_KEY, serializeMarks(full));
    const { result } = open({ hydrated: true });
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.setFiled(occurrence, true));
    expect(result.current.full).toBe(true);
    expect(result.current.filed.has("gstr-3b-monthly:2026-12-20")).toBe(false);
    expect(localStorage.getItem(FILED_STORAGE_KEY)).toBe(serializeMarks(full));
    act(() => result.current.removeDueBefore("2026-11-01"));
    expect(result.current.full).toBe(false);
    expect(JSON.parse(localStorage.getItem(FILED_STORAGE_KEY)!).marks).toEqual([]);
  });
});

describe("two tabs of the planner", () => {
  const other = { id: "tds-payment", due: "2026-12-07" };
  const third = { id: "pf-ecr", due: "2026-12-15" };
  /** What the browser tells every other tab when one writes: the storage event. */
  const tellOtherTabs = () =>
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", {
          key: FILED_STORAGE_KEY,
          newValue: localStorage.getItem(FILED_STORAGE_KEY),
          storageArea: localStorage,
        }),
      );
    });
  const stored = () =>
    (JSON.parse(localStorage.getItem(FILED_STORAGE_KEY)!) as FiledMarks).marks.map((m) =>
      markKey(m.id, m.due),
    );

  it("never lose a tick: each writes its tick as a change to what is stored, and each follows the other", async () => {
    const a = open({ hydrated: true });
    const b = open({ hydrated: true });
    await waitFor(() => expect(a.result.current.ready && b.result.current.ready).toBe(true));
    // A ticks; B ticks before it has heard of A's tick: both are kept.
    act(() => a.result.current.setFiled(occurrence, true));
    act(() => b.result.current.setFiled(other, true));
    expect(stored()).toEqual(["gstr-3b-monthly:2026-12-20", "tds-payment:2026-12-07"]);
    // Told, A shows B's tick: both tabs show both.
    tellOtherTabs();
    expect([...a.result.current.filed.keys()]).toEqual(stored());
    expect([...b.result.current.filed.keys()]).toEqual(stored());
    // An untick in A is not undone by B's next tick.
    act(() => a.result.current.setFiled(occurrence, false));
    act(() => b.result.current.setFiled(third, true));
    expect(stored()).toEqual(["tds-payment:2026-12-07", "pf-ecr:2026-12-15"]);
    tellOtherTabs();
    expect(a.result.current.filed.has("gstr-3b-monthly:2026-12-20")).toBe(false);
    expect(b.result.current.filed.has("gstr-3b-monthly:2026-12-20")).toBe(false);
    a.unmount();
    b.unmount();
  });

  it("follows a tab that wrote the first marks while this one had none, reading them with the schema", async () => {
    const a = open({ hydrated: true });
    const b = open({ hydrated: true });
    await waitFor(() => expect(a.result.current.ready && b.result.current.ready).toBe(true));
    act(() => a.result.current.setFiled(occurrence, true));
    tellOtherTabs();
    await waitFor(() =>
      expect(b.result.current.filed.has("gstr-3b-monthly:2026-12-20")).toBe(true),
    );
    a.unmount();
    b.unmount();
  });

  it("stops following when the planner closes", async () => {
    const a = open({ hydrated: true });
    await waitFor(() => expect(a.result.current.ready).toBe(true));
    const seen = a.result.current;
    a.unmount();
    localStorage.setItem(
      FILED_STORAGE_KEY,
      serializeMarks({ version: 1, trackingSince: TODAY, marks: [{ ...other, filedOn: TODAY }] }),
    );
    tellOtherTabs();
    expect(a.result.current).toBe(seen);
  });
});
