import { SiteLink } from "./site-link";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useFrameWords } from "~/content/frame";
import * as navigation from "~/content/navigation";
import { cn } from "~/lib/cn";
import { hasPage } from "~/lib/site-pages";

interface CardProps {
  icon?: LucideIcon;
  /** An icon already rendered (e.g. SVG markup made at build time), shown in the same tinted square as `icon`. */
  iconSlot?: ReactNode;
  title: string;
  description: ReactNode;
  href?: string;
  /** Accessible, specific link text: says where the link leads. */
  linkLabel?: string;
  badge?: string;
  children?: ReactNode;
  className?: string;
  headingLevel?: "h2" | "h3";
}

/** White card with a tinted icon, title, short description and a "Learn more" style link. */
export function Card({
  icon: Icon,
  iconSlot,
  title,
  description,
  href,
  linkLabel,
  badge,
  children,
  className,
  headingLevel: H = "h3",
}: CardProps) {
  const componentText = useFrameWords("componentText", navigation.componentText);
  const linked = href && (!href.startsWith("/") || hasPage(href));
  return (
    <article
      className={cn(
        "relative flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow hover:shadow-lg",
        className,
      )}
    >
      {badge ? (
        <span className="absolute top-5 right-5 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-[#92400e]">
          {badge}
        </span>
      ) : null}
      {Icon || iconSlot ? (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
          {Icon ? <Icon aria-hidden="true" className="size-6" strokeWidth={1.5} /> : iconSlot}
        </span>
      ) : null}
      <H className="text-xl font-semibold text-ink">{title}</H>
      <div className="mt-2 text-ink-muted">{description}</div>
      {children}
      {linked ? (
        <div className="mt-auto pt-5">
          {href.startsWith("/") ? (
            <SiteLink
              to={href}
              className="arrow-mark inline-flex items-center gap-1.5 font-semibold text-brand hover:underline"
            >
              {linkLabel ?? "Learn more"}
            </SiteLink>
          ) : (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="arrow-mark inline-flex items-center gap-1.5 font-semibold text-brand hover:underline"
            >
              {linkLabel ?? "Learn more"}
              <span className="sr-only">{` ${componentText.newTab}`}</span>
            </a>
          )}
        </div>
      ) : null}
    </article>
  );
}
