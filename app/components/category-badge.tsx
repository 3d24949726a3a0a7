import type { BlogCategory } from "~/content/blog";
import { cn } from "~/lib/cn";

const styles: Record<BlogCategory, string> = {
  "Corporate Law": "bg-brand-soft text-brand",
  Compliance: "bg-emerald-50 text-low",
  Taxation: "bg-accent-soft text-[#92400e]",
  Startups: "bg-violet-50 text-violet-800",
  "Legal Updates": "bg-red-50 text-high",
};

/**
 * An article's category as a small coloured label (always text, never colour alone); `label` names it in the
 * page's language when that is not the category's own (English) name.
 */
export function CategoryBadge({
  category,
  label,
  className,
}: {
  category: BlogCategory;
  label?: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "rounded-full px-2.5 py-0.5 text-sm font-semibold",
        styles[category],
        className,
      )}
    >
      {label ?? category}
    </span>
  );
}
