import { describe, expect, it } from "vitest";
import { dueDateEntriesTe } from "~/content/te/due-date-entries";
import type { ComplianceItem } from "~/lib/compliance-schema";
import { textFingerprint } from "~/lib/text-fingerprint";
import {
  entryFingerprint,
  withEntryWords,
  withFormNames,
  withWords,
  type EntryWords,
} from "./entry-words";
import { loadDueDatesFile } from "./load-due-dates.server";

const entry = {
  id: "gstr-3b-monthly",
  description: "Monthly summary return",
  due: "20th of the next month",
  penalty: "Late fee ₹50 a day",
} as ComplianceItem;

const telugu: EntryWords = {
  of: entryFingerprint(entry),
  description: "నెలవారీ సారాంశ రిటర్న్",
  due: "తర్వాతి నెల 20వ తేదీ",
  penalty: "రోజుకు ₹50 ఆలస్య రుసుము",
};

describe("an entry's words in another language", () => {
  it("replace the English words they were written from, and nothing else", () => {
    expect(withWords(entry, telugu)).toEqual({
      id: entry.id,
      description: telugu.description,
      due: telugu.due,
      penalty: telugu.penalty,
    });
  });

  it("give way to the English once any of it changes: a new fact never shows stale", () => {
    for (const changed of [
      { ...entry, penalty: "Late fee ₹100 a day" },
      { ...entry, due: "22nd of the next month" },
      { ...entry, description: "Monthly summary return and tax payment" },
    ])
      expect(withWords(changed, telugu)).toEqual(changed);
    expect(withWords(entry, undefined)).toBe(entry);
  });

  it("give what the planner does not ask while it is the English they translate, with a fingerprint of its own", () => {
    const checked = { ...entry, appliesWhen: { notAsked: "Listed companies" } } as ComplianceItem;
    const words: EntryWords = {
      ...telugu,
      notAsked: { of: textFingerprint("Listed companies"), text: "లిస్టెడ్ కంపెనీలు" },
    };
    // The fingerprint of the description, due and penalty does not cover it: the due-dates page holds no appliesWhen.
    expect(entryFingerprint(checked)).toBe(entryFingerprint(entry));
    expect(withWords(checked, words)).toEqual({
      ...checked,
      description: telugu.description,
      due: telugu.due,
      penalty: telugu.penalty,
      appliesWhen: { notAsked: "లిస్టెడ్ కంపెనీలు" },
    });
    expect(checked.appliesWhen!.notAsked).toBe("Listed companies");
    // Changed since its translation: its new English, and the other words still in Telugu.
    const changed = {
      ...checked,
      appliesWhen: { notAsked: "Listed companies and their subsidiaries" },
    };
    expect(withWords(changed, words).appliesWhen).toEqual(changed.appliesWhen);
    expect(withWords(changed, words).description).toBe(telugu.description);
    // The other words changed: they show in English, and the note still in Telugu.
    const newPenalty = { ...checked, penalty: "Late fee ₹100 a day" };
    expect(withWords(newPenalty, words).penalty).toBe("Late fee ₹100 a day");
    expect(withWords(newPenalty, words).appliesWhen).toEqual({ notAsked: "లిస్టెడ్ కంపెనీలు" });
    // None for an entry without one, and none where its appliesWhen is not held (the due-dates page).
    expect(withWords(entry, words)).toEqual({ ...entry, ...withWords(entry, telugu) });
    expect(withWords(entry, words).appliesWhen).toBeUndefined();
  });

  it("give the basis with the language's words between its citations while it is the English they translate", () => {
    const english = "Rule 12A(2) Rules 2014 as substituted by G.S.R. 943(E) dated 31 December 2025";
    const cited = { ...entry, basis: english } as ComplianceItem;
    const text = "G.S.R. 943(E) (తేదీ 31 డిసెంబర్ 2025) ద్వారా మార్చిన Rule 12A(2) Rules 2014";
    const words: EntryWords = { ...telugu, basis: { of: textFingerprint(english), text } };
    expect(withWords(cited, words).basis).toBe(text);
    // Changed since its translation: the new English, the other words still in Telugu; and none where it is absent.
    const changed = { ...cited, basis: english.replace("943(E)", "950(E)") };
    expect(withWords(changed, words).basis).toBe(changed.basis);
    expect(withWords(changed, words).description).toBe(telugu.description);
    expect(withWords(entry, words).basis).toBeUndefined();
  });

  it("give an extension's reference in the language's words where they are given for it as written", () => {
    const english = "MCA General Circular No. 06/2025 (filing without additional fees)";
    const extension = {
      period: "FY 2024-25",
      originalDate: "2025-11-29",
      extendedDate: "2025-12-31",
      reference: english,
      url: "https://www.mca.gov.in/",
    };
    const extended = { ...entry, extensions: [extension, { ...extension, reference: "Other" }] };
    const text = "MCA General Circular No. 06/2025 (అదనపు ఫీజు లేకుండా దాఖలు)";
    const words = withFormNames(
      { [entry.id]: telugu },
      { GST: [extended] as ComplianceItem[] },
      {},
      {
        [english]: text,
      },
    );
    expect(words[entry.id]!.references).toEqual({ [english]: text });
    const inTelugu = withWords(extended as ComplianceItem, words[entry.id]);
    expect(inTelugu.extensions!.map((e) => e.reference)).toEqual([text, "Other"]);
    expect(inTelugu.extensions![0]!.extendedDate).toBe("2025-12-31");
    expect(inTelugu.description).toBe(telugu.description);
  });

  it("apply across the data by id, leaving entries without words as they are", () => {
    const other = { ...entry, id: "tds-deposit" } as ComplianceItem;
    const data = withEntryWords({ GST: [entry, other] }, { [entry.id]: telugu });
    expect(data.GST[0]!.description).toBe(telugu.description);
    expect(data.GST[1]).toBe(other);
  });
});

