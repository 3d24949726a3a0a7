/**
 * A founder's ticks on the incorporation checklists, kept on their device (local storage, one key for all four
 * checklists, named on the privacy page). Each checkbox is named "<checklist>:<category>.<item>" by position, so
 * ticks made on the English page show on the Telugu one too (the two hold the same items in the same order). The
 * page works without this: the boxes still tick, they are just not remembered.
 */
export const CHECKLIST_STORAGE_KEY = "checklistTicks";

/** The name of an item's checkbox (its `data-tick`). */
export const tickId = (slug: string, category: number, item: number) =>
  `${slug}:${category}.${item}`;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** The ticked items, as saved; nothing when storage is refused or holds something else. */
export function readTicks(storage: Storage): Set<string> {
  try {
    const saved: unknown = JSON.parse(storage.getItem(CHECKLIST_STORAGE_KEY) ?? "[]");
    return new Set(Array.isArray(saved) ? saved.filter((id) => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

/** Saves one box's state beside the others' (other checklists' ticks are kept). False when storage refused it. */
export function saveTick(storage: Storage, id: string, ticked: boolean): boolean {
  const ticks = readTicks(storage);
  if (ticked) ticks.add(id);
  else ticks.delete(id);
  try {
    storage.setItem(CHECKLIST_STORAGE_KEY, JSON.stringify([...ticks].sort()));
    return true;
  } catch {
    return false;
  }
}

/** Ticks the page's boxes as saved, and saves each change. */
export function rememberTicks(doc: Document, storage: Storage): void {
  const boxes = doc.querySelectorAll<HTMLInputElement>("input[data-tick]");
  const ticks = readTicks(storage);
  for (const box of boxes) {
    if (ticks.has(box.dataset.tick!)) box.checked = true;
    box.addEventListener("change", () => saveTick(storage, box.dataset.tick!, box.checked));
  }
}
