import type { ComplianceData } from "~/lib/compliance-schema";

/**
 * Overlays the entries edited in this browser's admin area (stored compliance data, items with isUpdated) on the
 * published data: an edited entry replaces the published one with the same law and form, a new one is added.
 * Published entries are shown without the marker: only local, unpublished edits carry it.
 */
export function applyPreview(
  published: ComplianceData,
  stored: ComplianceData | undefined,
): { data: ComplianceData; edited: number } {
  const data: ComplianceData = Object.fromEntries(
    Object.entries(published).map(([law, items]) => [
      law,
      items.map(({ isUpdated: _published, ...item }) => item),
    ]),
  );
  let edited = 0;
  for (const [law, items] of Object.entries(stored ?? {})) {
    for (const item of items) {
      if (!item.isUpdated) continue;
      const list = (data[law] ??= []);
      const at = list.findIndex(
        (p) => p.form.trim().toLowerCase() === item.form.trim().toLowerCase(),
      );
      if (at === -1) list.push(item);
      else list[at] = item;
      edited++;
    }
  }
  return { data, edited };
}
