import type { ComplianceData, ComplianceItem } from "~/lib/compliance-schema";

/** The admin's search box and law filter over its entries. */
export interface AdminFilter {
  query: string;
  /** A law's name, or "" for every law. */
  law: string;
}

const fold = (text: string) => text.toLocaleLowerCase("en-IN").normalize("NFKD");

/** Every word typed must appear in the entry's form, former number, id, description or due words. */
export function matchesQuery(item: ComplianceItem, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold(
    [item.form, item.formerly ?? "", item.id, item.description, item.due].join(" "),
  );
  return words.every((w) => haystack.includes(w));
}

/** The laws to show, each with its matching entries; a law without a match is left out while a filter is on. */
export function filterAdminEntries(
  data: ComplianceData,
  { query, law }: AdminFilter,
): [law: string, items: ComplianceItem[]][] {
  const active = query.trim() !== "" || law !== "";
  return Object.entries(data)
    .filter(([name]) => !law || name === law)
    .map(([name, items]): [string, ComplianceItem[]] => [
      name,
      query.trim() ? items.filter((item) => matchesQuery(item, query)) : items,
    ])
    .filter(([, items]) => !active || items.length > 0);
}
