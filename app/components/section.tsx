import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { deferLayout } from "~/lib/deferred-layout";

interface SectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
  children: ReactNode;
  tone?: "white" | "surface" | "navy";
  className?: string;
  /** Heading level: sections are h2 by default. */
  titleAs?: "h2" | "h3";
}

/** A page section with a titled heading; it rises into view once as the visitor scrolls to it. */
export function Section({
  id,
  title,
  intro,
  eyebrow,
  children,
  tone = "white",
  className,
  titleAs: Title = "h2",
}: SectionProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      {...deferLayout}
      className={cn(
        "py-16 sm:py-20",
        tone === "surface" && "bg-surface",
        tone === "navy" && "on-dark bg-navy text-white",
        className,
      )}
    >
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-2 text-sm font-semibold tracking-wider text-brand uppercase">
              {eyebrow}
            </p>
          ) : null}
          <Title
            id={`${id}-title`}
            className={cn(
              "text-3xl font-bold sm:text-4xl",
              tone === "navy" ? "text-white" : "text-ink",
            )}
          >
            {title}
          </Title>
          {intro ? (
            <div
              className={cn("mt-4 text-lg", tone === "navy" ? "text-slate-200" : "text-ink-muted")}
            >
              {intro}
            </div>
          ) : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
