import type { ComplianceData, ComplianceItem } from "~/lib/compliance-schema";

const withoutMarker = ({ isUpdated: _local, ...item }: ComplianceItem): ComplianceItem => item;
const same = (a: ComplianceItem, b: ComplianceItem) =>
  JSON.stringify(withoutMarker(a)) === JSON.stringify(withoutMarker(b));

/**
 * Overlays the entries edited in this browser's admin area (stored compliance data, items with isUpdated) on the
 * published data: an edited entry replaces the published entry with the same id (its schedule, and so its next
 * due date, come with it), a new one is added under its law. An edit that matches what is published (it has been
 * published since) is not counted. Published entries are shown without the marker.
 */
export function applyPreview(
  published: ComplianceData,
  stored: ComplianceData | undefined,
): { data: ComplianceData; edited: number } {
  const current = new Map(
    Object.values(published)
      .flat()
      .map((item) => [item.id, item]),
  );
  const edits = new Map<string, { law: string; item: ComplianceItem }>();
  for (const [law, items] of Object.entries(stored ?? {}))
    for (const item of items) {
      const before = current.get(item.id);
      if (item.isUpdated && !(before && same(before, item))) edits.set(item.id, { law, item });
    }
  const placed = new Set<string>();
  const data: ComplianceData = Object.fromEntries(
    Object.entries(published).map(([law, items]) => [
      law,
      items.flatMap((item) => {
        const edit = edits.get(item.id);
        if (!edit) return [withoutMarker(item)];
        if (edit.law !== law) return []; // moved to another law: shown there
        placed.add(item.id);
        return [edit.item];
      }),
    ]),
  );
  for (const [id, { law, item }] of edits) if (!placed.has(id)) (data[law] ??= []).push(item);
  return { data, edited: edits.size };
}
