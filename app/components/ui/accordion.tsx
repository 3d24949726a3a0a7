import { ChevronDown } from "lucide-react";
import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface AccordionItem {
  title: ReactNode;
  content: ReactNode;
}

/**
 * Questions and answers as a group of native disclosures (`<details>` sharing one `name`): the browser opens one
 * at a time, toggles each from the keyboard (Tab, then Enter or Space) and tells screen readers whether it is open,
 * with no script. Each question is a heading inside its summary, so headings still list the questions. Closed
 * answers stay in the page: the browser's find-in-page opens the one it finds.
 */
export function Accordion({
  items,
  defaultOpen = null,
  headingLevel: Heading = "h3",
  className,
}: {
  items: AccordionItem[];
  /** Index of the item open at first, or null for none. */
  defaultOpen?: number | null;
  headingLevel?: "h2" | "h3" | "h4";
  className?: string;
}) {
  const group = useId();
  return (
    <div className={cn("divide-y divide-line rounded-card border border-line bg-white", className)}>
      {items.map((item, index) => (
        <details key={index} name={group} open={index === defaultOpen} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-ink hover:bg-surface [&::-webkit-details-marker]:hidden">
            <Heading className="text-lg font-semibold">{item.title}</Heading>
            <ChevronDown
              aria-hidden="true"
              strokeWidth={1.5}
              className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="px-5 pb-5 text-ink-muted">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
