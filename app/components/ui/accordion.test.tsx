// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

const items = [
  { title: "Is it free?", content: "Applying costs nothing." },
  { title: "How long does it take?", content: "About a week." },
  { title: "Do I renew it?", content: "No renewal is needed." },
];

describe("Accordion", () => {
  it("prerenders one group of native disclosures, the default one open", () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(<Accordion items={items} defaultOpen={0} />);
    const details = [...page.querySelectorAll("details")];
    expect(details).toHaveLength(3);
    // One shared name: the browser keeps at most one of them open.
    const names = new Set(details.map((d) => d.getAttribute("name")));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect(details.map((d) => d.open)).toEqual([true, false, false]);
    // The questions stay headings, inside the summaries a keyboard toggles.
    expect([...page.querySelectorAll("summary > h3")].map((h) => h.textContent)).toEqual(
      items.map((i) => i.title),
    );
    expect(page.textContent).toContain("About a week.");
  });

  it("starts with every item closed when there is no default, and separate groups get separate names", () => {
    render(
      <>
        <Accordion items={items} />
        <Accordion items={items} headingLevel="h2" />
      </>,
    );
    const details = [...document.querySelectorAll("details")];
    expect(details.every((d) => !d.open)).toBe(true);
    expect(new Set(details.map((d) => d.getAttribute("name"))).size).toBe(2);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
  });
});
