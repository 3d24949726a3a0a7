// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-icon";

const Check = createLucideIcon({
  name: "check",
  node: [["path", { d: "M20 6 9 17l-5-5", key: "k" }]],
});

describe("light lucide icon factory", () => {
  it("draws the icon's nodes in a 24-unit stroked SVG, hidden from assistive technology by default", () => {
    const { container } = render(<Check className="size-4 text-low" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg.getAttribute("stroke")).toBe("currentColor");
    expect(svg.getAttribute("stroke-width")).toBe("2");
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("class")).toBe("lucide lucide-check size-4 text-low");
    expect(svg.querySelector("path")?.getAttribute("d")).toBe("M20 6 9 17l-5-5");
  });

  it("honours size and stroke width, and stays visible when labelled", () => {
    const { container } = render(
      <Check size={16} strokeWidth={1.5} aria-label="Done" role="img" />,
    );
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("width")).toBe("16");
    expect(svg.getAttribute("stroke-width")).toBe("1.5");
    expect(svg.hasAttribute("aria-hidden")).toBe(false);
    expect(svg.getAttribute("aria-label")).toBe("Done");
  });

  it("hands a ref to the <svg>", () => {
    const ref = createRef<SVGSVGElement>();
    const { container } = render(<Check ref={ref} />);
    expect(ref.current).toBe(container.querySelector("svg"));
  });
});
