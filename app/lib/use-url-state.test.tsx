// @vitest-environment jsdom
import { act, useEffect } from "react";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useUrlState } from "./use-url-state";

// React's act() warns unless the environment says it is a test one (Testing Library sets this when imported).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface View {
  q: string;
}
const parse = (search: string): View => ({ q: new URLSearchParams(search).get("q") ?? "" });
const serialize = ({ q }: View) => (q.trim() ? `?${new URLSearchParams({ q })}` : "");

let setView: (next: View | ((current: View) => View)) => void = () => {};
let navigate: NavigateFunction = () => undefined;
function SearchView() {
  const [view, set] = useUrlState(parse, serialize);
  const go = useNavigate();
  useEffect(() => {
    setView = set;
    navigate = go;
  }, [set, go]);
  return <p>q:[{view.q}]</p>;
}
// The hook follows React Router's location: the page runs inside a router.
const Search = () => (
  <MemoryRouter>
    <SearchView />
  </MemoryRouter>
);

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  delete document.documentElement.dataset.hydrated;
  window.history.replaceState(null, "", "/");
});

async function hydrate(element: React.ReactElement) {
  container.innerHTML = renderToString(element);
  const prerendered = container.textContent;
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  return prerendered;
}

describe("useUrlState", () => {
  it("prerenders and hydrates the default view, then shows the URL's", async () => {
    window.history.replaceState(null, "", "/blog?q=kyc");
    // A console error (a hydration mismatch) fails the test: see tests/setup.
    expect(await hydrate(<Search />)).toBe("q:[]");
    expect(container.textContent).toBe("q:[kyc]");
  });

  it("replaces the query without a new history entry, keeping the router's history state", async () => {
    window.history.replaceState({ key: "router-key" }, "", "/blog#list");
    await hydrate(<Search />);
    const entries = window.history.length;
    act(() => setView({ q: "demat shares" }));
    expect(container.textContent).toBe("q:[demat shares]");
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/blog?q=demat+shares#list",
    );
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ key: "router-key" });
  });

  it("shows what was typed as typed, while the URL leaves out an empty search", async () => {
    window.history.replaceState(null, "", "/blog?q=x");
    await hydrate(<Search />);
    act(() => setView({ q: "  " }));
    expect(container.textContent).toBe("q:[  ]");
    expect(window.location.search).toBe("");
  });

  it("hands an update function the view the URL holds", async () => {
    await hydrate(<Search />);
    window.history.replaceState(null, "", "/blog?q=from-url");
    act(() => setView((current) => ({ q: `${current.q}+typed` })));
    expect(container.textContent).toBe("q:[from-url+typed]");
  });

  it("reads the URL again when React Router's location changes (Back, Forward, a link followed)", async () => {
    window.history.replaceState(null, "", "/blog?q=kyc");
    await hydrate(<Search />);
    expect(container.textContent).toBe("q:[kyc]");
    // A link to the plain /blog, followed from the filtered page.
    window.history.replaceState(null, "", "/blog");
    await act(async () => {
      await navigate("/blog");
    });
    expect(container.textContent).toBe("q:[]");
  });

  it("reads the URL in its first render when mounted after the page hydrated", () => {
    document.documentElement.dataset.hydrated = "true";
    window.history.replaceState(null, "", "/blog?q=back");
    const renders: string[] = [];
    function Recorded() {
      const [view] = useUrlState(parse, serialize);
      renders.push(view.q);
      return null;
    }
    act(() => {
      root = createRoot(container);
      root.render(
        <MemoryRouter>
          <Recorded />
        </MemoryRouter>,
      );
    });
    expect(renders[0]).toBe("back");
  });
});

describe("useUrlState after hydration", () => {
  it("renders nothing again when the URL holds no query", async () => {
    const renders: string[] = [];
    function Recorded() {
      const [view] = useUrlState(parse, serialize);
      renders.push(view.q);
      return <p>{view.q}</p>;
    }
    window.history.replaceState(null, "", "/blog");
    await hydrate(
      <MemoryRouter>
        <Recorded />
      </MemoryRouter>,
    );
    // The prerender and the hydration, and no render after them.
    expect(renders).toEqual(["", ""]);
  });
});
