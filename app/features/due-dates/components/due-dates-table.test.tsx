// @vitest-environment jsdom
import fs from "node:fs";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { dueDatesFileSchema } from "~/lib/compliance-schema";
import { layOutAll } from "~/lib/deferred-layout";
import { DEFAULT_VIEW, toRows, type DueDateRow } from "../filter-due-dates";
import { DueDatesWordsContext } from "../due-dates-words";
import { englishWords } from "../words/en";
import { DueDatesTable } from "./due-dates-table";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const shipped = toRows(
  dueDatesFileSchema.parse(
    JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8")),
  ).dueDates,
);

const table = (rows: readonly DueDateRow[], interactive: boolean) => (
  <DueDatesWordsContext value={englishWords}>
    <DueDatesTable
      rows={rows}
      view={DEFAULT_VIEW}
      onSort={() => {}}
      nextDueById={new Map()}
      today={interactive ? "2026-11-23" : null}
      interactive={interactive}
    />
  </DueDatesWordsContext>
);

const deferredRows = (container: HTMLElement) =>
  [...container.querySelectorAll("tbody tr[data-defer-layout]")].length;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe("DueDatesTable", () => {
  it("prerenders every row as a deferred-layout block, and never defers a row mounted after hydration", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(table(shipped, false));
    expect(deferredRows(container)).toBe(shipped.length);

    await act(async () => {
      root = hydrateRoot(container, table(shipped, false));
    });
    // The page lays the deferred blocks out (useDeferredLayout); the interactive render does not add them back.
    layOutAll(container);
    await act(async () => root!.render(table(shipped, true)));
    expect(deferredRows(container)).toBe(0);

    // A filter that drops rows and one that brings them back: the rows mounted again are laid out at once.
    await act(async () => root!.render(table(shipped.slice(0, 3), true)));
    await act(async () => root!.render(table(shipped, true)));
    expect(container.querySelectorAll("tbody tr")).toHaveLength(shipped.length);
    expect(deferredRows(container)).toBe(0);
  });
});
