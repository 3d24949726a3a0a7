// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi, type Mock } from "vitest";
import { site } from "~/config/site";
import SiteLayout, { ErrorBoundary } from "./site-layout";

function Broken(): never {
  throw new Error("Content failed to render");
}

describe("site layout error boundary", () => {
  it("keeps the header and footer, explains, and offers a way home", async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    // React reports the caught render error on the console; expected here, so keep the output quiet.
    (console.error as unknown as Mock).mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: SiteLayout,
        ErrorBoundary: ErrorBoundary as never,
        children: [{ index: true, Component: Broken }],
      },
    ]);
    render(<Stub initialEntries={["/"]} />);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    // The footer stays (its copyright line is prerendered only: the year is the build's).
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Privacy policy");
    expect(screen.getByRole("banner")).toHaveTextContent(site.name);
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByText("Content failed to render")).toBeInTheDocument();
    (console.error as unknown as Mock).mockClear();
  });
});
