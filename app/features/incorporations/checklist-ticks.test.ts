// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  CHECKLIST_STORAGE_KEY,
  readTicks,
  rememberTicks,
  saveTick,
  tickId,
} from "./checklist-ticks";

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe("checklist ticks", () => {
  it("names each box by checklist and position", () => {
    expect(tickId("company-private", 1, 3)).toBe("company-private:1.3");
  });

  it("saves a tick and an untick, keeping other checklists' ticks", () => {
    const storage = memory();
    expect(saveTick(storage, "llp:0.0", true)).toBe(true);
    saveTick(storage, "opc:2.1", true);
    saveTick(storage, "llp:0.0", false);
    expect([...readTicks(storage)]).toEqual(["opc:2.1"]);
    expect(JSON.parse(storage.getItem(CHECKLIST_STORAGE_KEY)!)).toEqual(["opc:2.1"]);
  });

  it("reads nothing from storage it cannot understand, and survives a refusal to save", () => {
    const storage = memory();
    storage.setItem(CHECKLIST_STORAGE_KEY, "{not json");
    expect(readTicks(storage).size).toBe(0);
    storage.setItem(CHECKLIST_STORAGE_KEY, JSON.stringify({ a: 1 }));
    expect(readTicks(storage).size).toBe(0);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(saveTick(full, "llp:0.0", true)).toBe(false);
  });

  it("ticks the page's boxes as saved and saves each change", () => {
    const storage = memory();
    saveTick(storage, "llp:0.1", true);
    document.body.innerHTML = `
      <input type="checkbox" data-tick="llp:0.0"><input type="checkbox" data-tick="llp:0.1">`;
    rememberTicks(document, storage);
    const [first, second] = document.querySelectorAll("input");
    expect([first!.checked, second!.checked]).toEqual([false, true]);
    first!.click();
    expect([...readTicks(storage)].sort()).toEqual(["llp:0.0", "llp:0.1"]);
  });
});
