import { ChevronDown } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { rovingIndex } from "~/lib/roving-index";
import { useHydrated } from "~/lib/use-hydrated";

export interface AccordionItem {
  title: ReactNode;
  content: ReactNode;
}

/**
 * Disclosure accordion (WAI-ARIA APG pattern): each header is a heading holding a button with aria-expanded and
 * aria-controls; panels are regions labelled by their button. At most one panel is open; activating the open one
 * closes it. Up/Down arrows, Home and End move between headers.
 *
 * Progressive enhancement: the prerendered HTML (and a visit without JavaScript) shows every answer, since its
 * buttons could not toggle anything; once React runs, all but the open panel collapse. Collapsed panels stay in the
 * DOM with the `hidden` attribute.
 */
export function Accordion({
  items,
  defaultOpen = null,
  headingLevel: Heading = "h3",
  className,
}: {
  items: AccordionItem[];
  /** Index of the panel open at first, or null for none. */
  defaultOpen?: number | null;
  headingLevel?: "h2" | "h3" | "h4";
  className?: string;
}) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const enhanced = useHydrated();
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingIndex(event.key, index, items.length, "vertical");
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={cn("divide-y divide-line rounded-card border border-line bg-white", className)}>
      {items.map((item, index) => {
        const expanded = enhanced ? open === index : true;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={index}>
            <Heading className="text-lg font-semibold">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => (current === index ? null : index))}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-ink hover:bg-surface"
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  strokeWidth={1.5}
                  className={cn(
                    "size-5 shrink-0 text-brand transition-transform motion-reduce:transition-none",
                    expanded && "rotate-180",
                  )}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-ink-muted"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
