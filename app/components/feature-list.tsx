import { cn } from "~/lib/cn";

/**
 * A short list of features or items, each with a green tick (drawn by the `tick-list` style in app.css).
 * `size` sets the text size and centres the tick on the first line of that size. `marker="bullet"` puts a plain
 * amber bullet in place of the tick, for lists of risks and penalties, which a tick would mark as good news.
 */
export function FeatureList({
  items,
  size = "sm",
  marker = "tick",
  className,
}: {
  items: readonly string[];
  size?: "sm" | "base";
  marker?: "tick" | "bullet";
  className?: string;
}) {
  return (
    <ul
      className={cn(
        "space-y-2 text-ink",
        marker === "tick" ? "tick-list" : "list-disc pl-5 marker:text-medium",
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
