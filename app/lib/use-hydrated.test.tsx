// @vitest-environment jsdom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useAfterHydration, useHydrated } from "./use-hydrated";

// React's act() warns unless the environment says it is a test one (Testing Library sets this when imported).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Each render is recorded, so a test can tell whether hydration was followed by a second render.
let renders: string[] = [];

function Search({ search }: { search: string }) {
  const shown = useAfterHydration(search, "");
  renders.push(shown);
  return <p>search:{shown}</p>;
}

function Ready() {
  const hydrated = useHydrated();
  renders.push(String(hydrated));
  return <p>{hydrated ? "ready" : "static"}</p>;
}

async function prerenderThenHydrate(element: React.ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  const prerendered = container.textContent;
  renders = [];
  await act(async () => {
    hydrateRoot(container, element);
  });
  return { prerendered, hydrated: container.textContent };
}

afterEach(() => {
  renders = [];
});

describe("useAfterHydration", () => {
  it("renders the prerendered value while hydrating, then the browser's", async () => {
    const html = await prerenderThenHydrate(<Search search="?q=kyc" />);
    expect(html).toEqual({ prerendered: "search:", hydrated: "search:?q=kyc" });
    expect(renders).toEqual(["", "?q=kyc"]);
  });

  it("renders once when the browser's value is the prerendered one", async () => {
    const html = await prerenderThenHydrate(<Search search="" />);
    expect(html).toEqual({ prerendered: "search:", hydrated: "search:" });
    expect(renders).toEqual([""]);
  });

  it("is used as a client-only value on a client render (not a hydration)", async () => {
    const container = document.createElement("div");
    await act(async () => {
      createRoot(container).render(<Search search="?category=taxation" />);
    });
    expect(container.textContent).toBe("search:?category=taxation");
  });
});

describe("useHydrated", () => {
  it("is false in the prerendered HTML and true once hydrated", async () => {
    const html = await prerenderThenHydrate(<Ready />);
    expect(html).toEqual({ prerendered: "static", hydrated: "ready" });
  });
});
