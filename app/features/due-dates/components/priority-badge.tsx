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
    <span className={cn("priority-badge", styles[priority])}>
      {dueDatesText.priorities[priority]}
    </span>
  );
}
