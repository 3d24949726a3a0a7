/*
 * Search over titles, descriptions and article text, without shipping the articles: the build reduces each body
 * to its distinct words (normalised, common words dropped, capped), which the browser then searches.
 */
const stopWords = new Set(
  "the and for are but not you your with this that from have has had was were will would can could its it's into than then them they their there these those which who whom what when where why how all any each our out own she her his him one two also such only other over under about after before between because been being does did doing more most some very just may must shall should per via a an of in on at by to or is be as if no so we us do".split(
    " ",
  ),
);

/** Lower case, accents removed, every run of other characters a single space. Shared by index and query. */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/₹/g, " rs ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function searchTokens(text: string): string[] {
  const normal = normalizeSearch(text);
  return normal ? normal.split(" ") : [];
}

/** The distinct meaningful words of a text, in first-seen order, at most `maxChars` long in total. */
export function compactSearchText(text: string, maxChars = 4000): string {
  const seen = new Set<string>();
  let length = 0;
  for (const word of searchTokens(text)) {
    if (seen.has(word) || stopWords.has(word)) continue;
    if (word.length < 2 && !/\d/.test(word)) continue;
    if (length + word.length + 1 > maxChars) break;
    seen.add(word);
    length += word.length + 1;
  }
  return [...seen].join(" ");
}
