import type { ComplianceData, ComplianceItem } from "~/lib/compliance-schema";
import { textFingerprint } from "~/lib/text-fingerprint";

/*
 * An entry's words in another language (docs/decisions/025-telugu-edition.md): its description, due and penalty,
 * with the fingerprint of the English words they were written from. They replace the English only while that
 * English is unchanged, so a changed fact (a new penalty, a new date) shows in English, never stale in Telugu.
 */

export interface EntryWords {
  /** textFingerprint of the English description, due and penalty translated (entryFingerprint). */
  of: string;
  description: string;
  due: string;
  penalty: string;
}

type Worded = Pick<ComplianceItem, "description" | "due" | "penalty">;

/** The fingerprint of an entry's English words, as EntryWords.of records it. */
export const entryFingerprint = (entry: Worded): string =>
  textFingerprint(entry.description, entry.due, entry.penalty);

/** The entry in the words given, if they translate its words as they are now; else the entry as it is. */
export function withWords<T extends Worded>(entry: T, words: EntryWords | undefined): T {
  if (!words || words.of !== entryFingerprint(entry)) return entry;
  return { ...entry, description: words.description, due: words.due, penalty: words.penalty };
}

/** Every entry of the data in the words given, by id, where they translate it as it is now. */
export function withEntryWords<T extends ComplianceData>(
  data: T,
  words: Readonly<Record<string, EntryWords>>,
): T {
  return Object.fromEntries(
    Object.entries(data).map(([law, items]) => [
      law,
      items.map((item) => withWords(item, words[item.id])),
    ]),
  ) as T;
}
