import { cn } from "~/lib/cn";

/** A short list of features or items, each with a green tick (drawn by the `tick-list` style in app.css). */
export function FeatureList({
  items,
  className,
}: {
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={cn("tick-list space-y-2 text-sm text-ink", className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
