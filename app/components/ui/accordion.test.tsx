// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

const items = [
  { title: "Is it free?", content: "Applying costs nothing." },
  { title: "How long does it take?", content: "About a week." },
  { title: "Do I renew it?", content: "No renewal is needed." },
];

const button = (name: string) => screen.getByRole("button", { name });

describe("Accordion", () => {
  it("opens the default panel only, wiring each button to its region", () => {
    render(<Accordion items={items} defaultOpen={0} />);
    const first = button("Is it free?");
    expect(first).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(first.getAttribute("aria-controls")!);
    // A labelled <section> is a region landmark.
    expect(screen.getByRole("region", { name: "Is it free?" })).toBe(panel);
    expect(panel).toHaveAccessibleName("Is it free?");
    expect(panel).toBeVisible();
    expect(button("How long does it take?")).toHaveAttribute("aria-expanded", "false");
    // Collapsed answers stay in the DOM, hidden.
    expect(screen.getByText("About a week.")).not.toBeVisible();
    expect(screen.getByText("No renewal is needed.")).toHaveProperty("hidden", true);
  });

  it("keeps at most one panel open, and clicking the open one closes it", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    expect(screen.queryAllByRole("region")).toHaveLength(0);

    await user.click(button("How long does it take?"));
    expect(button("How long does it take?")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("About a week.")).toBeVisible();

    await user.click(button("Do I renew it?"));
    expect(button("How long does it take?")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("About a week.")).not.toBeVisible();
    expect(screen.getByText("No renewal is needed.")).toBeVisible();

    await user.click(button("Do I renew it?"));
    expect(button("Do I renew it?")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("No renewal is needed.")).not.toBeVisible();
    expect(
      screen.getAllByRole("button").filter((b) => b.getAttribute("aria-expanded") === "true"),
    ).toHaveLength(0);
  });

  it("works from the keyboard: Enter and Space toggle, arrows, Home and End move focus", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.tab();
    expect(button("Is it free?")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(button("Is it free?")).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{ArrowDown}");
    expect(button("How long does it take?")).toHaveFocus();
    await user.keyboard(" ");
    expect(button("How long does it take?")).toHaveAttribute("aria-expanded", "true");
    expect(button("Is it free?")).toHaveAttribute("aria-expanded", "false");

    await user.keyboard("{End}");
    expect(button("Do I renew it?")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(button("Is it free?")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(button("Do I renew it?")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(button("Is it free?")).toHaveFocus();

    // Tab leaves the headers in document order; it does not open anything.
    await user.tab();
    expect(button("How long does it take?")).toHaveFocus();
    expect(button("How long does it take?")).toHaveAttribute("aria-expanded", "true");
  });

  it("prerenders every answer visible, since without JavaScript the buttons cannot toggle", () => {
    const html = renderToString(<Accordion items={items} defaultOpen={0} />);
    for (const item of items) expect(html).toContain(item.content);
    expect(html).not.toMatch(/\shidden=""/);
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(3);
  });

  it("uses the heading level it is given", () => {
    render(<Accordion items={items} headingLevel="h2" />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
  });
});
