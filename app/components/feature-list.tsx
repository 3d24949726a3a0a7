import { cn } from "~/lib/cn";

/**
 * A short list of features or items, each with a green tick (drawn by the `tick-list` style in app.css).
 * `size` sets the text size and centres the tick on the first line of that size.
 */
export function FeatureList({
  items,
  size = "sm",
  className,
}: {
  items: readonly string[];
  size?: "sm" | "base";
  className?: string;
}) {
  return (
    <ul
      className={cn(
        "tick-list space-y-2 text-ink",
        size === "sm" ? "text-sm" : "text-base [--tick-top:0.25rem]",
        className,
      )}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
