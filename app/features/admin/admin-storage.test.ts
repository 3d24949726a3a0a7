import { describe, expect, it, vi } from "vitest";
import { addEntity, addLaw, deleteItem, updateItemField } from "./admin-store";
import {
  BACKUPS_KEPT,
  createAdminDataStore,
  listBackups,
  loadState,
  parseStored,
  SAME_TAB_EVENT,
  serialize,
  STORAGE_KEYS,
} from "./admin-storage";
import { MemoryStorage, sampleState } from "./test-data";

const stored = (s: MemoryStorage, key: string) => JSON.parse(s.getItem(key)!);

describe("admin storage: loading", () => {
  it("starts an empty browser from the published data and writes all three keys", () => {
    const storage = new MemoryStorage();
    const store = createAdminDataStore({ storage, published: sampleState() });
    expect(store.getSnapshot().state).toEqual(sampleState());
    for (const key of STORAGE_KEYS) expect(storage.getItem(key)).not.toBeNull();
  });

  it("reads stored data back, repairing laws that are in the map but have no compliance list", () => {
    const storage = new MemoryStorage();
    storage.setItem("entityLawMap", JSON.stringify({ Trust: ["Trusts Act"] }));
    storage.setItem("availableLaws", JSON.stringify(["GST"]));
    storage.setItem("complianceData", JSON.stringify({ GST: [] }));
    const { state, unreadable } = loadState(storage, sampleState());
    expect(unreadable).toEqual([]);
    expect(state).toEqual({
      entityLawMap: { Trust: ["Trusts Act"] },
      availableLaws: ["GST", "Trusts Act"],
      complianceData: { GST: [], "Trusts Act": [] },
    });
  });

  it("moves unreadable JSON to a dated backup key and loads the published data with a notice", () => {
    const storage = new MemoryStorage();
    storage.setItem("complianceData", "{not json");
    storage.setItem("entityLawMap", JSON.stringify({ Trust: "not a list" }));
    storage.setItem("availableLaws", JSON.stringify(["GST"]));
    const now = () => new Date("2026-11-24T10:00:00Z");
    const store = createAdminDataStore({ storage, published: sampleState(), now });
    const snap = store.getSnapshot();
    expect(snap.unreadable).toEqual(["complianceData", "entityLawMap"]);
    expect(storage.getItem("complianceData.unreadable.2026-11-24T10:00:00.000Z")).toBe("{not json");
    expect(storage.getItem("entityLawMap.unreadable.2026-11-24T10:00:00.000Z")).toBe(
      '{"Trust":"not a list"}',
    );
    expect(snap.state.complianceData.GST).toHaveLength(3);
    expect(snap.state.availableLaws).toContain("GST");
    expect(stored(storage, "complianceData").GST).toHaveLength(3);
  });

  it("keeps several backups of one key, the newest five, instead of overwriting the first", () => {
    const storage = new MemoryStorage();
    storage.setItem("complianceData.unreadable", "from an older version");
    let clock = Date.parse("2026-11-24T10:00:00Z");
    const now = () => new Date((clock += 60_000));
    for (let i = 1; i <= 7; i++) {
      storage.setItem("complianceData", `{broken ${i}`);
      loadState(storage, sampleState(), now);
    }
    const backups = listBackups(storage);
    expect(backups).toHaveLength(BACKUPS_KEPT);
    expect(backups.map((b) => storage.getItem(b.storageKey))).toEqual([
      "{broken 7",
      "{broken 6",
      "{broken 5",
      "{broken 4",
      "{broken 3",
    ]);
    expect(backups[0]).toMatchObject({
      key: "complianceData",
      savedAt: "2026-11-24T10:07:00.000Z",
    });
  });

  it("reads a backup back as stored data is read, giving older entries their ids", () => {
    const good = JSON.stringify({
      GST: [{ form: "GSTR-1", description: "x", due: "11th", month: "Monthly", priority: "high" }],
    });
    const parsed = parseStored("complianceData", good);
    expect(parsed.ok && parsed.value.GST?.[0]?.id).toBe("gst-gstr-1");
    expect(parseStored("complianceData", "{broken").ok).toBe(false);
    expect(parseStored("entityLawMap", '{"toString": []}').ok).toBe(false);
  });

  it("treats storage that cannot be read (blocked) as empty", () => {
    const storage = new MemoryStorage();
    vi.spyOn(storage, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(loadState(storage, sampleState()).state).toEqual(sampleState());
  });
});

describe("admin storage: failed writes", () => {
  it("keeps the state in memory, flags it, and saves everything once writing works again", () => {
    const storage = new MemoryStorage();
    const store = createAdminDataStore({ storage, published: sampleState() });
    storage.failWrites = true;
    const result = store.apply((s) => addEntity(s, "Trust"));
    expect(result.ok).toBe(true);
    expect(store.getSnapshot().writeFailed).toBe(true);
    expect(store.getSnapshot().state.entityLawMap.Trust).toEqual([]);
    expect(stored(storage, "entityLawMap").Trust).toBeUndefined();

    storage.failWrites = false;
    store.apply((s) => addLaw(s, "Trusts Act"));
    expect(store.getSnapshot().writeFailed).toBe(false);
    expect(stored(storage, "entityLawMap").Trust).toEqual([]);
    expect(stored(storage, "availableLaws")).toContain("Trusts Act");
  });

  it("starts flagged when even the first write fails (private mode), with the defaults in memory", () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const store = createAdminDataStore({ storage, published: sampleState() });
    expect(store.getSnapshot()).toMatchObject({ writeFailed: true, state: sampleState() });
  });

  it("works without any storage at all", () => {
    const store = createAdminDataStore({ storage: null, published: sampleState() });
    expect(store.apply((s) => addEntity(s, "Trust")).ok).toBe(true);
    expect(store.getSnapshot().writeFailed).toBe(true);
  });

  it("a rejected action changes nothing and writes nothing", () => {
    const storage = new MemoryStorage();
    const store = createAdminDataStore({ storage, published: sampleState() });
    const before = store.getSnapshot();
    const setItem = vi.spyOn(storage, "setItem");
    expect(store.apply((s) => addEntity(s, "")).ok).toBe(false);
    expect(store.getSnapshot()).toBe(before);
    expect(setItem).not.toHaveBeenCalled();
  });
});

