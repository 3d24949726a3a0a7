import { AlertTriangle, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A titled notice in its own section: amber for warnings (an important notice), indigo for information.
 * The title is an h2 so the notice appears in the page outline.
 */
export function NoticeBox({
  id,
  title,
  variant,
  children,
}: {
  id: string;
  title: string;
  variant: "warning" | "info";
  children: ReactNode;
}) {
  const Icon = variant === "warning" ? AlertTriangle : Info;
  return (
    <section aria-labelledby={`${id}-title`} className="py-12 sm:py-16">
      <div className="container-page">
        <div
          className={cn(
            "flex flex-col gap-4 rounded-card border-l-4 p-6 sm:flex-row sm:p-8",
            variant === "warning" ? "border-medium bg-accent-soft" : "border-brand bg-brand-soft",
          )}
        >
          <span
            className={cn(
              "inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white",
              variant === "warning" ? "text-medium" : "text-brand",
            )}
          >
            <Icon aria-hidden="true" strokeWidth={1.5} className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
              {title}
            </h2>
            <div className="mt-3 text-ink">{children}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
