// @vitest-environment jsdom
import { act, lazy } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { LazyPart } from "./lazy-part";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A part whose code cannot be had (a 404 after a deploy, a file cut short). */
const failing = () => lazy<() => null>(() => Promise.reject(new Error("chunk gone")));
const arriving = () => lazy(() => Promise.resolve({ default: () => <p>The planner, live</p> }));

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.partFailed;
});

describe("LazyPart", () => {
  it("hydrates a prerendered part once its code arrives, its markup unchanged", async () => {
    const container = document.createElement("div");
    const Live = () => <p>The example plan</p>;
    container.innerHTML = renderToString(
      <LazyPart prerendered="plan">
        <Live />
      </LazyPart>,
    );
    const prerendered = container.innerHTML;
    document.body.append(container);
    const Part = lazy(() => Promise.resolve({ default: Live }));
    await act(async () => {
      hydrateRoot(
        container,
        <LazyPart prerendered="plan">
          <Part />
        </LazyPart>,
      );
    });
    await settle();
    expect(container.innerHTML).toBe(prerendered);
    expect(document.documentElement.dataset.partFailed).toBeUndefined();
  });

  // A part whose code fails while the page hydrates keeps its prerendered markup: tests/e2e/resilience.spec.ts, in
  // a browser (jsdom reports React's recovered hydration error as an uncaught one).

  it("leaves the rest of the page working when a part with no markup fails", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const Part = failing();
    await act(async () => {
      createRoot(container, { onCaughtError: () => {} }).render(
        <>
          <p>The table</p>
          <LazyPart>
            <Part />
          </LazyPart>
        </>,
      );
    });
    await settle();
    expect(container).toHaveTextContent(/^The table$/);
    expect(document.documentElement.dataset.partFailed).toBe("");
  });

  it("renders the part once its code arrives, and marks nothing", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const Part = arriving();
    await act(async () => {
      createRoot(container).render(
        <LazyPart prerendered="plan">
          <Part />
        </LazyPart>,
      );
    });
    await settle();
    expect(container).toHaveTextContent("The planner, live");
    expect(document.documentElement.dataset.partFailed).toBeUndefined();
  });
});
