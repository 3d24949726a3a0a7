import { Check } from "lucide-react";
import { cn } from "~/lib/cn";

/** A short list of features or items, each with a green tick. */
export function FeatureList({
  items,
  className,
}: {
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={cn("space-y-2 text-sm text-ink", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" strokeWidth={2} className="mt-0.5 size-4 shrink-0 text-low" />
          {item}
        </li>
      ))}
    </ul>
  );
}
