import type { DueDatesFile } from "~/lib/compliance-schema";

/*
 * How `npm run data:publish` writes the data file: in the current file's order and formatting, so that a one-entry
 * change is a one-entry diff, with `lastUpdated` set to the day of publishing when anything else changed against the current file. Pure: the
 * command (scripts/publish-data.mjs) reads and writes the files.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (v: unknown): v is Record<string, Json> =>
  !!v && typeof v === "object" && !Array.isArray(v);

/**
 * `value` with its object keys in the order of `like` (keys `like` lacks follow, in their own order), recursively.
 * Arrays of objects with an `id` are matched by id, other arrays by position. `template` orders an object that has
 * no counterpart (a new entry): the order of a sibling.
 */
export function orderLike(value: Json, like: Json | undefined, template?: Json): Json {
  if (Array.isArray(value)) {
    const list = Array.isArray(like) ? like : [];
    const byId = new Map(
      list.flatMap((item) =>
        isObject(item) && typeof item.id === "string" ? [[item.id, item]] : [],
      ),
    );
    const sibling =
      list.find(isObject) ?? (Array.isArray(template) ? template.find(isObject) : undefined);
    return value.map((item, i) => {
      const match = isObject(item) && typeof item.id === "string" ? byId.get(item.id) : list[i];
      return orderLike(item, match, match === undefined ? sibling : undefined);
    });
  }
  if (!isObject(value)) return value;
  const reference = isObject(like) ? like : isObject(template) ? template : {};
  const keys = [
    ...Object.keys(reference).filter((k) => Object.hasOwn(value, k)),
    ...Object.keys(value).filter((k) => !Object.hasOwn(reference, k)),
  ];
  return Object.fromEntries(
    keys.map((k) => [
      k,
      // A new law's entries take the order of any law's entries.
      orderLike(value[k]!, reference[k], k in reference ? undefined : firstArrayOf(reference)),
    ]),
  );
}

const firstArrayOf = (obj: Record<string, Json>): Json | undefined =>
  Object.values(obj).find(Array.isArray);

/** The text of the file to publish: `file` in the order of the current file's text, `lastUpdated` set. */
export function formatPublished(file: DueDatesFile, today: string, currentText?: string): string {
  let current: Json | undefined;
  try {
    current = currentText === undefined ? undefined : (JSON.parse(currentText) as Json);
  } catch {
    current = undefined;
  }
  const same = (a: unknown, b: unknown) =>
    JSON.stringify({ ...(a as object), lastUpdated: "" }) ===
    JSON.stringify({ ...(b as object), lastUpdated: "" });
  const ordered = orderLike(file as unknown as Json, current) as Record<string, Json>;
  const unchanged = isObject(current) && same(ordered, orderLike(current, current));
  // A first file (nothing to compare with) says its own date.
  const lastUpdated =
    current === undefined || unchanged || file.lastUpdated > today ? file.lastUpdated : today;
  return `${JSON.stringify({ ...ordered, lastUpdated }, null, 2)}\n`;
}
