import { Check } from "lucide-react";
import type { Checklist } from "~/content/incorporations-schema";

/** Each category as a card with its items. */
export function ChecklistCategories({ categories }: { categories: Checklist["categories"] }) {
  return (
    <div className="gap-6 lg:columns-2">
      {categories.map((category) => (
        <div
          key={category.title}
          className="checklist-category mb-6 break-inside-avoid rounded-card border border-line bg-white p-6 shadow-card last:mb-0"
        >
          <h3 className="text-xl font-semibold text-ink">{category.title}</h3>
          <ul className="mt-4 space-y-3">
            {category.items.map((item) => (
              <li key={item} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded border border-ink-muted/60 text-low"
                >
                  <Check className="size-3.5" strokeWidth={2} />
                </span>
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
