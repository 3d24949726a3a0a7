import type { Checklist } from "~/content/incorporations-schema";
import { tickId } from "../checklist-ticks";

/**
 * Each category as a card of real checkboxes: a founder ticks each document as it comes in. The boxes work without
 * a script; the checklist pages' script (app/browser/checklist.ts) keeps the ticks on the device. In print they show
 * as they stand.
 */
export function ChecklistCategories({
  slug,
  categories,
}: {
  slug: string;
  categories: Checklist["categories"];
}) {
  return (
    <div className="gap-6 lg:columns-2">
      {categories.map((category, c) => (
        <div
          key={category.title}
          className="checklist-category mb-6 break-inside-avoid rounded-card border border-line bg-white p-6 shadow-card last:mb-0"
        >
          <h3 id={`${slug}-documents-${c}`} className="text-xl font-semibold text-ink">
            {category.title}
          </h3>
          {/* A group named by its heading: a screen reader says which list a box belongs to. */}
          <div role="group" aria-labelledby={`${slug}-documents-${c}`}>
            <ul className="mt-3 space-y-1">
              {category.items.map((item, i) => (
                <li key={item}>
                  <label className="-mx-2 flex cursor-pointer gap-3 rounded-control px-2 py-1.5 hover:bg-surface">
                    <input
                      type="checkbox"
                      data-tick={tickId(slug, c, i)}
                      className="mt-0.5 size-5 shrink-0 cursor-pointer accent-navy"
                    />
                    <span>{item}</span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ))}
    </div>
  );
}
