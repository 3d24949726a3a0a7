/*
 * How a grid of cards fills its rows, so no row ends with an empty slot. At the widest breakpoint a count that the
 * asked-for number of columns does not divide takes the nearest number that does (eight cards: four columns, not
 * three and three and two); where none does, the last row's cards widen to share the row (five cards in three
 * columns: three, then two of one and a half each, on a six-track grid). At the two-column breakpoint an odd last
 * card spans both columns. Phones show one column, which is always full. The class names are written out whole so
 * Tailwind finds them.
 */

export type GridColumns = 2 | 3 | 4;

export interface CardGridLayout {
  /** Classes of the list (the grid). */
  list: string;
  /** Classes of the card at `index` (its column spans). */
  item: (index: number) => string;
  /** Columns at the widest breakpoint. */
  wide: GridColumns;
}

/** The number of columns at the widest breakpoint: the asked-for one when it fills every row, else the nearest that does. */
export function wideColumns(count: number, asked: GridColumns): GridColumns {
  if (count <= asked) return count >= 2 ? (count as GridColumns) : asked;
  if (count % asked === 0) return asked;
  const fits = ([4, 3, 2] as const).filter((c) => count % c === 0);
  if (!fits.length) return asked;
  return fits.reduce((best, c) => (Math.abs(c - asked) < Math.abs(best - asked) ? c : best));
}

/** Where the two-column breakpoint starts: 640 px for four-up grids (narrow cards), 768 px otherwise. */
const twoUp = { 2: "md", 3: "md", 4: "sm" } as const;

export function cardGridLayout(count: number, asked: GridColumns = 3): CardGridLayout {
  const wide = wideColumns(count, asked);
  const narrow = twoUp[asked];
  const remainder = count % wide;
  const oddLast = count > 1 && count % 2 === 1;
  // A partly filled last row in three columns: a six-track grid, each card two tracks, the last row's shared out.
  const sixTracks = wide === 3 && remainder > 0;
  const list = [
    "grid gap-6",
    count > 1 ? (narrow === "sm" ? "sm:grid-cols-2" : "md:grid-cols-2") : "",
    sixTracks
      ? "lg:grid-cols-6"
      : { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" }[wide],
  ]
    .filter(Boolean)
    .join(" ");
  const item = (index: number) => {
    const classes: string[] = [];
    const last = index === count - 1;
    if (oddLast && last) classes.push(narrow === "sm" ? "sm:col-span-2" : "md:col-span-2");
    const inLastRow = index >= count - remainder;
    if (sixTracks) {
      classes.push(
        inLastRow ? (remainder === 1 ? "lg:col-span-6" : "lg:col-span-3") : "lg:col-span-2",
      );
    } else if (wide === 4 && inLastRow && remainder === 1) {
      classes.push("lg:col-span-4");
    } else if (wide === 4 && inLastRow && remainder === 2) {
      classes.push("lg:col-span-2");
    } else if (oddLast && last && wide !== 2) {
      classes.push("lg:col-span-1");
    }
    return classes.join(" ");
  };
  return { list, item, wide };
}
