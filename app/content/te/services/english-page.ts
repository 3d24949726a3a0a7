/**
 * Reading the values that are not words (ids, icons, links, figures) from an English services page, for its Telugu
 * twin: a section by id or by place, an entry of a list, a value that must exist. Each throws when the English page
 * lacks it, so a Telugu page never loses a link or an icon silently (docs/decisions/025-telugu-edition.md).
 */
export function englishPage<P extends { sections: readonly { id?: string; kind: string }[] }>(
  page: P,
  name: string,
) {
  type Section = P["sections"][number];
  const fail = (what: string): never => {
    throw new Error(`${name}: the English page lacks ${what}`);
  };
  return {
    section<K extends Section["kind"]>(
      which: string | number,
      kind: K,
    ): Extract<Section, { kind: K }> {
      const found =
        typeof which === "number"
          ? page.sections[which]
          : page.sections.find((s) => s.id === which);
      if (!found || found.kind !== kind) return fail(`a ${kind} section ${which}`);
      return found as Extract<Section, { kind: K }>;
    },
    at<T>(list: readonly T[], i: number): T {
      const item = list[i];
      return item === undefined ? fail(`entry ${i}`) : item;
    },
    must<T>(value: T | undefined, what: string): T {
      return value === undefined ? fail(what) : value;
    },
  };
}
