import { createElement, type ReactNode, type Ref, type SVGProps } from "react";

/*
 * A small stand-in for lucide-react's icon factory (see scripts/lib/lucide-light.mjs, docs/decisions/004-js-budget.md).
 * Same icons, same props we use (size, strokeWidth, absoluteStrokeWidth, color, className, aria-*), same markup,
 * without the context provider and class-merging runtime (0.9 KB gzipped on every page that loads React).
 */
type IconNode = [string, Record<string, string | number>][];
interface IconData {
  name?: string;
  node: IconNode;
}

export type LightIconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  ref?: Ref<SVGSVGElement>;
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
};

export default function createLucideIcon(data: IconData | string, iconNode: IconNode = []) {
  const icon: IconData = typeof data === "string" ? { name: data, node: iconNode } : data;
  // React 19 hands `ref` to a function component as a prop: it reaches the <svg> with the rest.
  return function Icon({
    size = 24,
    strokeWidth = 2,
    absoluteStrokeWidth,
    color = "currentColor",
    className,
    children,
    ...rest
  }: LightIconProps) {
    const labelled =
      !!children ||
      Object.keys(rest).some((k) => k.startsWith("aria-") || k === "role" || k === "title");
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: ["lucide", icon.name ? `lucide-${icon.name}` : "", className ?? ""]
          .filter(Boolean)
          .join(" "),
        ...(labelled ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  };
}
