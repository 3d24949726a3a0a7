import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { hasPage } from "~/lib/site-pages";
import { buttonVariants } from "./ui/button";

export interface HeroAction {
  label: string;
  href: string;
  /** External links (WhatsApp) open in a new tab. */
  external?: boolean;
}

interface PageHeroProps {
  title: string;
  promise?: string;
  eyebrow?: string;
  primary?: HeroAction;
  secondary?: HeroAction;
  trust?: string[];
  /** Illustration or breadcrumb slot; illustrations must set width and height. */
  aside?: ReactNode;
  above?: ReactNode;
  size?: "home" | "page";
}

function Action({ action, variant }: { action: HeroAction; variant: "primary" | "outline-dark" }) {
  const className = buttonVariants({ variant, size: "lg" });
  if (action.external)
    return (
      <a href={action.href} target="_blank" rel="noopener noreferrer" className={className}>
        {action.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  if (!hasPage(action.href)) return null;
  return (
    <Link to={action.href} className={className}>
      {action.label}
    </Link>
  );
}

/** Navy hero used at the top of every public page; it carries the page's only h1. */
export function PageHero({
  title,
  promise,
  eyebrow,
  primary,
  secondary,
  trust,
  aside,
  above,
  size = "page",
}: PageHeroProps) {
  return (
    <section className="on-dark relative overflow-hidden bg-[linear-gradient(135deg,#0b2545_0%,#13315c_55%,#1e4976_100%)] text-white">
      <div
        className={cn(
          "container-page relative grid grid-cols-1 items-center gap-10 pt-28 pb-16",
          size === "home" && "lg:grid-cols-[1.15fr_1fr] lg:pt-36 lg:pb-24",
          size === "page" && aside ? "lg:grid-cols-[1.3fr_1fr]" : "",
        )}
      >
        <div className="max-w-3xl">
          {above}
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold tracking-wider text-accent uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1
            className={cn(
              "font-bold text-white",
              size === "home"
                ? "text-4xl sm:text-5xl lg:text-6xl"
                : "text-3xl sm:text-4xl lg:text-5xl",
            )}
          >
            {title}
          </h1>
          {promise ? (
            <p className="mt-5 max-w-2xl text-lg text-slate-200 sm:text-xl">{promise}</p>
          ) : null}
          {primary || secondary ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {primary ? <Action action={primary} variant="primary" /> : null}
              {secondary ? <Action action={secondary} variant="outline-dark" /> : null}
            </div>
          ) : null}
          {trust?.length ? (
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200">
              {trust.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
    </section>
  );
}
