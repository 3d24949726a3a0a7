import type { DueDatesFile } from "~/lib/compliance-schema";
import { contentOf, stateFromFile } from "./admin-publish";
import { findItem, type AdminState } from "./admin-store";
import { mergeFiles } from "./publish-merge";

/*
 * What this browser holds once a publish has landed (docs/decisions/044-publishing-keeps-every-change.md). The
 * stored data may have moved on since the publish was prepared: another admin tab kept editing. Those edits were not
 * published, so they are kept, on top of the published file; everything else becomes the published file (the other
 * publishes it merged included). A three-way merge: base = the file this browser's edits made when it was prepared,
 * mine = the data stored now, theirs = the file committed; where both differ, the unpublished edit stays.
 */

export interface AfterPublish {
  state: AdminState;
  /** The entries (and entity types) changed since the publish was prepared, kept unpublished: "GSTR-1 (GST)". */
  keptUnpublished: string[];
}

export function afterPublish(
  current: AdminState,
  sent: DueDatesFile,
  published: DueDatesFile,
): AfterPublish {
  const now = { ...published, ...contentOf(current) } as DueDatesFile;
  const merged = mergeFiles(sent, now, published, {}, "mine");
  const state = stateFromFile(merged.file);
  const keptUnpublished: string[] = [];
  for (const key of merged.reapplied) {
    if (key.startsWith("entry:")) {
      const found = findItem(current, key.slice("entry:".length));
      if (found) keptUnpublished.push(`${found.item.form} (${found.law})`);
      else keptUnpublished.push(key.slice("entry:".length));
    } else keptUnpublished.push(key.slice("entity:".length));
  }
  // An entry kept from the stored data keeps its mark of a local edit, so the editor still shows it as unpublished.
  const complianceData = Object.fromEntries(
    Object.entries(state.complianceData).map(([law, items]) => [
      law,
      items.map((item) =>
        merged.reapplied.includes(`entry:${item.id}`)
          ? (findItem(current, item.id)?.item ?? item)
          : item,
      ),
    ]),
  );
  return { state: { ...state, complianceData }, keptUnpublished };
}
