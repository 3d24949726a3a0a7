// @vitest-environment jsdom
import { act, useEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ProfileDraft } from "./profile";
import { EMPTY_PROFILE_QUERY } from "./example-answers";
import { profileQuery, usePlannerProfile } from "./use-planner-profile";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ENTITIES = ["Private Limited Company", "LLP (Limited Liability Partnership)"];
const EXAMPLE = "entity=private-limited-company&gst=monthly";
const KEY = "plannerProfile";

let setProfile: (draft: ProfileDraft) => void = () => {};
let startEmpty: () => void = () => {};
function Planner({ hydrating }: { hydrating?: boolean }) {
  const state = usePlannerProfile({
    entities: ENTITIES,
    example: EXAMPLE,
    storageKey: KEY,
    hydrating,
  });
  useEffect(() => {
    setProfile = state.setProfile;
    startEmpty = state.startEmpty;
  }, [state.setProfile, state.startEmpty]);
  return (
    <p>
      {state.isExample ? "example" : "own"}|{state.profile.entity}|{state.profile.gst}|
      {state.problems.map((p) => p.code).join(",")}
    </p>
  );
}
const Page = ({ hydrating }: { hydrating?: boolean }) => (
  <MemoryRouter>
    <Planner hydrating={hydrating} />
  </MemoryRouter>
);

let root: Root | undefined;
let container: HTMLElement;
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  window.localStorage.clear();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  window.history.replaceState(null, "", "/");
  delete document.documentElement.dataset.hydrated;
});

async function hydrate(hydrating?: boolean) {
  container.innerHTML = renderToString(<Page hydrating={hydrating} />);
  const prerendered = container.textContent;
  await act(async () => {
    root = hydrateRoot(container, <Page hydrating={hydrating} />);
  });
  return prerendered;
}

describe("profileQuery", () => {
  it("keeps a query that holds a profile answer, and drops one that holds none", () => {
    expect(profileQuery("?entity=llp&utm_source=x")).toBe("entity=llp&utm_source=x");
    expect(profileQuery("?utm_source=x")).toBe("");
    expect(profileQuery("")).toBe("");
  });
});

describe("usePlannerProfile", () => {
  it("prerenders the example, then shows the profile the address holds", async () => {
    window.history.replaceState(
      null,
      "",
      "/due-dates/plan?entity=llp-limited-liability-partnership&gst=none",
    );
    expect(await hydrate()).toBe("example|Private Limited Company|monthly|");
    expect(container.textContent).toBe("own|LLP (Limited Liability Partnership)|none|");
  });

  it("hydrates the example when told it is hydrating, though the page hydrated before it", async () => {
    // The planner's view is a lazily loaded chunk: it may hydrate after the page has marked itself hydrated.
    document.documentElement.dataset.hydrated = "true";
    window.history.replaceState(
      null,
      "",
      "/due-dates/plan?entity=llp-limited-liability-partnership",
    );
    expect(await hydrate(true)).toBe("example|Private Limited Company|monthly|");
    expect(container.textContent).toBe("own|LLP (Limited Liability Partnership)||");
  });

  it("opens this browser's last profile when the address has none", async () => {
    window.localStorage.setItem(KEY, "entity=llp-limited-liability-partnership&gst=qrmp");
    window.history.replaceState(null, "", "/due-dates/plan");
    await hydrate();
    expect(container.textContent).toBe("own|LLP (Limited Liability Partnership)|qrmp|");
    expect(window.location.search).toBe("?entity=llp-limited-liability-partnership&gst=qrmp");
  });

  it("never replaces the stored profile with one opened from a shared address", async () => {
    window.localStorage.setItem(KEY, "entity=llp-limited-liability-partnership");
    window.history.replaceState(null, "", "/due-dates/plan?entity=private-limited-company");
    await hydrate();
    expect(container.textContent).toContain("own|Private Limited Company|");
    expect(window.localStorage.getItem(KEY)).toBe("entity=llp-limited-liability-partnership");
  });

  it("stores the visitor's own change and puts it in the address without a new history entry", async () => {
    window.history.replaceState(
      null,
      "",
      "/due-dates/plan?entity=llp-limited-liability-partnership",
    );
    await hydrate();
    const entries = window.history.length;
    act(() =>
      setProfile({
        entity: "Private Limited Company",
        gst: "qrmp",
        taxAudit: false,
        transferPricing: false,
        registrations: ["tds"],
        auditorAppointed: false,
        privatePlacement: false,
      }),
    );
    expect(window.location.search).toBe("?entity=private-limited-company&gst=qrmp&reg=tds");
    expect(window.localStorage.getItem(KEY)).toBe(
      "entity=private-limited-company&gst=qrmp&reg=tds",
    );
    expect(window.history.length).toBe(entries);
    expect(container.textContent).toBe("own|Private Limited Company|qrmp|");
  });

  it("never lets an answer of the example reach a plan the visitor made", async () => {
    window.history.replaceState(null, "", "/due-dates/plan");
    await hydrate();
    expect(container.textContent).toBe("example|Private Limited Company|monthly|");
    // The visitor changes only the type of business on the example's form: the example's GST answer goes.
    act(() =>
      setProfile({
        entity: "LLP (Limited Liability Partnership)",
        gst: "monthly",
        taxAudit: false,
        transferPricing: false,
        registrations: [],
        auditorAppointed: false,
        privatePlacement: false,
      }),
    );
    expect(window.location.search).toBe("?entity=llp-limited-liability-partnership");
    expect(container.textContent).toBe("own|LLP (Limited Liability Partnership)||");
  });

  it("starts an empty form from the example, the address no longer the example's", async () => {
    window.history.replaceState(null, "", "/due-dates/plan");
    await hydrate();
    act(() => startEmpty());
    expect(container.textContent).toBe("own|||");
    expect(window.localStorage.getItem(KEY)).toBe(EMPTY_PROFILE_QUERY);
  });

  it("reports a bad answer by field and keeps the others", async () => {
    window.history.replaceState(
      null,
      "",
      "/due-dates/plan?entity=private-limited-company&gst=weekly",
    );
    await hydrate();
    expect(container.textContent).toBe("own|Private Limited Company||invalid");
  });
});
