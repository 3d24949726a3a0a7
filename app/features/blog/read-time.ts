/** Words in markdown text, ignoring markup, table rules and link targets. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, "]") // link targets
    .replace(/[#>*_`|[\]-]+/g, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes to read at 200 words a minute, at least one. */
export function readTimeMinutes(markdown: string, wordsPerMinute = 200): number {
  return Math.max(1, Math.round(countWords(markdown) / wordsPerMinute));
}