describe("the Telugu words of the published data", () => {
  const file = loadDueDatesFile();
  const entries = Object.values(file.dueDates).flat();

  it("translate every entry as its English stands now (else: translate these entries again)", () => {
    const stale = entries
      .filter((e) => dueDateEntriesTe[e.id]?.of !== entryFingerprint(e))
      .map((e) => `${e.id} (the English now has fingerprint ${entryFingerprint(e)})`);
    expect(stale).toEqual([]);
  });

  it("say what the planner does not ask wherever the English does, as it stands now, and nowhere else", () => {
    const problems = entries.flatMap((e) => {
      const english = e.appliesWhen?.notAsked;
      const te = dueDateEntriesTe[e.id]?.notAsked;
      if (english === undefined)
        return te === undefined ? [] : [`${e.id}: notAsked in Telugu only`];
      if (!te?.text) return [`${e.id}: notAsked in English only`];
      const of = textFingerprint(english);
      return te.of === of ? [] : [`${e.id}: notAsked.of should be ${of} once translated again`];
    });
    expect(problems).toEqual([]);
  });

  it("give each basis they translate as its English stands now, with every figure of its citations", () => {
    const problems = entries.flatMap((e) => {
      const te = dueDateEntriesTe[e.id]?.basis;
      if (!te) return [];
      if (e.basis === undefined) return [`${e.id}: a Telugu basis for an entry without one`];
      const of = textFingerprint(e.basis);
      if (te.of !== of) return [`${e.id}: basis.of should be ${of} once translated again`];
      // Each number of the English (sections, years, notifications, dates) is in the Telugu.
      const missing = (e.basis.match(/\d+/g) ?? []).filter((n) => !te.text.includes(n));
      return missing.length ? [`${e.id}: the Telugu basis lacks ${missing.join(", ")}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("are all for entries the data has", () => {
    const ids = new Set(entries.map((e) => e.id));
    expect(Object.keys(dueDateEntriesTe).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe("the entries' names in the page's language", () => {
  it("rename an entry whose form is a description, keep the others and the entries' words", async () => {
    const { formNamesTe } = await import("~/content/te/due-date-names");
    const data = loadDueDatesFile().dueDates;
    const words = withFormNames(dueDateEntriesTe, data, formNamesTe);
    const inTelugu = withEntryWords(data, words);
    const all = Object.values(inTelugu).flat();
    const advance = all.find((e) => e.form.startsWith("అడ్వాన్స్"));
    expect(advance?.form).toBe(formNamesTe["Advance tax"]);
    // Its Telugu description still applies where its words translate the English as it is now.
    const original = Object.values(data)
      .flat()
      .find((e) => e.id === advance!.id)!;
    expect(advance!.description).toBe(
      withWords(original, dueDateEntriesTe[original.id]).description,
    );
    expect(all.filter((e) => e.form === "GSTR-3B").length).toBeGreaterThan(0);
    expect(all.some((e) => e.form === "Advance tax")).toBe(false);
  });
});
