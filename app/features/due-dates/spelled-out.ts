import { normalizeSearch } from "./filter-due-dates";

/**
 * A query spelled wholly in letter names (and digits), in Latin letters: "టీడీఎస్" → "tds"; undefined when any part
 * of it is not a letter's name. The longest name is taken first ("ఎక్స్" before "ఎ").
 */
export function spelledOut(
  query: string,
  letters: Readonly<Record<string, string>>,
): string | undefined {
  const names = Object.keys(letters)
    .map(normalizeSearch)
    .sort((a, b) => b.length - a.length);
  const latin = new Map(
    Object.entries(letters).map(([name, letter]) => [normalizeSearch(name), letter]),
  );
  let out = "";
  let named = false;
  for (let at = 0; at < query.length;) {
    const name = names.find((n) => query.startsWith(n, at));
    if (name) {
      out += latin.get(name)!;
      named = true;
      at += name.length;
    } else if (/[0-9a-z]/.test(query[at]!)) out += query[at++];
    else return undefined;
  }
  return named ? out : undefined;
}