describe("admin storage: sync", () => {
  it("another store in the same tab follows through the same-tab event; other tabs through storage events", () => {
    const storage = new MemoryStorage();
    const target = new EventTarget();
    const a = createAdminDataStore({ storage, published: sampleState(), target });
    const b = createAdminDataStore({ storage, published: sampleState(), target });
    const listener = vi.fn();
    b.subscribe(listener);
    a.apply((s) => addEntity(s, "Trust"));
    expect(b.getSnapshot().state.entityLawMap.Trust).toEqual([]);
    expect(listener).toHaveBeenCalled();
    expect(a.getSnapshot().externalChanges).toBe(0);

    // Another tab writes: this tab gets a storage event.
    storage.map.set("availableLaws", JSON.stringify(["Only Law"]));
    target.dispatchEvent(Object.assign(new Event("storage"), { key: "availableLaws" }));
    expect(a.getSnapshot().state.availableLaws[0]).toBe("Only Law");
    expect(a.getSnapshot().externalChanges).toBe(1);
  });

  it("does not overwrite unsaved work when another tab changes the data", () => {
    const storage = new MemoryStorage();
    const target = new EventTarget();
    const store = createAdminDataStore({ storage, published: sampleState(), target });
    storage.failWrites = true;
    store.apply((s) => addEntity(s, "Unsaved"));
    storage.map.set("entityLawMap", "{}");
    target.dispatchEvent(Object.assign(new Event("storage"), { key: "entityLawMap" }));
    expect(store.getSnapshot().state.entityLawMap.Unsaved).toEqual([]);
    store.destroy();
  });

  it("applies each change to the latest stored state: a tab whose save failed never writes back an older copy", () => {
    const storage = new MemoryStorage();
    const a = createAdminDataStore({ storage, published: sampleState() });
    const b = createAdminDataStore({ storage, published: sampleState() });
    // B's save fails (storage full); B keeps its change on screen.
    storage.failWrites = true;
    expect(b.apply((s) => updateItemField(s, "gstr-1", "penalty", "B's first edit")).ok).toBe(true);
    expect(b.getSnapshot().writeFailed).toBe(true);
    // Space is freed; A saves an edit (no event reaches B: tabs of one test share no window).
    storage.failWrites = false;
    a.apply((s) => updateItemField(s, "gstr-9", "penalty", "A's edit"));
    // B saves another cell: A's edit survives, and both of B's edits are stored.
    b.apply((s) => updateItemField(s, "gstr-3b", "penalty", "B's second edit"));
    const gst = stored(storage, "complianceData").GST as { id: string; penalty: string }[];
    expect(Object.fromEntries(gst.map((i) => [i.id, i.penalty]))).toEqual({
      "gstr-3b": "B's second edit",
      "gstr-1": "B's first edit",
      "gstr-9": "A's edit",
    });
    expect(b.getSnapshot()).toMatchObject({ writeFailed: false, externalChanges: 1 });
    // What B shows is what is stored.
    expect(serialize(b.getSnapshot().state).complianceData).toBe(storage.getItem("complianceData"));
  });

  it("says so when an unsaved change no longer applies because another tab deleted its item", () => {
    const storage = new MemoryStorage();
    const target = new EventTarget();
    const a = createAdminDataStore({ storage, published: sampleState() });
    const b = createAdminDataStore({ storage, published: sampleState(), target });
    storage.failWrites = true;
    b.apply((s) => updateItemField(s, "gstr-1", "penalty", "typed in B"));
    storage.failWrites = false;
    a.apply((s) => deleteItem(s, "gstr-1"));
    target.dispatchEvent(Object.assign(new Event("storage"), { key: "complianceData" }));
    const snap = b.getSnapshot();
    expect(snap.conflicts).toHaveLength(1);
    expect(snap.conflicts[0]).toMatch(/deleted in another tab/);
    expect(snap.state.complianceData.GST!.map((i) => i.id)).toEqual(["gstr-3b", "gstr-9"]);
    expect(snap.writeFailed).toBe(false);
  });

  it("ignores storage events for other keys", () => {
    const storage = new MemoryStorage();
    const target = new EventTarget();
    const store = createAdminDataStore({ storage, published: sampleState(), target });
    const before = store.getSnapshot();
    target.dispatchEvent(Object.assign(new Event("storage"), { key: "somethingElse" }));
    expect(store.getSnapshot()).toBe(before);
    expect(SAME_TAB_EVENT).toMatch(/admin/);
  });
});
