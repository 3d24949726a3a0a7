/**
 * Arrow-key focus in a group of controls (accordion headers, tabs): the index the key moves to, wrapping at both
 * ends, with Home and End for the first and last; null for any other key.
 */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  orientation: "vertical" | "horizontal",
): number | null {
  const last = count - 1;
  const [back, forward] =
    orientation === "vertical" ? ["ArrowUp", "ArrowDown"] : ["ArrowLeft", "ArrowRight"];
  if (key === forward) return index === last ? 0 : index + 1;
  if (key === back) return index === 0 ? last : index - 1;
  if (key === "Home") return 0;
  if (key === "End") return last;
  return null;
}
