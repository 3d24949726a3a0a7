import type { ComplianceData, ComplianceItem } from "~/lib/compliance-schema";
import { textFingerprint } from "~/lib/text-fingerprint";

/*
 * An entry's words in another language (docs/decisions/025-telugu-edition.md): its description, due and penalty,
 * with the fingerprint of the English words they were written from; what the planner does not ask, and its legal
 * basis with the language's connecting words around the citations, each with a fingerprint of its own.
 * They replace the English only while that English is unchanged, so a changed fact (a new penalty, a new date) shows
 * in English, never stale in Telugu.
 */

export interface EntryWords {
  /** textFingerprint of the English description, due and penalty translated (entryFingerprint). */
  of: string;
  description: string;
  due: string;
  penalty: string;
  /**
   * The planner's note of what it does not ask (appliesWhen.notAsked, "Listed companies"), for an entry that has one,
   * with the textFingerprint of the English it translates. A fingerprint of its own: the due-dates page holds its
   * entries without appliesWhen (PAGE_HIDDEN_FIELDS), so `of` cannot cover it there.
   */
  notAsked?: { of: string; text: string };
  /**
   * The entry's legal basis with the citations as the law writes them (sections, Acts, notifications, dates) and the
   * words between them in the page's language ("G.S.R. 943(E) ద్వారా మార్చిన Rule 12A ..."), for an entry whose
   * basis has such words, with the textFingerprint of the English basis it translates.
   */
  basis?: { of: string; text: string };
  /** The entry's name in the page's language, for an entry whose form is a description (withFormNames). */
  form?: string;
  /**
   * Its extensions' references in the page's language, by the English reference they translate ("MCA General
   * Circular No. 06/2025 (filing without additional fees; ...)"), for those with words around the circular's number
   * (withFormNames): a reference the staff change shows as they write it.
   */
  references?: Readonly<Record<string, string>>;
}

type Worded = Pick<
  ComplianceItem,
  "description" | "due" | "penalty" | "appliesWhen" | "basis" | "extensions"
>;

/** The fingerprint of an entry's English words, as EntryWords.of records it. */
export const entryFingerprint = (entry: Worded): string =>
  textFingerprint(entry.description, entry.due, entry.penalty);

/**
 * The entry in the words given where they translate its words as they are now: its description, due and penalty;
 * its notAsked; its basis; its extensions' references. Any other word, and every word of an entry without words, as
 * it is.
 */
export function withWords<T extends Worded>(entry: T, words: Partial<EntryWords> | undefined): T {
  if (!words) return entry;
  let out = entry;
  if (words.form && "form" in entry) out = { ...out, form: words.form };
  if (words.of === entryFingerprint(entry))
    out = { ...out, description: words.description, due: words.due, penalty: words.penalty };
  const notAsked = entry.appliesWhen?.notAsked;
  if (notAsked !== undefined && words.notAsked?.of === textFingerprint(notAsked))
    out = { ...out, appliesWhen: { ...entry.appliesWhen, notAsked: words.notAsked.text } };
  if (entry.basis !== undefined && words.basis?.of === textFingerprint(entry.basis))
    out = { ...out, basis: words.basis.text };
  const references = words.references;
  if (references && entry.extensions?.some((e) => references[e.reference]))
    out = {
      ...out,
      extensions: entry.extensions.map((e) => {
        const reference = references[e.reference];
        return reference ? { ...e, reference } : e;
      }),
    };
  return out;
}

/** Every entry of the data in the words given, by id, where they translate it as it is now. */
export function withEntryWords<T extends ComplianceData>(
  data: T,
  words: Readonly<Record<string, Partial<EntryWords>>>,
): T {
  return Object.fromEntries(
    Object.entries(data).map(([law, items]) => [
      law,
      items.map((item) => withWords(item, words[item.id])),
    ]),
  ) as T;
}

/**
 * The entries' words with the name each entry goes by in the page's language, where `names` gives one for its form
 * ("Advance tax" → "అడ్వాన్స్ ట్యాక్స్ (ముందస్తు పన్ను)"), and its extensions' references where `references` gives
 * them: a route's loader adds them at build time, so the names travel in the page's data, not in its code.
 */
export function withFormNames(
  words: Readonly<Record<string, EntryWords>>,
  data: ComplianceData,
  names: Readonly<Record<string, string>>,
  references: Readonly<Record<string, string>> = {},
): Record<string, Partial<EntryWords>> {
  const out: Record<string, Partial<EntryWords>> = { ...words };
  for (const item of Object.values(data).flat()) {
    const name = names[item.form];
    if (name) out[item.id] = { ...out[item.id], form: name };
    const ofItem = Object.fromEntries(
      (item.extensions ?? []).flatMap((e) =>
        references[e.reference] ? [[e.reference, references[e.reference]!]] : [],
      ),
    );
    if (Object.keys(ofItem).length) out[item.id] = { ...out[item.id], references: ofItem };
  }
  return out;
}
