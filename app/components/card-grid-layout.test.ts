import { describe, expect, it } from "vitest";
import { cardGridLayout, wideColumns, type GridColumns } from "./card-grid-layout";

/** The tracks each card takes at a breakpoint, from its classes; rows must add up to the grid's tracks. */
function rows(count: number, asked: GridColumns, breakpoint: "md" | "sm" | "lg") {
  const layout = cardGridLayout(count, asked);
  const tracks = Number(layout.list.match(new RegExp(`${breakpoint}:grid-cols-(\\d)`))?.[1] ?? 1);
  const spanAt = (classes: string) => {
    const order =
      breakpoint === "lg" ? ["sm", "md", "lg"] : breakpoint === "md" ? ["sm", "md"] : ["sm"];
    let span = 1;
    for (const bp of order) {
      const found = classes.match(new RegExp(`(?:^| )${bp}:col-span-(\\d)`));
      if (found) span = Number(found[1]);
    }
    return span;
  };
  const filled: number[] = [];
  let row = 0;
  for (let i = 0; i < count; i++) {
    const span = spanAt(layout.item(i));
    if (row + span > tracks) {
      filled.push(row);
      row = 0;
    }
    row += span;
  }
  filled.push(row);
  return { tracks, filled };
}

describe("cardGridLayout", () => {
  it("takes the nearest column count that fills every row at the widest breakpoint", () => {
    expect(wideColumns(8, 3)).toBe(4);
    expect(wideColumns(6, 3)).toBe(3);
    expect(wideColumns(9, 3)).toBe(3);
    expect(wideColumns(4, 4)).toBe(4);
    expect(wideColumns(6, 4)).toBe(3);
    expect(wideColumns(2, 3)).toBe(2);
  });

  it("leaves no empty slot in any row, at two columns and at the widest", () => {
    for (const asked of [2, 3, 4] as const) {
      for (let count = 2; count <= 12; count++) {
        const narrow = asked === 4 ? "sm" : "md";
        for (const bp of [narrow, "lg"] as const) {
          const { tracks, filled } = rows(count, asked, bp);
          // Four columns with three left over is the one shape left partly filled (no even share of four tracks).
          if (bp === "lg" && wideColumns(count, asked) === 4 && count % 4 === 3) continue;
          expect(
            filled.every((r) => r === tracks),
            `${count} cards, ${asked} asked, ${bp}`,
          ).toBe(true);
        }
      }
    }
  });
});
