// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminRecheck } from "./admin-recheck";

const data = {
  GST: [
    { id: "gstr-1", form: "GSTR-1", verifiedOn: "2025-10-01" },
    { id: "gstr-3b", form: "GSTR-3B", verifiedOn: "2026-11-01" },
  ],
  "Companies Act 2013": [{ id: "draft", form: "DRAFT-1" }],
} as never;

describe("the admin's recheck notice", () => {
  it("names each entry checked more than twelve months ago, and those never checked", () => {
    render(<AdminRecheck data={data} today="2026-11-28" />);
    expect(screen.getByRole("heading", { name: "2 entries are due for a recheck" })).toBeTruthy();
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([
      "DRAFT-1 (Companies Act 2013): never checked",
      "GSTR-1 (GST): last checked 1 October 2025",
    ]);
  });

  it("shows nothing while every entry is current", () => {
    const { container } = render(
      <AdminRecheck
        data={{ GST: [{ id: "a", form: "A", verifiedOn: "2026-11-01" }] } as never}
        today="2026-11-28"
      />,
    );
    expect(container.innerHTML).toBe("");
  });
});
