import type { Priority } from "~/lib/compliance-constants";
import { cn } from "~/lib/cn";
import { useDueDatesWords } from "../due-dates-words";

const styles: Record<Priority, string> = {
  high: "border-red-200 bg-red-50 text-high",
  medium: "border-amber-200 bg-amber-50 text-medium",
  low: "border-green-200 bg-green-50 text-low",
};

/** Priority as a badge: colour and the word, never colour alone. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  const { dueDatesText } = useDueDatesWords();
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap",
        styles[priority],
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {dueDatesText.priorities[priority]}
    </span>
  );
}
